/// A container that arranges subitems along an axis or at fixed frames, as `NSCollectionLayoutGroup`.
public struct LayoutGroup: Hashable, Sendable {
    public var kind: GroupKind
    public var size: LayoutSize
    public var arrangement: GroupArrangement
    /// A `subitem:count:` or `repeatingSubitem:count:` group's count computed from the section provider's environment
    /// (`max(1, trunc(width / 150))`, LayoutSpecFormat.md, Computed dimensions): it replaces the arrangement's count
    /// when the section is provided (`LayoutSection.evaluatingComputedValues(in:)`), so the engine never sees one.
    /// Nil for a count written as a number, and for other arrangements.
    public var computedCount: FlowExpression?
    /// Space between slots along the group's axis. UIKit's default is a `.fixed(0)` object.
    public var interItemSpacing: Spacing
    /// The length of `interItemSpacing` (fixed or flexible as that says) computed from the section provider's
    /// environment; evaluated as `computedCount` is. Nil for a spacing written as a number.
    public var computedInterItemSpacing: FlowExpression?
    /// Shrinks the area the subitems use; the group's own frame stays the outer one (R14).
    public var contentInsets: EdgeInsets
    /// The insets computed from the section provider's environment; evaluated as `computedCount` is. Nil for insets
    /// written as numbers.
    public var computedContentInsets: ComputedInsets?
    public var edgeSpacing: EdgeSpacing
    /// Badges anchored to the group's frame (R32).
    public var supplementaryItems: [SupplementaryItem]
    /// The group's `interactive` key (its items inherit it); groups take no `lint` key. No frame depends on it.
    public var lint: LintAnnotations

    public init(
        kind: GroupKind,
        size: LayoutSize,
        arrangement: GroupArrangement,
        interItemSpacing: Spacing = .fixed(0),
        contentInsets: EdgeInsets = .zero,
        edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = [],
        lint: LintAnnotations = .none,
        computedCount: FlowExpression? = nil
    ) {
        self.kind = kind
        self.size = size
        self.arrangement = arrangement
        self.computedCount = computedCount
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
        self.lint = lint
    }

    /// The axis slots advance along; nil for custom groups.
    public var axis: Axis? {
        switch kind {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .custom: return nil
        }
    }

    /// The depth of nesting: 1 for a group of items, 2 for a group of groups of items, and so on.
    public var nestingDepth: Int {
        1 + (arrangement.children.map(\.element.nestingDepth).max() ?? 0)
    }
}

/// The three group constructors of UIKit.
public enum GroupKind: String, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
    case custom
}

/// How a group obtains its slots.
public enum GroupArrangement: Hashable, Sendable {
    /// `subitems:`: repeats the subitems in order while they fit (R7).
    case subitems([LayoutElement])
    /// `subitem:count:`: exactly `count` equal slots; the subitem's size along the axis is replaced (R8).
    case counted(LayoutElement, count: Int)
    /// `repeatingSubitem:count:` (iOS 16): `count` slots that keep the subitem's own size (R9).
    case repeating(LayoutElement, count: Int)
    /// `custom(layoutSize:itemProvider:)`: one data item per frame, relative to the group origin (R17).
    case custom([CustomGroupFrame])
}

/// One frame returned by a custom group's item provider, as `NSCollectionLayoutGroupCustomItem`.
public struct CustomGroupFrame: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
