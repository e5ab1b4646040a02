/// A named device as an environment takes it (rules V1, V3, V12 of EnvironmentRules.md): its screen in points
/// held upright, its display scale, its safe area in each orientation and its size classes. The collection view is
/// the root view of its view controller and fills the screen.
public struct Device: Hashable, Sendable {
    /// The name options take: `iphone-15-pro`.
    public var slug: String
    /// The name people use: `iPhone 15 Pro`.
    public var name: String
    public var idiom: DeviceIdiom
    /// The screen in points, portrait.
    public var portraitSize: Size
    public var scale: Double
    /// Safe-area insets, top/left/bottom/right as top/leading/bottom/trailing.
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The horizontal size class in landscape; every listed device is compact wide in portrait on phones and
    /// regular on iPads (V12).
    public var landscapeWidthClass: SizeClass
    /// Values the reference marks single-source or inferred rather than confirmed, each with why.
    public var uncertain: [String]

    public init(
        slug: String, name: String, idiom: DeviceIdiom, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
        landscapeSafeArea: EdgeInsets, landscapeWidthClass: SizeClass, uncertain: [String] = []
    ) {
        self.slug = slug
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.landscapeWidthClass = landscapeWidthClass
        self.uncertain = uncertain
    }

    /// The screen in points held in `orientation`.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal size class (V12): phones are compact upright, iPads regular both ways.
    public func widthClass(_ orientation: Orientation) -> SizeClass {
        orientation == .landscape ? landscapeWidthClass : (idiom == .pad ? .regular : .compact)
    }

    /// The vertical size class (V12): phones are compact on their side.
    public func heightClass(_ orientation: Orientation) -> SizeClass {
        idiom == .phone && orientation == .landscape ? .compact : .regular
    }
}
