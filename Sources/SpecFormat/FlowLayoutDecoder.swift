import LayoutModel

/// Reads a flow spec's `flow` object and its top-level `collectionView` object (LayoutSpecFormat.md, Flow layouts) into
/// a `FlowLayout`, reporting every fault at once with its file, line, column and JSON path: unknown keys with the
/// nearest valid key, wrong types, unreadable expressions (with the character where reading stopped), names a property
/// cannot use, negative constant sizes and spacings, NaN and infinities.
///
/// ```swift
/// let text = #"{"name": "zoo", "flow": {"itemSize": {"width": "(width - 30 / 2", "height": 211}}}"#
/// guard let root = SpecDocument.parse(text, file: "zoo.json", format: .json).root, let flowNode = root["flow"] else { return }
/// var reader = NodeReader(file: "zoo.json")
/// let flow = FlowLayoutDecoder.flow(&reader, flow: flowNode, collectionView: root["collectionView"], path: "$")
/// // reader.diagnostics: e.g. `zoo.json:5:32: $.flow.itemSize.width: cannot read "(width - 30 / 2": missing ")" at character 16`
/// ```
///
/// Readings taken where UIKit leaves the format room (each written into LayoutSpecFormat.md, Flow layouts):
/// - `itemSize` and `estimatedItemSize` need both `width` and `height` (a `CGSize`); a reference size may leave
///   one out (it is 0): only its scroll-axis component counts (F3).
/// - Spacings and reference sizes are per section (the delegate's `…ForSectionAt`), so their expressions may
///   name `width`, `height`, `safeArea.*` and `section`, never `item` or a dataset field.
/// - Names with a dot are never dataset fields: a misspelt `safeArea.topp` is reported with a suggestion.
/// - Insets take any finite number (UIKit allows negative insets); sizes and spacings must not be negative.
/// - `estimatedItemSize` is an estimate `{width, height}` or `"automaticSize"` (`itemSize` is then the
///   estimate); a zero estimate is UIKit's `.zero` and turns self-sizing off. It is allowed without `content`:
///   the estimate then stands for every cell. `content` without an estimate is a fault: nothing would read it.
public enum FlowLayoutDecoder {
    /// The keys of the `flow` object.
    public static let flowKeys = [
        "scrollDirection", "itemSize", "estimatedItemSize", "content", "minimumLineSpacing", "minimumInteritemSpacing",
        "sectionInset", "sectionInsetReference", "headerReferenceSize", "footerReferenceSize",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "sections",
    ]

    /// The keys of one entry of `flow.sections`: the per-section delegate answers (F2).
    public static let sectionKeys = FlowSectionProperty.allCases.map(\.rawValue)

    /// The keys an entry of `flow.sections` takes: the delegate answers, and the lint's `interactive` and `lint`
    /// (LayoutSpecFormat.md, Lint annotations), which are no delegate answer and move no frame.
    static let sectionEntryKeys = sectionKeys + LayoutSpecDecoder.lintKeys

    /// The keys of the `collectionView` object.
    public static let collectionViewKeys = ["contentInset", "contentInsetAdjustmentBehavior"]

    /// Decodes the two objects; on any fault throws all of them.
    ///
    /// - Parameter path: the JSON path of the object that holds `flow` and `collectionView` (the document root, `$`).
    public static func decode(flow: SpecNode, collectionView: SpecNode?, file: String, path: String = "$") throws(SpecValidationError)
        -> FlowLayout
    {
        var reader = NodeReader(file: file)
        let layout = Self.flow(&reader, flow: flow, collectionView: collectionView, path: path)
        guard let layout, reader.diagnostics.isEmpty else { throw SpecValidationError(reader.diagnostics) }
        return layout
    }

    /// Reads `flow` (at `path.flow`) and `collectionView` (at `path.collectionView`), recording every fault in
    /// `reader`. Returns nil when a fault leaves no usable layout; a layout returned alongside faults must not
    /// be used either.
    public static func flow(_ reader: inout NodeReader, flow node: SpecNode, collectionView: SpecNode?, path: String) -> FlowLayout? {
        let flowPath = SpecPath.appending(key: "flow", to: path)
        var layout = FlowLayout()
        var usable = true
        if let collectionView {
            let settingsPath = SpecPath.appending(key: "collectionView", to: path)
            if let settings = Self.collectionView(&reader, collectionView, settingsPath) {
                layout.collectionView = settings
            } else {
                usable = false
            }
        }
        guard reader.object(node, flowPath, allowed: flowKeys, what: "a flow layout") else { return nil }
        let before = reader.diagnostics.count

        if let direction = reader.optional(node, "scrollDirection", flowPath, {
            $0.enumeration($1, $2, ScrollDirection.self, what: "scroll direction")
        }) {
            layout.scrollDirection = direction
        }
        if let size = reader.optional(node, "itemSize", flowPath, {
            Self.size(&$0, $1, $2, scope: .item, requireBoth: true, what: "an item size")
        }) {
            layout.itemSize = size
        }
        layout.estimatedItemSize = reader.optional(node, "estimatedItemSize", flowPath) { Self.estimatedItemSize(&$0, $1, $2) }
        layout.content = reader.optional(node, "content", flowPath) { LayoutSpecDecoder.content(&$0, $1, $2) }
        if let contentNode = node["content"], layout.estimatedItemSize == nil, node["estimatedItemSize"].map(isZeroSize) ?? true {
            reader.fault(
                contentNode, SpecPath.appending(key: "content", to: flowPath),
                "content sizes self-sizing cells, which need \"estimatedItemSize\" (an estimate such as {\"width\": 100, \"height\": 44}, or \"automaticSize\" to start from itemSize)"
            )
        }
        for (key, property) in [("minimumLineSpacing", FlowSectionProperty.minimumLineSpacing), ("minimumInteritemSpacing", .minimumInteritemSpacing)] {
            guard let spacing = reader.optional(node, key, flowPath, {
                Self.expression(&$0, $1, $2, scope: .section(property), what: "a spacing")
            }) else { continue }
            if property == .minimumLineSpacing { layout.minimumLineSpacing = spacing } else { layout.minimumInteritemSpacing = spacing }
        }
        if let insets = reader.optional(node, "sectionInset", flowPath, { Self.insets(&$0, $1, $2) }) { layout.sectionInset = insets }
        if let reference = reader.optional(node, "sectionInsetReference", flowPath, {
            $0.enumeration($1, $2, SectionInsetReference.self, what: "section inset reference")
        }) {
            layout.sectionInsetReference = reference
        }
        if let size = reader.optional(node, "headerReferenceSize", flowPath, {
            Self.size(&$0, $1, $2, scope: .section(.headerReferenceSize), requireBoth: false, what: "a reference size")
        }) {
            layout.headerReferenceSize = size
        }
        if let size = reader.optional(node, "footerReferenceSize", flowPath, {
            Self.size(&$0, $1, $2, scope: .section(.footerReferenceSize), requireBoth: false, what: "a reference size")
        }) {
            layout.footerReferenceSize = size
        }
        if let pin = reader.optional(node, "sectionHeadersPinToVisibleBounds", flowPath, { $0.bool($1, $2) }) {
            layout.sectionHeadersPinToVisibleBounds = pin
        }
        if let pin = reader.optional(node, "sectionFootersPinToVisibleBounds", flowPath, { $0.bool($1, $2) }) {
            layout.sectionFootersPinToVisibleBounds = pin
        }
        if let sections = reader.optional(node, "sections", flowPath, { reader, node, path in
            LayoutSpecDecoder.list(&reader, node, path, what: "section overrides", bound: InputLimits.sectionDefinitions) { Self.sectionOverrides(&$0, $1, $2) }
        }) {
            layout.sections = sections
        }
        return usable && reader.diagnostics.count == before ? layout : nil
    }

    /// One entry of `flow.sections`: the delegate's answers for that section (F2).
    static func sectionOverrides(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> FlowSectionOverrides? {
        guard reader.object(node, path, allowed: sectionEntryKeys, what: "section overrides") else { return nil }
        let before = reader.diagnostics.count
        var overrides = FlowSectionOverrides()
        overrides.itemSize = reader.optional(node, "itemSize", path) {
            Self.size(&$0, $1, $2, scope: .item, requireBoth: true, what: "an item size")
        }
        overrides.sectionInset = reader.optional(node, "sectionInset", path) { Self.insets(&$0, $1, $2) }
        overrides.minimumLineSpacing = reader.optional(node, "minimumLineSpacing", path) {
            Self.expression(&$0, $1, $2, scope: .section(.minimumLineSpacing), what: "a spacing")
        }
        overrides.minimumInteritemSpacing = reader.optional(node, "minimumInteritemSpacing", path) {
            Self.expression(&$0, $1, $2, scope: .section(.minimumInteritemSpacing), what: "a spacing")
        }
        overrides.headerReferenceSize = reader.optional(node, "headerReferenceSize", path) {
            Self.size(&$0, $1, $2, scope: .section(.headerReferenceSize), requireBoth: false, what: "a reference size")
        }
        overrides.footerReferenceSize = reader.optional(node, "footerReferenceSize", path) {
            Self.size(&$0, $1, $2, scope: .section(.footerReferenceSize), requireBoth: false, what: "a reference size")
        }
        overrides.lint = LayoutSpecDecoder.lintAnnotations(&reader, node, path) ?? .none
        return reader.diagnostics.count == before ? overrides : nil
    }

    /// The top-level `collectionView` object: content inset and its adjustment behaviour.
    static func collectionView(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> CollectionViewSettings? {
        guard reader.object(node, path, allowed: collectionViewKeys, what: "collection view settings") else { return nil }
        let before = reader.diagnostics.count
        var settings = CollectionViewSettings()
        if let inset = reader.optional(node, "contentInset", path, { Self.insets(&$0, $1, $2) }) { settings.contentInset = inset }
        if let behavior = reader.optional(node, "contentInsetAdjustmentBehavior", path, {
            $0.enumeration($1, $2, ContentInsetAdjustmentBehavior.self, what: "content inset adjustment behavior")
        }) {
            settings.contentInsetAdjustmentBehavior = behavior
        }
        return reader.diagnostics.count == before ? settings : nil
    }

    /// `"automaticSize"`, or an estimate; a zero estimate is nil (UIKit's `.zero`: no self-sizing).
    static func estimatedItemSize(_ reader: inout NodeReader, _ node: SpecNode, _ path: String) -> FlowEstimatedItemSize? {
        if case .string(let text) = node.value {
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if name == "automaticSize" { return .automaticSize }
            let hint = NameSuggestion.didYouMean(name, among: ["automaticSize"]) ?? ""
            reader.fault(node, path, "expected an estimated size {\"width\", \"height\"} or \"automaticSize\" but found \(node.kindDescription)" + hint)
            return nil
        }
        guard let size = Self.size(&reader, node, path, scope: .item, requireBoth: true, what: "an estimated size") else { return nil }
        return size.constantValue == .zero ? nil : .estimate(size)
    }

    /// True for a size object whose components are both the number 0.
    private static func isZeroSize(_ node: SpecNode) -> Bool {
        guard case .number(let width)? = node["width"]?.value, case .number(let height)? = node["height"]?.value else { return false }
        return width == 0 && height == 0
    }
}
