/// What the delegate returns for one section (F2): each property it gives replaces the layout's value for
/// that section; nil leaves the layout's value.
public struct FlowSectionOverrides: Hashable, Sendable {
    public var itemSize: FlowSize?
    public var sectionInset: FlowInsets?
    public var minimumLineSpacing: FlowExpression?
    public var minimumInteritemSpacing: FlowExpression?
    public var headerReferenceSize: FlowSize?
    public var footerReferenceSize: FlowSize?
    /// The section entry's `interactive` and `lint` keys: not delegate answers, and no frame depends on them.
    public var lint: LintAnnotations

    public init(
        itemSize: FlowSize? = nil,
        sectionInset: FlowInsets? = nil,
        minimumLineSpacing: FlowExpression? = nil,
        minimumInteritemSpacing: FlowExpression? = nil,
        headerReferenceSize: FlowSize? = nil,
        footerReferenceSize: FlowSize? = nil,
        lint: LintAnnotations = .none
    ) {
        self.itemSize = itemSize
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.lint = lint
    }

    /// True when the section gives its own value for `property`.
    public func overrides(_ property: FlowSectionProperty) -> Bool {
        switch property {
        case .itemSize: return itemSize != nil
        case .sectionInset: return sectionInset != nil
        case .minimumLineSpacing: return minimumLineSpacing != nil
        case .minimumInteritemSpacing: return minimumInteritemSpacing != nil
        case .headerReferenceSize: return headerReferenceSize != nil
        case .footerReferenceSize: return footerReferenceSize != nil
        }
    }

    /// True when the section overrides nothing.
    public var isEmpty: Bool { FlowSectionProperty.allCases.allSatisfy { !overrides($0) } }
}
