/// What measures the widths of the system font (V10, V11): Apple's SF Pro files from a folder the team provides,
/// or the stand-in, DejaVu Sans scaled to SF Pro's average width. Line heights are SF Pro's either way.
public enum SystemFont: Hashable, Sendable {
    case standIn
    case sfPro(SFProFolder)

    /// What a run records for text this measures: `sf-pro` or `stand-in`.
    public var record: String {
        switch self {
        case .standIn: return MeasuringFace.Role.standIn.rawValue
        case .sfPro: return MeasuringFace.Role.sfPro.rawValue
        }
    }
}
