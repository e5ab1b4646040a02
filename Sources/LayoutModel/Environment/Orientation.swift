/// How a device is held (V1: landscape is landscape-right; the insets are symmetric anyway).
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case landscape
}

/// A size class, as `UIUserInterfaceSizeClass` (V12).
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact
    case regular
}

/// A phone or a tablet, as `UIUserInterfaceIdiom` (V14).
public enum DeviceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone
    case pad
}
