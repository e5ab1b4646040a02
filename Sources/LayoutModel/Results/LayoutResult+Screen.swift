extension LayoutResult {
    /// The result as it stands on the screen at rest (LayoutSpecFormat.md, Coordinates at rest): every frame moved by
    /// the adjusted content inset's top and leading edges, the content grown by the whole inset, the offset moved with
    /// them. Two layouts of different families (a flow layout inside a content inset, its compositional rewrite inside
    /// section insets) compare element by element in these coordinates. A result without an inset is unchanged.
    public var onScreenAtRest: LayoutResult {
        let inset = adjustedContentInset
        guard inset != .zero else { return self }
        var moved = self
        moved.elements.translate(dx: inset.leading, dy: inset.top)
        moved.contentSize = Size(
            width: contentSize.width + inset.leading + inset.trailing, height: contentSize.height + inset.top + inset.bottom
        )
        moved.contentOffset = Point(x: contentOffset.x + inset.leading, y: contentOffset.y + inset.top)
        moved.adjustedContentInset = .zero
        return moved
    }
}
