import LayoutModel

/// The collection views of an Interface Builder storyboard and the layouts their scenes give them. An app whose
/// collection view controller comes from a storyboard sets the flow layout's properties in Interface Builder
/// (a `collectionViewFlowLayout` element: item size, spacings, section inset) and answers its delegate in
/// Swift: read with the Swift files, the storyboard is where that layout starts, as the app's controller finds
/// it when it loads.
struct Storyboard {
    let path: String
    private(set) var collectionViews: [StoryboardCollectionView] = []
    /// Attribute values the reader could not read, located.
    private(set) var faults: [SwiftImportDiagnostic] = []

    init(path: String, text: String) {
        self.path = path
        switch XMLElementTree.parse(text) {
        case .failure(let fault):
            faults.append(
                SwiftImportDiagnostic(
                    file: path, line: fault.line, column: fault.column, message: "the storyboard cannot be read as XML: \(fault.message)",
                    hint: "the importer reads storyboards as Xcode saves them"
                )
            )
        case .success(let root):
            // A xib's view controller is its File's Owner, a placeholder whose outlets reach the views of the file.
            let owners = root.descendants.filter { $0.name == "placeholder" && $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }
            for element in [root] + root.descendants where element.name == "collectionView" {
                collectionViews.append(read(element, owners: owners))
            }
        }
    }

    /// One collection view: its scene's controller, the outlets that hold it, its layout and its own settings.
    private mutating func read(_ view: XMLElement, owners: [XMLElement]) -> StoryboardCollectionView {
        let viewID = view.attributes["id"]
        let controller = view.ancestor { $0.attributes["sceneMemberID"] == "viewController" } ?? owners.first { owner in
            owner.children.filter { $0.name == "connections" }.flatMap(\.children).contains { $0.name == "outlet" && $0.attributes["destination"] == viewID }
        }
        let outlets = controller.map { controller in
            controller.children.filter { $0.name == "connections" }.flatMap(\.children).compactMap { outlet -> String? in
                guard outlet.name == "outlet", outlet.attributes["destination"] == viewID else { return nil }
                return outlet.attributes["property"]
            }
        } ?? []
        var settings = CollectionViewSettings()
        if let behavior = view.attributes["contentInsetAdjustmentBehavior"] {
            if let value = ContentInsetAdjustmentBehavior(rawValue: behavior) {
                settings.contentInsetAdjustmentBehavior = value
            } else {
                fault(view, "`contentInsetAdjustmentBehavior=\"\(behavior)\"` is not a behaviour the importer knows (automatic, scrollableAxes, never, always)")
            }
        }
        if let inset = view.children.first(where: { $0.name == "inset" && $0.attributes["key"] == "contentInset" }) {
            settings.contentInset = insets(inset)
        }
        let layoutElement = view.children.first { $0.attributes["key"] == "collectionViewLayout" }
        let layout: StoryboardCollectionView.Layout
        switch (layoutElement?.name, layoutElement?.attributes["customClass"]) {
        case ("collectionViewFlowLayout", nil):
            layout = .flow(flowLayout(layoutElement!))
        case ("collectionViewFlowLayout", let subclass?):
            layout = .flowSubclass(subclass)
        case (nil, _):
            layout = .missing
        case (let name?, let custom):
            layout = .other(custom ?? name)
        }
        return StoryboardCollectionView(
            storyboard: path, controllerClass: controller?.attributes["customClass"], controllerElement: controller?.name,
            isControllerView: view.attributes["key"] == "view", outlets: outlets, viewClass: view.attributes["customClass"], layout: layout, settings: settings,
            line: (layoutElement ?? view).line, column: (layoutElement ?? view).column
        )
    }

    /// `<collectionViewFlowLayout scrollDirection=… minimumLineSpacing=…>` with its `size` and `inset` children.
    private mutating func flowLayout(_ element: XMLElement) -> FlowLayout {
        var flow = FlowLayout()
        let attributes = element.attributes
        if attributes["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        if let spacing = number(attributes["minimumLineSpacing"], element, "minimumLineSpacing") { flow.minimumLineSpacing = .number(spacing) }
        if let spacing = number(attributes["minimumInteritemSpacing"], element, "minimumInteritemSpacing") {
            flow.minimumInteritemSpacing = .number(spacing)
        }
        if attributes["automaticEstimatedItemSize"] == "YES" { flow.estimatedItemSize = .automaticSize }
        flow.sectionHeadersPinToVisibleBounds = attributes["sectionHeadersPinToVisibleBounds"] == "YES"
        flow.sectionFootersPinToVisibleBounds = attributes["sectionFootersPinToVisibleBounds"] == "YES"
        switch attributes["sectionInsetReference"] {
        case "safeArea": flow.sectionInsetReference = .fromSafeArea
        case "layoutMargins": flow.sectionInsetReference = .fromLayoutMargins
        default: break
        }
        for child in element.children {
            switch (child.name, child.attributes["key"]) {
            case ("size", "itemSize"): flow.itemSize = size(child)
            case ("size", "headerReferenceSize"): flow.headerReferenceSize = size(child)
            case ("size", "footerReferenceSize"): flow.footerReferenceSize = size(child)
            case ("size", "estimatedItemSize"):
                let estimate = size(child)
                if flow.estimatedItemSize == nil, estimate != .zero { flow.estimatedItemSize = .estimate(estimate) }
            case ("inset", "sectionInset"): flow.sectionInset = insets(child)
            default: break
            }
        }
        return flow
    }

    private mutating func size(_ element: XMLElement) -> FlowSize {
        FlowSize(
            width: .number(number(element.attributes["width"], element, "width") ?? 0),
            height: .number(number(element.attributes["height"], element, "height") ?? 0)
        )
    }

    /// Interface Builder writes insets as a rectangle's edges: `minX` left, `minY` top, `maxX` right, `maxY` bottom.
    private mutating func insets(_ element: XMLElement) -> FlowInsets {
        FlowInsets(
            top: number(element.attributes["minY"], element, "minY") ?? 0, left: number(element.attributes["minX"], element, "minX") ?? 0,
            bottom: number(element.attributes["maxY"], element, "maxY") ?? 0, right: number(element.attributes["maxX"], element, "maxX") ?? 0
        )
    }

    private mutating func number(_ text: String?, _ element: XMLElement, _ attribute: String) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value.isFinite else {
            fault(element, "`\(attribute)=\"\(text)\"` is not a number")
            return nil
        }
        return value
    }

    private mutating func fault(_ element: XMLElement, _ message: String) {
        faults.append(SwiftImportDiagnostic(file: path, line: element.line, column: element.column, message: message))
    }
}

/// A collection view of a storyboard scene.
struct StoryboardCollectionView {
    enum Layout {
        /// A `UICollectionViewFlowLayout` with the properties Interface Builder set.
        case flow(FlowLayout)
        /// A subclass of it (`customClass`), whose overrides can place items anywhere.
        case flowSubclass(String)
        /// Another layout class.
        case other(String)
        /// No layout element.
        case missing
    }

    let storyboard: String
    /// The Swift class of the scene's view controller (`customClass`); nil for UIKit's own.
    let controllerClass: String?
    /// `collectionViewController`, `viewController`, …
    let controllerElement: String?
    /// True for a collection view controller's own view (`key="view"`), its `collectionView`.
    let isControllerView: Bool
    /// The controller's properties connected to this view (`@IBOutlet var collectionView`).
    let outlets: [String]
    /// The collection view's own class (`customClass`, a subclass of `UICollectionView`); nil for UIKit's.
    let viewClass: String?
    let layout: Layout
    let settings: CollectionViewSettings
    /// Where its layout element (else the view) starts.
    let line: Int
    let column: Int

    var position: SourcePosition { SourcePosition(file: storyboard, line: line, column: column) }

    /// The storyboard's file name, for messages.
    var storyboardName: String { storyboard.split(separator: "/").last.map(String.init) ?? storyboard }
}
