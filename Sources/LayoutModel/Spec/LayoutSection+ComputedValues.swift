/// Computed dimensions (`ComputedDimension`) stand in a section's sizes: its group's and items' (at any depth),
/// their supplementary items', and its boundary items'; computed counts (`LayoutGroup.computedCount`) and spacing
/// (`LayoutGroup.computedInterItemSpacing`) in its groups; computed insets on the section, its groups and its items
/// (`computedContentInsets`), and a computed spacing between its groups (`computedInterGroupSpacing`).
/// A section is evaluated in the environment it is provided in, before anything plans it, so the engine, the lint
/// and the pictures only ever see numbers.
extension LayoutSection {
    /// True when some size of the section is computed from the environment.
    public var hasComputedValues: Bool {
        computedContentInsets != nil || computedInterGroupSpacing != nil || LayoutElement.group(group).hasComputedValues
            || boundarySupplementaryItems.contains { $0.size.hasComputedValues }
    }

    /// The section with every computed value evaluated in `environment`.
    ///
    /// - Throws: the first value without a usable value there, with its path below the section.
    public func evaluatingComputedValues(in environment: SectionEnvironment) throws(ComputedValueFault) -> LayoutSection {
        guard hasComputedValues else { return self }
        var section = self
        section.group = try group.evaluatingComputedValues(in: environment, path: "group")
        section.boundarySupplementaryItems = try BoundarySupplementaryItem.evaluating(boundarySupplementaryItems, in: environment)
        if let insets = computedContentInsets {
            section.contentInsets = try insets.evaluate(in: environment, path: "contentInsets")
            section.computedContentInsets = nil
        }
        if let spacing = computedInterGroupSpacing {
            section.interGroupSpacing = try environment.computedValue(of: spacing, at: "interGroupSpacing", problem: SectionEnvironment.signedLengthProblem)
            section.computedInterGroupSpacing = nil
        }
        return section
    }
}

extension ListConfiguration {
    /// The list section's own boundary items (`sectionBoundaryItems`) with their computed dimensions evaluated in
    /// `environment`.
    public func evaluatingComputedValues(in environment: SectionEnvironment) throws(ComputedValueFault) -> ListConfiguration {
        guard let items = sectionBoundaryItems, items.contains(where: { $0.size.hasComputedValues }) else { return self }
        var configuration = self
        configuration.sectionBoundaryItems = try BoundarySupplementaryItem.evaluating(items, in: environment)
        return configuration
    }
}

extension ProvidedSection {
    /// The provided section with its computed dimensions evaluated in `environment`.
    public func evaluatingComputedValues(in environment: SectionEnvironment) throws(ComputedValueFault) -> ProvidedSection {
        switch self {
        case .composed(let section): return .composed(try section.evaluatingComputedValues(in: environment))
        case .list(let configuration): return .list(try configuration.evaluatingComputedValues(in: environment))
        }
    }
}

extension LayoutSize {
    var hasComputedValues: Bool { width.computed != nil || height.computed != nil }

    /// The size with its computed dimensions evaluated; `path` is the size's own path.
    func evaluatingComputedValues(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> LayoutSize {
        LayoutSize(
            width: try width.evaluated(in: environment, path: path + ".width"),
            height: try height.evaluated(in: environment, path: path + ".height")
        )
    }
}

extension Dimension {
    fileprivate func evaluated(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> Dimension {
        try computed?.evaluate(in: environment, path: path) ?? self
    }
}

extension LayoutElement {
    fileprivate var hasComputedValues: Bool {
        switch self {
        case .item(let item):
            return item.computedContentInsets != nil || item.size.hasComputedValues || item.supplementaryItems.contains { $0.size.hasComputedValues }
        case .group(let group):
            if group.computedCount != nil || group.computedContentInsets != nil || group.computedInterItemSpacing != nil || group.size.hasComputedValues
                || group.supplementaryItems.contains(where: { $0.size.hasComputedValues })
            {
                return true
            }
            switch group.arrangement {
            case .subitems(let elements): return elements.contains { $0.hasComputedValues }
            case .counted(let element, _), .repeating(let element, _): return element.hasComputedValues
            case .custom: return false
            }
        }
    }

    fileprivate func evaluatingComputedValues(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> LayoutElement {
        switch self {
        case .item(var item):
            item.size = try item.size.evaluatingComputedValues(in: environment, path: path + ".size")
            item.supplementaryItems = try SupplementaryItem.evaluating(item.supplementaryItems, in: environment, path: path)
            if let insets = item.computedContentInsets {
                item.contentInsets = try insets.evaluate(in: environment, path: path + ".contentInsets")
                item.computedContentInsets = nil
            }
            return .item(item)
        case .group(let group):
            return .group(try group.evaluatingComputedValues(in: environment, path: path))
        }
    }
}

extension LayoutGroup {
    /// The group with its size, supplementary items, subitems and count evaluated; `path` is the group's own.
    fileprivate func evaluatingComputedValues(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> LayoutGroup {
        var group = self
        group.size = try size.evaluatingComputedValues(in: environment, path: path + ".size")
        group.supplementaryItems = try SupplementaryItem.evaluating(supplementaryItems, in: environment, path: path)
        switch arrangement {
        case .subitems(let elements):
            var evaluated: [LayoutElement] = []
            for (index, element) in elements.enumerated() {
                evaluated.append(try element.evaluatingComputedValues(in: environment, path: "\(path).subitems[\(index)]"))
            }
            group.arrangement = .subitems(evaluated)
        case .counted(let element, let count):
            let evaluated = try element.evaluatingComputedValues(in: environment, path: path + ".subitem")
            group.arrangement = .counted(evaluated, count: try evaluatedCount(in: environment, path: path) ?? count)
        case .repeating(let element, let count):
            let evaluated = try element.evaluatingComputedValues(in: environment, path: path + ".repeatingSubitem")
            group.arrangement = .repeating(evaluated, count: try evaluatedCount(in: environment, path: path) ?? count)
        case .custom:
            break
        }
        group.computedCount = nil
        if let insets = computedContentInsets {
            group.contentInsets = try insets.evaluate(in: environment, path: path + ".contentInsets")
            group.computedContentInsets = nil
        }
        if let spacing = computedInterItemSpacing {
            let length = try environment.computedValue(of: spacing, at: path + ".interItemSpacing", problem: FlowExpression.problem(withLength:))
            group.interItemSpacing = interItemSpacing.withMinimum(length)
            group.computedInterItemSpacing = nil
        }
        return group
    }

    /// The computed count in `environment`, or nil when the count is a number: it must be a whole number of slots
    /// from 1 to `InputLimits.subitemsPerGroup`, as a count a spec writes must (UIKit raises an exception for 0).
    private func evaluatedCount(in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> Int? {
        guard let computedCount else { return nil }
        let limit = Int(InputLimits.subitemsPerGroup.magnitude)
        let value = try environment.computedValue(of: computedCount, at: path + ".count") { value in
            value.isFinite && value == value.rounded() && value >= 1 && value <= Double(limit)
                ? nil : "a group's count must be a whole number from 1 to \(limit) (found \(formatNumber(value)))"
        }
        return Int(value)
    }
}

extension SupplementaryItem {
    fileprivate static func evaluating(_ items: [SupplementaryItem], in environment: SectionEnvironment, path: String) throws(ComputedValueFault) -> [SupplementaryItem] {
        var evaluated = items
        for index in evaluated.indices where evaluated[index].size.hasComputedValues {
            evaluated[index].size = try evaluated[index].size.evaluatingComputedValues(in: environment, path: "\(path).supplementaryItems[\(index)].size")
        }
        return evaluated
    }
}

extension BoundarySupplementaryItem {
    fileprivate static func evaluating(_ items: [BoundarySupplementaryItem], in environment: SectionEnvironment) throws(ComputedValueFault) -> [BoundarySupplementaryItem] {
        var evaluated = items
        for index in evaluated.indices where evaluated[index].size.hasComputedValues {
            evaluated[index].size = try evaluated[index].size.evaluatingComputedValues(in: environment, path: "boundarySupplementaryItems[\(index)].size")
        }
        return evaluated
    }
}
