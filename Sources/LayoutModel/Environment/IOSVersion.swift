/// The iOS version the app runs on, as far as it changes frames: the metrics UIKit lays list sections out with
/// (ListRules.md, "iOS 26"). Compositional and flow layouts have no measured change between the versions the
/// catalog knows, so for them the trait changes no frame.
///
/// iOS 15 to 18 share one list model (L1 to L34); iOS 26 has its own (52-point rows, new header and footer
/// margins, 16-point cards on every phone). Versions without a model (14, 19 to 25, 27) are refused when read.
public enum IOSVersion: Int, Hashable, Sendable, CaseIterable, Comparable {
    case ios15 = 15
    case ios16 = 16
    case ios17 = 17
    case ios18 = 18
    case ios26 = 26

    /// The newest version whose metrics the catalog knows: what an environment has unless one is given. Apps built
    /// with the iOS 26 SDK get its list metrics unless they opt out of the new design, so this is what most users
    /// of a current app see.
    public static let newest = IOSVersion.ios26

    /// The version an environment's canonical text leaves unwritten (`LayoutEnvironment+Encoding`): runs stored
    /// before the trait existed were computed with iOS 15 to 18's list model, and their text names no version, so
    /// they answer for iOS 18 and never for iOS 26.
    public static let unwritten = IOSVersion.ios18

    /// The generation of UIKit's list code the version runs.
    public var listModel: ListModel { self == .ios26 ? .ios26 : .ios15Through18 }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }

    /// The generations of list metrics (ListRules.md L1 to L34, and "iOS 26").
    public enum ListModel: Hashable, Sendable {
        case ios15Through18
        case ios26
    }
}
