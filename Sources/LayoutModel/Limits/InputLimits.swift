/// Every bound the catalog puts on what an input file can make it do, in one place, so that they can be
/// documented together and some of them made configurable.
///
/// Each one caps a cost that would otherwise grow with something a file controls: recursion whose stack grows
/// with the file's nesting, or work and memory that grow faster than the file itself. A file past a limit gets
/// a located error that names the limit, never a crash or a stall.
///
/// ```swift
/// let message = InputLimits.documentNestingFault
/// // "nesting deeper than 64 levels (the limit for spec and dataset files)"
/// ```
public enum InputLimits {
    /// How deeply arrays and objects (JSON), sequences and mappings (YAML), and arrays and dicts (property
    /// lists) may nest in a spec or dataset file. The outermost container is level 1; a container at level 65
    /// is refused.
    ///
    /// The readers build the node tree recursively, the decoders walk it recursively, and even freeing a node
    /// tree recurses once per level. A debug build spends 2 to 5 KB of stack per level in the JSON reader alone
    /// (measured: 100 levels overflowed a 256 KB thread stack, a 100,000-level property list crashed the
    /// `catalog` binary's 8 MB main stack while freeing its nodes), so the bound has to hold on the 512 KB
    /// stacks of secondary threads, not only on an 8 MB main thread. Real files stay far below it: the samples
    /// nest at most 10 levels, and the deepest spec the decoder accepts (groups nested
    /// `LayoutSpecDecoder.maximumGroupDepth`, 16, levels deep, two levels each, plus supplementaries) about 40.
    public static let documentNesting = 64

    /// The message every reader gives for a file nesting past `documentNesting`, at the path and position of the
    /// first container too deep.
    public static var documentNestingFault: String {
        "nesting deeper than \(documentNesting) levels (the limit for spec and dataset files)"
    }
}
