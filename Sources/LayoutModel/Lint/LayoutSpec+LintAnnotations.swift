extension LayoutSpec {
    /// The spec with every `interactive` and `lint` key removed, at every level of every family: what the geometry
    /// digest is taken over, since these keys move no frame and a spec that only adds them must keep its cached runs.
    public var removingLintAnnotations: LayoutSpec {
        var copy = self
        copy.lint = .none
        switch definition {
        case .compositional(var layout):
            layout.sections = layout.sections.map(\.removingLintAnnotations)
            copy.definition = .compositional(layout)
        case .flow(let layout):
            copy.definition = .flow(layout.removingLintAnnotations)
        case .adaptiveFlow(let cases):
            copy.definition = .adaptiveFlow(
                cases.map { flowCase in
                    var copy = flowCase
                    copy.layout = flowCase.layout.removingLintAnnotations
                    return copy
                }
            )
        }
        return copy
    }
}

extension FlowLayout {
    /// The layout without its sections' lint annotations.
    var removingLintAnnotations: FlowLayout {
        var layout = self
        layout.sections = sections.map { overrides in
            var copy = overrides
            copy.lint = .none
            return copy
        }
        return layout
    }
}

extension SectionDefinition {
    /// The definition without lint annotations, adaptive cases included.
    var removingLintAnnotations: SectionDefinition {
        switch self {
        case .fixed(let section): return .fixed(section.removingLintAnnotations)
        case .list(let list): return .list(list.removingLintAnnotations)
        case .adaptive(let cases):
            return .adaptive(cases.map { adaptiveCase in
                var copy = adaptiveCase
                switch adaptiveCase.section {
                case .composed(let section): copy.section = .composed(section.removingLintAnnotations)
                case .list(let list): copy.section = .list(list.removingLintAnnotations)
                }
                return copy
            })
        }
    }
}

extension ListConfiguration {
    var removingLintAnnotations: ListConfiguration {
        var copy = self
        copy.lint = .none
        return copy
    }
}

extension LayoutSection {
    var removingLintAnnotations: LayoutSection {
        var copy = self
        copy.lint = .none
        if case .group(let group) = LayoutElement.group(group).removingLintAnnotations { copy.group = group }
        return copy
    }
}

extension LayoutElement {
    /// The element and everything below it without lint annotations.
    var removingLintAnnotations: LayoutElement {
        switch self {
        case .item(var item):
            item.lint = .none
            return .item(item)
        case .group(var group):
            group.lint = .none
            switch group.arrangement {
            case .subitems(let elements): group.arrangement = .subitems(elements.map(\.removingLintAnnotations))
            case .counted(let element, let count): group.arrangement = .counted(element.removingLintAnnotations, count: count)
            case .repeating(let element, let count): group.arrangement = .repeating(element.removingLintAnnotations, count: count)
            case .custom: break
            }
            return .group(group)
        }
    }
}
