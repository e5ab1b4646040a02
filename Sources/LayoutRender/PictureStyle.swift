/// How a picture draws elements that describe their content.
public enum PictureStyle: String, Sendable, CaseIterable {
    /// What the screen shows: text in the lines the measurer broke it into, image slots, accessories, separators,
    /// list cards and grouped backgrounds. Elements without a content description are drawn as boxes.
    case content
    /// Every element a coloured box labelled with its index path (or a dataset field), as layouts are checked.
    case boxes
}

/// The system colours a picture is drawn in: light or dark mode's. A picture-only choice: it moves no frame.
public enum PictureAppearance: String, Sendable, CaseIterable {
    case light
    case dark
}
