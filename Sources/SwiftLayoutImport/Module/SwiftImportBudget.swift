/// How much work evaluating the layouts of one import may take, counted in steps (a loop iteration or a call):
/// the budget of each layout, and of every layout of the import together, so that code that would run away
/// stops with a located message and a folder of many files stays bounded. The defaults are far above real
/// layout code (a section provider with width cases takes a few thousand steps); a caller may tighten them.
public struct SwiftImportBudget: Sendable, Hashable {
    /// Steps one layout may take.
    public var stepsPerLayout: Int
    /// Steps every layout of the import may take together.
    public var stepsPerImport: Int

    public init(stepsPerLayout: Int = 100_000, stepsPerImport: Int = 1_000_000) {
        self.stepsPerLayout = stepsPerLayout
        self.stepsPerImport = stepsPerImport
    }

    public static let standard = SwiftImportBudget()
}
