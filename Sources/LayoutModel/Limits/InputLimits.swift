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

    /// How deeply a predicate (`visibleWhen`, an adaptive section's `when`, a derived dataset's `where`) may nest
    /// parentheses and `not`s, counted together: `not (a or not b)` nests 3 levels.
    ///
    /// The parser descends once per level, and evaluating, printing, comparing and freeing a predicate recurse
    /// once per level as well. Chains of `and` and `or` do not nest (they are one node with a list of operands),
    /// so `a and b and ...` may be as long as the text. Hand-written conditions nest two or three levels; 32
    /// leaves ample room and keeps every recursion over a predicate under a hundred frames (each level adds at
    /// most an `or`, an `and` and a `not` or parenthesised group to the tree).
    public static let predicateNesting = 32

    /// The message for a predicate nesting past `predicateNesting`; the parser adds the character it stopped at.
    public static var predicateNestingFault: String {
        "nesting deeper than \(predicateNesting) levels of parentheses and 'not' (the limit for predicates)"
    }

    /// How many nodes YAML aliases may add to a file, at least; see `aliasExpansionBudget(documentNodes:)`.
    ///
    /// An alias stands for a copy of its anchored node, so ten aliases of a node holding ten aliases of ... (the
    /// "billion laughs") make a small file stand for billions of nodes: 30 s and 5.8 GB before this limit, now
    /// refused after 0.05 s in 29 MB (0.15 s in a debug build). 100,000 nodes are far more than reusing an
    /// item or a section by alias ever needs in a spec.
    public static let aliasExpansionNodes = 100_000

    /// How many times its own node count a YAML file may grow by alias expansion, for files large enough that
    /// `aliasExpansionNodes` is not the larger bound.
    ///
    /// A dataset that names a shared value by alias on every record (`habitat: *forest`) grows by at most its
    /// own size, so a factor of 10 never refuses such a file however large it is, while the work a file can
    /// cause stays within a constant factor of its length.
    public static let aliasExpansionFactor = 10

    /// The nodes alias expansion may add to a YAML file that spells out `documentNodes` nodes itself (scalars,
    /// sequences and mappings, keys included, each alias counted once): the larger of `aliasExpansionNodes`
    /// and `aliasExpansionFactor` times `documentNodes`.
    public static func aliasExpansionBudget(documentNodes: Int) -> Int {
        max(aliasExpansionNodes, aliasExpansionFactor * documentNodes)
    }
}
