import SwiftSyntax

extension Interpreter {
    /// Evaluates an expression. Values the file does not determine come back as `.unevaluable`; only code the
    /// importer cannot follow at all throws.
    func evaluate(_ expression: ExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return .number(.integerLiteral(try integer(literal)))
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw stop(literal, "cannot read the number `\(literal.literal.text)`")
            }
            return .number(.floatLiteral(value))
        case .stringLiteralExpr(let literal):
            return try string(literal, scope, context)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .declReferenceExpr(let reference):
            return try lookupName(reference.baseName.text, at: reference, scope, context)
        case .memberAccessExpr(let member):
            return try evaluateMemberAccess(member, scope, context)
        case .functionCallExpr(let call):
            return try evaluateCall(call, scope, context, asStatement: false)
        case .sequenceExpr(let sequence):
            return try evaluate(OperatorFolder.fold(sequence), scope, context)
        case .prefixOperatorExpr(let prefix):
            return try evaluatePrefix(prefix, scope, context)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, scope, context)
            }
            return .tuple(try tuple.elements.map { TupleElement(label: $0.label?.text, value: try evaluate($0.expression, scope, context)) })
        case .arrayExpr(let array):
            return .array(try array.elements.map { try evaluate($0.expression, scope, context) })
        case .closureExpr(let closure):
            return .function(Callable(closure: closure, scope: scope, context: context))
        case .ifExpr(let ifExpression):
            return try evaluateBranches(of: ifExpression, scope, context)
        case .switchExpr(let switchExpression):
            let subject = try evaluate(switchExpression.subject, scope, context)
            if let unknown = subject.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
            guard let (statements, caseScope) = try matchingCase(of: switchExpression, subject, scope, context) else {
                throw stop(switchExpression.subject, "no case of this `switch` matches \(describe(subject))")
            }
            return try branchValue(statements, caseScope, context, at: switchExpression)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, scope, context)
            if case .null = value { throw crash(unwrap, "`\(SourceMap.quote(unwrap))` unwraps nil (the app would crash here)") }
            return value
        case .optionalChainingExpr(let chaining):
            return try evaluate(chaining.expression, scope, context)
        case .tryExpr(let tryExpression):
            return try evaluate(tryExpression.expression, scope, context)
        case .awaitExpr(let awaitExpression):
            return try evaluate(awaitExpression.expression, scope, context)
        case .subscriptCallExpr(let subscriptCall):
            return try evaluateSubscript(subscriptCall, scope, context)
        case .typeExpr(let type):
            return .type(Self.typeName(type.type))
        case .asExpr(let cast):
            return try convert(try evaluate(cast.expression, scope, context), toType: cast.type)
        default:
            return .unevaluable(
                Unevaluable(
                    expression: SourceMap.quote(expression), position: map.position(of: expression),
                    reason: "expressions of this kind are not evaluated", isAssumable: false
                )
            )
        }
    }

    private func integer(_ literal: IntegerLiteralExprSyntax) throws -> Double {
        let text = literal.literal.text.filter { $0 != "_" }
        let value: Int?
        if text.hasPrefix("0x") {
            value = Int(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("0b") {
            value = Int(text.dropFirst(2), radix: 2)
        } else if text.hasPrefix("0o") {
            value = Int(text.dropFirst(2), radix: 8)
        } else {
            value = Int(text)
        }
        guard let value else { throw stop(literal, "cannot read the number `\(literal.literal.text)`") }
        return Double(value)
    }

    /// A string literal, interpolations included (`"header-\(index)"`).
    private func string(_ literal: StringLiteralExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        if registrationBranches != nil { return try registrationText(literal, scope, context) }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let piece):
                text += piece.content.text
            case .expressionSegment(let interpolation):
                if let unknown = try appendInterpolation(interpolation, to: &text, scope, context) {
                    return .unevaluable(unknown.extended(to: SourceMap.quote(literal), chainOfNames: false))
                }
            }
        }
        return .string(text)
    }

    /// Appends the text one `\( … )` shows; a value not known here is returned instead, for the caller to decide
    /// what the whole literal becomes (a plain string gives up, a registration handler keeps the known pieces).
    func appendInterpolation(
        _ interpolation: ExpressionSegmentSyntax, to text: inout String, _ scope: Scope, _ context: EvaluationContext
    ) throws -> Unevaluable? {
        guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first else {
            throw stop(interpolation, "this string interpolation is not evaluated")
        }
        // `"\(title)"` where `title` is `… ? .noTitleLabel : …`: the member is a `String`'s.
        switch try stringMember(try evaluate(inner.expression, scope, context), at: inner) {
        case .string(let part): text += part
        case .number(let number): text += number.interpolated
        case .bool(let flag): text += flag ? "true" : "false"
        case .enumCase(let value): text += value.caseName
        // `"\(cellType.self)"`: a type shows its name, as `String(describing:)` gives it (a reuse identifier).
        case .type(let typeName): text += DeclarationIndex.typeKey(typeName)
        case .unevaluable(let unknown): return unknown
        case let other: throw stop(inner, "cannot put \(other.kindDescription) into a string")
        }
        return nil
    }

    /// `.noTitleLabel` where a `String` is expected: a static member the files add to `String` is its value; one
    /// they do not declare is text not known here. Any other value as it is.
    func stringMember(_ value: SwiftValue, at node: some SyntaxProtocol) throws -> SwiftValue {
        guard case .implicitMember(let member) = value, member.arguments == nil else { return value }
        let resolved = try resolve(value, asType: "String", at: node)
        guard case .implicitMember = resolved else { return resolved }
        return .unevaluable(
            Unevaluable(
                expression: ".\(member.name)", position: map.position(of: member.node),
                reason: "none of the files imported declares a static `\(member.name)` of String", isAssumable: false
            )
        )
    }

    private func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        let operand = try evaluate(prefix.expression, scope, context)
        switch (prefix.operator.text, operand) {
        case ("-", .number(var number)):
            number.value = -number.value
            number.integerReading = number.integerReading.map { -$0 }
            number.isSectionIndex = false
            return .number(number)
        case ("-", .flowValue(var symbol)):
            symbol.expression = .negation(symbol.expression)
            return .flowValue(symbol)
        case ("-", .symbolic(var length)):
            length.scale = -length.scale
            length.offset = -length.offset
            length.tree = .negation(length.tree)
            return .symbolic(length)
        case ("+", .number):
            return operand
        case ("!", .bool(let flag)):
            return .bool(!flag)
        case ("!", .trait(let reading)):
            return .bool(!(try decideFlag(reading, at: prefix)))
        case (_, .unevaluable):
            return operand
        default:
            throw stop(prefix, "the prefix operator `\(prefix.operator.text)` is not evaluated on \(operand.kindDescription)")
        }
    }

    /// `if` and `switch` used as values (`let height = if compact { 44 } else { 60 }`).
    private func evaluateBranches(of ifExpression: IfExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        let branchScope = Scope(parent: scope)
        if try conditionsHold(ifExpression.conditions, bindingInto: branchScope, scope, context) {
            return try branchValue(ifExpression.body.statements, branchScope, context, at: ifExpression)
        }
        switch ifExpression.elseBody {
        case .ifExpr(let elseIf): return try evaluateBranches(of: elseIf, scope, context)
        case .codeBlock(let block): return try branchValue(block.statements, Scope(parent: scope), context, at: ifExpression)
        case nil: throw stop(ifExpression, "an `if` used as a value needs an `else`")
        }
    }

    /// The value of a branch of an `if` or `switch` expression: its last expression.
    private func branchValue(
        _ statements: CodeBlockItemListSyntax, _ scope: Scope, _ context: EvaluationContext, at node: some SyntaxProtocol
    ) throws -> SwiftValue {
        guard let last = statements.last, let expression = Self.expression(of: last) else {
            throw stop(node, "a branch of this expression has no value")
        }
        _ = try run(statements.dropLast(), scope, context)
        return try evaluate(expression, scope, context)
    }

    private func evaluateSubscript(_ subscriptCall: SubscriptCallExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        let base = try evaluate(subscriptCall.calledExpression, scope, context)
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else {
            throw stop(subscriptCall, "subscripts with several arguments are not evaluated")
        }
        let position = try evaluate(argument.expression, scope, context)
        if let record = registrationLookup(position, at: subscriptCall) { return record }
        switch (base, position) {
        case (.array(let elements), .number(let number)):
            let offset = try int(number, at: argument)
            if number.isSectionIndex { sectionIndexProbes.note(comparedWith: Double(elements.count - 1)) }
            guard elements.indices.contains(offset) else {
                if number.isSectionIndex { throw EvaluationStop.sectionIndexOutOfRange }
                throw crash(subscriptCall, "index \(offset) is out of range for an array of \(elements.count) (the app would crash here)")
            }
            return elements[offset]
        case (_, .flowValue(let symbol)):
            return .unevaluable(unexpressible(symbol, in: "a subscript", at: subscriptCall))
        case (.unevaluable(let unknown), _):
            return .unevaluable(unknown.extended(to: SourceMap.quote(subscriptCall), chainOfNames: false))
        case (_, .unevaluable):
            return position
        default:
            throw stop(subscriptCall, "cannot subscript \(base.kindDescription) with \(position.kindDescription)")
        }
    }

    /// `value as Type`: numbers take the numeric type; `as?`/`as!` of anything else keeps the value.
    func convert(_ value: SwiftValue, toType type: TypeSyntax) throws -> SwiftValue {
        try resolve(value, asType: Self.typeName(type), at: type)
    }
}
