import LayoutModel

/// An item-dependent expression (`sizeForItemAt`) compiled once per section for evaluating item after item:
/// postfix instructions over numbered name slots. The bounds, safe area and section are filled in once; per
/// item only `item` and the dataset fields the expression names are, so a million evaluations cost a short loop
/// each instead of a tree walk with a name lookup at every leaf.
///
/// It evaluates in the same order as `FlowExpression.evaluate` (left operand, right operand, operator), so it
/// stops at the same fault, and checks the result as `FlowValueResolver` does.
struct FlowItemExpression {
    private enum Instruction {
        case constant(Double)
        case name(Int)
        case negate
        case apply(FlowOperator)
        case call(FlowFunction)
        case round(FlowRounding)
    }

    let expression: FlowExpression
    let section: Int
    let path: String
    private let values: FlowValueResolver
    private let instructions: [Instruction]
    /// Each slot's name, and its value (nil: none here).
    private let names: [String]
    private var slots: [Double?]
    private let itemSlot: Int?
    private let fieldSlots: [(slot: Int, name: String)]
    private var stack: [Double]
    /// A plain number that is a usable size, returned as it is (one that is not is reported by the loop).
    private let usableConstant: Double?

    /// True when the expression names dataset fields, so each item's record is needed.
    var readsRecord: Bool { !fieldSlots.isEmpty }

    init(_ expression: FlowExpression, section: Int, path: String, values: FlowValueResolver) {
        self.expression = expression
        self.section = section
        self.path = path
        self.values = values
        var names: [String] = []
        var slotOf: [String: Int] = [:]
        var instructions: [Instruction] = []
        // Post-order: a parsed expression is at most `FlowExpression.maximumDepth` deep.
        func compile(_ node: FlowExpression) {
            switch node {
            case .number(let value):
                instructions.append(.constant(value))
            case .name(let name):
                let slot = slotOf[name] ?? names.count
                if slot == names.count {
                    slotOf[name] = slot
                    names.append(name)
                }
                instructions.append(.name(slot))
            case .negation(let operand):
                compile(operand)
                instructions.append(.negate)
            case .operation(let lhs, let op, let rhs):
                compile(lhs)
                compile(rhs)
                instructions.append(.apply(op))
            case .call(let function, let lhs, let rhs):
                compile(lhs)
                compile(rhs)
                instructions.append(.call(function))
            case .rounding(let rounding, let operand):
                compile(operand)
                instructions.append(.round(rounding))
            }
        }
        compile(expression)
        self.instructions = instructions
        self.names = names
        slots = names.map { values.builtInValue(of: $0, section: section) }
        itemSlot = slotOf[FlowExpression.itemName]
        fieldSlots = names.enumerated().filter { !FlowExpression.builtInNames.contains($0.element) }.map { ($0.offset, $0.element) }
        usableConstant = expression.constantValue.flatMap { FlowExpression.problem(withLength: $0) == nil ? $0 : nil }
        // As deep as the instructions are many, at most: one slot each.
        stack = [Double](repeating: 0, count: instructions.count)
    }

    /// The value for item `item`, whose dataset record is `record`: finite and not negative, or an error naming
    /// the section, the item, the path and the expression.
    mutating func value(item: Int, record: (any PredicateEnvironment)?) throws(LayoutError) -> Double {
        if let usableConstant { return usableConstant }
        if let itemSlot { slots[itemSlot] = Double(item) }
        for field in fieldSlots { slots[field.slot] = record?.value(named: field.name).arithmeticValue }
        switch run() {
        case .value(let value):
            if let reason = FlowExpression.problem(withLength: value) { throw fault(item: item, reason) }
            return value
        case .unknownName(let slot):
            throw fault(item: item, values.unknownNameReason(names[slot], item: item, record: record))
        case .divisionByZero:
            throw fault(item: item, FlowExpressionError.divisionByZero.description)
        }
    }

    private enum Outcome {
        case value(Double)
        case unknownName(slot: Int)
        case divisionByZero
    }

    /// Runs the instructions over the current slots: the hot loop, on plain memory.
    private mutating func run() -> Outcome {
        instructions.withUnsafeBufferPointer { code in
            slots.withUnsafeBufferPointer { slots in
                stack.withUnsafeMutableBufferPointer { stack in
                    var top = -1
                    for instruction in code {
                        switch instruction {
                        case .constant(let value):
                            top += 1
                            stack[top] = value
                        case .name(let slot):
                            guard let value = slots[slot] else { return .unknownName(slot: slot) }
                            top += 1
                            stack[top] = value
                        case .negate:
                            stack[top] = -stack[top]
                        case .apply(let op):
                            let rhs = stack[top]
                            top -= 1
                            switch op {
                            case .add: stack[top] += rhs
                            case .subtract: stack[top] -= rhs
                            case .multiply: stack[top] *= rhs
                            case .divide:
                                guard rhs != 0 else { return .divisionByZero }
                                stack[top] /= rhs
                            }
                        case .call(let function):
                            let rhs = stack[top]
                            top -= 1
                            stack[top] = function.apply(stack[top], rhs)
                        case .round(let rounding):
                            stack[top] = rounding.apply(stack[top])
                        }
                    }
                    return .value(stack[top])
                }
            }
        }
    }

    private func fault(item: Int, _ reason: String) -> LayoutError {
        .invalidValue(section: section, item: item, path: path, expression: expression.description, reason: reason)
    }
}
