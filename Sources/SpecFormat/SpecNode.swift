/// A parsed JSON or YAML value that remembers where it came from, so every fault can be reported with its
/// line and column as well as its path.
public struct SpecNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        /// Keys in file order (duplicates are reported by the reader, the last one kept).
        case object([(key: String, value: SpecNode)])
        case array([SpecNode])
        case string(String)
        /// The number and the text it was written as.
        case number(Double)
        case bool(Bool)
        case null

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            case (.array(let a), .array(let b)): return a == b
            case (.string(let a), .string(let b)): return a == b
            case (.number(let a), .number(let b)): return a == b
            case (.bool(let a), .bool(let b)): return a == b
            case (.null, .null): return true
            default: return false
            }
        }
    }

    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation = .unknown) {
        self.value = value
        self.location = location
    }

    /// The value under `key`, for objects.
    public subscript(key: String) -> SpecNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The object's keys in file order, or nil for other values.
    public var keys: [String]? {
        guard case .object(let members) = value else { return nil }
        return members.map(\.key)
    }

    /// A word for the kind of value, for error messages: "an object", "a string", ...
    public var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): return "the number \(formatSpecNumber(number))"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    /// Structural equality ignoring source positions.
    public static func == (lhs: SpecNode, rhs: SpecNode) -> Bool { lhs.value == rhs.value }
}

/// A line and column (both from 1) in a source file; 0 when unknown.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let unknown = SourceLocation(line: 0, column: 0)
}

/// Numbers in messages and canonical files: integers without a fraction part.
func formatSpecNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
