import LayoutModel

/// Every `ElementSource` of one layout, each node once (by path and kind: a list that describes no cell stands for
/// its cells at its own path): elements refer to their source by index, so a million cells of one item share one
/// entry. Filled as runs need sources; a layout's sources depend on the
/// environment only through which adaptive case a section takes, which shows in the path.
final class SourceTable {
    private(set) var sources: [ElementSource] = []
    /// What the checks ask of each source for every element, as plain values (no reference to retain per element).
    private(set) var flags: [SourceFlags] = []
    private var indexByPath: [Key: Int] = [:]

    private struct Key: Hashable {
        var path: SpecNodePath
        var node: ElementSource.Node
    }

    subscript(index: Int) -> ElementSource { sources[index] }

    /// The index of the source at `source.path`, registering it the first time.
    func register(_ source: ElementSource) -> Int {
        let key = Key(path: source.path, node: source.node)
        if let index = indexByPath[key] { return index }
        sources.append(source)
        flags.append(SourceFlags(source))
        indexByPath[key] = sources.count - 1
        return sources.count - 1
    }

    /// `source` registered again as a node of another kind (at the same path).
    func register(_ source: ElementSource, as node: ElementSource.Node) -> Int {
        var copy = source
        copy.node = node
        return register(copy)
    }

    /// A compositional item. It sizes itself on an estimated axis when it describes its content (R40), except on the
    /// axis a `subitem:count:` group counts along (never self-sized).
    func item(_ item: LayoutItem, path: SpecNodePath, inheritance: SourceInheritance, countedAxis: Axis?) -> Int {
        let own = inheritance.below(item.lint)
        func estimate(_ axis: Axis) -> Double? {
            guard item.content != nil, countedAxis != axis, item.size[axis].isEstimated else { return nil }
            return item.size[axis].value
        }
        return register(ElementSource(
            node: .item, path: path, interactive: own.interactive ?? true, disabled: own.disabled,
            text: item.content.map { .described($0) }, estimatedWidth: estimate(.horizontal), estimatedHeight: estimate(.vertical)
        ))
    }

    func customFrame(path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        register(ElementSource(node: .customFrame, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled))
    }

    func group(path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        register(ElementSource(node: .group, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled))
    }

    func anchored(path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        register(ElementSource(node: .anchored, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled))
    }

    /// A boundary item: it sizes itself on an estimated axis when it describes its content (R40).
    func boundaryItem(_ item: BoundarySupplementaryItem, path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        func estimate(_ axis: Axis) -> Double? {
            guard item.content != nil, item.size[axis].isEstimated else { return nil }
            return item.size[axis].value
        }
        return register(ElementSource(
            node: .boundaryItem, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled,
            text: item.content.map { .described($0) }, estimatedWidth: estimate(.horizontal), estimatedHeight: estimate(.vertical)
        ))
    }

    func decoration(path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        register(ElementSource(node: .decoration, path: path, interactive: false, disabled: inheritance.disabled))
    }

    /// A section or the layout as a whole.
    func container(_ node: ElementSource.Node, path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        register(ElementSource(node: node, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled))
    }

    /// A list's cell, header or footer: a view showing a content configuration shows text in text styles, a custom
    /// view (`height`) shows none the lint can read. Their estimates are the list's own (L3), which the spec cannot
    /// set: they are given none, so LL010 does not judge them.
    func listView(_ node: ElementSource.Node, content: ListViewContent?, path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        var text: ElementSource.Text? = .listContent
        if case .fittedHeight = content { text = nil }
        return register(ElementSource(
            node: node, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled, text: text
        ))
    }

    /// A flow layout's cells of one section: self-sizing (F24) from its constant estimate when it describes content.
    func flowCell(_ flow: FlowLayout, path: SpecNodePath, inheritance: SourceInheritance) -> Int {
        let content = flow.isSelfSizing ? flow.content : nil
        let estimate = content == nil ? nil : flow.estimate?.constantValue
        return register(ElementSource(
            node: .flowCell, path: path, interactive: inheritance.interactive ?? true, disabled: inheritance.disabled,
            text: content.map { .described($0) }, estimatedWidth: estimate?.width, estimatedHeight: estimate?.height
        ))
    }
}

/// The facts of an `ElementSource` the per-element checks read, in a value with nothing to retain.
struct SourceFlags {
    var interactive: Bool
    var disabled: LintRuleSet
    var isListView: Bool
    var hasText: Bool
    var estimatedWidth: Double?
    var estimatedHeight: Double?

    init(_ source: ElementSource) {
        interactive = source.interactive
        disabled = source.disabled
        isListView = source.isListView
        hasText = source.text != nil
        estimatedWidth = source.estimatedWidth
        estimatedHeight = source.estimatedHeight
    }

    func estimate(along axis: Axis) -> Double? { axis == .horizontal ? estimatedWidth : estimatedHeight }
}
