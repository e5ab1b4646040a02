/// A layout as `show` describes it: the spec (name and title, description, where the version came from, the tree
/// with the sizes it resolves to, the Swift code it was read from) and its newest cached runs. How to compute or
/// draw it is the caller's to suggest, in its own terms.
public struct LayoutDescription: Sendable, Equatable {
    public var name: String
    /// The spec, line by line, as the report's layout pages print it too.
    public var specLines: [String]
    /// The newest cached runs (at most `Catalog.shownRunCount`), newest first, one line each: the run's id and
    /// environment, its element count and content size, and the face that measured its text when the runs shown
    /// differ in it.
    public var runLines: [String]
    /// How many cached runs the layout has; more than `runLines` holds when it has many.
    public var runCount: Int
    /// The face that measured the text of every run shown, when they share one (said once, after them); nil when
    /// they differ (each run line names its own) or none measured text.
    public var sharedTextFace: String?
}
