import LayoutModel
import SwiftSyntax

/// A value of the part of Swift that layout code uses, as the interpreter computes it.
///
/// Plain values (numbers, strings, ...), the UIKit layout values and objects (mapped straight onto the
/// catalog's `LayoutModel` types), functions, the section provider's environment, and two values that stand
/// for what cannot be known from the file alone: `symbolic` (the container width, which a spec can compare
/// but not use as a number) and `unevaluable` (anything else not known, reported only if it reaches a layout).
indirect enum SwiftValue {
    case number(NumberValue)
    case string(String)
    case bool(Bool)
    /// `nil` (also an optional that is empty, such as a failed `Kind(rawValue:)`).
    case null
    /// What a function without a result returns.
    case void
    case array([SwiftValue])
    /// `a..<b` (and `a...b`, stored as `a..<b+1`).
    case range(Range<Int>)
    /// `(x, y)`, `(offset: 0, element: e)`: elements with their labels, read by position or label and taken apart by
    /// `let (a, b) = …` and `for (a, b) in …`.
    case tuple([TupleElement])
    /// A case of an enum declared in the file.
    case enumCase(EnumCaseValue)
    /// `.name` or `.name(arguments)` whose type comes from where it is used.
    case implicitMember(ImplicitMember)
    /// A type named as a value: `NSCollectionLayoutDimension` in `NSCollectionLayoutDimension.absolute(44)`.
    case type(String)
    /// `self` in an instance method of a type declared in the file.
    case instance(typeName: String)
    /// An instance of a struct or class of the files that the code made (`Theme()`, `Layout(type: .cell)`).
    case object(Reference<InstanceValue>)
    case function(Callable)

    case dimension(Dimension)
    case size(LayoutSize)
    case spacing(Spacing)
    case edgeSpacing(EdgeSpacing)
    case insets(EdgeInsets)
    /// `NSDirectionalEdgeInsets` with an edge computed from a section provider's container (`max(0, (width - 600)
    /// / 2)`), which a section's `contentInsets` holds (`LayoutSection.computedContentInsets`).
    case computedInsets(ComputedInsets)
    /// `NSCollectionLayoutSpacing.fixed(…)` or `.flexible(…)` of a length computed from a section provider's container
    /// (`.fixed(8.adjusted)`), which a group's `interItemSpacing` holds (`LayoutGroup.computedInterItemSpacing`): the
    /// spacing's kind, and the length.
    case computedSpacing(Spacing, FlowExpression)
    /// A list section's `contentInsets` read back while one edge or more is still the list's own (ListRules.md L36):
    /// the edges code assigned, changed one at a time and assigned back (`section.contentInsets.top = 10`).
    case listInsets(ListSectionInsets)
    case point(Point)
    case anchor(LayoutAnchor)
    case edges(Set<DirectionalEdge>)
    case alignment(RectAlignment)
    case orthogonalBehavior(OrthogonalScrollingBehavior)
    case scrollDirection(ScrollDirection)
    case insetsReference(ContentInsetsReference)

    case item(Reference<LayoutItem>)
    case group(Reference<LayoutGroup>)
    case section(Reference<LayoutSection>)
    case boundaryItem(Reference<BoundarySupplementaryItem>)
    case supplementaryItem(Reference<SupplementaryItem>)
    case decorationItem(Reference<DecorationItem>)
    case configuration(Reference<LayoutConfiguration>)
    case layout(Reference<CompositionalLayoutValue>)

    /// A `UICollectionLayoutListConfiguration`: a struct in UIKit, so a value here, changed property by property.
    case listConfiguration(ListConfiguration)
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`: a section UIKit builds from the configuration
    /// and the environment, which the code may not change afterwards (ListRules.md L7 to L16).
    case listSection(Reference<ListSectionObject>)
    case listAppearance(ListAppearance)
    case listHeaderMode(ListHeaderMode)
    case listFooterMode(ListFooterMode)
    /// A `UIListContentConfiguration` a registration's handler builds (a struct too).
    case listContent(ListContentValue)
    /// Its `textProperties`, `secondaryTextProperties` or `imageProperties`.
    case listContentPart(ListContentPart)
    /// A system `UIFont`: a Dynamic Type text style (`.preferredFont(forTextStyle: .headline)`) or a size and weight.
    case font(FontDescription)
    /// A `UIFontDescriptor` of such a font (`font.fontDescriptor`, `.preferredFontDescriptor(withTextStyle:)`): the
    /// font it describes.
    case fontDescriptor(FontDescription)
    /// The cell or supplementary view a registration's handler configures.
    case registrationView(Reference<RegistrationView>)

    /// `UICollectionViewLayout()`: the abstract base class, which lays out nothing, given to a collection view only
    /// because UIKit needs a layout to make one; the app gives it the layout it shows elsewhere.
    case placeholderLayout
    /// A `UICollectionViewFlowLayout`: the object, whose properties code sets one by one.
    case flowLayout(Reference<FlowLayout>)
    /// A `UICollectionView`: the layout it was given and the properties of its own that move frames.
    case collectionView(Reference<CollectionViewObject>)
    /// A `CGSize`, whose components may name the container (`view.frame.width / 2`) or the item index.
    case cgSize(FlowSize)
    /// A `UIEdgeInsets` (top, left, bottom, right).
    case uiInsets(FlowInsets)
    /// `UICollectionViewFlowLayout.automaticSize`, the self-sizing placeholder.
    case flowAutomaticSize
    case contentInsetAdjustment(ContentInsetAdjustmentBehavior)
    case sectionInsetReference(SectionInsetReference)
    /// The `IndexPath` a `sizeForItemAt` delegate method receives: its section is a number, its item a name.
    case indexPath(section: NumberValue)
    /// A number of a flow layout known only as arithmetic over the flow spec's names (the collection view's
    /// `width`, `safeArea.top`, the `item` index).
    case flowValue(FlowSymbol)

    /// The section provider's `NSCollectionLayoutEnvironment` or a part of it.
    case environment(EnvironmentPart)
    /// A `UITraitCollection` (the provider environment's, a view's or view controller's, `UITraitCollection.current`).
    case traitCollection
    /// A trait of the environment (`traitCollection.horizontalSizeClass`, `UIDevice.current.userInterfaceIdiom`),
    /// known only per device: comparing it with a case gives an adaptive section's condition.
    case trait(TraitReading)
    /// The container's width or height, known only as a name (plus a linear offset).
    case symbolic(SymbolicLength)
    case unevaluable(Unevaluable)

    /// How a message names the kind of value: "a number", "an NSCollectionLayoutItem".
    var kindDescription: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .null: return "nil"
        case .void: return "no value"
        case .array: return "an array"
        case .range: return "a range"
        case .tuple: return "a tuple"
        case .enumCase(let value): return "\(value.typeName).\(value.caseName)"
        case .implicitMember(let member): return "`.\(member.name)`"
        case .type(let name): return "the type \(name)"
        case .instance(let name): return "an instance of \(name)"
        case .object(let object): return "an instance of \(object.value.typeName)"
        case .function: return "a function"
        case .dimension: return "an NSCollectionLayoutDimension"
        case .size: return "an NSCollectionLayoutSize"
        case .spacing: return "an NSCollectionLayoutSpacing"
        case .edgeSpacing: return "an NSCollectionLayoutEdgeSpacing"
        case .insets, .listInsets: return "an NSDirectionalEdgeInsets"
        case .computedInsets: return "an NSDirectionalEdgeInsets computed from the container's size, which a section's, group's or item's contentInsets holds"
        case .computedSpacing: return "an NSCollectionLayoutSpacing computed from the container's size, which a group's interItemSpacing holds"
        case .point: return "a CGPoint"
        case .anchor: return "an NSCollectionLayoutAnchor"
        case .edges: return "an NSDirectionalRectEdge"
        case .alignment: return "an NSRectAlignment"
        case .orthogonalBehavior: return "an orthogonal scrolling behavior"
        case .scrollDirection: return "a scroll direction"
        case .insetsReference: return "a UIContentInsetsReference"
        case .item: return "an NSCollectionLayoutItem"
        case .group: return "an NSCollectionLayoutGroup"
        case .section: return "an NSCollectionLayoutSection"
        case .boundaryItem: return "an NSCollectionLayoutBoundarySupplementaryItem"
        case .supplementaryItem: return "an NSCollectionLayoutSupplementaryItem"
        case .decorationItem: return "an NSCollectionLayoutDecorationItem"
        case .configuration: return "a UICollectionViewCompositionalLayoutConfiguration"
        case .layout: return "a UICollectionViewCompositionalLayout"
        case .listConfiguration: return "a UICollectionLayoutListConfiguration"
        case .listSection: return "a list section"
        case .listAppearance: return "a list appearance"
        case .listHeaderMode: return "a list header mode"
        case .listFooterMode: return "a list footer mode"
        case .listContent: return "a UIListContentConfiguration"
        case .listContentPart(let part): return "a UIListContentConfiguration's \(part.name)"
        case .font: return "a UIFont"
        case .fontDescriptor: return "a UIFontDescriptor"
        case .placeholderLayout: return "a UICollectionViewLayout() placeholder"
        case .registrationView: return "the registration's view"
        case .flowLayout: return "a UICollectionViewFlowLayout"
        case .collectionView: return "a UICollectionView"
        case .cgSize: return "a CGSize"
        case .uiInsets: return "a UIEdgeInsets"
        case .flowAutomaticSize: return "UICollectionViewFlowLayout.automaticSize"
        case .contentInsetAdjustment: return "a UIScrollView.ContentInsetAdjustmentBehavior"
        case .sectionInsetReference: return "a UICollectionViewFlowLayout.SectionInsetReference"
        case .indexPath: return "an IndexPath"
        case .flowValue(let symbol): return symbol.kindDescription
        case .environment: return "the layout environment"
        case .traitCollection: return "a trait collection"
        case .trait(let reading): return "the environment's \(reading.trait)"
        case .symbolic: return "the container's size"
        case .unevaluable: return "an unknown value"
        }
    }

    /// True for the layout objects that end up in a spec: a helper the importer cannot see might change them.
    /// (Not the collection view: code hands it to `addSubview` and constraints all the time.)
    var isLayoutObject: Bool {
        switch self {
        case .item, .group, .section, .boundaryItem, .supplementaryItem, .decorationItem, .configuration, .flowLayout, .listSection:
            return true
        default: return false
        }
    }

    /// The value as Swift copies it where it is bound or stored: an instance of a struct of the files is a new
    /// instance holding copies of its fields (a struct is a value: `var tall = base; tall.height = 88` and a
    /// `mutating` method called on `tall` leave `base` as it was), and arrays and tuples copy the instances they hold.
    /// Classes (the app's, UIKit's, the layout objects) stay the one object every name sees.
    var copiedAsValue: SwiftValue { copied(depth: 0) }

    private func copied(depth: Int) -> SwiftValue {
        // Structs nest as deep as their declarations; arrays of arrays built in a loop can nest deeper, and past this
        // depth hold no struct the code could still tell apart.
        guard depth < 64 else { return self }
        switch self {
        case .object(let object) where !object.value.isClass:
            var copy = object.value
            for (name, field) in copy.fields { copy.fields[name] = field.copied(depth: depth + 1) }
            return .object(Reference(copy))
        case .array(let elements) where elements.contains(where: \.holdsStructInstance):
            return .array(elements.map { $0.copied(depth: depth + 1) })
        case .tuple(let elements) where elements.contains(where: \.value.holdsStructInstance):
            return .tuple(elements.map { TupleElement(label: $0.label, value: $0.value.copied(depth: depth + 1)) })
        default:
            return self
        }
    }

    /// True for an instance of a struct of the files, or an array or tuple holding one.
    private var holdsStructInstance: Bool {
        switch self {
        case .object(let object): return !object.value.isClass
        case .array(let elements): return elements.contains(where: \.holdsStructInstance)
        case .tuple(let elements): return elements.contains(where: \.value.holdsStructInstance)
        default: return false
        }
    }

    /// True for a value that holds the container's lengths as names (the section provider's or the flow spec's), which
    /// mean one thing or the other by the code that reads them.
    var namesTheContainer: Bool {
        switch self {
        case .symbolic, .flowValue, .computedInsets, .computedSpacing: return true
        case .cgSize(let size): return size.width.constantValue == nil || size.height.constantValue == nil
        case .dimension(let dimension): return dimension.computed != nil
        case .size(let size): return size.width.computed != nil || size.height.computed != nil
        case .array(let elements): return elements.contains { $0.namesTheContainer }
        case .tuple(let elements): return elements.contains { $0.value.namesTheContainer }
        default: return false
        }
    }

    /// The insets of a `.computedInsets` value, nil for any other.
    var computedInsets: ComputedInsets? {
        if case .computedInsets(let insets) = self { return insets }
        return nil
    }

    /// True for values an optional can hold that have no `map` of their own (arrays and ranges map their
    /// elements; nil and unknown values stay as they are).
    var isOptionalPayload: Bool {
        switch self {
        case .array, .range, .null, .unevaluable, .void: return false
        default: return true
        }
    }

    var isTrait: Bool {
        if case .trait = self { return true }
        return false
    }

    var isFlowValue: Bool {
        if case .flowValue = self { return true }
        return false
    }

    var unevaluable: Unevaluable? {
        if case .unevaluable(let value) = self { return value }
        return nil
    }
}

/// One element of a tuple value.
struct TupleElement {
    var label: String?
    var value: SwiftValue
}

/// A case of an enum of the file, such as `SectionLayoutKind.grid5`.
struct EnumCaseValue: Hashable {
    var typeName: String
    var caseName: String
}

/// `.name` or `.name(arguments)` waiting for the type its use gives it (`.fractionalWidth(0.5)` becomes a
/// dimension as the `widthDimension:` argument).
struct ImplicitMember {
    var name: String
    /// Nil when the member is not called (`.groupPaging`); the evaluated arguments when it is.
    var arguments: [Argument]?
    var node: Syntax
}

/// The parts of `NSCollectionLayoutEnvironment` a section provider can read.
extension SwiftValue {
    /// A list section's `contentInsets` as code reads them: plain insets once all four edges are the code's.
    static func listSectionInsets(_ insets: ListSectionInsets) -> SwiftValue {
        insets.whole.map(SwiftValue.insets) ?? .listInsets(insets)
    }

    /// The UIKit type an app's extension adds members to, for the environment values the importer models per device
    /// (a trait collection, a layout environment, its container); nil for other values.
    var extendedUIKitType: String? {
        switch self {
        case .traitCollection: return "UITraitCollection"
        case .environment(.environment): return "NSCollectionLayoutEnvironment"
        case .environment(.container): return "NSCollectionLayoutContainer"
        default: return nil
        }
    }
}

enum EnvironmentPart: Equatable {
    case environment
    case container
    /// `container.effectiveContentSize` (effective: true) or `container.contentSize`.
    case contentSize(effective: Bool)
    /// `container.effectiveContentInsets`.
    case effectiveContentInsets
}

/// `scale × width + offset` (or height): the container's effective content size as a section provider sees
/// it, before the catalog knows the device. Comparing it with a number gives an adaptive section's condition.
struct SymbolicLength {
    /// `width` or `height`: the names adaptive sections' conditions use.
    var variable: String
    var scale: Double = 1
    var offset: Double = 0
    /// The code that read it, for messages.
    var expression: String
    var position: SourcePosition

    /// The arithmetic as the code wrote it (`(width - 8) / 3`), which `scale` and `offset` only summarise for
    /// conditions: a computed dimension evaluates this, so its length is the one CGFloat arithmetic gives.
    var tree: FlowExpression

    init(variable: String, expression: String, position: SourcePosition) {
        self.variable = variable
        self.expression = expression
        self.position = position
        tree = .name(variable)
    }

    /// The length as a section environment's arithmetic, for what a condition cannot say but a computed dimension
    /// can: `(width - 8) / 2` as `.absolute(…)`'s length, `trunc(width / 150)` as a count in it.
    var symbol: FlowSymbol {
        FlowSymbol(expression: tree, readings: [FlowReading(name: variable, code: expression, position: position)], space: .sectionEnvironment)
    }
}

extension SwiftValue {
    /// The container's length (`.symbolic`) as a section environment's symbol, for arithmetic beyond what a
    /// condition compares (`floor`, `max`, `Int(…)`); any other value as it is.
    var withContainerLengthAsSymbol: SwiftValue {
        if case .symbolic(let length) = self { return .flowValue(length.symbol) }
        return self
    }
}
