/// Where a format writes: text in order, as it is produced, so a report of a million findings is never held whole.
/// The command writes to standard output or a file; tests collect into a string (`LintTextBuffer`).
public protocol LintOutputSink {
    mutating func write(_ text: String) throws
}

/// A sink that keeps everything written, for tests and small outputs.
public struct LintTextBuffer: LintOutputSink, Sendable {
    public private(set) var text = ""

    public init() {}

    public mutating func write(_ text: String) {
        self.text += text
    }
}
