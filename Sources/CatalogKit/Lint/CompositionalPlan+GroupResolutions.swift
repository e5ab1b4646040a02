import LayoutEngine
import LayoutLint

extension CompositionalPlan {
    /// What the lint reads of each section's group: the sizes its dimensions resolved to and the slots counted, by
    /// section index (LintRules.md, the rules that judge declared sizes).
    public var groupResolutions: [Int: GroupResolution] {
        var resolutions: [Int: GroupResolution] = [:]
        for description in sectionDescriptions {
            resolutions[description.index] = GroupResolution(resolvedSizes: description.resolvedSizes, slotCounts: description.slotCounts)
        }
        return resolutions
    }
}
