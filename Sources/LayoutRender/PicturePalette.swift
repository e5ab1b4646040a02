import LayoutModel

/// The colours of one appearance: the page and caption, the screen outline, and UIKit's system colours that
/// content is drawn in (opaque equivalents of the translucent label colours on their usual backgrounds).
struct PicturePalette {
    var page: RGBColor
    var caption: RGBColor
    var outline: RGBColor
    var contentArea: RGBColor
    var contentAreaStroke: RGBColor
    var systemBackground: RGBColor
    var groupedBackground: RGBColor
    var groupedCell: RGBColor
    var label: RGBColor
    var secondaryLabel: RGBColor
    var tertiaryLabel: RGBColor
    var placeholder: RGBColor
    var tint: RGBColor
    var separator: RGBColor
    var destructive: RGBColor

    static func of(_ appearance: PictureAppearance) -> PicturePalette {
        switch appearance {
        case .light: return light
        case .dark: return dark
        }
    }

    static let light = PicturePalette(
        page: .hex(0xFFFFFF), caption: .hex(0x3A3A3C), outline: .hex(0x1C1C1E), contentArea: .hex(0xF2F2F7), contentAreaStroke: .hex(0xC7C7CC),
        systemBackground: .hex(0xFFFFFF), groupedBackground: .hex(0xF2F2F7), groupedCell: .hex(0xFFFFFF), label: .hex(0x000000),
        secondaryLabel: .hex(0x8A8A8E), tertiaryLabel: .hex(0xC4C4C7), placeholder: .hex(0xB8B8BD), tint: .hex(0x007AFF),
        separator: .hex(0xC6C6C8), destructive: .hex(0xFF3B30)
    )

    static let dark = PicturePalette(
        page: .hex(0x000000), caption: .hex(0xAEAEB2), outline: .hex(0xF2F2F7), contentArea: .hex(0x1C1C1E), contentAreaStroke: .hex(0x48484A),
        systemBackground: .hex(0x000000), groupedBackground: .hex(0x000000), groupedCell: .hex(0x1C1C1E), label: .hex(0xFFFFFF),
        secondaryLabel: .hex(0x8D8D93), tertiaryLabel: .hex(0x5A5A5E), placeholder: .hex(0x636366), tint: .hex(0x0A84FF),
        separator: .hex(0x38383A), destructive: .hex(0xFF453A)
    )

    func color(_ role: ContentColor) -> RGBColor {
        switch role {
        case .label: return label
        case .secondaryLabel: return secondaryLabel
        case .placeholder: return placeholder
        case .tint: return tint
        case .onBadge: return .hex(0xFFFFFF)
        case .separator: return separator
        case .tertiaryLabel: return tertiaryLabel
        case .destructive: return destructive
        }
    }
}

extension RGBColor {
    /// A colour from `0xRRGGBB`.
    static func hex(_ value: UInt32) -> RGBColor {
        RGBColor(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }
}
