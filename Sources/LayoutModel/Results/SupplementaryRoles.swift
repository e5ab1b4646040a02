/// What a supplementary element is, which its frame alone does not say: a header or footer band (a boundary
/// item), a badge anchored to an item or group, and whether it is pinned to the visible bounds. Each family's plan
/// says it for its own elements and results carry it, so a picture never reads a spec.
///
/// The renderer draws bands as outlined strips labelled with their kind, badges as small rounded marks, and
/// pinned items last so they stay on top, as UIKit keeps them. A kind that is not listed as a badge is drawn
/// as a band.
public struct SupplementaryRoles: Hashable, Sendable {
    /// Element kinds of anchored supplementaries (`NSCollectionLayoutSupplementaryItem`).
    public var badgeKinds: Set<String>
    /// Element kinds of boundary items with `pinToVisibleBounds`.
    public var pinnedKinds: Set<String>

    public init(badgeKinds: Set<String> = [], pinnedKinds: Set<String> = []) {
        self.badgeKinds = badgeKinds
        self.pinnedKinds = pinnedKinds
    }

    /// The roles of two results together (a diff draws both).
    public func union(_ other: SupplementaryRoles) -> SupplementaryRoles {
        SupplementaryRoles(badgeKinds: badgeKinds.union(other.badgeKinds), pinnedKinds: pinnedKinds.union(other.pinnedKinds))
    }
}
