import LayoutModel
import SwiftSyntax

/// The flow layout family's objects and values: `UICollectionViewFlowLayout` and its properties, the collection
/// view that shows it, `UIEdgeInsets`, `CGSize`, `IndexPath`, each mapped onto `LayoutModel`'s flow types.
extension Interpreter {
    // MARK: - Initializers and static members

    /// `UICollectionViewFlowLayout()`, `UICollectionView(frame:collectionViewLayout:)`, `UIEdgeInsets(...)`,
    /// `CGSize(...)`; nil for initializers of other types.
    func constructFlowValue(_ typeName: String, labels: String, _ a: [Argument], at node: Syntax) throws -> SwiftValue? {
        switch (typeName, labels) {
        case ("UICollectionViewFlowLayout", ""):
            let layout = Reference(FlowLayout())
            flowLayoutsCreated.append(layout)
            return .flowLayout(layout)
        case ("UICollectionView", "frame:collectionViewLayout:"):
            return newCollectionView(showing: try collectionViewLayout(a[1]))
        case ("UICollectionViewController", "collectionViewLayout:"):
            return newCollectionView(showing: try collectionViewLayout(a[0]))
        case ("UIEdgeInsets", "top:left:bottom:right:"):
            return .uiInsets(FlowInsets(top: try number(a[0]), left: try number(a[1]), bottom: try number(a[2]), right: try number(a[3])))
        case ("UIEdgeInsets", ""):
            return .uiInsets(.zero)
        case ("CGSize", "width:height:"):
            if let unknown = a[0].value.unevaluable ?? a[1].value.unevaluable {
                // One length unknown (the screen's width in a section provider): the size is unknown as that length
                // is (its messages name the length's code), the other length still reads as it is.
                var size = unknown
                size.knownMembers = a[0].value.unevaluable == nil ? ["width": a[0].value] : a[1].value.unevaluable == nil ? ["height": a[1].value] : [:]
                return .unevaluable(size)
            }
            return .cgSize(FlowSize(width: try flowExpression(a[0]), height: try flowExpression(a[1])))
        case ("CGSize", ""):
            return .cgSize(.zero)
        default:
            return nil
        }
    }

    /// A collection view created by the code, remembered so the layout it shows can be found.
    func newCollectionView(showing layout: SwiftValue) -> SwiftValue {
        let view = Reference(CollectionViewObject(layout: layout))
        collectionViewsCreated.append(view)
        return .collectionView(view)
    }

    /// `UIEdgeInsets.zero`, `CGSize.zero`, `UICollectionViewFlowLayout.automaticSize` and the flow enumerations'
    /// cases; nil for anything else.
    func flowStaticMember(_ typeName: String, _ name: String, arguments: [Argument]?) -> SwiftValue? {
        guard arguments == nil else { return nil }
        switch (typeName, name) {
        case ("UIEdgeInsets", "zero"): return .uiInsets(.zero)
        case ("CGSize", "zero"): return .cgSize(.zero)
        case ("UICollectionViewFlowLayout", "automaticSize"): return .flowAutomaticSize
        case ("UICollectionViewFlowLayout", "SectionInsetReference"): return .type("UICollectionViewFlowLayout.SectionInsetReference")
        case ("UIScrollView", "ContentInsetAdjustmentBehavior"), ("UICollectionView", "ContentInsetAdjustmentBehavior"):
            return .type("UIScrollView.ContentInsetAdjustmentBehavior")
        case ("UIScrollView.ContentInsetAdjustmentBehavior", _):
            return ContentInsetAdjustmentBehavior(rawValue: name).map(SwiftValue.contentInsetAdjustment)
        case ("UICollectionViewFlowLayout.SectionInsetReference", _):
            return SectionInsetReference(rawValue: name).map(SwiftValue.sectionInsetReference)
        default:
            return nil
        }
    }

    // MARK: - Reading properties

    /// `layout.itemSize`, `collectionView.contentInset`, `size.width`, `indexPath.item`, ...; nil when `base` is
    /// not a flow value.
    func flowProperty(_ name: String, of base: SwiftValue, at node: some ExprSyntaxProtocol) throws -> SwiftValue? {
        switch base {
        case .flowLayout(let layout):
            let flow = layout.value
            switch name {
            case "scrollDirection": return .scrollDirection(flow.scrollDirection)
            case "itemSize": return .cgSize(flow.itemSize)
            case "estimatedItemSize":
                switch flow.estimatedItemSize {
                case .none: return .cgSize(.zero)
                case .automaticSize: return .flowAutomaticSize
                case .estimate(let size): return .cgSize(size)
                }
            case "minimumLineSpacing": return FlowSymbol.value(flow.minimumLineSpacing)
            case "minimumInteritemSpacing": return FlowSymbol.value(flow.minimumInteritemSpacing)
            case "sectionInset": return .uiInsets(flow.sectionInset)
            case "sectionInsetReference": return .sectionInsetReference(flow.sectionInsetReference)
            case "headerReferenceSize": return .cgSize(flow.headerReferenceSize)
            case "footerReferenceSize": return .cgSize(flow.footerReferenceSize)
            case "sectionHeadersPinToVisibleBounds": return .bool(flow.sectionHeadersPinToVisibleBounds)
            case "sectionFootersPinToVisibleBounds": return .bool(flow.sectionFootersPinToVisibleBounds)
            default: throw stop(Self.propertyNameNode(of: node), "a UICollectionViewFlowLayout has no property `\(name)` the importer reads")
            }
        case .collectionView(let view):
            switch name {
            case "collectionViewLayout": return view.value.layout
            case "contentInset": return .uiInsets(view.value.settings.contentInset)
            case "contentInsetAdjustmentBehavior": return .contentInsetAdjustment(view.value.settings.contentInsetAdjustmentBehavior)
            default:
                return .unevaluable(
                    Unevaluable(
                        expression: SourceMap.quote(node), position: map.position(of: node), reason: "it is known only when the app runs",
                        isAssumable: Self.isNameChain(ExprSyntax(node))
                    )
                )
            }
        case .cgSize(let size):
            // Outside a flow layout's code the names a size holds are the section environment's (the screen's width
            // in a section provider, `contentSize.width`).
            let value = flowRun == nil ? FlowSymbol.sectionValue : FlowSymbol.value
            switch name {
            case "width": return value(size.width)
            case "height": return value(size.height)
            default: throw stop(Self.propertyNameNode(of: node), "a CGSize has no property `\(name)` the importer reads")
            }
        case .uiInsets(let insets):
            switch name {
            case "top": return .number(.floatingPoint(insets.top))
            case "left": return .number(.floatingPoint(insets.left))
            case "bottom": return .number(.floatingPoint(insets.bottom))
            case "right": return .number(.floatingPoint(insets.right))
            default: throw stop(Self.propertyNameNode(of: node), "a UIEdgeInsets has no property `\(name)` the importer reads")
            }
        case .indexPath(let section):
            switch name {
            case "section": return .number(section)
            case "item", "row":
                return .flowValue(FlowSymbol(name: FlowExpression.itemName, code: SourceMap.quote(node), position: map.position(of: node), isInteger: true))
            default: throw stop(Self.propertyNameNode(of: node), "an IndexPath has no property `\(name)` the importer reads")
            }
        default:
            return nil
        }
    }

    // MARK: - Setting properties

    /// `UICollectionViewFlowLayout.automaticSize`, also written `.automaticSize`.
    private static func isAutomaticSize(_ value: SwiftValue) -> Bool {
        if case .flowAutomaticSize = value { return true }
        if case .implicitMember(let member) = value { return member.name == "automaticSize" && member.arguments == nil }
        return false
    }

    /// `layout.itemSize = ...`, `collectionView.contentInset = ...`; false when `base` is not a flow object.
    func setFlowProperty(_ name: String, of base: SwiftValue, to value: Argument, at node: some ExprSyntaxProtocol) throws -> Bool {
        switch base {
        case .flowLayout(let layout):
            switch name {
            case "scrollDirection": layout.value.scrollDirection = try scrollDirection(value)
            case "itemSize" where Self.isAutomaticSize(value.value):
                // `itemSize = .automaticSize` beside an `estimatedItemSize`: UIKit sizes estimated items from their cells
                // and never reads `itemSize`; without an estimate it is no size (checked when the layout is read).
                automaticItemSizes[ObjectIdentifier(layout)] = Syntax(node)
            case "itemSize":
                layout.value.itemSize = try flowSize(value)
                automaticItemSizes[ObjectIdentifier(layout)] = nil
            case "estimatedItemSize": layout.value.estimatedItemSize = try estimatedItemSize(value)
            case "minimumLineSpacing": layout.value.minimumLineSpacing = try flowExpression(value)
            case "minimumInteritemSpacing": layout.value.minimumInteritemSpacing = try flowExpression(value)
            case "sectionInset": layout.value.sectionInset = try flowInsets(value)
            case "sectionInsetReference": layout.value.sectionInsetReference = try sectionInsetReference(value)
            case "headerReferenceSize": layout.value.headerReferenceSize = try flowSize(value)
            case "footerReferenceSize": layout.value.footerReferenceSize = try flowSize(value)
            case "sectionHeadersPinToVisibleBounds": layout.value.sectionHeadersPinToVisibleBounds = try boolean(value)
            case "sectionFootersPinToVisibleBounds": layout.value.sectionFootersPinToVisibleBounds = try boolean(value)
            default: throw stop(Self.propertyNameNode(of: node), "setting `\(name)` of a UICollectionViewFlowLayout is not something the importer reads")
            }
            return true
        case .collectionView(let view):
            switch name {
            case "contentInset": view.value.settings.contentInset = try flowInsets(value)
            case "contentInsetAdjustmentBehavior": view.value.settings.contentInsetAdjustmentBehavior = try contentInsetAdjustment(value)
            case "collectionViewLayout": view.value.layout = try collectionViewLayout(value)
            case "delegate":
                // Another object that answers the flow delegate (`gridView.delegate = helper`) sizes what the flow
                // layout shows, by its own methods, which are not the ones read with this layout (F2).
                if case .flowLayout = view.value.layout, let (typeName, method) = otherFlowDelegate(value.value) {
                    record(
                        node,
                        "the collection view's delegate is \(typeName), whose \(method) sizes what its flow layout shows; the importer reads the flow delegate methods of the type that builds the layout, not another object's",
                        hint: "answer the flow delegate in the type that builds the layout, or describe the layout in a spec"
                    )
                }
            default:
                if let option = FlowAPI.environmentProperties[name] {
                    note(node, "`\(SourceMap.quote(node))` is not part of the spec: the environment a layout is computed in gives it (\(option))")
                }
                // Colours, scroll indicators, the data source: a view has many properties that move no frame.
            }
            return true
        default:
            return false
        }
    }

    /// A value of a type that answers the flow delegate among `values`, when they also hold a collection view that shows
    /// a flow layout: the type and the method it answers.
    func flowDelegateHandedWithItsView(_ values: [SwiftValue]) -> (typeName: String, method: String)? {
        let showsFlowLayout = values.contains { value in
            guard case .collectionView(let view) = value, case .flowLayout = view.value.layout else { return false }
            return true
        }
        guard showsFlowLayout else { return nil }
        return values.lazy.compactMap(otherFlowDelegate).first
    }

    /// An instance of a type of the files, other than the controller whose flow layout is read, that answers the flow
    /// delegate: its type and the first `UICollectionViewDelegateFlowLayout` method it declares
    /// (`collectionView(_:layout:insetForSectionAt:)`); nil for any other value.
    private func otherFlowDelegate(_ value: SwiftValue) -> (typeName: String, method: String)? {
        let typeName: String
        switch value {
        case .object(let object): typeName = object.value.typeName
        case .instance(let name): typeName = name
        default: return nil
        }
        guard typeName != flowRun?.typeName else { return nil }
        for function in index.functionsByName["collectionView"] ?? [] where function.typeName == typeName {
            let labels = function.decl.signature.parameterClause.parameters.map(\.firstName.text)
            if labels.count == 3, labels[1] == "layout", let method = FlowAPI.DelegateMethod(rawValue: labels[2]) { return (typeName, method.signature) }
        }
        return nil
    }

    /// A copy of a flow value with one field changed (`insets.left = 20`, `size.height = 44`); nil when `base` is
    /// not one.
    func setFlowField(_ name: String, of base: SwiftValue, to argument: Argument, at node: MemberAccessExprSyntax) throws -> SwiftValue? {
        switch (base, name) {
        case (.uiInsets(var insets), "top"): insets.top = try number(argument); return .uiInsets(insets)
        case (.uiInsets(var insets), "left"): insets.left = try number(argument); return .uiInsets(insets)
        case (.uiInsets(var insets), "bottom"): insets.bottom = try number(argument); return .uiInsets(insets)
        case (.uiInsets(var insets), "right"): insets.right = try number(argument); return .uiInsets(insets)
        case (.cgSize(var size), "width"): size.width = try flowExpression(argument); return .cgSize(size)
        case (.cgSize(var size), "height"): size.height = try flowExpression(argument); return .cgSize(size)
        case (.uiInsets, _), (.cgSize, _): throw stop(node.declName, "\(base.kindDescription)'s `\(name)` cannot be set")
        default: return nil
        }
    }

    /// Methods of the flow objects: `setCollectionViewLayout(_:animated:)` changes the layout; registering views,
    /// reloading and invalidating move no frame the spec holds. Nil when `base` is not a flow object.
    func flowMethod(_ name: String, of base: SwiftValue, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> SwiftValue? {
        switch base {
        case .flowLayout:
            guard ["invalidateLayout", "register", "prepare"].contains(name) else {
                throw stop(call, "`\(name)` of a UICollectionViewFlowLayout is not something the importer reads")
            }
            return .void
        case .collectionView(let view):
            if name == "setCollectionViewLayout", let first = arguments.first, first.label == nil {
                view.value.layout = try collectionViewLayout(first)
            }
            if !Self.movesNoCollectionViewFrame(name), !["layoutIfNeeded", "setNeedsLayout", "layoutSubviews"].contains(name),
                name.lowercased().contains("layout")
            {
                // `collectionView.applyGridLayout(columns: 3)` of a library the files do not hold: by its name, it sets
                // the layout, which the importer cannot follow.
                throw stop(
                    call, "cannot tell what `\(name)` does to the collection view's layout (a method of neither UIKit nor the files)",
                    hint: "import the file that declares `\(name)`, or give the collection view its layout in the code"
                )
            }
            if !Self.movesNoCollectionViewFrame(name), arguments.contains(where: { if case .function = $0.value { return true } else { return false } }) {
                // `collectionView.configure { … }` of a library the files do not hold: its closure may set the layout.
                throw stop(
                    call, "cannot tell what `\(name)` does to the collection view with the closure it is given (a method of neither UIKit nor the files)",
                    hint: "import the file that declares `\(name)`, or configure the collection view outside the closure"
                )
            }
            if Self.answersWithRunningState(name) {
                // `dequeueReusableSupplementaryView(…)`, `cellForItem(at:)`, `numberOfItems(inSection:)`: views and
                // counts the collection view has while the app runs, not something a layout's code determines.
                return .unevaluable(
                    Unevaluable(
                        expression: SourceMap.quote(call), position: map.position(of: call),
                        reason: "the collection view answers it while the app runs (its views, their Auto Layout and the data's counts)",
                        isAssumable: false
                    )
                )
            }
            return .void
        default:
            return nil
        }
    }

    /// UIKit's collection view methods that take a closure and move no frame a spec holds (updates, animations).
    static func movesNoCollectionViewFrame(_ name: String) -> Bool {
        ["performBatchUpdates", "reloadData", "reconfigureItems", "reloadItems", "reloadSections", "insertItems", "deleteItems",
         "moveItem", "insertSections", "deleteSections", "moveSection", "scrollToItem", "selectItem", "deselectItem",
         "startInteractiveTransition", "finishInteractiveTransition", "cancelInteractiveTransition", "setCollectionViewLayout",
         "register"].contains(name)
    }

    /// The collection view's methods that answer with its views, counts or positions while the app runs (the others,
    /// `reloadData()`, `register(…)`, `scrollToItem(…)`, change no frame and answer nothing).
    static func answersWithRunningState(_ name: String) -> Bool {
        ["dequeue", "cellForItem", "supplementaryView", "visible", "numberOf", "indexPath", "layoutAttributes"].contains { name.hasPrefix($0) }
    }

    // MARK: - Reading arguments as flow values

    /// A number that may name the container or the item (`(width - 30) / 2`).
    func flowExpression(_ argument: Argument) throws -> FlowExpression {
        let value = try resolve(argument.value, asType: "CGFloat", at: argument.node)
        switch value {
        case .number(let number):
            if !number.value.isFinite { record(argument.node, "\(argument.role) is \(number.value) (a division by zero?)") }
            return .number(number.value)
        case .flowValue(let symbol):
            return symbol.expression
        default:
            mismatch(argument, value, expected: "a number")
            return 0
        }
    }

    func flowSize(_ argument: Argument) throws -> FlowSize {
        let value = try resolve(argument.value, asType: "CGSize", at: argument.node)
        if case .cgSize(let size) = value { return size }
        mismatch(argument, value, expected: "a CGSize")
        return .zero
    }

    func flowInsets(_ argument: Argument) throws -> FlowInsets {
        let value = try resolve(argument.value, asType: "UIEdgeInsets", at: argument.node)
        if case .uiInsets(let insets) = value { return insets }
        mismatch(argument, value, expected: "a UIEdgeInsets")
        return .zero
    }

    /// `estimatedItemSize`: `.zero` turns self-sizing off, `automaticSize` or any other size turns it on.
    private func estimatedItemSize(_ argument: Argument) throws -> FlowEstimatedItemSize? {
        let value = try resolve(argument.value, asType: "CGSize", at: argument.node)
        switch value {
        case .flowAutomaticSize: return .automaticSize
        case .cgSize(let size): return size == .zero ? nil : .estimate(size)
        default:
            mismatch(argument, value, expected: "a CGSize or UICollectionViewFlowLayout.automaticSize")
            return nil
        }
    }

    private func sectionInsetReference(_ argument: Argument) throws -> SectionInsetReference {
        let value = try resolve(argument.value, asType: "UICollectionViewFlowLayout.SectionInsetReference", at: argument.node)
        if case .sectionInsetReference(let reference) = value { return reference }
        mismatch(argument, value, expected: "a SectionInsetReference such as .fromSafeArea")
        return .fromContentInset
    }

    private func contentInsetAdjustment(_ argument: Argument) throws -> ContentInsetAdjustmentBehavior {
        let value = try resolve(argument.value, asType: "UIScrollView.ContentInsetAdjustmentBehavior", at: argument.node)
        if case .contentInsetAdjustment(let behavior) = value { return behavior }
        mismatch(argument, value, expected: "a ContentInsetAdjustmentBehavior such as .never")
        return .automatic
    }

    /// The layout a collection view is given: a flow layout, a compositional one, or one the file does not
    /// determine (kept as unknown: only a flow layout read from the file is imported).
    func collectionViewLayout(_ argument: Argument) throws -> SwiftValue {
        switch argument.value {
        case .flowLayout, .layout, .unevaluable, .placeholderLayout: return argument.value
        case .instance, .object:
            // `UICollectionView(frame: .zero, collectionViewLayout: GifPickerLayout())`: the app's own layout class.
            let name: String
            if case .object(let object) = argument.value { name = object.value.typeName } else if case .instance(let typeName) = argument.value { name = typeName } else { name = "" }
            if let superclass = index.layoutSuperclass(of: name, near: argument.node) {
                throw stop(
                    argument.node, "`\(name)` is a custom layout (a subclass of \(superclass)), which the importer does not read: its overrides can place items anywhere",
                    hint: "describe the layout in a spec, or build it from UIKit's flow or compositional layout"
                )
            }
            mismatch(argument, argument.value, expected: "a UICollectionViewLayout")
            return .unevaluable(
                Unevaluable(expression: SourceMap.quote(argument.node), position: map.position(of: argument.node), reason: "it is not a layout", isAssumable: false)
            )
        default:
            mismatch(argument, argument.value, expected: "a UICollectionViewLayout")
            return .unevaluable(
                Unevaluable(expression: SourceMap.quote(argument.node), position: map.position(of: argument.node), reason: "it is not a layout", isAssumable: false)
            )
        }
    }
}
