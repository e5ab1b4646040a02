/// A colour as 8-bit sRGB channels.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB`, upper-case hex, as SVG attributes take it.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
    }

    /// Relative luminance on a 0...255 scale (Rec. 709 weights on the encoded channels): what a greyscale
    /// printout keeps of the colour.
    public var luminance: Double {
        0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    }

    /// The colour moved towards white by `fraction` (0 keeps it, 1 is white).
    public func tinted(_ fraction: Double) -> RGBColor {
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) + (255 - Double(channel)) * fraction).rounded()) }
        return RGBColor(red: mix(red), green: mix(green), blue: mix(blue))
    }

    /// The colour moved towards black by `fraction`.
    public func shaded(_ fraction: Double) -> RGBColor {
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * (1 - fraction)).rounded()) }
        return RGBColor(red: mix(red), green: mix(green), blue: mix(blue))
    }
}

/// The colours a picture gives each section: a fill for its cells, a darker stroke, a pale tint for its
/// background decorations and a label colour that reads on the fill.
public struct SectionColors: Hashable, Sendable {
    public var fill: RGBColor
    public var stroke: RGBColor
    public var tint: RGBColor
    public var label: RGBColor

    init(fill: RGBColor) {
        self.fill = fill
        stroke = fill.shaded(0.35)
        tint = fill.tinted(0.8)
        label = fill.luminance < 110 ? RGBColor(red: 255, green: 255, blue: 255) : RGBColor(red: 28, green: 28, blue: 30)
    }
}

/// Eight distinct section colours that also stay apart in greyscale.
///
/// Sections 0, 1 and 2 are red, green and yellow, the colours post 000's data source gives its three sections,
/// so its pictures look like its screenshots. The luminances (100, 151, 210, 69, 185, 124, 169, 45) alternate
/// light and dark, so neighbouring sections differ by at least 44 levels of grey, and any two by at least 16.
/// Section 8 reuses section 0's colour, and so on. Layout-level boundary items (section -1) are neutral grey.
public enum SectionPalette {
    public static let fills: [RGBColor] = [
        RGBColor(red: 0xD6, green: 0x45, blue: 0x41),  // red
        RGBColor(red: 0x4A, green: 0xB6, blue: 0x42),  // green
        RGBColor(red: 0xF5, green: 0xD5, blue: 0x47),  // yellow
        RGBColor(red: 0x24, green: 0x47, blue: 0x8F),  // dark blue
        RGBColor(red: 0x62, green: 0xD2, blue: 0xC6),  // teal
        RGBColor(red: 0x9C, green: 0x6B, blue: 0xCC),  // purple
        RGBColor(red: 0xF3, green: 0x9E, blue: 0x36),  // orange
        RGBColor(red: 0x66, green: 0x19, blue: 0x4D),  // plum
    ]

    /// The neutral colour of elements that belong to no section.
    public static let neutral = RGBColor(red: 0x9E, green: 0x9E, blue: 0xA3)

    /// The colours of section `section` (negative: the layout's own boundary items).
    public static func colors(forSection section: Int) -> SectionColors {
        guard section >= 0 else { return SectionColors(fill: neutral) }
        return SectionColors(fill: fills[section % fills.count])
    }
}
