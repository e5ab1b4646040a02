import LayoutModel

extension LayoutSpecDecoder {
    static let listKeys = [
        "appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators", "backgroundColor", "cell", "header",
        "footer",
    ] + lintKeys
    /// The keys of a `cell`, `header` or `footer` description: a content configuration's, or a custom view's `height`.
    static let listContentKeys = [
        "style", "text", "secondaryText", "image", "numberOfLines", "accessories", "font", "secondaryFont", "height",
    ] + listContentMetricKeys

    /// The margins and paddings a content configuration's code may set in place of its style's (ListRules.md L37).
    static let listContentMetricKeys = [
        "directionalLayoutMargins", "textToSecondaryTextVerticalPadding", "textToSecondaryTextHorizontalPadding",
        "prefersSideBySideTextAndSecondaryText", "imageToTextPadding", "imageReservedLayoutSize",
    ]

    /// A list configuration (`UICollectionLayoutListConfiguration`), every fault recorded with its path.
    mutating func list(_ node: SpecNode, _ path: String) -> ListConfiguration? {
        guard reader.object(node, path, allowed: Self.listKeys, what: "a list configuration") else { return nil }
        var configuration = ListConfiguration()
        var valid = true
        func read<T>(_ key: String, _ body: (inout NodeReader, SpecNode, String) -> T?) -> T? {
            guard let child = node[key] else { return nil }
            let value = body(&reader, child, SpecPath.appending(key: key, to: path))
            if value == nil { valid = false }
            return value
        }
        if let value = read("appearance", { $0.enumeration($1, $2, ListAppearance.self, what: "list appearance") }) {
            configuration.appearance = value
        }
        if let value = read("headerMode", { $0.enumeration($1, $2, ListHeaderMode.self, what: "header mode") }) {
            configuration.headerMode = value
        }
        if let value = read("footerMode", { $0.enumeration($1, $2, ListFooterMode.self, what: "footer mode") }) {
            configuration.footerMode = value
        }
        if let padding = node["headerTopPadding"], padding.value != .null {
            // UIKit reads a negative padding as automatic (`UICollectionLayoutListConfiguration.headerTopPadding`).
            if let value = read("headerTopPadding", { $0.number($1, $2) }) {
                configuration.headerTopPadding = value < 0 ? nil : value
            }
        }
        if let value = read("showsSeparators", { $0.bool($1, $2) }) { configuration.showsSeparators = value }
        if let value = read("backgroundColor", { $0.string($1, $2, what: "a colour name") }) { configuration.backgroundColor = value }
        if node["cell"] != nil { configuration.cell = read("cell") { Self.listContent(&$0, $1, $2) } }
        if node["header"] != nil { configuration.header = read("header") { Self.listContent(&$0, $1, $2) } }
        if node["footer"] != nil { configuration.footer = read("footer") { Self.listContent(&$0, $1, $2) } }
        if let lint = Self.lintAnnotations(&reader, node, path) { configuration.lint = lint } else { valid = false }
        return valid ? configuration : nil
    }

    /// What a list's cell, header or footer shows: `{"height": N or an expression}` for a custom view, or a content
    /// configuration's `style`, `text`, `secondaryText`, `image`, `numberOfLines`, `accessories`.
    static func listContent(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> ListViewContent? {
        guard reader.object(node, path, allowed: listContentKeys, what: "a list content description") else { return nil }
        if let heightNode = node["height"] {
            let others = listContentKeys.filter { $0 != "height" && node[$0] != nil }
            for key in others {
                reader.fault(
                    node[key], SpecPath.appending(key: key, to: path),
                    "a custom view gives only its fitted \"height\"; \"\(key)\" describes a UIListContentConfiguration, which sizes itself"
                )
            }
            let expression = FlowLayoutDecoder.expression(
                &reader, heightNode, SpecPath.appending(key: "height", to: path), scope: .item, what: "a fitted height"
            )
            guard others.isEmpty, let expression else { return nil }
            return .fittedHeight(expression)
        }
        var description = ListContentConfiguration()
        var valid = true
        if let styleNode = node["style"] {
            description.style = reader.enumeration(styleNode, SpecPath.appending(key: "style", to: path), ListContentStyle.self, what: "content configuration style")
            if description.style == nil { valid = false }
        }
        for key in ["text", "secondaryText"] {
            guard let textNode = node[key] else { continue }
            let source = listText(&reader, textNode, SpecPath.appending(key: key, to: path))
            if source == nil { valid = false }
            if key == "text" { description.text = source } else { description.secondaryText = source }
        }
        if let imageNode = node["image"] {
            if let image = reader.bool(imageNode, SpecPath.appending(key: "image", to: path)) { description.image = image } else { valid = false }
        }
        if let linesNode = node["numberOfLines"] {
            let lines = reader.integer(linesNode, SpecPath.appending(key: "numberOfLines", to: path), minimum: 0, what: "a number of lines")
            if let lines { description.numberOfLines = lines } else { valid = false }
        }
        if let accessoriesNode = node["accessories"] {
            let accessories = list(&reader, accessoriesNode, SpecPath.appending(key: "accessories", to: path), what: "accessories") {
                $0.enumeration($1, $2, CellAccessory.self, what: "accessory")
            }
            if let accessories { description.accessories = accessories } else { valid = false }
        }
        for key in ["font", "secondaryFont"] where node[key] != nil {
            // A system font in place of the style's: a text style, or a size and weight (no font file: a list's
            // labels are UIKit's system font, L22).
            let font = reader.optional(node, key, path) { reader, node, path in Self.font(&reader, node, path, allowsFile: false) }
            if font == nil { valid = false }
            if key == "font" { description.textFont = font } else { description.secondaryTextFont = font }
        }
        if let metrics = listContentMetrics(&reader, node, path) { description.metrics = metrics } else { valid = false }
        return valid ? .configuration(description) : nil
    }

    /// `directionalLayoutMargins` (insets, none negative), the three paddings (numbers, none negative),
    /// `prefersSideBySideTextAndSecondaryText` and `imageReservedLayoutSize` (`{"width", "height"}`, 0 keeping the
    /// slot's): the L37 overrides; nil when one is at fault.
    static func listContentMetrics(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> ListContentMetrics? {
        var metrics = ListContentMetrics()
        var valid = true
        if let marginsNode = node["directionalLayoutMargins"] {
            let marginsPath = SpecPath.appending(key: "directionalLayoutMargins", to: path)
            if let margins = reader.insets(marginsNode, marginsPath) {
                if [margins.top, margins.leading, margins.bottom, margins.trailing].contains(where: { $0 < 0 }) {
                    reader.fault(marginsNode, marginsPath, "a content configuration's margins must not be negative")
                    valid = false
                }
                metrics.layoutMargins = margins
            } else {
                valid = false
            }
        }
        for key in ["textToSecondaryTextVerticalPadding", "textToSecondaryTextHorizontalPadding", "imageToTextPadding"] {
            guard let paddingNode = node[key] else { continue }
            guard let padding = reader.number(paddingNode, SpecPath.appending(key: key, to: path), rule: .nonNegative, what: "a padding") else {
                valid = false
                continue
            }
            switch key {
            case "textToSecondaryTextVerticalPadding": metrics.textToSecondaryTextVerticalPadding = padding
            case "textToSecondaryTextHorizontalPadding": metrics.textToSecondaryTextHorizontalPadding = padding
            default: metrics.imageToTextPadding = padding
            }
        }
        if let preferenceNode = node["prefersSideBySideTextAndSecondaryText"] {
            let preference = reader.bool(preferenceNode, SpecPath.appending(key: "prefersSideBySideTextAndSecondaryText", to: path))
            if preference == nil { valid = false }
            metrics.prefersSideBySideTextAndSecondaryText = preference
        }
        if let sizeNode = node["imageReservedLayoutSize"] {
            let sizePath = SpecPath.appending(key: "imageReservedLayoutSize", to: path)
            if reader.object(sizeNode, sizePath, allowed: ["width", "height"], what: "a reserved layout size") {
                let width = sizeNode["width"].map { reader.number($0, SpecPath.appending(key: "width", to: sizePath), rule: .nonNegative) } ?? 0
                let height = sizeNode["height"].map { reader.number($0, SpecPath.appending(key: "height", to: sizePath), rule: .nonNegative) } ?? 0
                if let width, let height { metrics.imageReservedLayoutSize = Size(width: width, height: height) } else { valid = false }
            } else {
                valid = false
            }
        }
        return valid ? metrics : nil
    }

    /// A label's text: a string names a dataset field; `{"fixed": "…"}` is the text itself.
    static func listText(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> TextSource? {
        switch node.value {
        case .string(let name):
            guard !name.isEmpty else {
                reader.fault(node, path, "a field name must not be empty; give {\"fixed\": \"…\"} for fixed text")
                return nil
            }
            return .field(name)
        case .object:
            guard reader.object(node, path, allowed: ["fixed"], required: ["fixed"], what: "fixed text") else { return nil }
            return reader.optional(node, "fixed", path) { reader, node, path in
                reader.string(node, path, what: "text").map { TextSource.literal($0) }
            }
        default:
            reader.fault(node, path, "expected a field name (a string) or {\"fixed\": \"…\"}, but found \(node.kindDescription)")
            return nil
        }
    }
}
