/// How much of a layout a picture shows.
public enum RenderExtent: String, Sendable, CaseIterable {
    /// Everything: the whole content, orthogonal strips' overflow included, with the screen outlined on it.
    case content
    /// Only what the screen shows at the scroll offset: the drawing is clipped to the viewport.
    case screen
}
