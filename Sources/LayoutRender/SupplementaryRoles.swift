import LayoutModel

/// What a supplementary element is, which its frame alone does not say: a header or footer band (a boundary
/// item), a badge anchored to an item or group, and whether it is pinned to the visible bounds.
///
/// The renderer draws bands as outlined strips labelled with their kind, badges as small rounded marks, and
/// pinned items last so they stay on top, as UIKit keeps them. A kind that is not listed as a badge is drawn
/// as a band.
public struct SupplementaryRoles: Sendable, Equatable {
    /// Element kinds of anchored supplementaries (`NSCollectionLayoutSupplementaryItem`).
    public var badgeKinds: Set<String>
    /// Element kinds of boundary items with `pinToVisibleBounds`.
    public var pinnedKinds: Set<String>

    public init(badgeKinds: Set<String> = [], pinnedKinds: Set<String> = []) {
        self.badgeKinds = badgeKinds
        self.pinnedKinds = pinnedKinds
    }

    /// The roles every section definition of a spec gives its supplementary kinds (adaptive cases included).
    public init(spec: LayoutSpec) {
        var badges: Set<String> = []
        var pinned: Set<String> = []
        let boundaryItems = spec.configuration.boundarySupplementaryItems
            + spec.sections.flatMap(\.allSections).flatMap(\.boundarySupplementaryItems)
        for item in boundaryItems where item.pinToVisibleBounds {
            pinned.insert(item.elementKind)
        }
        for section in spec.sections.flatMap(\.allSections) {
            Self.collectBadges(in: .group(section.group), into: &badges)
        }
        self.init(badgeKinds: badges, pinnedKinds: pinned)
    }

    private static func collectBadges(in element: LayoutElement, into kinds: inout Set<String>) {
        switch element {
        case .item(let item):
            for supplementary in item.supplementaryItems { kinds.insert(supplementary.elementKind) }
        case .group(let group):
            for supplementary in group.supplementaryItems { kinds.insert(supplementary.elementKind) }
            switch group.arrangement {
            case .subitems(let elements):
                for child in elements { collectBadges(in: child, into: &kinds) }
            case .counted(let child, _), .repeating(let child, _):
                collectBadges(in: child, into: &kinds)
            case .custom:
                break
            }
        }
    }
}
