/// A named layout: what every family shares (name, title, description, default item counts) and its definition,
/// one of the families.
public struct LayoutSpec: Hashable, Sendable {
    /// The catalog key: letters, digits, `-`, `_` and `.`.
    public var name: String
    public var title: String?
    public var description: String?
    /// Item counts used when a compute names neither `--items` nor `--dataset`.
    public var itemCounts: [Int]?
    public var definition: LayoutDefinition
    /// The layout's own `interactive` and `lint` keys: every section, group and item inherits them.
    public var lint: LintAnnotations

    public init(
        name: String, title: String? = nil, description: String? = nil, definition: LayoutDefinition, itemCounts: [Int]? = nil,
        lint: LintAnnotations = .none
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.definition = definition
        self.itemCounts = itemCounts
        self.lint = lint
    }

    /// A compositional layout: configuration plus one definition per section index.
    public init(
        name: String,
        title: String? = nil,
        description: String? = nil,
        configuration: LayoutConfiguration = LayoutConfiguration(),
        sections: [SectionDefinition],
        itemCounts: [Int]? = nil
    ) {
        self.init(
            name: name, title: title, description: description,
            definition: .compositional(CompositionalLayout(configuration: configuration, sections: sections)), itemCounts: itemCounts
        )
    }

    /// The layout's family.
    public var family: LayoutFamily { definition.family }

    /// The compositional definition, when the layout is one.
    public var compositional: CompositionalLayout? {
        if case .compositional(let layout) = definition { return layout }
        return nil
    }

    /// The spec whose left-to-right layout, mirrored, is this spec's right-to-left layout (Environments.md, Right to
    /// left): a flow layout's physical insets (`UIEdgeInsets`: the content inset and every section inset) swap left and
    /// right; a compositional layout's insets are directional and follow the mirror as they are.
    public var leftToRightEquivalent: LayoutSpec {
        var spec = self
        spec.definition = definition.leftToRightEquivalent
        return spec
    }

    /// The flow definition, when the layout is one that is not adaptive.
    public var flow: FlowLayout? {
        if case .flow(let layout) = definition { return layout }
        return nil
    }
}

/// What a layout is, by family: the API it mirrors.
public enum LayoutDefinition: Hashable, Sendable {
    /// `UICollectionViewCompositionalLayout`.
    case compositional(CompositionalLayout)
    /// `UICollectionViewFlowLayout`, with its delegate's answers and the collection view's content inset.
    case flow(FlowLayout)
    /// A flow layout chosen by the environment: cases tried in order, the first whose condition holds used
    /// (LayoutSpecFormat.md, Adaptive flow layouts).
    case adaptiveFlow([FlowCase])

    public var family: LayoutFamily {
        switch self {
        case .compositional: return .compositional
        case .flow, .adaptiveFlow: return .flow
        }
    }

    /// The flow layout the definition gives in `environment`, with the index of the adaptive case it comes from (nil
    /// for a flow layout that is not adaptive); nil for a compositional layout, or when no case holds.
    public func flowLayout(in environment: LayoutEnvironment) -> (layout: FlowLayout, caseIndex: Int?)? {
        switch self {
        case .compositional: return nil
        case .flow(let layout): return (layout, nil)
        case .adaptiveFlow(let cases): return cases.chosenIndex(in: environment).map { (cases[$0].layout, $0) }
        }
    }

    /// The traits an adaptive flow layout's conditions read (none for any other definition).
    public var flowConditionNames: Set<String> {
        if case .adaptiveFlow(let cases) = self { return cases.conditionNames }
        return []
    }

    /// Every flow layout the definition can give: the one, or each adaptive case's.
    public var allFlowLayouts: [FlowLayout] {
        switch self {
        case .compositional: return []
        case .flow(let layout): return [layout]
        case .adaptiveFlow(let cases): return cases.map(\.layout)
        }
    }

    /// The definition whose left-to-right layout, mirrored, is this one's right-to-left layout (V8): physical
    /// insets (`UIEdgeInsets`) swap left and right, directional ones (leading, trailing) stay as they are, and
    /// trait conditions read the layout direction as right to left.
    public var leftToRightEquivalent: LayoutDefinition {
        switch self {
        case .compositional(let layout):
            // Every compositional inset is directional, layout margins and safe area come from the environment
            // (whose own equivalent swaps them), so the definition is its own equivalent, except that adaptive
            // conditions on `layoutDirection` keep reading the direction the layout is really in.
            return .compositional(layout.readingLayoutDirection(as: .rightToLeft))
        case .flow(var layout):
            layout.swapLeftAndRight()
            return .flow(layout)
        case .adaptiveFlow(let cases):
            // As a compositional layout's conditions, a case's condition on `layoutDirection` keeps reading the
            // direction the layout is really in.
            return .adaptiveFlow(
                cases.map { flowCase in
                    var mirrored = flowCase
                    mirrored.layout.swapLeftAndRight()
                    mirrored.condition = flowCase.condition?.substituting("layoutDirection", with: .caseName(LayoutDirection.rightToLeft.rawValue))
                    return mirrored
                }
            )
        }
    }

    /// The direction the collection view scrolls in `environment`: in a horizontally scrolling layout the scroll
    /// position and the sections' extents lie along x, which right-to-left mirrors (V8). An adaptive flow layout
    /// scrolls as the case it takes there does (vertically when none holds: it is then not planned).
    public func scrollDirection(in environment: LayoutEnvironment) -> ScrollDirection {
        switch self {
        case .compositional(let layout): return layout.configuration.scrollDirection
        case .flow, .adaptiveFlow: return flowLayout(in: environment)?.layout.scrollDirection ?? .vertical
        }
    }
}

/// The layout families the catalog computes, as `layout_runs.family` and `show` name them.
public enum LayoutFamily: String, Hashable, Sendable, CaseIterable {
    case compositional
    case flow
}
