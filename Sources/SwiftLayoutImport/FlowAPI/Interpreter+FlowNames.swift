import LayoutModel
import SwiftSyntax

/// The names a flow spec evaluates for each device and item, as flow layout code reads them: the collection
/// view's size and safe area from the running app's views, and the item index from `indexPath.item`.
extension Interpreter {
    /// `view.frame.width`, `self.collectionView.bounds.size.height`, `UIScreen.main.bounds.width`,
    /// `view.safeAreaInsets.top` while a flow layout is read: the flow spec's name, with a note saying so. Nil
    /// for any other chain, and outside flow layouts (a compositional spec has no such names).
    func containerName(_ member: MemberAccessExprSyntax, _ scope: Scope) -> SwiftValue? {
        // Only a chain ending in one of these names can be one; others are not spelled out (each name of a long chain
        // asks this of its own part of it).
        guard Self.containerNameEndings.contains(member.declName.baseName.text) else { return nil }
        if flowRun == nil { return screenLength(member) }
        guard Self.isNameChain(ExprSyntax(member), unwrapping: true) else { return nil }
        var components = Self.screenChain(member.trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init))
        if components.first == "self" { components.removeFirst() }
        if let root = components.first, root == "frame" || root == "bounds", scope.lookup(root) == nil, isViewClassRun(at: member) {
            // `self.frame.height` in a view class whose code makes the collection view: the view's size is the collection
            // view's, as a controller's `view.frame` is.
            components.insert("view", at: 0)
        }
        if let root = components.first, isTheControllersOnlyCollectionView(root) { components[0] = "collectionView" }
        // A local `view` is some other view; a local `collectionView` must be the collection view itself (the
        // delegate method's parameter).
        if let local = scope.lookup(components[0]) {
            guard components[0] == "collectionView", case .collectionView? = local.value else { return nil }
        }
        let code = SourceMap.quote(member)
        if components.last == "size", let width = FlowAPI.containerName(Array(components.dropLast()) + ["width"]),
            let height = FlowAPI.containerName(Array(components.dropLast()) + ["height"]), width.name == "width"
        {
            // `collectionView.frame.size`: the collection view's size, a CGSize of both names (a page per item).
            note(member, "\(code) is read as the collection view's size (`width` × `height` in the flow spec)")
            let position = map.position(of: member)
            let symbols = [FlowSymbol(name: width.name, code: code, position: position), FlowSymbol(name: height.name, code: code, position: position)]
            if let run = flowRun, !run.readings.contains(where: { $0.code == code }) { run.readings += symbols.flatMap(\.readings) }
            return .cgSize(FlowSize(width: symbols[0].expression, height: symbols[1].expression))
        }
        guard let (name, meaning) = FlowAPI.containerName(components) else { return nil }
        note(member, "\(code) is read as \(meaning)")
        let symbol = FlowSymbol(name: name, code: code, position: map.position(of: member))
        if let run = flowRun, !run.readings.contains(where: { $0.code == code }) { run.readings += symbol.readings }
        return .flowValue(symbol)
    }

    /// The window's `safeAreaInsets` (`UIApplication.shared.keyWindow`, a view's `window`, a scene's first window)
    /// while a flow layout is read: the collection view fills the window, so its four edges are the flow spec's
    /// `safeArea.top`, `safeArea.left`, `safeArea.bottom` and `safeArea.right`, with a note. Nil for any other value.
    func windowSafeArea(_ unknown: Unevaluable, at node: MemberAccessExprSyntax) -> SwiftValue? {
        guard let run = flowRun else { return nil }
        let code = unknown.expression.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        guard code.hasSuffix("keyWindow") || code.hasSuffix(".window") || code.hasSuffix("windows.first") || code == "window" else { return nil }
        let quoted = SourceMap.quote(node)
        note(node, "\(quoted) is read as the collection view's safe area (`safeArea.top`, `.left`, `.bottom`, `.right` in the flow spec): the collection view fills the window")
        var safeArea = Unevaluable(expression: quoted, position: map.position(of: node), reason: "it is the window's safe area, read edge by edge", isAssumable: false)
        for edge in ["top", "left", "bottom", "right"] {
            let symbol = FlowSymbol(name: "safeArea.\(edge)", code: "\(quoted).\(edge)", position: map.position(of: node))
            safeArea.knownMembers[edge] = .flowValue(symbol)
            if !run.readings.contains(where: { $0.code == "\(quoted).\(edge)" }) { run.readings += symbol.readings }
        }
        return .unevaluable(safeArea)
    }

    /// The last names of the chains `containerName` reads: the lengths, the safe area's edges, `size` and the screen's
    /// `scale`.
    private static let containerNameEndings: Set<String> = ["width", "height", "size", "top", "left", "bottom", "right", "scale"]

    /// `UIScreen.main.bounds.width` (or `.height`, `.size.width`) in compositional layout code: the screen the
    /// collection view fills (LayoutEnvironment's container), so the container's whole width, `contentSize.width` of a
    /// computed value (LayoutSpecFormat.md, Computed dimensions), with a note. Nil for any other code.
    private func screenLength(_ member: MemberAccessExprSyntax) -> SwiftValue? {
        let components = Self.screenChain(member.trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }.split(separator: ".").map(String.init))
        guard components.first == "UIScreen", let (name, _) = FlowAPI.containerName(components), name == "width" || name == "height" else { return nil }
        let spaceName = "contentSize." + name
        note(member, "\(SourceMap.quote(member)) is read as the container's \(name) (`\(spaceName)`): the collection view fills the screen")
        return .flowValue(FlowSymbol(name: spaceName, code: SourceMap.quote(member), position: map.position(of: member), space: .sectionEnvironment))
    }

    /// `windowScene.screen.bounds.width` (also `view.window?.windowScene?.screen…`): a window scene's screen is the
    /// device's, `UIScreen.main`; other chains are returned as they are.
    static func screenChain(_ components: [String]) -> [String] {
        guard let screen = components.firstIndex(of: "screen"), screen > 0, components[screen - 1] == "windowScene",
            screen + 1 < components.count, components[screen + 1] == "bounds"
        else { return components }
        return ["UIScreen", "main"] + components[(screen + 1)...]
    }

    /// Whether the flow layout being read is a plain view's (a `UIView` subclass of the files, not a controller or a cell).
    private func isViewClassRun(at node: some SyntaxProtocol) -> Bool {
        guard let typeName = flowRun?.typeName else { return false }
        return index.uikitClass(of: typeName, near: node) == "UIView"
    }

    /// Whether `name` is the view controller's one collection view under another name: an `@IBOutlet` collection
    /// view (`marvelCharactersCollectionView.frame.width` is the flow spec's width), or a stored property holding the
    /// collection view the code made, when the type has no other collection view property.
    private func isTheControllersOnlyCollectionView(_ name: String) -> Bool {
        guard name != "view", name != "collectionView", name != "UIScreen", let run = flowRun, let typeName = run.typeName else { return false }
        let views = index.storedProperties(of: typeName).filter { property in
            if case .collectionView? = run.properties[property.name] { return true }
            return property.binding.typeAnnotation.map { Self.typeName($0.type) == "UICollectionView" } ?? false
        }
        return views.count == 1 && views[0].name == name
    }

    /// The number `--assume` makes of a flow symbol when it gives every name read a value; nil otherwise.
    func assumedNumber(_ symbol: FlowSymbol) -> Double? {
        guard !symbol.readings.isEmpty else { return nil }
        var values: [String: Double] = [:]
        for reading in symbol.readings {
            guard let value = numericAssumption(for: reading.code) else { return nil }
            if values[reading.name] == nil { values[reading.name] = value }
        }
        return try? symbol.expression.evaluate { values[$0] }
    }

    /// A flow symbol where only a number will do: the `--assume` value, else an unknown value that says why (and
    /// is reported if it reaches the layout). Other values are returned as they are.
    func concrete(_ value: SwiftValue, use: String, at node: some SyntaxProtocol) -> SwiftValue {
        guard case .flowValue(let symbol) = value else { return value }
        if let number = assumedNumber(symbol) { return .number(.floatingPoint(number)) }
        return .unevaluable(unexpressible(symbol, in: use, at: node))
    }

    /// Why a flow symbol cannot be used where it is: a flow spec's names stand in arithmetic (`+ - * /`, `min`,
    /// `max`, rounding) of item sizes, spacings and reference sizes, and nowhere else. Located where the name was read, else
    /// (a value read back from a flow layout's property) at `node`.
    func unexpressible(_ symbol: FlowSymbol, in use: String, at node: some SyntaxProtocol) -> Unevaluable {
        if symbol.space == .sectionEnvironment {
            let reading = symbol.readings.first
            let name = reading?.code.filter { !$0.isWhitespace } ?? SourceMap.quote(node)
            return Unevaluable(
                expression: reading?.code ?? SourceMap.quote(node), position: reading?.position ?? map.position(of: node),
                reason: "it is the container's size as the section provider reads it, which a compositional spec computes with in a dimension, a group's count and spacing, and the insets of a section, group or item (`absolute((width - 8) / 2)`) and compares in conditions (`width > 800`), not in \(use)",
                isAssumable: true, hint: "give it one value with --assume \(name)=NUMBER"
            )
        }
        guard let reading = symbol.readings.first else {
            return Unevaluable(
                expression: SourceMap.quote(node), position: map.position(of: node),
                reason: "it is `\(symbol.expression)` in the flow spec, which a flow spec uses in the arithmetic of item sizes, spacings and reference sizes (\(FlowSymbol.writableOperations)), not in \(use)",
                isAssumable: false
            )
        }
        if reading.name == FlowExpression.itemName {
            return Unevaluable(
                expression: reading.code, position: reading.position,
                reason: "it is read as the item index (`item` in the flow spec), which a flow spec uses in the arithmetic of item sizes (\(FlowSymbol.writableOperations)), not in \(use)",
                isAssumable: false, hint: "a flow spec's item size is one expression for all items"
            )
        }
        let parts = reading.name.split(separator: ".").map(String.init)
        let chain = parts.count == 2 ? ["view", "safeAreaInsets", parts[1]] : ["view", "frame", reading.name]
        let meaning = FlowAPI.containerName(chain)?.meaning ?? "`\(reading.name)` of the flow spec"
        return Unevaluable(
            expression: reading.code, position: reading.position,
            reason: "it is read as \(meaning), which a flow spec uses in the arithmetic of item sizes, spacings and reference sizes (\(FlowSymbol.writableOperations)), not in \(use)",
            isAssumable: true
        )
    }

    /// `lhs op rhs` where a side is a flow symbol: a symbol of the sum, product, quotient, remainder; or, where an
    /// expression cannot write it (`%` with a CGFloat side), the `--assume` values' result or an unknown value.
    func flowArithmetic(_ lhs: FlowOperand, _ op: ArithmeticOperator, _ rhs: FlowOperand, at node: Syntax) throws -> SwiftValue {
        if let combined = FlowSymbol.combine(lhs, op, rhs) { return .flowValue(combined) }
        func number(_ operand: FlowOperand) -> NumberValue? {
            switch operand {
            case .number(let number): return number
            case .symbol(let symbol): return assumedNumber(symbol).map(NumberValue.floatingPoint)
            }
        }
        if let a = number(lhs), let b = number(rhs) {
            do {
                return .number(try op.apply(a, b))
            } catch {
                throw crash(node, error.message)
            }
        }
        if FlowOperand.space(of: [lhs, rhs]) == nil {
            let code = SourceMap.quote(node.parent ?? node)
            return .unevaluable(
                Unevaluable(
                    expression: code, position: map.position(of: node.parent ?? node),
                    reason: "it combines the collection view's size, as a flow layout reads it, with the container's size a section provider is handed, which no one spec holds both of",
                    isAssumable: false
                )
            )
        }
        var reading: FlowReading?
        if case .symbol(let symbol) = lhs { reading = symbol.readings.first }
        if reading == nil, case .symbol(let symbol) = rhs { reading = symbol.readings.first }
        return .unevaluable(
            Unevaluable(
                expression: reading?.code ?? SourceMap.quote(node.parent ?? node), position: reading?.position ?? map.position(of: node.parent ?? node),
                reason: "`\(op.rawValue)` with a CGFloat side is not arithmetic a spec's expressions write (\(FlowSymbol.writableOperations), and Int's `/` and `%`)",
                isAssumable: reading.map { $0.name != FlowExpression.itemName } ?? false
            )
        )
    }
}
