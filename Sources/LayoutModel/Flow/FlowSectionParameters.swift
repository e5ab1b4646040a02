/// The values one section lays out with: its overrides where it has them, the layout's values elsewhere (F2).
/// Expressions are not evaluated yet; that needs the environment.
public struct FlowSectionParameters: Hashable, Sendable {
    public var itemSize: FlowSize
    public var sectionInset: FlowInsets
    public var minimumLineSpacing: FlowExpression
    public var minimumInteritemSpacing: FlowExpression
    public var headerReferenceSize: FlowSize
    public var footerReferenceSize: FlowSize

    public init(
        itemSize: FlowSize,
        sectionInset: FlowInsets,
        minimumLineSpacing: FlowExpression,
        minimumInteritemSpacing: FlowExpression,
        headerReferenceSize: FlowSize,
        footerReferenceSize: FlowSize
    ) {
        self.itemSize = itemSize
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }
}
