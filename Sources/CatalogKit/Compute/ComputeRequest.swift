import LayoutModel

/// What a compute asks for besides the layout: the environment, and where the item counts come from.
public struct ComputeRequest: Sendable, Equatable {
    public var environment: LayoutEnvironment
    public var items: ItemSource

    public init(_ environment: LayoutEnvironment, items: ItemSource = .specDefault) {
        self.environment = environment
        self.items = items
    }

    /// The dataset the request names, if it takes its counts from one.
    public var dataset: String? {
        if case .dataset(let name) = items { return name }
        return nil
    }
}

/// Where a compute takes each section's item count from.
public enum ItemSource: Sendable, Equatable {
    /// The spec's `itemCounts`.
    case specDefault
    /// One count per section (`--items 3,2`).
    case counts([Int])
    /// The sections of a dataset (`--dataset NAME`); cells also get its records for sizing and visibility.
    case dataset(String)
}
