/// Computed dimensions (`ComputedDimension`) stand in a section's sizes: its group's and items' (at any depth),
/// their supplementary items', and its boundary items'. A section is evaluated in the environment it is provided
/// in, before anything plans it, so the engine, the lint and the pictures only ever see numbers.
extension LayoutSection {
    /// True when some size of the section is computed from the environment.
    public var hasComputedDimensions: Bool {
        LayoutElement.group(group).hasComputedDimensions || boundarySupplementaryItems.contains { $0.size.hasComputedDimensions }
    }

    /// The section with every computed dimension evaluated in `environment`.
    ///
    /// - Throws: the first dimension without a usable value there, with its path below the section.
    public func evaluatingComputedDimensions(in environment: SectionEnvironment) throws(ComputedDimensionFault) -> LayoutSection {
        guard hasComputedDimensions else { return self }
        var section = self
        guard case .group(let evaluated) = try LayoutElement.group(group).evaluatingComputedDimensions(in: environment, path: "group") else {
            return self
        }
        section.group = evaluated
        section.boundarySupplementaryItems = try BoundarySupplementaryItem.evaluating(boundarySupplementaryItems, in: environment)
        return section
    }
}

extension ListConfiguration {
    /// The list section's own boundary items (`sectionBoundaryItems`) with their computed dimensions evaluated in
    /// `environment`.
    public func evaluatingComputedDimensions(in environment: SectionEnvironment) throws(ComputedDimensionFault) -> ListConfiguration {
        guard let items = sectionBoundaryItems, items.contains(where: { $0.size.hasComputedDimensions }) else { return self }
        var configuration = self
        configuration.sectionBoundaryItems = try BoundarySupplementaryItem.evaluating(items, in: environment)
        return configuration
    }
}

extension ProvidedSection {
    /// The provided section with its computed dimensions evaluated in `environment`.
    public func evaluatingComputedDimensions(in environment: SectionEnvironment) throws(ComputedDimensionFault) -> ProvidedSection {
        switch self {
        case .composed(let section): return .composed(try section.evaluatingComputedDimensions(in: environment))
        case .list(let configuration): return .list(try configuration.evaluatingComputedDimensions(in: environment))
        }
    }
}

extension LayoutSize {
    var hasComputedDimensions: Bool { width.computed != nil || height.computed != nil }

    /// The size with its computed dimensions evaluated; `path` is the size's own path.
    func evaluatingComputedDimensions(in environment: SectionEnvironment, path: String) throws(ComputedDimensionFault) -> LayoutSize {
        LayoutSize(
            width: try width.evaluated(in: environment, path: path + ".width"),
            height: try height.evaluated(in: environment, path: path + ".height")
        )
    }
}

extension Dimension {
    fileprivate func evaluated(in environment: SectionEnvironment, path: String) throws(ComputedDimensionFault) -> Dimension {
        guard let computed else { return self }
        do {
            return try computed.evaluate(in: environment)
        } catch {
            throw ComputedDimensionFault(path: path, expression: computed.expression.description, reason: error.text)
        }
    }
}

extension LayoutElement {
    fileprivate var hasComputedDimensions: Bool {
        switch self {
        case .item(let item):
            return item.size.hasComputedDimensions || item.supplementaryItems.contains { $0.size.hasComputedDimensions }
        case .group(let group):
            if group.size.hasComputedDimensions || group.supplementaryItems.contains(where: { $0.size.hasComputedDimensions }) { return true }
            switch group.arrangement {
            case .subitems(let elements): return elements.contains { $0.hasComputedDimensions }
            case .counted(let element, _), .repeating(let element, _): return element.hasComputedDimensions
            case .custom: return false
            }
        }
    }

    fileprivate func evaluatingComputedDimensions(in environment: SectionEnvironment, path: String) throws(ComputedDimensionFault) -> LayoutElement {
        switch self {
        case .item(var item):
            item.size = try item.size.evaluatingComputedDimensions(in: environment, path: path + ".size")
            item.supplementaryItems = try SupplementaryItem.evaluating(item.supplementaryItems, in: environment, path: path)
            return .item(item)
        case .group(var group):
            group.size = try group.size.evaluatingComputedDimensions(in: environment, path: path + ".size")
            group.supplementaryItems = try SupplementaryItem.evaluating(group.supplementaryItems, in: environment, path: path)
            switch group.arrangement {
            case .subitems(let elements):
                var evaluated: [LayoutElement] = []
                for (index, element) in elements.enumerated() {
                    evaluated.append(try element.evaluatingComputedDimensions(in: environment, path: "\(path).subitems[\(index)]"))
                }
                group.arrangement = .subitems(evaluated)
            case .counted(let element, let count):
                group.arrangement = .counted(try element.evaluatingComputedDimensions(in: environment, path: path + ".subitem"), count: count)
            case .repeating(let element, let count):
                group.arrangement = .repeating(
                    try element.evaluatingComputedDimensions(in: environment, path: path + ".repeatingSubitem"), count: count
                )
            case .custom:
                break
            }
            return .group(group)
        }
    }
}

extension SupplementaryItem {
    fileprivate static func evaluating(_ items: [SupplementaryItem], in environment: SectionEnvironment, path: String) throws(ComputedDimensionFault) -> [SupplementaryItem] {
        var evaluated = items
        for index in evaluated.indices where evaluated[index].size.hasComputedDimensions {
            evaluated[index].size = try evaluated[index].size.evaluatingComputedDimensions(in: environment, path: "\(path).supplementaryItems[\(index)].size")
        }
        return evaluated
    }
}

extension BoundarySupplementaryItem {
    fileprivate static func evaluating(_ items: [BoundarySupplementaryItem], in environment: SectionEnvironment) throws(ComputedDimensionFault) -> [BoundarySupplementaryItem] {
        var evaluated = items
        for index in evaluated.indices where evaluated[index].size.hasComputedDimensions {
            evaluated[index].size = try evaluated[index].size.evaluatingComputedDimensions(in: environment, path: "boundarySupplementaryItems[\(index)].size")
        }
        return evaluated
    }
}
