/// Why an environment, or the text of one of its traits, cannot be used: the trait at fault and what is wrong,
/// so a command line can name its own option (`--b-scale must be 1, 2 or 3`).
public struct EnvironmentFault: Error, Equatable, Sendable, CustomStringConvertible {
    public var trait: EnvironmentTrait
    /// What is wrong, to follow the trait's name: "must be 1, 2 or 3 (found 4)".
    public var message: String

    public init(_ trait: EnvironmentTrait, _ message: String) {
        self.trait = trait
        self.message = message
    }

    /// The fault with the trait named for people: "container size must be positive (found 0x844)".
    public var description: String { "\(trait.noun) \(message)" }
}
