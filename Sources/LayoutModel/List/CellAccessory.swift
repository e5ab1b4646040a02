/// An accessory of a list row (`UICellAccessory`), as a spec lists it on a content configuration: drawn as a simple
/// shape, and taking the room it needs from the text beside it (ListRules.md L35).
public enum CellAccessory: String, Hashable, Sendable, CaseIterable {
    /// A chevron pointing to the trailing edge (`.disclosureIndicator()`).
    case disclosureIndicator
    /// A check mark (`.checkmark()`).
    case checkmark
    /// An info button (`.detail()`).
    case detail
    /// A reorder grip (`.reorder()`).
    case reorder
    /// An outline disclosure chevron (`.outlineDisclosure()`).
    case outlineDisclosure
    /// A delete control on the leading side (`.delete()`).
    case delete

    /// True for the accessories UIKit places before the content; the others follow it.
    public var isLeading: Bool { self == .delete }

    /// The accessory's box at the `large` text size, in points (ListRules.md L35, decided here); it scales with the
    /// body text size as the image slot does (L11).
    public var sizeAtLarge: Size {
        switch self {
        case .disclosureIndicator: return Size(width: 9, height: 15)
        case .checkmark: return Size(width: 16, height: 15)
        case .detail: return Size(width: 22, height: 22)
        case .reorder: return Size(width: 22, height: 15)
        case .outlineDisclosure: return Size(width: 14, height: 14)
        case .delete: return Size(width: 22, height: 22)
        }
    }

    /// The space between an accessory and the text or the next accessory (ListRules.md L35, decided here).
    public static let spacing = 8.0
}
