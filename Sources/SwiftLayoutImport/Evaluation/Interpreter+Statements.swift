import SwiftSyntax

/// How a block of statements ended.
enum Completion {
    case normal
    case returned(SwiftValue)
    case broke
    case continued
}

extension Interpreter {
    /// Runs statements in order. With `implicitReturn`, a body that is one expression returns its value (Swift's
    /// single-expression functions and closures).
    func run<Items: Collection<CodeBlockItemSyntax>>(
        _ statements: Items, _ scope: Scope, _ context: EvaluationContext, implicitReturn: Bool = false
    ) throws -> Completion {
        if implicitReturn, statements.count == 1, let only = statements.first, let expression = Self.expression(of: only),
            !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
        {
            return .returned(try evaluate(expression, scope, context))
        }
        if implicitReturn, statements.count == 1, let only = statements.first, let expression = Self.expression(of: only),
            Self.isBranchingValue(expression)
        {
            return .returned(try branchingValue(expression, scope, context))
        }
        if !module.flagNotes.isEmpty, let list = statements.first?.parent { noteFlagChoices(readBy: list.id) }
        // Local functions are visible in their whole block, before their declaration too (`setupViews()` called
        // above `func setupViews() { … }`), as Swift scopes them; each is known by its labels too, so overloads
        // (`setup(scrubberBar:)`, `setup(interactions:)`) each answer their own calls.
        for item in statements {
            if case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self) {
                let value = SwiftValue.function(Callable(function: function, context: context, fileScope: scope))
                let labels = function.signature.parameterClause.parameters.argumentLabels
                scope.declareFunction(function.name.text, labels: labels, value)
            }
        }
        // `defer { … }` runs when the block is left, however it is left, the last deferred first.
        var deferred: [CodeBlockItemListSyntax] = []
        var completion = Completion.normal
        for item in statements {
            if case .stmt(let statement) = item.item, let deferStatement = statement.as(DeferStmtSyntax.self) {
                deferred.append(deferStatement.body.statements)
                continue
            }
            completion = try run(item, scope, context)
            if case .normal = completion { continue }
            break
        }
        for body in deferred.reversed() { _ = try run(body, Scope(parent: scope), context) }
        return completion
    }

    /// The expression of an item that is just an expression.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    private func run(_ item: CodeBlockItemSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        switch item.item {
        case .decl(let declaration):
            try declare(declaration, scope, context)
            return .normal
        case .expr(let expression):
            return try runExpressionStatement(expression, scope, context)
        case .stmt(let statement):
            return try run(statement: statement, scope, context)
        }
    }

    private func run(statement: StmtSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return try runExpressionStatement(expression.expression, scope, context)
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(try returned.expression.map { try evaluate($0, scope, context) } ?? .void)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if try conditionsHold(guardStatement.conditions, bindingInto: scope, scope, context) { return .normal }
            let completion = try run(guardStatement.body.statements, Scope(parent: scope), context)
            if case .normal = completion {
                throw stop(guardStatement.body, "the `else` of this `guard` does not leave the function")
            }
            return completion
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            return try runFor(loop, scope, context)
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            return try runWhile(loop, scope, context)
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            return try runRepeat(loop, scope, context)
        }
        if statement.is(BreakStmtSyntax.self) { return .broke }
        if statement.is(ContinueStmtSyntax.self) { return .continued }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            return try run(doStatement.body.statements, Scope(parent: scope), context)
        }
        throw stop(statement, "`\(Self.keyword(of: statement))` statements are not evaluated", hint: "the importer follows let/var, if, guard, switch, for-in, while, repeat and return")
    }

    private static func keyword(of statement: StmtSyntax) -> String {
        statement.firstToken(viewMode: .sourceAccurate)?.text ?? "this"
    }

    private func runExpressionStatement(_ expression: ExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try runIf(ifExpression, scope, context) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpression, scope, context) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            _ = try evaluateCall(call, scope, context, asStatement: true)
            return .normal
        }
        _ = try evaluate(expression, scope, context)
        return .normal
    }

    // MARK: - Declarations

    private func declare(_ declaration: DeclSyntax, _ scope: Scope, _ context: EvaluationContext) throws {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            let constant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                if let getter = DeclarationIndex.getter(of: binding), let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    // `var uiswitch: UISwitch { … }` in a function: computed each time it is read.
                    let name = identifier.identifier.text
                    scope.declareComputed(name, getter: Callable(getter: getter, name: name, type: binding.typeAnnotation?.type, scope: scope, context: context))
                    continue
                }
                var value: SwiftValue?
                if let initializer = binding.initializer?.value {
                    value = try typed(try evaluate(initializer, scope, context), binding.typeAnnotation?.type)
                } else if !constant, binding.typeAnnotation?.type.isOptional == true {
                    // `var found: Section?` starts as nil, as Swift gives an optional `var` without a value.
                    value = .null
                }
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    scope.declare(identifier.identifier.text, value, constant: constant, type: binding.typeAnnotation?.type)
                } else if binding.pattern.is(TuplePatternSyntax.self), let value {
                    guard try matches(binding.pattern, value, binding: scope, context) else {
                        throw stop(binding.pattern, "`\(SourceMap.quote(binding.pattern))` does not match \(value.kindDescription)")
                    }
                } else if !binding.pattern.is(WildcardPatternSyntax.self) {
                    throw stop(binding.pattern, "destructuring `\(SourceMap.quote(binding.pattern))` is not evaluated", hint: "declare one name per let")
                }
            }
            return
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            scope.declare(function.name.text, .function(Callable(function: function, context: context, fileScope: scope)), constant: true)
            return
        }
        if let conditional = declaration.as(IfConfigDeclSyntax.self) {
            // `ActiveCode` blanked every `#if` it could decide; this one it could not.
            let condition = conditional.clauses.first?.condition?.trimmedDescription ?? ""
            let why = conditional.clauses.compactMap { $0.condition.flatMap { CompilationConditions(assumptions: assumptions).evaluate($0).undecided } }.first
            throw stop(
                conditional, "cannot tell whether `#if \(condition)` holds when the app is built\(why.map { ": \($0)" } ?? "")",
                hint: CompilationConditions.decidedConditions
            )
        }
        throw stop(declaration, "declarations of this kind inside a function are not evaluated", hint: "move it to the file's top level")
    }

    // MARK: - Conditions

    /// Whether every condition of an `if`, `guard` or `while` holds; `if let` names are declared in `bindings`.
    func conditionsHold(
        _ conditions: ConditionElementListSyntax, bindingInto bindings: Scope, _ scope: Scope, _ context: EvaluationContext
    ) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try decide(try evaluate(expression, bindings, context), at: expression) else { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
                let value: SwiftValue
                if let initializer = binding.initializer?.value {
                    value = try evaluate(initializer, bindings, context)
                } else {
                    value = try lookupName(name, at: binding.pattern, bindings, context)
                }
                if let unknown = value.unevaluable, registrationBranches == nil { throw EvaluationStop.fault(unknown.diagnostic) }
                // In a registration's handler an unknown optional is a record's: the view shows records that exist.
                if case .null = value { return false }
                bindings.declare(name, try typed(value, binding.typeAnnotation?.type), constant: true)
            case .matchingPattern(let matching):
                let value = try evaluate(matching.initializer.value, bindings, context)
                guard try matches(matching.pattern, value, binding: bindings, context) else { return false }
            case .availability(let availability):
                guard try self.availability(availability) else { return false }
            }
        }
        return true
    }

    /// The Boolean a condition evaluated to; a condition the file does not determine stops the layout.
    func decide(_ value: SwiftValue, at node: some SyntaxProtocol) throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .trait(let reading): return try decideFlag(reading, at: node)
        case .unevaluable where registrationBranches != nil:
            // A registration's handler runs for every record: each way the condition can go is tried.
            return registrationBranches!.decide(SourceMap.quote(node), at: map.position(of: node))
        case .unevaluable(var unknown):
            if unknown.isAssumable, unknown.hint == nil {
                let name = unknown.expression.filter { !$0.isWhitespace }
                unknown.hint = (unknown.missingDeclaration.map { "import the file that declares `\($0)` with this one, or " } ?? "")
                    + "give it a value with --assume \(name)=true or \(name)=false"
            }
            throw EvaluationStop.fault(unknown.diagnostic)
        default: throw stop(node, "expected a condition (true or false) but `\(SourceMap.quote(node))` is \(value.kindDescription)")
        }
    }

    private func runIf(_ statement: IfExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        let branchScope = Scope(parent: scope)
        let holds: Bool
        do {
            holds = try conditionsHold(statement.conditions, bindingInto: branchScope, scope, context)
        } catch EvaluationStop.fault(let fault) where isInert(statement, scope, context) {
            notePassedOver(statement, keyword: "if", because: fault)
            return .normal
        }
        if holds {
            return try run(statement.body.statements, branchScope, context)
        }
        switch statement.elseBody {
        case .ifExpr(let elseIf): return try runIf(elseIf, scope, context)
        case .codeBlock(let block): return try run(block.statements, Scope(parent: scope), context)
        case nil: return .normal
        }
    }

    // MARK: - if and switch as a body's value

    /// True for an `if` (with an `else`) or a `switch` whose every branch is one expression: as a function's or
    /// closure's whole body it is an `if` or `switch` expression, whose value the body returns (Swift 5.9).
    static func isBranchingValue(_ expression: ExprSyntax) -> Bool {
        let isValue = { (statements: CodeBlockItemListSyntax) in
            statements.count == 1 && statements.first.flatMap(expression(of:)).map { !$0.is(IfExprSyntax.self) || isBranchingValue($0) } == true
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard isValue(ifExpression.body.statements) else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let elseIf): return isBranchingValue(ExprSyntax(elseIf))
            case .codeBlock(let block): return isValue(block.statements)
            case nil: return false
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return cases(of: switchExpression).allSatisfy { isValue($0.statements) }
        }
        return false
    }

    /// The value of such a body: the chosen branch's expression. A call there runs as a statement does, so an unknown
    /// call handed a layout object stops as it would in a statement (the body may return nothing).
    private func branchingValue(_ expression: ExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> SwiftValue {
        var chosen: (CodeBlockItemListSyntax, Scope)?
        if let ifExpression = expression.as(IfExprSyntax.self) {
            let branchScope = Scope(parent: scope)
            if try conditionsHold(ifExpression.conditions, bindingInto: branchScope, scope, context) {
                chosen = (ifExpression.body.statements, branchScope)
            } else {
                switch ifExpression.elseBody {
                case .ifExpr(let elseIf): return try branchingValue(ExprSyntax(elseIf), scope, context)
                case .codeBlock(let block): chosen = (block.statements, Scope(parent: scope))
                case nil: return .void
                }
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            chosen = try chosenCase(of: switchExpression, scope, context, passingOverInert: false)
        }
        guard let (statements, branchScope) = chosen, let value = statements.first.flatMap(Self.expression(of:)) else { return .void }
        if let call = value.as(FunctionCallExprSyntax.self) { return try evaluateCall(call, branchScope, context, asStatement: true) }
        if value.is(IfExprSyntax.self) { return try branchingValue(value, branchScope, context) }
        return try evaluate(value, branchScope, context)
    }

    // MARK: - switch

    private func runSwitch(_ statement: SwitchExprSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        guard let (statements, caseScope) = try chosenCase(of: statement, scope, context, passingOverInert: true) else { return .normal }
        let completion = try run(try Self.fallingThrough(statements, in: statement, self), caseScope, context)
        if case .broke = completion { return .normal }
        return completion
    }

    /// The case of a `switch` that runs, with the scope its patterns bound. A subject only the running app knows stops
    /// here, offering the first case to `--assume` (a registration's handler tries each case instead), unless
    /// `passingOverInert` and nothing in the statement changes what a layout reads: then nil, with a note.
    private func chosenCase(
        of statement: SwitchExprSyntax, _ scope: Scope, _ context: EvaluationContext, passingOverInert: Bool
    ) throws -> (CodeBlockItemListSyntax, Scope)? {
        let subject = try evaluate(statement.subject, scope, context)
        if var unknown = subject.unevaluable, registrationBranches == nil, orientationReading(unknown) == nil {
            if passingOverInert, isInert(statement, scope, context) {
                notePassedOver(statement, keyword: "switch", because: unknown.diagnostic)
                return nil
            }
            if let member = Self.firstCaseMember(of: statement) { Self.offerCase(member, for: &unknown) }
            throw EvaluationStop.fault(unknown.diagnostic)
        }
        guard let matched = try matchingCase(of: statement, subject, scope, context) else {
            throw stop(statement.subject, "no case of this `switch` matches \(describe(subject))")
        }
        return matched
    }

    /// A case's statements, and when they end in `fallthrough`, the next case's after them (whatever its pattern),
    /// as Swift runs them.
    private static func fallingThrough(
        _ statements: CodeBlockItemListSyntax, in statement: SwitchExprSyntax, _ interpreter: Interpreter
    ) throws -> [CodeBlockItemSyntax] {
        var body = Array(statements)
        guard body.last?.item.is(FallThroughStmtSyntax.self) == true else { return body }
        var next = cases(of: statement).drop { $0.statements.id != statements.id }.dropFirst()
        while let last = body.last, last.item.is(FallThroughStmtSyntax.self) {
            body.removeLast()
            guard let following = next.popFirst() else { throw interpreter.stop(last, "`fallthrough` in the last case of a `switch`") }
            body += following.statements
        }
        return body
    }

    /// The cases of a `switch`, in order.
    static func cases(of statement: SwitchExprSyntax) -> [SwitchCaseSyntax] {
        statement.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let switchCase) = element { return switchCase }
            return nil
        }
    }

    /// The first `case .name:` of a `switch`, as the case a message offers for `--assume`.
    static func firstCaseMember(of statement: SwitchExprSyntax) -> ImplicitMember? {
        for element in statement.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                if let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                    return ImplicitMember(name: member.declName.baseName.text, arguments: nil, node: Syntax(member))
                }
            }
        }
        return nil
    }

    /// The statements of the first case whose pattern matches, with the scope its `let` patterns bound.
    func matchingCase(
        of statement: SwitchExprSyntax, _ subject: SwiftValue, _ scope: Scope, _ context: EvaluationContext
    ) throws -> (CodeBlockItemListSyntax, Scope)? {
        if subject.unevaluable != nil, registrationBranches != nil { return try exploredCase(of: statement, scope) }
        for element in statement.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let caseScope = Scope(parent: scope)
            switch switchCase.label {
            case .default:
                return (switchCase.statements, caseScope)
            case .case(let label):
                for item in label.caseItems {
                    guard try matches(item.pattern, subject, binding: caseScope, context) else { continue }
                    if let condition = item.whereClause?.condition {
                        guard try decide(try evaluate(condition, caseScope, context), at: condition) else { continue }
                    }
                    return (switchCase.statements, caseScope)
                }
            }
        }
        return nil
    }

    /// A `switch` on the data inside a registration's handler (`switch item.kind`): each case in turn is a branch
    /// `RegistrationBranches` tries, the `default:` (or the last case) what is left.
    private func exploredCase(of statement: SwitchExprSyntax, _ scope: Scope) throws -> (CodeBlockItemListSyntax, Scope)? {
        let cases = Self.cases(of: statement)
        for (position, switchCase) in cases.enumerated() {
            if case .case(let label) = switchCase.label, position < cases.count - 1 {
                guard registrationBranches!.decide("case " + SourceMap.quote(label.caseItems), at: map.position(of: label)) else { continue }
            }
            return (switchCase.statements, Scope(parent: scope))
        }
        return nil
    }

    /// Pattern matching as `switch` and `if case` do it: values (`case 0`), enum cases (`case .list`), ranges
    /// (`case 1...3`), `_` and `let name`.
    func matches(_ pattern: PatternSyntax, _ value: SwiftValue, binding scope: Scope, _ context: EvaluationContext) throws -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try matches(binding.pattern, value, binding: scope, context)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.text, value, constant: true)
            return true
        }
        if let tuplePattern = pattern.as(TuplePatternSyntax.self) {
            // `let (a, b) = …`, `for (index, item) in ….enumerated()`: each element by position.
            guard case .tuple(let elements) = value, elements.count == tuplePattern.elements.count else {
                if let unknown = value.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
                throw stop(pattern, "`\(SourceMap.quote(pattern))` does not match \(value.kindDescription)")
            }
            for (element, part) in zip(tuplePattern.elements, elements) {
                guard try matches(element.pattern, part.value, binding: scope, context) else { return false }
            }
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw stop(pattern, "the pattern `\(SourceMap.quote(pattern))` is not evaluated")
        }
        return try matches(expression: expression, value, binding: scope, context)
    }

    /// A range written as a pattern: `500..<1050`, `...320`, `1050...`, its bounds as code.
    struct IntervalPattern {
        var lower: FoldedExpression?
        var upper: FoldedExpression?
        var includesUpper: Bool
    }

    /// The range `expression` writes, or nil for any other expression.
    static func interval(_ expression: ExprSyntax) -> IntervalPattern? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            return IntervalPattern(lower: nil, upper: .operand(prefix.expression), includesUpper: prefix.operator.text == "...")
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return IntervalPattern(lower: .operand(postfix.expression), upper: nil, includesUpper: false)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), case .infix(let op, _, let lower, let upper) = OperatorFolder.fold(sequence),
            op == "..<" || op == "..."
        {
            return IntervalPattern(lower: lower, upper: upper, includesUpper: op == "...")
        }
        return nil
    }

    /// `case ..<500:` on the container's width, `case 1...3:` on a number: `~=` of a range is its bounds compared
    /// (each comparison of the width a decision of the trait explorer, `width >= 500 and width < 1050`; of the
    /// section index, a bound the provider is probed past).
    private func matches(_ interval: IntervalPattern, _ value: SwiftValue, at node: Syntax, _ scope: Scope, _ context: EvaluationContext) throws -> Bool {
        if let lower = interval.lower {
            guard try decide(try applyInfix(">=", value, try evaluate(lower, scope, context), at: node), at: node) else { return false }
        }
        if let upper = interval.upper {
            let op = interval.includesUpper ? "<=" : "<"
            return try decide(try applyInfix(op, value, try evaluate(upper, scope, context), at: node), at: node)
        }
        return true
    }

    /// An expression pattern (`case 0`, `case .list`, `case (.compact, let vertical)`), matched against `value`.
    private func matches(expression: ExprSyntax, _ value: SwiftValue, binding scope: Scope, _ context: EvaluationContext) throws -> Bool {
        let pattern = expression
        // `case _ where condition:`: `_` in a case is parsed as an expression, and matches anything.
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `let name` inside a tuple pattern (`case (.compact, let vertical):`) is parsed as an expression too.
        if let inner = expression.as(PatternExprSyntax.self) { return try matches(inner.pattern, value, binding: scope, context) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            // `switch (horizontalSizeClass, verticalSizeClass) { case (.compact, .regular): …`: element by element,
            // each a pattern of its own (a trait's element decides as `==` on it does).
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else {
                if let unknown = value.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
                throw stop(pattern, "`\(SourceMap.quote(pattern))` does not match \(value.kindDescription)")
            }
            for (element, part) in zip(tuple.elements, elements) {
                guard try matches(expression: element.expression, part.value, binding: scope, context) else { return false }
            }
            return true
        }
        if value.unevaluable != nil, registrationBranches != nil {
            // `if case .header = item.kind` in a registration's handler: a condition on the data.
            return registrationBranches!.decide("case " + SourceMap.quote(pattern), at: map.position(of: pattern))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            let candidate = SwiftValue.implicitMember(ImplicitMember(name: member.declName.baseName.text, arguments: nil, node: Syntax(member)))
            guard let result = try equal(value, candidate, at: member) else {
                if let unknown = value.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
                throw stop(expression, "cannot compare \(describe(value)) with `\(SourceMap.quote(expression))`")
            }
            return result
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil
        {
            throw stop(pattern, "enum cases with associated values (`\(SourceMap.quote(pattern))`) are not evaluated")
        }
        if let interval = Self.interval(expression) { return try matches(interval, value, at: Syntax(expression), scope, context) }
        let candidate = try evaluate(expression, scope, context)
        if case .range(let range) = candidate, case .number(let number) = value {
            if number.isSectionIndex { sectionIndexProbes.note(comparedWith: Double(range.upperBound - 1)) }
            return Double(range.lowerBound) <= number.integerValue && number.integerValue < Double(range.upperBound)
        }
        guard let result = try equal(value, candidate, at: expression) else {
            if let unknown = candidate.unevaluable ?? value.unevaluable { throw EvaluationStop.fault(unknown.diagnostic) }
            throw stop(expression, "cannot compare \(describe(value)) with `\(SourceMap.quote(expression))`")
        }
        return result
    }

    // MARK: - for-in

    private func runFor(_ loop: ForStmtSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        let sequence = try evaluate(loop.sequence, scope, context)
        switch sequence {
        // A range is walked without building it, so the iteration budget stops `0..<1_000_000_000` at once.
        case .range(let range): return try runFor(loop, over: range.lazy.map { .number(.integer($0)) }, scope, context)
        case .array(let values): return try runFor(loop, over: values, scope, context)
        case .unevaluable(let unknown): throw EvaluationStop.fault(unknown.diagnostic)
        default: throw stop(loop.sequence, "cannot loop over \(sequence.kindDescription)")
        }
    }

    private func runFor(
        _ loop: ForStmtSyntax, over elements: some Sequence<SwiftValue>, _ scope: Scope, _ context: EvaluationContext
    ) throws -> Completion {
        for element in elements {
            try countIteration(at: loop)
            let bodyScope = Scope(parent: scope)
            guard try matches(loop.pattern, element, binding: bodyScope, context) else { continue }
            if let condition = loop.whereClause?.condition {
                guard try decide(try evaluate(condition, bodyScope, context), at: condition) else { continue }
            }
            switch try run(loop.body.statements, bodyScope, context) {
            case .normal, .continued: continue
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
        }
        return .normal
    }

    /// `while condition { … }`: the body while the conditions hold (`while let` binding as `if let` does), each
    /// iteration counted against the budget, so a loop that never ends stops at its line.
    private func runWhile(_ loop: WhileStmtSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        while true {
            try countIteration(at: loop)
            let bodyScope = Scope(parent: scope)
            guard try conditionsHold(loop.conditions, bindingInto: bodyScope, bodyScope, context) else { return .normal }
            switch try run(loop.body.statements, bodyScope, context) {
            case .normal, .continued: continue
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
        }
    }

    /// `repeat { … } while condition`: the body once, then again while the condition holds.
    private func runRepeat(_ loop: RepeatStmtSyntax, _ scope: Scope, _ context: EvaluationContext) throws -> Completion {
        while true {
            try countIteration(at: loop)
            switch try run(loop.body.statements, Scope(parent: scope), context) {
            case .normal, .continued: break
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            }
            guard try decide(try evaluate(loop.condition, scope, context), at: loop.condition) else { return .normal }
        }
    }

    /// A value as a message quotes it.
    func describe(_ value: SwiftValue) -> String {
        switch value {
        case .number(let number): return number.interpolated
        case .string(let text): return "\"\(text)\""
        case .bool(let flag): return flag ? "true" : "false"
        case .enumCase(let value): return ".\(value.caseName)"
        default: return value.kindDescription
        }
    }
}

extension Interpreter {
    /// Runs the file's top-level code in order (script-style files), skipping the declarations the index
    /// already knows (functions and types).
    func runTopLevel(_ items: ArraySlice<CodeBlockItemSyntax>, _ scope: Scope) throws {
        for item in items {
            if case .decl(let declaration) = item.item, !declaration.is(VariableDeclSyntax.self) { continue }
            let completion = try run([item], scope, .fileLevel)
            if case .returned = completion { return }
        }
    }
}
