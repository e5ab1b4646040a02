/// The face that measures a font, and how its widths are read (V10, V11).
///
/// A font file measures with its own advances, kerning and line height. The system font measures with SF Pro
/// when a folder of its files is given (Text below 20 points, Display from 20 on, in the weight asked), else
/// with the stand-in, DejaVu Sans with its advances scaled to SF Pro's average width. Both add UIKit's tracking
/// per glyph, and both take SF Pro's line height.
public struct MeasuringFace: Hashable, Sendable {
    /// Which kind of face it is; the raw value is what a run records.
    public enum Role: String, Hashable, Sendable {
        case sfPro = "sf-pro"
        case standIn = "stand-in"
        case file
    }

    /// A design coordinate of a variable face: the axis tag (`wght`, `opsz`) and its value.
    public struct AxisSetting: Hashable, Sendable {
        public var tag: String
        public var value: Double

        public init(tag: String, value: Double) {
            self.tag = tag
            self.value = value
        }
    }

    public var role: Role
    /// The font file FreeType opens.
    public var path: String
    /// Axis values for a variable face (the variable `SF-Pro.ttf`); empty for a static one.
    public var variation: [AxisSetting] = []

    /// Advances are multiplied by this: SF Pro's average width over DejaVu Sans's for the stand-in, 1 otherwise.
    public var widthScale: Double {
        role == .standIn ? StandInCalibration.widthScale : 1
    }

    /// True when UIKit's tracking (`SystemFontTracking`) is added per glyph: the system font, whichever face.
    public var addsSystemTracking: Bool { role != .file }

    /// What a run records as the face that measured its text: `sf-pro`, `stand-in`, or the font file.
    public var record: String { role == .file ? path : role.rawValue }

    /// Everything besides the file's bytes that changes what this face measures, for cache keys.
    public var identity: String {
        var parts = [role.rawValue]
        if role == .standIn { parts.append(StandInCalibration.identity) }
        parts += variation.map { "\($0.tag)=\($0.value)" }
        return parts.joined(separator: " ")
    }
}

/// How DejaVu Sans stands in for SF Pro (V11): its advances and kerning scaled so that text wraps about where iOS
/// wraps it. Tracking and line height are the system font's.
public enum StandInCalibration {
    /// Fitted to a width iOS printed: "Hello World" in the 17-point system font, a `UILabel`'s intrinsic width of 88
    /// at 3x, is DejaVu Sans's 11,711 units times 17/2048 times this, less 11 glyphs of the -0.43 tracking, rounded up
    /// to the grid: 87.81 -> 88. The ratio of the two fonts' published average advances (853/1038 = 0.82) set that
    /// text 14 % too narrow: the two averages are taken differently (V11).
    public static let widthScale = 0.952
    /// The calibration as cache keys take it: a change of it recomputes the runs it measured.
    static let identity = "advances×0.952"
}
