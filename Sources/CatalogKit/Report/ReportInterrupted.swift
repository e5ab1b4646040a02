/// A report stopped by Ctrl-C: its folder is left as it was (the staging folder is removed). Runs computed before
/// the stop are stored only if the compute's transaction had finished; they are a cache either way.
public struct ReportInterrupted: Error, CustomStringConvertible {
    public var description: String { "interrupted: the report was not written, its folder is as it was" }
}
