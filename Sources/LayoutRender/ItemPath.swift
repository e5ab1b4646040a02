/// A cell's index path, as a key for labels.
public struct ItemPath: Hashable, Sendable {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}
