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

    /// How much work checking one adaptive section's trait conditions may take (`TraitConditionCheck`): the
    /// combinations of trait values it tries times the size of the conditions. Hand-written and imported
    /// sections try a few hundred; a million is checked in well under a second.
    public static let traitConditionChecks = 1_000_000

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

    // MARK: Values

    /// Every length a spec or option gives in points: dimensions, insets, spacings, offsets, custom frames, flow
    /// values, container sizes, safe areas and margins. Ten million points is 7,000 iPad widths, and keeps sums of
    /// many lengths far inside the range where a Double still holds every pixel exactly.
    public static let length = InputBound(10_000_000, for: "lengths")

    /// A fractional dimension's fraction. Fractions above 1 are legal (an item twice its group's width), but a
    /// fraction of 1e7 turns a 400-point screen into a row four billion points wide.
    public static let fraction = InputBound(100, for: "fractions")

    /// A content font's point size (the largest Dynamic Type size is 53 points).
    public static let fontSize = InputBound(1_000, for: "font sizes")

    /// A scroll offset (`--offset`, `--orthogonal-offset`, `target-offset --from` and `--velocity`): far past any
    /// content the other limits allow, and finite.
    public static let scrollOffset = InputBound(1e12, for: "scroll offsets")

    /// A z index: UIKit takes any integer, a picture or a query needs only their order.
    public static let zIndex = InputBound(1_000_000, for: "z indexes")

    // MARK: Counts

    /// Items in one section (`itemCounts`, `--items`). A run holds at most `maximumElements` elements in any case;
    /// this bound keeps the arithmetic on counts (groups times capacity, item indexes) far from overflow.
    public static let itemsPerSection = InputBound(1_000_000_000, for: "items per section")

    /// Sections in one run (`itemCounts`' length). Each section is planned on its own, so the planning cost grows
    /// with this count whatever the items.
    public static let sectionsPerRun = InputBound(100_000, for: "sections per run")

    /// Section definitions in one spec, adaptive cases counted: each one is validated and solved on its own.
    public static let sectionDefinitions = InputBound(10_000, for: "section definitions")

    /// Subitems, a counted group's `count`, or custom frames in one group: a group is solved slot by slot.
    public static let subitemsPerGroup = InputBound(1_000, for: "subitems per group")

    /// Boundary supplementary items, supplementary items or decoration items in one list.
    public static let supplementariesPerList = InputBound(1_000, for: "supplementary items in one list")

    /// Rule ids in one `"lint": {"disable": [...]}` list: there are twelve rules, so a longer list repeats them; each
    /// entry is checked and may be reported, so the bound keeps a generated file from making a million faults.
    public static let lintRulesPerList = InputBound(100, for: "rule ids in one lint list")

    /// Characters of one text value a cell measures (a dataset field or a label): measuring is linear in the text,
    /// and a cell's text is a tag, a name or a paragraph, not a book.
    public static let labelCharacters = InputBound(10_000, for: "characters in one text value")

    /// Pixels along each side of a picture (`render`, `diff --output`): an SVG of that size is legal but no
    /// viewer draws it, and the size is multiplied into integer pixel counts.
    public static let pictureSide = InputBound(10_000_000, for: "picture sides in pixels")

    // MARK: Configurable

    /// Elements one run may store, unless `CATALOG_MAX_ELEMENTS` says otherwise: 20,000,000 elements take
    /// about 1 GB on disk (48 bytes each, measured: 1,000,000 cells took 44.5 MB).
    public static let defaultMaximumElements = 20_000_000

    /// Bytes of one file `import` reads, unless `CATALOG_MAX_FILE_BYTES` says otherwise: 32 MiB, a thousand times
    /// the largest sample.
    public static let defaultMaximumFileBytes = 32 << 20

    /// Bytes one stored element takes, for the message that refuses a run too large.
    public static let bytesPerStoredElement = 48

    /// The elements one run may store: `CATALOG_MAX_ELEMENTS` when it is a positive integer, else the default.
    public static func maximumElements(environment: [String: String]) -> Int {
        positive(environment["CATALOG_MAX_ELEMENTS"]) ?? defaultMaximumElements
    }

    /// The bytes one imported file may hold: `CATALOG_MAX_FILE_BYTES` when it is a positive integer, else the
    /// default.
    public static func maximumFileBytes(environment: [String: String]) -> Int {
        positive(environment["CATALOG_MAX_FILE_BYTES"]) ?? defaultMaximumFileBytes
    }

    private static func positive(_ text: String?) -> Int? {
        guard let text, let value = Int(text.filter { !$0.isWhitespace }), value > 0 else { return nil }
        return value
    }
}
