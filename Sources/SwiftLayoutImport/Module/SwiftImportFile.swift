/// One file of an import as the caller read it: Swift source, or an Interface Builder storyboard (`.storyboard`)
/// whose flow layouts complete the Swift files' view controllers.
public struct SwiftImportFile: Sendable {
    /// The path as the user wrote it, for messages and layout names.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// True for a storyboard, which is read as XML; every other file is Swift.
    /// True for an Interface Builder document, a storyboard or a `.xib` (the same XML: a xib's view controller is its
    /// File's Owner), read as XML; every other file is Swift.
    public var isStoryboard: Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }
}
