/// One side of a comparison: a layout (its current version, or a stored earlier one) in an environment.
public struct DiffSide: Sendable, Equatable {
    public var layout: String
    /// A stored version of the layout; nil for the current one.
    public var version: Int?
    public var request: ComputeRequest

    public init(layout: String, version: Int? = nil, request: ComputeRequest) {
        self.layout = layout
        self.version = version
        self.request = request
    }
}
