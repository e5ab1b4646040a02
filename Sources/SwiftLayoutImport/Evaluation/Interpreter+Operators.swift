import LayoutModel
import SwiftSyntax

extension Interpreter {
    /// Evaluates a folded operator expression.
    func evaluate(_ folded: FoldedExpression, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        switch folded {
        case .operand(let expression):
            return try evaluate(expression, scope, context)
        case .infix(let op, let node, let lhs, let rhs):
            if op == "&&" || op == "||" { return try logical(op, lhs, rhs, scope, context) }
            let left = try evaluate(lhs, scope, context)
            if op == "??" {
                if case .null = left { return try evaluate(rhs, scope, context) }
                return left
            }
            let right = try evaluate(rhs, scope, context)
            return try applyInfix(op, left, right, at: node)
        case .ternary(let condition, let then, let otherwise):
            if try decide(try evaluate(condition, scope, context), at: Self.anchor(of: condition)) {
                return try evaluate(then, scope, context)
            }
            return try evaluate(otherwise, scope, context)
        case .cast(let operand, let type):
            let value = try evaluate(operand, scope, context)
            if value.unevaluable != nil, let stop = customLayoutCast(type) { throw stop }
            return try convert(value, toType: type)
        case .typeCheck(_, _, let node):
            throw stop(node, "type checks (`is`) are not evaluated")
        case .assignment(let op, let node, let target, let value):
            guard case .operand(let targetExpression) = target else { throw stop(node, "cannot assign to this expression") }
            if op == "=", targetExpression.is(DiscardAssignmentExprSyntax.self) {
                // `_ = NewsResolver.shared`: the value is computed, as a statement's would be, and dropped.
                if case .operand(let expression) = value, let call = expression.as(FunctionCallExprSyntax.self) {
                    _ = try evaluateCall(call, scope, context, asStatement: true)
                } else {
                    _ = try evaluate(value, scope, context)
                }
                return .void
            }
            if op == "=", let member = targetExpression.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
                // The base once: `$0.decelerationRate = UIScrollView.DecelerationRate.fast` sets a property of the
                // collection view that moves no frame, whose value is not read (it may be anything UIKit has).
                let base = try evaluate(baseExpression, scope, context)
                if case .collectionView = base, !FlowAPI.collectionViewValuesRead.contains(member.declName.baseName.text) {
                    _ = try setFlowProperty(member.declName.baseName.text, of: base, to: Argument(label: nil, value: .void, node: Syntax(member)), at: member)
                    return .void
                }
                try assign(member, of: base, try evaluate(value, scope, context), scope, context)
                return .void
            }
            var newValue = try evaluate(value, scope, context)
            if op != "=" {
                newValue = try applyInfix(op, try evaluate(targetExpression, scope, context), newValue, at: node)
            }
            try assign(targetExpression, newValue, scope, context)
            return .void
        }
    }

    /// `layout as? GridLayout`, where the layout is one the importer does not know and `GridLayout` is a layout class
    /// of the files: the code configures the app's own layout, whose overrides place the items (SwiftImport.md,
    /// Refused, and why). Named as such, rather than blamed on the unknown value.
    private func customLayoutCast(_ type: TypeSyntax) -> EvaluationStop? {
        let typeName = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        guard let typeName, let superclass = index.layoutSuperclass(of: typeName, near: type) else { return nil }
        return stop(
            type, "`\(typeName)` is a custom layout (a subclass of \(superclass)), which the importer does not read: its overrides can place items anywhere",
            hint: "describe the layout in a spec, or build it from UIKit's flow or compositional layout"
        )
    }

    /// The first operand's node, where a message about a whole folded expression points.
    static func anchor(of folded: FoldedExpression) -> Syntax {
        switch folded {
        case .operand(let expression): return Syntax(expression)
        case .infix(_, _, let lhs, _), .ternary(let lhs, _, _), .cast(let lhs, _), .typeCheck(let lhs, _, _),
            .assignment(_, _, let lhs, _):
            return anchor(of: lhs)
        }
    }

    /// `&&` and `||`, short-circuiting as Swift does.
    private func logical(_ op: String, _ lhs: FoldedExpression, _ rhs: FoldedExpression, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        let left = try condition(try evaluate(lhs, scope, context), at: Self.anchor(of: lhs))
        if case .bool(let flag) = left {
            if op == "&&" && !flag { return .bool(false) }
            if op == "||" && flag { return .bool(true) }
            let right = try condition(try evaluate(rhs, scope, context), at: Self.anchor(of: rhs))
            if case .bool = right { return right }
            if right.unevaluable != nil { return right }
            throw stop(Self.anchor(of: rhs), "`\(op)` needs conditions on both sides, found \(right.kindDescription)")
        }
        if left.unevaluable != nil { return left }
        throw stop(Self.anchor(of: lhs), "`\(op)` needs conditions on both sides, found \(left.kindDescription)")
    }

    /// An unknown value the code compares with a case (`traitCollection.userInterfaceStyle == .dark`): `--assume`
    /// gives it a case, not true or false.
    static func offerCase(_ member: ImplicitMember, for unknown: inout Unevaluable) {
        guard unknown.isAssumable, unknown.hint == nil, member.arguments == nil else { return }
        let name = unknown.expression.filter { !$0.isWhitespace }
        unknown.hint = (unknown.missingDeclaration.map { "import the file that declares `\($0)` with this one, or " } ?? "")
            + "give it a value with --assume \(name)=\(member.name) (a case of its type, as the code compares it with .\(member.name))"
    }

    /// `bounds.width > 0`, a guard against a view not laid out yet: a length of the container (the collection view's
    /// `width` or `height`, the container's own) compared with zero is decided, as every environment the catalog computes
    /// has a positive size. Nil for any other comparison.
    private func comparedWithZero(_ comparison: ComparisonOperator, _ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) -> Bool? {
        func isContainerLength(_ value: SwiftValue) -> Bool {
            guard case .flowValue(let symbol) = value else { return false }
            return ["width", "height", "contentSize.width", "contentSize.height"].contains(symbol.expression.description)
        }
        func isZero(_ value: SwiftValue) -> Bool {
            if case .number(let number) = value { return number.value == 0 }
            return false
        }
        let holds: Bool
        if isContainerLength(lhs), isZero(rhs) {
            holds = comparison.holds(.integer(1), .integer(0))
        } else if isContainerLength(rhs), isZero(lhs) {
            holds = comparison.holds(.integer(0), .integer(1))
        } else {
            return nil
        }
        note(node.parent ?? node, "a length of the container compared with zero is \(holds): every environment has a positive size")
        return holds
    }

    /// A flag trait (`isAccessibilityCategory`) decided where a condition is needed; any other value as it is.
    func condition(_ value: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        guard case .trait(let reading) = value else { return value }
        return .bool(try decideFlag(reading, at: node))
    }

    /// A binary operator applied to two evaluated values.
    func applyInfix(_ op: String, _ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) throws -> SwiftValue {
        var lhs = lhs
        var rhs = rhs
        if let comparison = ComparisonOperator(rawValue: op) {
            if case .trait(let reading) = lhs { return try compareTrait(reading, comparison, rhs, at: node) }
            if case .trait(let reading) = rhs { return try compareTrait(reading, comparison.mirrored, lhs, at: node) }
        }
        if let comparison = ComparisonOperator(rawValue: op) {
            if let decided = comparedWithZero(comparison, lhs, rhs, at: node) { return .bool(decided) }
            if let decided = try decideDerivedLength(comparison, lhs, rhs, at: node) { return .bool(decided) }
            // A section environment's length compares only as the effective size scaled and offset (`.symbolic`), or
            // computed from it alone as `decideDerivedLength` reads.
            for case .flowValue(let symbol) in [lhs, rhs] where symbol.space == .sectionEnvironment && assumedNumber(symbol) == nil {
                return .unevaluable(uncomparable(symbol, at: node.parent ?? node))
            }
            // A flow spec has no conditions: a comparison of its names needs `--assume` values.
            lhs = concrete(lhs, use: "a comparison (`\(op)`)", at: node.parent ?? node)
            rhs = concrete(rhs, use: "a comparison (`\(op)`)", at: node.parent ?? node)
        }
        if op == "==" || op == "!=", let same = try orientationComparison(lhs, rhs, at: node) { return .bool(same == (op == "==")) }
        if var unknown = lhs.unevaluable ?? rhs.unevaluable {
            if op == "+", let text = registrationConcatenation(lhs, rhs, at: node) { return text }
            unknown.reading = nil  // A field compared or computed with is no longer the field.
            if op == "==" || op == "!=", case .implicitMember(let member) = (lhs.unevaluable == nil ? lhs : rhs) {
                Self.offerCase(member, for: &unknown)
            }
            return .unevaluable(unknown)
        }
        if op == "===" || op == "!==", let same = try equal(lhs, rhs, at: node) { return .bool(same == (op == "===")) }
        if let arithmetic = ArithmeticOperator(rawValue: op) { return try arithmeticResult(arithmetic, lhs, rhs, at: node) }
        if ["<<", ">>", "&", "|", "^"].contains(op), case .number(let a) = lhs, case .number(let b) = rhs {
            // Integer bit operations (`1 << 3` in an OptionSet's raw values), as Swift computes them on `Int`.
            let x = try int(a, at: node)
            let y = try int(b, at: node)
            let result: Int
            switch op {
            case "<<": result = y >= 0 && y < Int.bitWidth ? x << y : 0
            case ">>": result = y >= 0 && y < Int.bitWidth ? x >> y : (x < 0 ? -1 : 0)
            case "&": result = x & y
            case "|": result = x | y
            default: result = x ^ y
            }
            return .number(.integer(result))
        }
        if let comparison = ComparisonOperator(rawValue: op) { return try comparisonResult(comparison, lhs, rhs, at: node) }
        if op == "..<" || op == "...", case .number(let low) = lhs, case .number(let high) = rhs {
            let lower = try int(low, at: node)
            let last = try int(high, at: node)
            guard op == "..<" || last < Int.max else { throw crash(node, "the range \(lower)...\(last) cannot be formed: its end is past Int.max (the app would crash here)") }
            let upper = last + (op == "..." ? 1 : 0)
            guard lower <= upper else { throw crash(node, "the range \(lower)\(op)\(last) is empty the wrong way round (the app would crash here)") }
            return .range(lower..<upper)
        }
        throw stop(node, "the operator `\(op)` is not evaluated on \(lhs.kindDescription) and \(rhs.kindDescription)")
    }

    private func arithmeticResult(_ op: ArithmeticOperator, _ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) throws -> SwiftValue {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            if a.isSectionIndex || b.isSectionIndex { sectionIndexProbes.usedInArithmetic = true }
            do {
                return .number(try op.apply(a, b))
            } catch {
                throw crash(node, error.message)
            }
        case (.symbolic(var length), .number(let number)):
            switch op {
            case .add: length.offset += number.value
            case .subtract: length.offset -= number.value
            case .multiply:
                length.scale *= number.value
                length.offset *= number.value
            case .divide:
                length.scale /= number.value
                length.offset /= number.value
            case .remainder: return try flowArithmetic(.symbol(length.symbol), op, .number(number), at: node)
            }
            length.tree = .operation(length.tree, FlowOperator(rawValue: op.rawValue)!, .number(number.value))
            return .symbolic(length)
        case (.number(let number), .symbolic(var length)):
            switch op {
            case .add: length.offset += number.value
            case .subtract:
                length.scale = -length.scale
                length.offset = number.value - length.offset
            case .multiply:
                length.scale *= number.value
                length.offset *= number.value
            case .divide, .remainder: return try flowArithmetic(.number(number), op, .symbol(length.symbol), at: node)
            }
            length.tree = .operation(.number(number.value), FlowOperator(rawValue: op.rawValue)!, length.tree)
            return .symbolic(length)
        case (.symbolic(let a), .symbolic(let b)):
            return try flowArithmetic(.symbol(a.symbol), op, .symbol(b.symbol), at: node)
        case (.symbolic(let a), .flowValue(let b)):
            return try flowArithmetic(.symbol(a.symbol), op, .symbol(b), at: node)
        case (.flowValue(let a), .symbolic(let b)):
            return try flowArithmetic(.symbol(a), op, .symbol(b.symbol), at: node)
        case (.flowValue(let a), .number(let b)):
            return try flowArithmetic(.symbol(a), op, .number(b), at: node)
        case (.number(let a), .flowValue(let b)):
            return try flowArithmetic(.number(a), op, .symbol(b), at: node)
        case (.flowValue(let a), .flowValue(let b)):
            return try flowArithmetic(.symbol(a), op, .symbol(b), at: node)
        case (.string(let a), .string(let b)) where op == .add:
            try checkSize(a.utf8.count + b.utf8.count, of: "a string", at: node)
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == .add:
            try checkSize(a.count + b.count, of: "an array", at: node)
            return .array(a + b)
        default:
            throw stop(node, "`\(op.rawValue)` is not evaluated on \(lhs.kindDescription) and \(rhs.kindDescription)")
        }
    }

    private func comparisonResult(_ op: ComparisonOperator, _ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) throws -> SwiftValue {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            noteSectionIndexComparison(a, b)
            return .bool(op.holds(a, b))
        case (.symbolic(let length), .number(let number)):
            return .bool(try decideContainer(length, op, number.value, at: node))
        case (.number(let number), .symbolic(let length)):
            return .bool(try decideContainer(length, op.mirrored, number.value, at: node))
        case (.symbolic(let a), .symbolic(let b)):
            return .bool(try decideContainer(a, op, b, at: node))
        case (.string(let a), .string(let b)) where op != .equal && op != .notEqual:
            return .bool(op.holds(a, b))
        default:
            guard op == .equal || op == .notEqual, let same = try equal(lhs, rhs, at: node) else {
                throw stop(node, "`\(op.rawValue)` is not evaluated on \(lhs.kindDescription) and \(rhs.kindDescription)")
            }
            return .bool(op == .equal ? same : !same)
        }
    }

    /// A length of the section environment that a condition cannot compare: the container's `contentSize` or
    /// `effectiveContentInsets`, or the effective content size after arithmetic beyond scaling and offsetting.
    private func uncomparable(_ symbol: FlowSymbol, at node: Syntax) -> Unevaluable {
        let reading = symbol.readings.first
        let code = reading?.code ?? SourceMap.quote(node)
        let reason: String
        let assume = "--assume \(code.filter { !$0.isWhitespace })=NUMBER"
        var hint = "give it one value with " + assume
        if case .name(let name) = symbol.expression {
            let parts = name.split(separator: ".").map(String.init)
            reason = "adaptive sections compare the effective content size, not `\(parts[0])`"
            if parts[0] == "contentSize", parts.count == 2 {
                hint = "read `container.effectiveContentSize.\(parts[1])` instead, or give one value with " + assume
            }
        } else {
            reason = "it is compared after arithmetic a condition cannot say (`\(symbol.expression)`): conditions compare the effective content size, scaled and offset (`width / 2 - 8 > 400`), or a number computed from it that only grows or only shrinks with it, by `<`, `<=`, `>` or `>=` (`Int(width / 150) > 2`)"
        }
        return Unevaluable(expression: code, position: reading?.position ?? map.position(of: node), reason: reason, isAssumable: true, hint: hint)
    }

    private func noteSectionIndexComparison(_ a: NumberValue, _ b: NumberValue) {
        if a.isSectionIndex && !b.isSectionIndex { sectionIndexProbes.note(comparedWith: b.integerValue) }
        if b.isSectionIndex && !a.isSectionIndex { sectionIndexProbes.note(comparedWith: a.integerValue) }
    }

    /// `scale × width + offset  op  value`, decided by the width case explorer (one adaptive case per outcome).
    private func decideContainer(_ length: SymbolicLength, _ op: ComparisonOperator, _ value: Double, at node: Syntax) throws -> Bool {
        guard traitCases != nil else {
            throw stop(node, "the container size is compared outside a section provider")
        }
        if length.scale == 0 { return op.holds(length.offset, value) }
        let threshold = (value - length.offset) / length.scale
        let normalized = length.scale < 0 ? op.mirrored : op
        return traitCases!.decide(length.variable, normalized, threshold, code: length.expression, at: length.position)
    }

    /// The container's width compared with its height (`effectiveContentSize.width < effectiveContentSize.height`,
    /// a container held upright): a condition on the two, as a spec writes it (`width < height`). Either side after
    /// arithmetic is refused: conditions compare the two lengths as they are.
    private func decideContainer(_ lhs: SymbolicLength, _ op: ComparisonOperator, _ rhs: SymbolicLength, at node: Syntax) throws -> Bool {
        guard traitCases != nil else {
            throw stop(node, "the container size is compared outside a section provider")
        }
        guard lhs.tree == .name(lhs.variable), rhs.tree == .name(rhs.variable) else {
            throw stop(
                node, "`\(op.rawValue)` compares the container's lengths after arithmetic (`\(lhs.tree) \(op.rawValue) \(rhs.tree)`), which a condition cannot say",
                hint: "conditions compare the width with a number or with the height as they are (`width < height`)"
            )
        }
        if lhs.variable == rhs.variable { return op.holds(0, 0) }
        return traitCases!.decide(lhs.variable, op, rhs.variable, code: SourceMap.quote(node), at: map.position(of: node))
    }

    /// `Int((width / 265).rounded()) > 0`: a number computed from the container's effective width (or height) alone,
    /// compared with a number, decided as the threshold on the length where the comparison changes
    /// (`MonotonicThreshold`), so the condition holds for exactly the lengths the code's comparison does. Nil where that
    /// does not apply.
    private func decideDerivedLength(_ op: ComparisonOperator, _ lhs: SwiftValue, _ rhs: SwiftValue, at node: Syntax) throws -> Bool? {
        guard traitCases != nil else { return nil }
        let symbol: FlowSymbol
        let number: Double
        let comparison: ComparisonOperator
        switch (lhs, rhs) {
        case (.flowValue(let derived), .number(let value)): (symbol, number, comparison) = (derived, value.value, op)
        case (.number(let value), .flowValue(let derived)): (symbol, number, comparison) = (derived, value.value, op.mirrored)
        default: return nil
        }
        // In a flow layout's code the lengths are the collection view's (`UIScreen.main.bounds.width` read as its width),
        // which an adaptive flow layout's conditions compare as `width` and `height`.
        guard assumedNumber(symbol) == nil, symbol.expression.names.count == 1,
            let variable = symbol.expression.names.first, variable == "width" || variable == "height",
            let outcome = MonotonicThreshold.outcome(of: symbol.expression, comparison, number, variable: variable, upTo: InputLimits.length.magnitude)
        else { return nil }
        switch outcome {
        case .always(let holds):
            return holds
        case .threshold(let thresholdOperator, let threshold):
            let reading = symbol.readings.first
            let comparisonNode = node.parent ?? node
            return traitCases!.decide(
                variable, thresholdOperator, threshold, code: reading?.code ?? SourceMap.quote(comparisonNode), at: reading?.position ?? map.position(of: comparisonNode)
            )
        }
    }

    /// Swift's `==` on the values the importer knows; nil when the two cannot be compared.
    func equal(_ lhs: SwiftValue, _ rhs: SwiftValue, at node: some SyntaxProtocol) throws -> Bool? {
        guard lhs.isFlowValue || rhs.isFlowValue else { return try equalValues(lhs, rhs, at: node) }
        // `case 0:` on `indexPath.item`: a flow spec has no conditions, so only `--assume` values compare.
        let left = concrete(lhs, use: "a comparison", at: node)
        let right = concrete(rhs, use: "a comparison", at: node)
        if let unknown = left.unevaluable ?? right.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
        return try equalValues(left, right, at: node)
    }

    /// An orientation compared with one of its cases (`Interpreter.orientationEquals`); nil for other values.
    private func orientationComparison(_ lhs: SwiftValue, _ rhs: SwiftValue, at node: some SyntaxProtocol) throws -> Bool? {
        switch (lhs, rhs) {
        case (.unevaluable(let unknown), .implicitMember(let member)), (.implicitMember(let member), .unevaluable(let unknown)):
            return orientationEquals(unknown, member, at: node)
        default:
            return nil
        }
    }

    private func equalValues(_ lhs: SwiftValue, _ rhs: SwiftValue, at node: some SyntaxProtocol) throws -> Bool? {
        if let same = try orientationComparison(lhs, rhs, at: node) { return same }
        switch (lhs, rhs) {
        case (.trait(let reading), _), (_, .trait(let reading)):
            // `case .compact:` of a `switch` on a size class: a decision on the trait, as `==` is.
            let other = lhs.isTrait ? rhs : lhs
            guard case .bool(let same) = try compareTrait(reading, .equal, other, at: Syntax(node)) else { return nil }
            return same
        case (.number(let a), .number(let b)):
            noteSectionIndexComparison(a, b)
            return ComparisonOperator.equal.holds(a, b)
        case (.number(let number), .implicitMember(let member)), (.implicitMember(let member), .number(let number)):
            // `case .zero:` on a section index: the number type's own constant.
            guard member.arguments == nil, let constant = NumberValue.constant(member.name, ofType: number.kind == .integer ? "Int" : "CGFloat")
            else { return nil }
            return try equalValues(.number(number), .number(constant), at: node)
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, .implicitMember(let member)), (.implicitMember(let member), .null):
            // `case .none:` on an Optional (`Section(rawValue: index)` past the last case) is `nil`.
            return member.arguments == nil && member.name == "none"
        case (.null, _), (_, .null): return lhs.unevaluable == nil && rhs.unevaluable == nil ? false : nil
        case (.enumCase(let a), .enumCase(let b)): return a == b
        case (.enumCase(let a), .implicitMember(let b)), (.implicitMember(let b), .enumCase(let a)):
            return b.arguments == nil ? a.caseName == b.name : nil
        case (.implicitMember(let a), .implicitMember(let b)):
            return a.arguments == nil && b.arguments == nil ? a.name == b.name : nil
        case (.symbolic(let length), .number(let number)), (.number(let number), .symbolic(let length)):
            return try decideContainer(length, .equal, number.value, at: Syntax(node))
        case (.dimension(let a), .dimension(let b)): return a == b
        case (.spacing(let a), .spacing(let b)): return a == b
        case (.insets(let a), .insets(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.cgSize(let a), .cgSize(let b)): return a == b
        case (.cgSize(let size), .implicitMember(let member)), (.implicitMember(let member), .cgSize(let size)):
            // `estimatedItemSize == .zero`: the member as a CGSize, compared where both sizes are numbers.
            guard case .cgSize(let other) = try resolve(.implicitMember(member), asType: "CGSize", at: node),
                let lengths = [size.width, size.height, other.width, other.height].map(\.constantValue) as [Double?]?,
                !lengths.contains(where: { $0 == nil })
            else { return nil }
            return lengths[0] == lengths[2] && lengths[1] == lengths[3]
        case (.uiInsets(let a), .uiInsets(let b)): return a == b
        case (.flowLayout(let a), .flowLayout(let b)): return a === b
        case (.collectionView(let a), .collectionView(let b)): return a === b
        case (.listAppearance(let a), .listAppearance(let b)): return a == b
        case (.listHeaderMode(let a), .listHeaderMode(let b)): return a == b
        case (.listFooterMode(let a), .listFooterMode(let b)): return a == b
        case (.object(let a), .object(let b)): return try equalInstances(a, b, at: node)
        case (.object(let object), .array(let elements)), (.array(let elements), .object(let object)):
            // `sizeClass == [.hCompact, .vRegular]`: the literal is an option set of the instance's type.
            guard let other = try optionSet(elements, asType: object.value.typeName, at: node) else { return nil }
            return try equal(.object(object), other, at: node)
        case (.object(let object), .implicitMember(let member)), (.implicitMember(let member), .object(let object)):
            // `case .featured:` on a struct with `static let featured = Section(rawValue: 2)`: the implicit member is
            // the static property of the value's own type, and `~=` is `==`.
            guard member.arguments == nil, let property = index.property(named: member.name, in: object.value.typeName, near: node),
                property.isStatic
            else { return nil }
            return try equal(.object(object), try propertyValue(property, selfValue: .type(object.value.typeName), use: node), at: node)
        default:
            if let name = Self.caseName(of: lhs), case .implicitMember(let member) = rhs, member.arguments == nil { return name == member.name }
            if let name = Self.caseName(of: rhs), case .implicitMember(let member) = lhs, member.arguments == nil { return name == member.name }
            return nil
        }
    }

    /// `==` on two instances of the files' types: one object for a class; for a struct that conforms to `Equatable` (or
    /// `Hashable`, or `OptionSet`, which is equatable by its raw value) and writes no `==` of its own, the synthesized
    /// one, stored property by stored property. Nil (not
    /// decided) for a struct without `==` or one whose `==` is its own code.
    private func equalInstances(_ a: Reference<InstanceValue>, _ b: Reference<InstanceValue>, at node: some SyntaxProtocol) throws -> Bool? {
        if a === b { return true }
        let typeName = a.value.typeName
        guard typeName == b.value.typeName else { return false }
        if a.value.isClass { return false }
        guard let info = index.type(typeName, near: node), info.inheritedTypes.contains(where: { ["Equatable", "Hashable", "OptionSet"].contains($0) }),
            index.function(named: "==", in: typeName, near: node) == nil
        else { return nil }
        for property in index.storedProperties(of: typeName) {
            let left = try instanceMember(property.name, of: a, at: node)
            let right = try instanceMember(property.name, of: b, at: node)
            guard let same = try equal(left, right, at: node) else { return nil }
            if !same { return false }
        }
        return true
    }

    /// The case name of a UIKit enumeration value (`groupPaging`, `top`), for comparing with `.member`.
    private static func caseName(of value: SwiftValue) -> String? {
        switch value {
        case .alignment(let alignment): return alignment.rawValue
        case .orthogonalBehavior(let behavior): return behavior.rawValue
        case .scrollDirection(let direction): return direction.rawValue
        case .insetsReference(let reference): return reference.rawValue
        case .contentInsetAdjustment(let behavior): return behavior.rawValue
        case .sectionInsetReference(let reference): return reference.rawValue
        case .listAppearance(let appearance): return appearance.rawValue
        case .listHeaderMode(let mode): return mode.rawValue
        case .listFooterMode(let mode): return mode.rawValue
        default: return nil
        }
    }
}
