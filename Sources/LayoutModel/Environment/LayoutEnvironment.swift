/// Everything outside the spec and the data that frames depend on: the traits of the screen the collection view
/// is on (a named device and how it is held, its size, display scale, safe area, layout margins, layout direction,
/// text size) and its scroll state.
///
/// One value with one canonical text form (`LayoutEnvironment+Encoding`): the command line parses its options
/// into it, cache keys and run rows store its encoding, labels and fixtures read it back. A new trait is one field
/// here, one case of `EnvironmentTrait` (its text, label, option and columns), and its rule in `validate()`.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The named device the collection view fills, as the root view of its view controller; nil for a plain view
    /// of the given size. Choosing one sets size, scale and safe area (which explicit traits may then override)
    /// and makes the default margins the root view's (V3).
    public var device: DeviceChoice?
    /// The collection view's bounds size.
    public var containerSize: Size
    /// 1, 2 or 3: frames are rounded to this pixel grid (R0). Current iPhones are 3x, so 3 is the default.
    public var scale: Double
    /// The view's safe-area insets, as top/left/bottom/right mapped to top/leading/bottom/trailing.
    public var safeAreaInsets: EdgeInsets
    /// The view's layout margins, measured from its bounds, used by `.layoutMargins` and `.readableContent` (R22).
    /// Nil means UIKit's default (`effectiveLayoutMargins`).
    public var layoutMargins: EdgeInsets?
    /// Which way the layout reads. Right-to-left is the left-to-right layout of `leftToRightEquivalent`, mirrored
    /// across the content width (V8; Environments.md, Right to left).
    public var layoutDirection: LayoutDirection
    /// The user's text size: sizes text styles (V9) and the readable width (V4).
    public var contentSizeCategory: ContentSizeCategory
    /// The iOS version the app runs on: which list metrics apply (ListRules.md, "iOS 26"). The newest the catalog
    /// knows unless one is given.
    public var iosVersion: IOSVersion
    /// The collection view's content offset, for pinned boundary items (R29, F22), as UIKit's `contentOffset`; nil
    /// means the collection view at rest, where each family's plan puts it (`LayoutResult.contentOffset`): 0,0 for a
    /// compositional layout, minus the adjusted content inset for a flow layout.
    public var contentOffset: Point?
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
        contentSizeCategory: ContentSizeCategory = .large,
        iosVersion: IOSVersion = .newest,
        contentOffset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:]
    ) {
        self.device = nil
        self.containerSize = containerSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.layoutDirection = layoutDirection
        self.contentSizeCategory = contentSizeCategory
        self.iosVersion = iosVersion
        self.contentOffset = contentOffset
        self.orthogonalOffsets = orthogonalOffsets
    }

    /// The device and how it is held, with a device's values as this environment applies them.
    public struct DeviceChoice: Hashable, Sendable {
        public var device: Device
        public var orientation: Orientation

        public init(_ device: Device, _ orientation: Orientation = .portrait) {
            self.device = device
            self.orientation = orientation
        }
    }

    /// Chooses a device held in `orientation`: its screen size, scale and safe area replace this environment's.
    public mutating func choose(_ device: Device, _ orientation: Orientation) {
        self.device = DeviceChoice(device, orientation)
        containerSize = device.size(orientation)
        scale = device.scale
        safeAreaInsets = device.safeArea(orientation)
    }

    /// The layout margins in effect, from the bounds (V3): the explicit ones; for a device's root view the safe area
    /// plus the system minimum, 16 leading and trailing at compact width and 20 at regular width, 0 top and bottom;
    /// for any other view the safe area plus 8 on every side.
    public var effectiveLayoutMargins: EdgeInsets {
        if let layoutMargins { return layoutMargins }
        let safe = safeAreaInsets
        guard let device else {
            return EdgeInsets(top: safe.top + 8, leading: safe.leading + 8, bottom: safe.bottom + 8, trailing: safe.trailing + 8)
        }
        let side = device.device.widthClass(device.orientation) == .regular ? 20.0 : 16.0
        return EdgeInsets(top: safe.top, leading: safe.leading + side, bottom: safe.bottom, trailing: safe.trailing + side)
    }

    /// The insets of the readable content guide (V4): the layout margins, narrowed to the readable width of the
    /// text size when the safe width exceeds it by more than 88 points, centred on the bounds (each side at least
    /// the safe inset and the margin, floored to the pixel grid).
    public var readableContentInsets: EdgeInsets {
        let margins = effectiveLayoutMargins
        let safe = safeAreaInsets
        let width = containerSize.width
        let readable = contentSizeCategory.readableWidth
        guard width - safe.leading - safe.trailing - readable > 88 else { return margins }
        let centred = ((width - readable) / 2 * scale).rounded(.down) / scale
        return EdgeInsets(
            top: margins.top, leading: max(safe.leading, centred, margins.leading), bottom: margins.bottom,
            trailing: max(safe.trailing, centred, margins.trailing)
        )
    }

    /// The insets a content-insets reference stands for (R22, V6).
    public func insets(for reference: ContentInsetsReference) -> EdgeInsets {
        switch reference {
        case .none, .automatic: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return effectiveLayoutMargins
        case .readableContent: return readableContentInsets
        }
    }

    /// Checks every trait's range; the first fault names its trait, so a command line can name its option. The one
    /// place these rules live: the command line, the engine and stored runs all call it.
    public func validate() throws(EnvironmentFault) {
        guard containerSize.width.isFinite, containerSize.height.isFinite, containerSize.width > 0, containerSize.height > 0 else {
            throw EnvironmentFault(.size, "must be positive (found \(formatNumber(containerSize.width))x\(formatNumber(containerSize.height)))")
        }
        for side in [containerSize.width, containerSize.height] {
            if let fault = InputLimits.length.fault(for: side, describe: formatNumber) { throw EnvironmentFault(.size, fault) }
        }
        guard [1.0, 2.0, 3.0].contains(scale) else {
            throw EnvironmentFault(.scale, "must be 1, 2 or 3 (found \(formatNumber(scale)))")
        }
        for (trait, insets) in [(EnvironmentTrait.safeArea, safeAreaInsets), (.layoutMargins, layoutMargins ?? .zero)] {
            let edges = [insets.top, insets.leading, insets.bottom, insets.trailing]
            // Formatted for a fault only: the engine checks the environment of every run it plans, and formatting
            // the edges each time cost more than the checks themselves.
            func shown() -> String { edges.map(formatNumber).joined(separator: ",") }
            guard edges.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw EnvironmentFault(trait, "must be finite and not negative (found \(shown()))")
            }
            // Insets that meet or cross leave the view no room of its own: no device has them, and every
            // fractional size and readable width computed from what is left would be zero or negative.
            guard insets.top + insets.bottom < containerSize.height, insets.leading + insets.trailing < containerSize.width else {
                throw EnvironmentFault(trait, "must leave room inside the \(formatNumber(containerSize.width))x\(formatNumber(containerSize.height)) view (found \(shown()): the edges meet or cross)")
            }
        }
        if let offset = contentOffset {
            guard offset.x.isFinite, offset.y.isFinite else {
                throw EnvironmentFault(.offset, "must be finite (found \(formatNumber(offset.x)),\(formatNumber(offset.y)))")
            }
            for value in [offset.x, offset.y] {
                if let fault = InputLimits.scrollOffset.fault(for: value, describe: formatNumber) { throw EnvironmentFault(.offset, fault) }
            }
        }
        for section in orthogonalOffsets.keys.sorted() {
            let offset = orthogonalOffsets[section]!
            guard section >= 0, offset.isFinite else {
                throw EnvironmentFault(.orthogonalOffset, "section \(section): the offset must be finite and the section not negative")
            }
            if let fault = InputLimits.scrollOffset.fault(for: offset, describe: formatNumber) {
                throw EnvironmentFault(.orthogonalOffset, "section \(section): the offset \(fault)")
            }
        }
    }
}
