/// A file the command was told to write could not be written: the picture, the overlay, the findings, standard
/// output. The file named is the one given; nothing was left half written in its place.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `what` is how the content is named ("the picture", "the overlay"); nil for a stream (standard output).
    case cannotWrite(path: String, what: String?, reason: String)
    /// The path is (or leads to) `file`, which the command itself is using: the catalog or one of its log files.
    case inUse(path: String, what: String, file: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let what?, let reason): return "\(path): cannot write \(what): \(reason)"
        case .cannotWrite(let path, nil, let reason): return "\(path): cannot write: \(reason)"
        case .inUse(let path, let what, let file):
            return "\(path): cannot write \(what) there: it is \(file), which this command is using; give another file"
        }
    }
}
