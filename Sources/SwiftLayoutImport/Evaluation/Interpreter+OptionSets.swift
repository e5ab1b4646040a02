import SwiftSyntax

/// The files' own `OptionSet` structs (`struct SizeClass: OptionSet { let rawValue: Int; static let hCompact =
/// SizeClass(rawValue: 1 << 2) }`), which apps use to fold traits into one value their layout code asks. Swift gives
/// such a struct its set algebra from `rawValue` alone: an array literal where the type is expected is the union of
/// its elements, `insert`, `contains`, `isDisjoint(with:)` and the rest are bitwise operations on the raw values, and
/// `==` compares them. The interpreter does the same, on a struct whose only stored property is `rawValue` holding an
/// integer (what every option set of an app is); a method or property the struct writes itself is run as written.
extension Interpreter {
    /// True for a struct of the files that declares `OptionSet` among its conformances and stores only `rawValue`.
    func isOptionSet(_ typeName: String, near node: some SyntaxProtocol) -> Bool {
        guard let info = index.type(typeName, near: node), info.declaration?.is(StructDeclSyntax.self) == true,
            info.inheritedTypes.contains(where: { $0 == "OptionSet" || $0.hasSuffix(".OptionSet") })
        else { return false }
        return index.storedProperties(of: info.name).map(\.name) == ["rawValue"]
    }

    /// An array literal where the option set `typeName` is expected (`let both: SizeClass = [.hCompact, .vRegular]`,
    /// `var result: SizeClass = []`): the union of its elements, each resolved as the type. Nil when `typeName` is no
    /// option set of the files; an unknown element makes the whole value unknown.
    func optionSet(_ elements: [SwiftValue], asType typeName: String, at node: some SyntaxProtocol) throws -> SwiftValue? {
        guard isOptionSet(typeName, near: node) else { return nil }
        let name = index.type(typeName, near: node)?.name ?? typeName
        var raw = 0
        for element in elements {
            let resolved = try resolve(element, asType: name, at: node)
            if let unknown = resolved.unevaluable { return .unevaluable(unknown) }
            guard let bits = try rawBits(of: resolved, in: name, at: node) else {
                throw stop(node, "an element of \(name) is \(resolved.kindDescription), not one of its options")
            }
            raw |= bits
        }
        return optionSetValue(name, raw)
    }

    /// A method of `SetAlgebra` called on an instance of an option set of the files that does not write one of that
    /// name itself; nil for any other call. Methods that change the set (`insert`, `formUnion`) assign the new value
    /// to what they were called on, as a `mutating` method of a struct does.
    func optionSetMethod(
        _ name: String, _ labels: [String?], of object: Reference<InstanceValue>, _ arguments: [Argument], baseExpression: ExprSyntax,
        _ call: FunctionCallExprSyntax, _ scope: Scope, _ context: EvaluationContext
    ) throws -> SwiftValue? {
        let typeName = object.value.typeName
        guard labels.count == 1, let operation = SetOperation(name: name, label: labels[0]), isOptionSet(typeName, near: call),
            index.function(named: name, labels: labels, in: typeName, near: call) == nil
        else { return nil }
        guard let own = try rawBits(of: .object(object), in: typeName, at: call) else {
            return .unevaluable(Unevaluable(expression: SourceMap.quote(call), position: map.position(of: call), reason: "its raw value is not known", isAssumable: false))
        }
        let argument = try resolve(arguments[0].value, asType: typeName, at: call)
        if let unknown = argument.unevaluable { return .unevaluable(unknown) }
        guard let other = try rawBits(of: argument, in: typeName, at: call) else {
            throw stop(call, "`\(Callable.signature(name: name, labels: labels))` of \(typeName) needs one of its options, found \(argument.kindDescription)")
        }
        switch operation {
        case .contains, .isSuperset: return .bool(own & other == other)
        case .isSubset: return .bool(own & other == own)
        case .isStrictSubset: return .bool(own & other == own && own != other)
        case .isStrictSuperset: return .bool(own & other == other && own != other)
        case .isDisjoint: return .bool(own & other == 0)
        case .union: return optionSetValue(typeName, own | other)
        case .intersection: return optionSetValue(typeName, own & other)
        case .symmetricDifference: return optionSetValue(typeName, own ^ other)
        case .subtracting: return optionSetValue(typeName, own & ~other)
        case .formUnion, .formIntersection, .formSymmetricDifference, .subtract, .insert, .remove, .update:
            let result: Int
            switch operation {
            case .formIntersection: result = own & other
            case .formSymmetricDifference: result = own ^ other
            case .subtract, .remove: result = own & ~other
            default: result = own | other
            }
            try assign(baseExpression, optionSetValue(typeName, result), scope, context)
            switch operation {
            case .insert:
                // `(inserted: Bool, memberAfterInsert: Self)`: inserted when none of the options was there before.
                let inserted = own & other != other
                return .tuple([
                    TupleElement(label: "inserted", value: .bool(inserted)),
                    TupleElement(label: "memberAfterInsert", value: optionSetValue(typeName, inserted ? other : own & other)),
                ])
            case .remove: return own & other == 0 ? .null : optionSetValue(typeName, own & other)
            case .update: return own & other == 0 ? .null : optionSetValue(typeName, own & other)
            default: return .void
            }
        }
    }

    /// `isEmpty` of an option set of the files (the one property `SetAlgebra` gives it); nil for any other name.
    func optionSetProperty(_ name: String, of object: Reference<InstanceValue>, at node: some SyntaxProtocol) throws -> SwiftValue? {
        guard name == "isEmpty", isOptionSet(object.value.typeName, near: node), let bits = try rawBits(of: .object(object), in: object.value.typeName, at: node)
        else { return nil }
        return .bool(bits == 0)
    }

    private func optionSetValue(_ typeName: String, _ raw: Int) -> SwiftValue {
        .object(Reference(InstanceValue(typeName: typeName, isClass: false, fields: ["rawValue": .number(.integer(raw))])))
    }

    /// The integer `rawValue` of an instance of `typeName`, nil for any other value or one whose raw value is no
    /// integer the code gave.
    private func rawBits(of value: SwiftValue, in typeName: String, at node: some SyntaxProtocol) throws -> Int? {
        guard case .object(let object) = value, object.value.typeName == typeName,
            case .number(let number) = try instanceMember("rawValue", of: object, at: node)
        else { return nil }
        let integer = number.integerValue
        guard integer == integer.rounded(), let bits = Int(exactly: integer) else { return nil }
        return bits
    }
}

/// The `SetAlgebra` methods of one argument an option set has without writing them.
private enum SetOperation {
    case contains, isSubset, isSuperset, isStrictSubset, isStrictSuperset, isDisjoint
    case union, intersection, symmetricDifference, subtracting
    case formUnion, formIntersection, formSymmetricDifference, subtract, insert, remove, update

    init?(name: String, label: String?) {
        switch (name, label) {
        case ("contains", nil): self = .contains
        case ("isSubset", "of"): self = .isSubset
        case ("isSuperset", "of"): self = .isSuperset
        case ("isStrictSubset", "of"): self = .isStrictSubset
        case ("isStrictSuperset", "of"): self = .isStrictSuperset
        case ("isDisjoint", "with"): self = .isDisjoint
        case ("union", nil): self = .union
        case ("intersection", nil): self = .intersection
        case ("symmetricDifference", nil): self = .symmetricDifference
        case ("subtracting", nil): self = .subtracting
        case ("formUnion", nil): self = .formUnion
        case ("formIntersection", nil): self = .formIntersection
        case ("formSymmetricDifference", nil): self = .formSymmetricDifference
        case ("subtract", nil): self = .subtract
        case ("insert", nil): self = .insert
        case ("remove", nil): self = .remove
        case ("update", "with"): self = .update
        default: return nil
        }
    }
}
