import LayoutModel

/// A layout solved for an environment, before any frame is written: what every family's plan answers, so the store,
/// queries, pictures and diffs work the same for all of them. Frames come three ways: all at once (`result()`), in
/// chunks of bounded size (`write(chunkSize:_:)`), or only those in a rectangle (`elements(in:)`).
///
/// A family's plan says only how to produce its elements (`write(into:)`, `elements(in:)`) and what it found
/// (content size, summary, warnings); chunking, delivering and collecting are written once, here.
public protocol LayoutPlan: Sendable {
    /// The collection view's content size.
    var contentSize: Size { get }
    /// Things a user should know: items not laid out because they do not fit, and the like.
    var warnings: [String] { get }
    /// How many elements writing the plan produces.
    var elementCount: Int { get }
    /// How many elements to make room for before writing them all into one buffer: `elementCount` unless
    /// counting exactly costs a pass of its own, then a cheaper lower bound.
    var reservedElementCount: Int { get }
    /// The plan's outcome without frames: content size, sections, strips and warnings. Its elements are empty, and
    /// so are its roles (`roles`, which `result()` adds).
    var summary: LayoutResult { get }
    /// Which supplementary kinds are badges and which are pinned, for pictures: the layout's own, whatever the
    /// environment, so worked out only when asked. A matrix takes the summary of tens of thousands of runs and
    /// stores no roles; working them out for every plan was a tenth of planning a device matrix.
    var roles: SupplementaryRoles { get }

    /// Writes every element, in the order `result()` holds them, into `sink`, which hands each full chunk on. The
    /// sink holds this plan's elements only. Element kinds keep their indices across chunks.
    func write(into sink: inout FrameSink) throws

    /// Every element whose frame shares area with `rect`, in the order `result()` writes them, computed without
    /// writing the rest.
    func elements(in rect: Rect) -> [LayoutElementFrame]

    /// What the elements of `result`, this plan's frames, show for pictures: text lines as the measurer broke them,
    /// image slots, accessories and separators, placed in each element's frame (only elements meeting `rect`, or
    /// all when nil), and the backgrounds of grouped lists. Empty for a plan planned without content.
    func contentLayout(of result: LayoutResult, meeting rect: Rect?) -> ContentLayout
}

extension LayoutPlan {
    public var reservedElementCount: Int { elementCount }

    /// No content: a plan that knows no descriptions shows its elements as boxes.
    public func contentLayout(of result: LayoutResult, meeting rect: Rect?) -> ContentLayout { ContentLayout() }

    /// Writes every element in chunks of about `chunkSize` (a block of groups or lines may run past it), handing
    /// each chunk to `deliver` and reusing its memory: a layout of any size in bounded memory.
    public func write(chunkSize: Int, _ deliver: (FrameBuffer) throws -> Void) throws {
        try withoutActuallyEscaping(deliver) { deliver in
            var sink = FrameSink(chunkSize: max(chunkSize, 1), deliver: deliver)
            // Room for the first chunk up front: a matrix writes tens of thousands of small plans, and growing each
            // buffer's columns by doubling made a dozen allocations per column per plan.
            sink.buffer.reserveCapacity(min(reservedElementCount, max(chunkSize, 1)))
            try write(into: &sink)
            try sink.finish()
        }
    }

    /// Every element in one buffer, with the summary's content size, sections, strips and warnings, and the roles.
    public func result() -> LayoutResult {
        var result = summary
        result.roles = roles
        result.elements = elements()
        return result
    }

    /// Every element in one buffer, in `result()`'s order, without the summary: what a matrix stores for a small
    /// run, whose summary it has already taken once for the run's row.
    public func elements() -> FrameBuffer {
        var sink = FrameSink.collecting
        // Room up front: growing a million-element buffer by doubling copies it and touches fresh memory at every step.
        sink.buffer.reserveCapacity(reservedElementCount)
        // A collecting sink never delivers, so neither writing nor finishing can throw.
        try? write(into: &sink)
        try? sink.finish()
        return sink.buffer
    }
}
