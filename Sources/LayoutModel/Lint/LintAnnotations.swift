/// What a spec says to `catalog lint` about one of its nodes (LayoutSpecFormat.md, Lint annotations): whether its
/// cells are tapped (`"interactive"`), and which rules are not checked on its elements (`"lint": {"disable": [...]}`).
///
/// They change no frame: the canonical spec keeps them, the geometry digest leaves them out
/// (`LayoutSpec.removingLintAnnotations`), so a spec that only adds them keeps its stored runs.
///
/// ```swift
/// var item = LayoutItem(size: LayoutSize(width: .absolute(20), height: .absolute(20)))
/// item.lint = LintAnnotations(interactive: false, disabledRules: [.LL006])
/// ```
public struct LintAnnotations: Hashable, Sendable {
    /// `"interactive"`: false for cells nobody taps (a decorative tile); nil inherits from the enclosing group,
    /// section and layout, and a cell nothing marks is interactive.
    public var interactive: Bool?
    /// `"lint": {"disable": [...]}`, sorted and each id once.
    public var disabledRules: [LintRuleID] {
        didSet { disabledRules = Array(Set(disabledRules)).sorted() }
    }

    public init(interactive: Bool? = nil, disabledRules: [LintRuleID] = []) {
        self.interactive = interactive
        self.disabledRules = Array(Set(disabledRules)).sorted()
    }

    /// Nothing said: the value every node starts with.
    public static let none = LintAnnotations()

    public var isEmpty: Bool { interactive == nil && disabledRules.isEmpty }

    /// The disabled rules as a set.
    public var disabled: LintRuleSet { LintRuleSet(disabledRules) }
}
