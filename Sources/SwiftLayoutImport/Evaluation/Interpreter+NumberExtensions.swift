import SwiftSyntax

/// Members the files add to the number types (`extension CGFloat { var adjusted: CGFloat { self *
/// UIScreen.main.bounds.width / 375 } }`, read as `20.adjusted`): apps scale their design's numbers to the device
/// with them. The member runs with `self` the number, converted to the type whose extension declares it; where
/// several number types declare one of that name, the one Swift's type checker takes: an integer literal is an `Int`
/// first, a floating-point literal a `Double`, a computed integer an `Int` and a computed length a `CGFloat`, each
/// falling back on the other number types in that order.
extension Interpreter {
    /// `number.name` for a property a number type's extension declares; nil when none does.
    func numberExtensionProperty(_ name: String, of number: NumberValue, at node: some SyntaxProtocol) throws -> SwiftValue? {
        for typeName in Self.numberTypes(tried: number) {
            guard let property = index.property(named: name, in: typeName, near: node), !property.isStatic,
                let converted = number.converted(toType: typeName)
            else { continue }
            return try propertyValue(property, selfValue: .number(converted), use: node)
        }
        return nil
    }

    /// `number.name(…)` for a method a number type's extension declares; nil when none does.
    func numberExtensionMethod(_ name: String, _ labels: [String?], of number: NumberValue, at node: some SyntaxProtocol) -> Callable? {
        for typeName in Self.numberTypes(tried: number) {
            guard let function = index.function(named: name, labels: labels, in: typeName, near: node), !function.isStatic,
                let converted = number.converted(toType: typeName)
            else { continue }
            return Callable(function: function.decl, context: EvaluationContext(selfValue: .number(converted), typeName: typeName), fileScope: fileScope)
        }
        return nil
    }

    /// The number types whose extensions `number`'s members are looked for in, in the order Swift prefers them.
    private static func numberTypes(tried number: NumberValue) -> [String] {
        switch number.kind {
        case .literal where number.integerReading != nil: return ["Int", "Double", "CGFloat", "Float"]
        case .literal: return ["Double", "CGFloat", "Float"]
        case .integer: return ["Int", "CGFloat", "Double", "Float"]
        case .floatingPoint: return ["CGFloat", "Double", "Float"]
        }
    }
}
