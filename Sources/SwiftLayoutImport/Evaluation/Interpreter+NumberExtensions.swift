import SwiftSyntax

/// Members the files add to the number types (`extension CGFloat { var adjusted: CGFloat { self *
/// UIScreen.main.bounds.width / 375 } }`, read as `20.adjusted`): apps scale their design's numbers to the device
/// with them. The member runs with `self` the number, converted to the type whose extension declares it.
///
/// Which type that is, Swift's type checker decides from the number and from the type the code expects there, which
/// the importer does not know: an integer literal may be an `Int`, a `Double` or a `CGFloat`, a computed length a
/// `CGFloat`, a `Double` or a `Float`; a computed integer is an `Int`. So the member is run for every type that could
/// be meant and declares it, and the value is taken when they all agree (an app's `Int`, `Double` and `CGFloat`
/// versions of `adjusted` compute the same length); when they differ, the import stops there rather than guess.
extension Interpreter {
    /// `number.name` for a property a number type's extension declares; nil when none does.
    func numberExtensionProperty(_ name: String, of number: NumberValue, at node: some SyntaxProtocol) throws -> SwiftValue? {
        let candidates = Self.numberTypes(tried: number).compactMap { typeName -> (String, DeclarationIndex.Property, NumberValue)? in
            guard let property = index.property(named: name, in: typeName, near: node), !property.isStatic,
                let converted = number.converted(toType: typeName)
            else { return nil }
            return (typeName, property, converted)
        }
        return try agreed(name, candidates.map { candidate in
            (candidate.0, { try self.propertyValue(candidate.1, selfValue: .number(candidate.2), use: node) })
        }, at: node)
    }

    /// `number.name(…)` for a method a number type's extension declares; nil when none does.
    func numberExtensionMethod(
        _ name: String, _ labels: [String?], of number: NumberValue, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> SwiftValue? {
        let candidates = Self.numberTypes(tried: number).compactMap { typeName -> (String, Callable)? in
            guard let function = index.function(named: name, labels: labels, in: typeName, near: node), !function.isStatic,
                let converted = number.converted(toType: typeName)
            else { return nil }
            let context = EvaluationContext(selfValue: .number(converted), typeName: typeName)
            return (typeName, Callable(function: function.decl, context: context, fileScope: fileScope))
        }
        return try agreed(Callable.signature(name: name, labels: labels), candidates.map { candidate in
            (candidate.0, { try self.invoke(candidate.1, arguments, at: node) })
        }, at: node)
    }

    /// The value every candidate gives, nil without candidates; a stop naming the types when two differ.
    private func agreed(_ member: String, _ candidates: [(typeName: String, value: () throws -> SwiftValue)], at node: some SyntaxProtocol) throws -> SwiftValue? {
        guard let first = candidates.first else { return nil }
        let value = try first.value()
        for other in candidates.dropFirst() where !Self.sameNumber(value, try other.value()) {
            throw stop(
                node, "`\(member)` is declared by the extensions of \(first.typeName) and \(other.typeName) with different results, and which one Swift takes here depends on the type the code expects",
                hint: "write the number's type (`CGFloat(20).\(member)`)"
            )
        }
        return value
    }

    /// True when two results are the same number or the same arithmetic over the container.
    private static func sameNumber(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x.value == y.value
        case (.symbolic(let x), .symbolic(let y)): return x.tree == y.tree
        case (.flowValue(let x), .flowValue(let y)): return x.expression == y.expression
        default: return false
        }
    }

    /// The number types whose extensions `number`'s members may come from.
    private static func numberTypes(tried number: NumberValue) -> [String] {
        switch number.kind {
        case .literal where number.integerReading != nil: return ["Int", "Double", "CGFloat", "Float"]
        case .literal: return ["Double", "CGFloat", "Float"]
        case .integer: return ["Int"]
        case .floatingPoint: return ["CGFloat", "Double", "Float"]
        }
    }
}
