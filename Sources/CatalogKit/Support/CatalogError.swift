/// A failure a user can act on: the message says what was wrong and, where it helps, what to do instead.
public struct CatalogError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
