/// Everything outside the spec and the data that frames depend on: the traits of the screen the collection view
/// is on (its size, display scale, safe area, layout margins, layout direction) and its scroll state.
///
/// One value with one canonical text form (`LayoutEnvironment+Encoding`): the command line parses its options
/// into it, cache keys and run rows store its encoding, labels and fixtures read it back. A new trait is one field
/// here, one case of `EnvironmentTrait` (its text and label), and its rule in `validate()`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size.
    public var containerSize: Size
    /// 1, 2 or 3: frames are rounded to this pixel grid (R0). Current iPhones are 3x, so 3 is the default.
    public var scale: Double
    /// The view's safe-area insets, as top/left/bottom/right mapped to top/leading/bottom/trailing.
    public var safeAreaInsets: EdgeInsets
    /// The view's layout margins, used by `.layoutMargins` and `.readableContent` (R22). UIKit's default for a
    /// view is 8 on each side added to the safe area; nil means that default.
    public var layoutMargins: EdgeInsets?
    /// Which way the layout reads. Stored and keyed; only left-to-right is laid out until right-to-left lands.
    public var layoutDirection: LayoutDirection
    /// The collection view's content offset, for pinned boundary items (R29).
    public var contentOffset: Point
    /// Scroll offsets of orthogonally scrolling sections, by section index (R37).
    public var orthogonalOffsets: [Int: Double]

    /// The scale an environment has unless one is given.
    public static let defaultScale = 3.0

    public init(
        containerSize: Size,
        scale: Double = LayoutEnvironment.defaultScale,
        safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets? = nil,
        layoutDirection: LayoutDirection = .leftToRight,
        contentOffset: Point = .zero,
        orthogonalOffsets: [Int: Double] = [:]
    ) {
        self.containerSize = containerSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.layoutDirection = layoutDirection
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The layout margins in effect: the explicit ones, or the safe area plus UIKit's default 8 points.
    public var effectiveLayoutMargins: EdgeInsets {
        layoutMargins ?? EdgeInsets(
            top: safeAreaInsets.top + 8,
            leading: safeAreaInsets.leading + 8,
            bottom: safeAreaInsets.bottom + 8,
            trailing: safeAreaInsets.trailing + 8
        )
    }

    /// The insets a content-insets reference stands for (R22).
    public func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none, .automatic: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins, .readableContent: return effectiveLayoutMargins
        }
    }

    /// Checks every trait's range; the first fault names its trait, so a command line can name its option. The one
    /// place these rules live: the command line, the engine and stored runs all call it.
    public func validate() throws(EnvironmentFault) {
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width > 0, containerSize.height > 0 else {
            throw EnvironmentFault(.size, "must be positive (found \(formatNumber(containerSize.width))x\(formatNumber(containerSize.height)))")
        }
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw EnvironmentFault(.scale, "must be 1, 2 or 3 (found \(formatNumber(scale)))")
        }
        for (trait, insets) in [(EnvironmentTrait.safeArea, safeAreaInsets), (.layoutMargins, layoutMargins ?? .zero)] {
            let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
            guard edges.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw EnvironmentFault(trait, "must be finite and not negative (found \(edges.map(formatNumber).joined(separator: ",")))")
            }
        }
        guard layoutDirection == .leftToRight else {
            throw EnvironmentFault(.layoutDirection, "rightToLeft is not laid out yet; only leftToRight is supported")
        }
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            throw EnvironmentFault(.offset, "must be finite (found \(formatNumber(contentOffset.x)),\(formatNumber(contentOffset.y)))")
        }
        for section in orthogonalOffsets.keys.sorted() {
            guard section >= 0, orthogonalOffsets[section]!.isFinite else {
                throw EnvironmentFault(.orthogonalOffset, "section \(section): the offset must be finite and the section not negative")
            }
        }
    }
}
