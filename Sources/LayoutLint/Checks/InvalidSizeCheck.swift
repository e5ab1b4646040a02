import LayoutModel

/// LL002: layouts UIKit logs as undefined or throws on, reported as findings instead of failing the lint.
///
/// - Flow: a cell longer across the scroll axis than its section's line, `L` of F6 and F7 (the collection view less
///   the adjusted content inset and the section insets, measured from the `sectionInsetReference`), by more than ε.
/// - Compositional: a section whose container has no room across the scroll axis after its content insets (along it,
///   for an orthogonally scrolling section: R2, R3, R22), or a group whose frame has no room on a fixed axis after its
///   content insets (R41), its size read from the section's `GroupResolution`.
struct InvalidSizeCheck {
    let context: RunContext

    func run(_ emit: (RunFinding) -> Void) {
        guard context.enabled.contains(.LL002) else { return }
        switch context.layout.spec.definition {
        case .flow, .adaptiveFlow:
            // The layout the engine planned in the run's environment: an adaptive flow layout's case there.
            if let flow = context.layout.spec.definition.flowLayout(in: context.run.environment)?.layout { checkFlow(flow, emit) }
        case .compositional(let layout): checkSections(layout, emit)
        }
    }

    private func checkFlow(_ flow: FlowLayout, _ emit: (RunFinding) -> Void) {
        let bands = FlowLineBands(flow: flow, environment: context.run.environment)
        let cross = bands.crossAxis
        let epsilon = context.geometry.epsilon
        var lines: [Int: Double] = [:]
        context.run.result.elements.withColumns { columns in
            for index in 0..<columns.count where columns.category[index] == ElementCategory.cell.rawValue && !columns.hidden[index] {
                let section = Int(columns.section[index])
                let line = lines[section] ?? bands.lineBand(sectionInset: flow.parameters(forSection: section).sectionInset).length
                lines[section] = line
                let length = cross == .horizontal ? columns.width[index] : columns.height[index]
                guard length > line + epsilon else { continue }
                let item = Int(columns.item[index])
                let source = context.section(section).cellSource(item: item)
                guard context.checks(.LL002, at: source) else { continue }
                emit(RunFinding(rule: .LL002, severity: .error, element: ElementKey(category: .cell, section: section, item: item),
                                source: source, detail: .itemLongerThanLine(length: length, line: line, axis: cross)))
            }
        }
    }

    private func checkSections(_ layout: CompositionalLayout, _ emit: (RunFinding) -> Void) {
        let environment = context.run.environment
        let axis = context.geometry.axis
        for geometry in context.run.result.sections {
            guard let provided = context.provenance.provided(layout, section: geometry.index, in: environment),
                case .composed(let section) = provided.section
            else { continue }
            let sources = context.section(geometry.index)
            guard context.checks(.LL002, at: sources.sectionSource) else { continue }
            let orthogonal = section.orthogonalScrollingBehavior != .none
            let reference = environment.insets(for: section.contentInsetsReference ?? layout.configuration.contentInsetsReference)
            let checked = orthogonal ? axis : axis.crossing
            let length = orthogonal ? context.geometry.bounds[axis] : context.geometry.bounds[checked] - reference.total(along: checked)
            let insets = section.contentInsets.total(along: checked)
            if length - insets <= 0 {
                emit(RunFinding(rule: .LL002, severity: .error, element: .section(geometry.index), source: sources.sectionSource,
                                detail: .noRoom(group: nil, length: length, insets: insets, axis: checked)))
                continue
            }
            guard let resolution = context.run.groupResolutions[geometry.index] else { continue }
            if let group = Self.groupWithoutRoom(section.group, relative: SpecNodePath([.key("group")]), resolution: resolution) {
                let path = provided.path.appending(group.relative)
                let source = context.sources.group(path: path, inheritance: SourceInheritance(interactive: nil, disabled: context.sources[sources.sectionSource].disabled))
                emit(RunFinding(rule: .LL002, severity: .error, element: .section(geometry.index), source: source,
                                detail: .noRoom(group: path.description, length: group.length, insets: group.insets, axis: group.axis)))
            }
        }
    }

    /// The first group of the tree, depth first, whose resolved frame leaves no room on a fixed axis after its
    /// content insets. Custom groups place their frames regardless of insets (R17).
    static func groupWithoutRoom(_ group: LayoutGroup, relative: SpecNodePath, resolution: GroupResolution)
        -> (relative: SpecNodePath, length: Double, insets: Double, axis: Axis)?
    {
        if group.kind != .custom, let size = resolution.resolvedSizes[relative.nodeName] {
            for axis in [Axis.horizontal, .vertical] where !group.size[axis].isEstimated {
                let insets = group.contentInsets.total(along: axis)
                if size[axis] - insets <= 0 { return (relative, size[axis], insets, axis) }
            }
        }
        let children: [(LayoutElement, SpecNodePath)]
        switch group.arrangement {
        case .subitems(let elements): children = elements.enumerated().map { ($1, relative.appending("subitems").appending(index: $0)) }
        case .counted(let element, _): children = [(element, relative.appending("subitem"))]
        case .repeating(let element, _): children = [(element, relative.appending("repeatingSubitem"))]
        case .custom: children = []
        }
        for (child, path) in children {
            if case .group(let nested) = child, let found = groupWithoutRoom(nested, relative: path, resolution: resolution) { return found }
        }
        return nil
    }
}
