import LayoutModel

/// The spec node an element comes from, with what the rules need to know of it: where it is (its JSON path),
/// whether a tap reaches it, which rules it disables, the text it shows and the estimates it starts from.
///
/// Sources are values of the spec, one per node: the cells of one item node share one source.
public struct ElementSource: Hashable, Sendable {
    /// What kind of node it is.
    public enum Node: Hashable, Sendable {
        /// A compositional item (a cell's leaf).
        case item
        /// One frame of a custom group (a cell with no item of its own).
        case customFrame
        /// A group, standing for the items below it when which one a cell is cannot be told (`LintRules.md`,
        /// Provenance).
        case group
        /// A header, footer or side view of a section or of the layout.
        case boundaryItem
        /// A supplementary anchored to an item or a group (a badge).
        case anchored
        /// A section background.
        case decoration
        /// A list section's cell, header or footer registration (or the list, when it does not describe them).
        case listCell, listHeader, listFooter
        /// Item 0 of a list section in `firstItemInSection`: a cell showing the header registration (L25).
        case listHeaderCell
        /// A flow layout's cells, headers and footers: the layout's values or a section entry's.
        case flowCell, flowHeader, flowFooter
        /// The section or layout itself (a finding about a section or a run).
        case section, layout
    }

    /// What an element's text is, for the text rules (LL008, LL009, LL012).
    public enum Text: Hashable, Sendable {
        /// A content description: a label in a font, with padding and a line limit.
        case described(ContentDescription)
        /// A list view's content configuration: text styles, laid out inside the cell's margins by the list (L11,
        /// L22), which sizes the view to its text.
        case listContent
    }

    public var node: Node
    public var path: SpecNodePath
    /// A cell's tap target matters (LL007): its own `interactive`, else the nearest enclosing group's, section's or
    /// layout's; true when nothing says.
    public var interactive: Bool
    /// Rules disabled here: the layout's, the section's and the item's `lint.disable`.
    public var disabled: LintRuleSet
    public var text: Text?
    /// The estimate of an axis the element sizes itself on (R40, F24, L3), nil on axes it does not.
    public var estimatedWidth: Double?
    public var estimatedHeight: Double?

    public init(
        node: Node, path: SpecNodePath, interactive: Bool = true, disabled: LintRuleSet = [], text: Text? = nil,
        estimatedWidth: Double? = nil, estimatedHeight: Double? = nil
    ) {
        self.node = node
        self.path = path
        self.interactive = interactive
        self.disabled = disabled
        self.text = text
        self.estimatedWidth = estimatedWidth
        self.estimatedHeight = estimatedHeight
    }

    /// The estimate along `axis`.
    public func estimate(along axis: Axis) -> Double? { axis == .horizontal ? estimatedWidth : estimatedHeight }

    /// True for list views: their text sits inside the margins the list gives it (L11, L12).
    public var isListView: Bool { [.listCell, .listHeader, .listFooter, .listHeaderCell].contains(node) }
}

/// What a spec node passes down to the nodes below it: `interactive` (nil until some node says) and the rules
/// disabled so far.
struct SourceInheritance: Hashable {
    var interactive: Bool?
    var disabled: LintRuleSet

    static let none = SourceInheritance(interactive: nil, disabled: [])

    /// The inheritance below a node with `annotations`: its own `interactive` wins, its disabled rules add.
    func below(_ annotations: LintAnnotations) -> SourceInheritance {
        SourceInheritance(interactive: annotations.interactive ?? interactive, disabled: disabled.union(annotations.disabled))
    }
}
