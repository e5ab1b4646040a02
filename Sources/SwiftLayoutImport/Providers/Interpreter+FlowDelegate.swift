import LayoutModel
import SwiftSyntax

/// Turns the `UICollectionViewDelegateFlowLayout` methods into the flow spec: each method runs for section 0,
/// 1, 2, … (its `section`, or its `indexPath.section`, a number; `indexPath.item` the spec's name `item`) until
/// its answers settle, as a section provider's do (`Interpreter+SectionProvider.swift`). The settled answer is
/// the layout's value, and each earlier section that answers otherwise gets an entry of `sections`.
extension Interpreter {
    /// One delegate answer, as the spec holds it.
    private enum FlowAnswer: Hashable {
        case size(FlowSize)
        case insets(FlowInsets)
        case number(FlowExpression)
    }

    /// Reads every delegate method into `flow`; returns the signatures read, in file order.
    func readDelegate(
        _ methods: [FunctionDeclSyntax], into flow: inout FlowLayout, collectionView: SwiftValue, layout: SwiftValue, context: EvaluationContext
    ) throws -> [String] {
        var read: [String] = []
        var seen: Set<FlowAPI.DelegateMethod> = []
        for method in methods {
            let labels = method.signature.parameterClause.parameters.argumentLabels
            guard let label = labels.last ?? nil, let kind = FlowAPI.DelegateMethod(rawValue: label) else {
                record(
                    method.name, "`\(Callable.signature(name: method.name.text, labels: labels))` is not a UICollectionViewDelegateFlowLayout method the importer reads",
                    hint: "it reads " + FlowAPI.DelegateMethod.allCases.map(\.signature).joined(separator: ", ")
                )
                continue
            }
            guard seen.insert(kind).inserted else { continue }
            let answers = try answers(of: method, kind, collectionView: collectionView, layout: layout, context: context)
            guard faults.isEmpty else { return read }
            apply(answers.perSection, settled: answers.settled, of: kind, to: &flow)
            read.append(kind.signature)
        }
        while let last = flow.sections.last, last.isEmpty { flow.sections.removeLast() }
        return read
    }

    /// The method's answer for each section until they settle (`settled` is then the answer for every later
    /// section), or until the method has no answer (an array indexed by the section runs out, or the app would
    /// crash: it has no more sections).
    private func answers(
        of method: FunctionDeclSyntax, _ kind: FlowAPI.DelegateMethod, collectionView: SwiftValue, layout: SwiftValue, context: EvaluationContext
    ) throws -> (perSection: [FlowAnswer], settled: FlowAnswer?) {
        let callable = Callable(function: method, context: context, fileScope: fileScope)
        sectionIndexProbes = SectionIndexProbes()
        var answers: [FlowAnswer] = []
        var equalRun = 0
        for sectionIndex in 0..<Self.maximumSections {
            var index = NumberValue.integer(sectionIndex)
            index.isSectionIndex = true
            let arguments = [
                Argument(label: nil, value: collectionView, node: Syntax(method)), Argument(label: "layout", value: layout, node: Syntax(method)),
                Argument(label: kind.rawValue, value: kind.isPerItem ? .indexPath(section: index) : .number(index), node: Syntax(method)),
            ]
            let value: SwiftValue
            do {
                value = try invoke(callable, arguments, at: method.name)
            } catch EvaluationStop.sectionIndexOutOfRange where sectionIndex > 0 {
                return (answers, nil)
            } catch EvaluationStop.sectionIndexOutOfRange {
                throw stop(method.name, "`\(kind.signature)` has no answer for section 0")
            } catch EvaluationStop.crash(_) where sectionIndex > 0 {
                return (answers, nil)
            }
            let answer = try self.answer(value, kind, at: method)
            if !faults.isEmpty { return (answers + [answer], nil) }
            equalRun = answer == answers.last ? equalRun + 1 : 0
            answers.append(answer)
            let lastDistinguished = Int(sectionIndexProbes.largest ?? -1) + 1
            if equalRun > 0, sectionIndex > lastDistinguished, !sectionIndexProbes.usedInArithmetic || equalRun >= Self.settledRunAfterArithmetic {
                return (Array(answers.dropLast(equalRun + 1)), answer)
            }
        }
        throw stop(
            method.name, "`\(kind.signature)` still gives new answers at section \(Self.maximumSections - 1)",
            hint: "a flow spec gives every section past its last entry the layout's value: make the method settle on one answer, such as a `default:` case"
        )
    }

    private func answer(_ value: SwiftValue, _ kind: FlowAPI.DelegateMethod, at method: FunctionDeclSyntax) throws -> FlowAnswer {
        let argument = Argument(label: nil, value: value, node: Syntax(method.name), role: "the answer of `\(kind.signature)`")
        switch kind.property {
        case .itemSize, .headerReferenceSize, .footerReferenceSize: return .size(try flowSize(argument))
        case .sectionInset: return .insets(try flowInsets(argument))
        case .minimumLineSpacing, .minimumInteritemSpacing: return .number(try flowExpression(argument))
        }
    }

    /// The settled answer becomes the layout's value (the delegate replaces the property for every section);
    /// each section before it that answers otherwise overrides it.
    private func apply(_ answers: [FlowAnswer], settled: FlowAnswer?, of kind: FlowAPI.DelegateMethod, to flow: inout FlowLayout) {
        if let settled { set(settled, kind.property, in: &flow) }
        let layoutValue = settled ?? value(of: kind.property, in: flow)
        for (section, answer) in answers.enumerated() where answer != layoutValue {
            while flow.sections.count <= section { flow.sections.append(FlowSectionOverrides()) }
            switch (kind.property, answer) {
            case (.itemSize, .size(let size)): flow.sections[section].itemSize = size
            case (.headerReferenceSize, .size(let size)): flow.sections[section].headerReferenceSize = size
            case (.footerReferenceSize, .size(let size)): flow.sections[section].footerReferenceSize = size
            case (.sectionInset, .insets(let insets)): flow.sections[section].sectionInset = insets
            case (.minimumLineSpacing, .number(let spacing)): flow.sections[section].minimumLineSpacing = spacing
            case (.minimumInteritemSpacing, .number(let spacing)): flow.sections[section].minimumInteritemSpacing = spacing
            default: break
            }
        }
    }

    private func set(_ answer: FlowAnswer, _ property: FlowSectionProperty, in flow: inout FlowLayout) {
        switch (property, answer) {
        case (.itemSize, .size(let size)): flow.itemSize = size
        case (.headerReferenceSize, .size(let size)): flow.headerReferenceSize = size
        case (.footerReferenceSize, .size(let size)): flow.footerReferenceSize = size
        case (.sectionInset, .insets(let insets)): flow.sectionInset = insets
        case (.minimumLineSpacing, .number(let spacing)): flow.minimumLineSpacing = spacing
        case (.minimumInteritemSpacing, .number(let spacing)): flow.minimumInteritemSpacing = spacing
        default: break
        }
    }

    private func value(of property: FlowSectionProperty, in flow: FlowLayout) -> FlowAnswer {
        switch property {
        case .itemSize: return .size(flow.itemSize)
        case .headerReferenceSize: return .size(flow.headerReferenceSize)
        case .footerReferenceSize: return .size(flow.footerReferenceSize)
        case .sectionInset: return .insets(flow.sectionInset)
        case .minimumLineSpacing: return .number(flow.minimumLineSpacing)
        case .minimumInteritemSpacing: return .number(flow.minimumInteritemSpacing)
        }
    }
}
