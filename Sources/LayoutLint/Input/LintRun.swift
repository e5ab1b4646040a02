import LayoutModel

/// One stored run of a layout, everything the rules read: the environment it was computed in, its frames and
/// geometry (as the catalog reads them back), and, where the run had them, its dataset's records and the text
/// measurer (`LayoutContent`), and the slot counts of its groups.
public struct LintRun: Sendable {
    public var environment: LayoutEnvironment
    /// Frames, content size, adjusted content inset, content offset, section and strip geometry. Its `roles` are not
    /// read: which supplementaries are badges and which pin is read from the spec.
    public var result: LayoutResult
    /// Records and text measurement. Without it, labels whose text comes from a field are not measured (`LL008`),
    /// and labels with fixed text are measured only when a measurer is given with no records.
    public var content: (any LayoutContent)?
    /// Per section index, what its group tree resolved to (pass 1 of R40): needed to tell which spec item a cell comes
    /// from when a group's slot count is the one R7 fits (`subitems` of more than one kind). Nil, or a section missing,
    /// leaves those sections' cells pointing at their group (`LintRules.md`, Provenance).
    public var groupResolutions: [Int: GroupResolution]

    public init(
        environment: LayoutEnvironment, result: LayoutResult, content: (any LayoutContent)? = nil,
        groupResolutions: [Int: GroupResolution] = [:]
    ) {
        self.environment = environment
        self.result = result
        self.content = content
        self.groupResolutions = groupResolutions
    }
}

/// What one compositional section's group tree resolved to in an environment, by node path below the section
/// (`group`, `group.subitems[1]`, `group.subitems[1].subitem`): each node's size, and each group's slot count. The
/// engine gives exactly this for every section it plans (`CompositionalPlan.sectionDescriptions`, its `resolvedSizes`
/// and `slotCounts`); the lint only reads it.
public struct GroupResolution: Hashable, Sendable {
    public var resolvedSizes: [String: Size]
    public var slotCounts: [String: Int]

    public init(resolvedSizes: [String: Size] = [:], slotCounts: [String: Int] = [:]) {
        self.resolvedSizes = resolvedSizes
        self.slotCounts = slotCounts
    }
}
