import LayoutModel

/// A layout solved for an environment, before any frame is written: what every family's plan answers, so the store,
/// queries, pictures and diffs work the same for all of them. Frames come three ways: all at once (`result()`), in
/// chunks of bounded size (`write(chunkSize:_:)`), or only those in a rectangle (`elements(in:)`).
public protocol LayoutPlan: Sendable {
    /// The collection view's content size.
    var contentSize: Size { get }
    /// Things a user should know: items not laid out because they do not fit, and the like.
    var warnings: [String] { get }
    /// How many elements writing the plan produces.
    var elementCount: Int { get }
    /// The plan's outcome without frames: content size, sections, strips, roles and warnings (elements empty).
    var summary: LayoutResult { get }

    /// Writes every element in chunks of about `chunkSize`, handing each chunk to `deliver` and reusing its memory:
    /// a layout of any size in bounded memory. Element kinds keep their indices across chunks.
    func write(chunkSize: Int, _ deliver: (FrameBuffer) throws -> Void) throws

    /// Every element whose frame shares area with `rect`, in the order `result()` writes them, computed without
    /// writing the rest.
    func elements(in rect: Rect) -> [LayoutElementFrame]

    /// Every element in one buffer, with the summary's content size, sections, strips and roles.
    func result() -> LayoutResult
}
