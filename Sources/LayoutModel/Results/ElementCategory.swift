/// The three kinds of element a layout produces, as `UICollectionView.ElementCategory`.
public enum ElementCategory: UInt8, Hashable, Sendable, CaseIterable {
    case cell = 0
    case supplementary = 1
    case decoration = 2

    /// The name used in SQL and in fixtures.
    public var name: String {
        switch self {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}
