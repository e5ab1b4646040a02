import LayoutModel

/// Frames of supplementaries anchored to an item or a group, such as badges (R5, R30, R31).
///
/// The container anchor picks a point on the host (edge fractions 0, 0.5 or 1 of its size, plus its offset);
/// the supplementary's own anchor point (the item anchor, or the container anchor again) is put there, so by
/// default a badge sits inside the host's corner. Fractional offsets are fractions of the supplementary's size.
struct AnchoredItemLayout {
    let resolver: DimensionResolver

    /// The supplementary's frame for a host frame; fractional sizes resolve against `sizeBase`.
    func frame(of supplementary: SupplementaryItem, host: Rect, sizeBase: Size) -> Rect {
        let size = resolver.resolve(supplementary.size, base: sizeBase)
        let container = supplementary.containerAnchor
        let containerPoint = container.unitPoint
        let containerOffset = container.offset.resolved(for: size)
        let point = Point(
            x: host.x + containerPoint.x * host.width + containerOffset.x,
            y: host.y + containerPoint.y * host.height + containerOffset.y
        )
        let own = supplementary.itemAnchor ?? container
        let ownPoint = own.unitPoint
        let ownOffset = supplementary.itemAnchor.map { $0.offset.resolved(for: size) } ?? .zero
        return Rect(
            x: point.x - ownPoint.x * size.width + ownOffset.x,
            y: point.y - ownPoint.y * size.height + ownOffset.y,
            width: size.width,
            height: size.height
        )
    }
}
