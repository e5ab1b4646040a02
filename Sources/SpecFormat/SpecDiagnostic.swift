/// One fault in an input file: the file, the JSON path of the offending value, where it is, and what is wrong.
public struct SpecDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var path: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, path: String, location: SourceLocation, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: $.path: message`, the shape editors and terminals link to.
    public var description: String {
        let position = location.line > 0 ? ":\(location.line):\(location.column)" : ""
        return "\(file)\(position): \(path): \(message)"
    }
}

/// The faults found in one or more files; thrown when any input is bad, after all of them were read.
public struct SpecValidationError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [SpecDiagnostic]

    public init(_ diagnostics: [SpecDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        let count = diagnostics.count
        let header = count == 1 ? "1 fault:" : "\(count) faults:"
        return ([header] + diagnostics.map { "  " + $0.description }).joined(separator: "\n")
    }
}
