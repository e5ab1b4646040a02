import SwiftSyntax

/// The variables of one block of code, chained to the blocks around it. A closure keeps the scope it was
/// written in, so it sees (and changes) the same variables, as a Swift closure captures them.
final class Scope {
    struct Variable {
        /// Nil for `let section: NSCollectionLayoutSection` before a branch assigns it.
        var value: SwiftValue?
        var isConstant: Bool
        /// The declared type (`let height: CGFloat`), which later assignments convert to.
        var type: TypeSyntax?
        /// A local computed variable's getter (`var uiswitch: UISwitch { … }`), run where the name is read.
        var getter: Callable? = nil
    }

    let parent: Scope?
    private var variables: [String: Variable] = [:]

    init(parent: Scope?) {
        self.parent = parent
    }

    /// The variable of that name in this scope or the nearest one around it.
    func lookup(_ name: String) -> Variable? {
        if let variable = variables[name] { return variable }
        return parent?.lookup(name)
    }

    /// The local functions of this block by name and labels, kept apart from `variables` so that a call looks them
    /// up without spelling its signature.
    private var localFunctions: [String: [[String?]: Variable]] = [:]

    /// What a call `name(labels…)` reaches: in the nearest scope that has either, the local function declared with
    /// exactly those labels (`setup(scrubberBar:)` beside `setup(interactions:)`, Swift's overloads by label), else
    /// the variable or function of that name.
    func lookup(_ name: String, labels: [String?]) -> Variable? {
        if let function = localFunctions[name]?[labels] { return function }
        if let variable = variables[name] { return variable }
        return parent?.lookup(name, labels: labels)
    }

    /// A local function, known by its name (the last of that name declared, as a value) and by its labels.
    func declareFunction(_ name: String, labels: [String?], _ value: SwiftValue) {
        declare(name, value, constant: true)
        localFunctions[name, default: [:]][labels] = Variable(value: value, isConstant: true, type: nil)
    }

    /// Declares a local computed variable, whose value is its getter's each time it is read.
    func declareComputed(_ name: String, getter: Callable) {
        variables[name] = Variable(value: nil, isConstant: true, type: nil, getter: getter)
    }

    /// Binds a name; a struct instance is copied, as Swift binds values (`SwiftValue.copiedAsValue`).
    func declare(_ name: String, _ value: SwiftValue?, constant: Bool, type: TypeSyntax? = nil) {
        variables[name] = Variable(value: value?.copiedAsValue, isConstant: constant, type: type)
    }

    /// Stores into the nearest variable of that name; false when there is none.
    @discardableResult
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        if variables[name] != nil {
            variables[name]?.value = value.copiedAsValue
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}

/// What `self` is where code runs, and which type's members bare names can refer to.
struct EvaluationContext {
    /// `.instance(T)` in an instance method of T, `.type(T)` in a static one, an enum case inside that enum's
    /// members, nil at file level.
    var selfValue: SwiftValue?
    /// The innermost type declaration around the code (`LayoutFactory` for its static functions).
    var typeName: String?

    static var fileLevel: EvaluationContext { EvaluationContext(selfValue: nil, typeName: nil) }
}
