import LayoutModel
import Testing

/// Flow expressions: arithmetic with the usual precedence, folding of plain numbers, canonical text that reads
/// back, errors that say where, and guards against input built to recurse deeply.
@Suite("Flow expressions")
struct FlowExpressionTests {
    static func names(_ name: String) -> Double? {
        ["width": 390, "height": 844, "safeArea.top": 47, "item": 3, "section": 1, "weight": 12.5][name]
    }

    static func value(_ text: String) throws -> Double {
        try FlowExpression(parsing: text).evaluate(names)
    }

    @Test(arguments: [
        ("1 + 2 * 3", 7.0),
        ("(1 + 2) * 3", 9),
        ("(width - 30) / 2", 180),
        ("width - 30 / 2", 375),
        ("100 - 10 - 5", 85),
        ("width - 10 - 5", 375),
        ("width / 2 / 5", 39),
        ("-width + 400", 10),
        ("2 * -3", -6),
        ("- -item", 3),
        ("-(width - 90)", -300),
        ("+item", 3),
        ("height / 4", 211),
        ("44 + safeArea.top", 91),
        ("80 + item * 10 + section", 111),
        ("weight * 2", 25),
        (".5 + 1e-3 + 2E+1", 20.501),
        ("  width\t*  0.5 ", 195),
        ("min(width, 100)", 100),
        ("max(width / 2, 100)", 195),
        ("min(10, item, 5)", 3),
        ("max(1, 2) + min(item, 2) * 2", 6),
        ("-max(item, -1)", -3),
        ("floor(width / 7)", 55),
        ("ceil(width / 7)", 56),
        ("round(weight)", 13),
        ("round(-weight)", -13),
        ("trunc(-weight)", -12),
        ("floor((width - 30) / 4) * 4", 360),
    ])
    func evaluatesWithPrecedence(_ text: String, _ expected: Double) throws {
        #expect(try Self.value(text) == expected)
    }

    /// `min` and `max` are Swift's, folded on plain numbers; without an opening parenthesis the words are names, so
    /// a dataset field may still be called `min`.
    @Test func minAndMaxAreCallsAndFoldOnNumbers() throws {
        #expect(try FlowExpression(parsing: "min(100, (414 - 20) / 3)") == .number(100))
        #expect(try FlowExpression(parsing: "max(100, 394 / 3)") == .number(394.0 / 3))
        #expect(try FlowExpression(parsing: "min(100, width)") == .call(.minimum, .number(100), .name("width")))
        #expect(try FlowExpression(parsing: "min + 1") == .operation(.name("min"), .add, .number(1)))
        #expect(try FlowExpression(parsing: "max(weight, 10)").names == ["weight"])
        #expect(try FlowExpression(parsing: "max(weight, 10)").fieldNames == ["weight"])
        #expect(try FlowExpression(parsing: "floor(394 / 3)") == .number(131))
        #expect(try FlowExpression(parsing: "round(2.5) + round(-2.5)") == .number(0))
        #expect(try FlowExpression(parsing: "floor(width)") == .rounding(.floor, .name("width")))
        #expect(try FlowExpression(parsing: "floor").names == ["floor"])
    }

    @Test func plainNumbersAreFoldedWhenParsed() throws {
        #expect(try FlowExpression(parsing: "(414 - 20) / 3") == .number(394.0 / 3))
        #expect(try FlowExpression(parsing: "-(2 * 3)") == .number(-6))
        #expect(try FlowExpression(parsing: "width - 30 / 2") == .operation(.name("width"), .subtract, .number(15)))
        // Folding never reorders: `width - 10 - 5` is `(width - 10) - 5`, not `width - 15`.
        #expect(try FlowExpression(parsing: "width - 10 - 5") == .operation(.operation(.name("width"), .subtract, 10), .subtract, 5))
        #expect(try FlowExpression(parsing: "12").constantValue == 12)
        #expect(try FlowExpression(parsing: "item").constantValue == nil)
    }

    @Test(arguments: [
        ("(width - 30) / 2", "(width - 30) / 2"),
        ("width-(10-item)", "width - (10 - item)"),
        ("a+(b+c)", "a + (b + c)"),
        ("(a+b)+c", "a + b + c"),
        ("a*(b/c)", "a * (b / c)"),
        ("(a*b)/c", "a * b / c"),
        ("-(a+b)", "-(a + b)"),
        ("- -a", "--a"),
        ("2*(3+x)", "2 * (3 + x)"),
        ("x * -1", "x * -1"),
        ("x - -0.25", "x - -0.25"),
        ("(394) / 3", "131.33333333333334"),
        ("1e20 * width", "1e+20 * width"),
        ("1e-7 + width", "1e-07 + width"),
        ("safeArea.left + (height / 4)", "safeArea.left + height / 4"),
        ("min(width,100)", "min(width, 100)"),
        ("max(a, b, c)", "max(max(a, b), c)"),
        ("min(1, 2) + x", "1 + x"),
        ("-min(a, b)", "-min(a, b)"),
        ("min((a - b), c * 2) / 3", "min(a - b, c * 2) / 3"),
        ("floor((width - 30)/2)", "floor((width - 30) / 2)"),
        ("-ceil(a)", "-ceil(a)"),
        ("round(min(a, 2)) + 1", "round(min(a, 2)) + 1"),
    ])
    func canonicalTextReadsBack(_ text: String, _ canonical: String) throws {
        let expression = try FlowExpression(parsing: text)
        #expect(expression.description == canonical)
        #expect(try FlowExpression(parsing: expression.description) == expression)
    }

    @Test(arguments: [
        ("(width - 30 / 2", #"missing ")" at character 16"#),
        ("width +", #"expected a number, a name or "(" but found the end of the text at character 8"#),
        ("", "empty expression at character 1"),
        ("   ", "empty expression at character 1"),
        ("width % 2", #"unexpected character "%" at character 7"#),
        ("2 3", #"unexpected "3" at character 3"#),
        ("width)", #"unexpected ")" at character 6"#),
        ("10 / (5 - 5)", "division by zero at character 4"),
        ("height / 0", "division by zero at character 8"),
        ("height / (2 - 2)", "division by zero at character 8"),
        ("1e999", #""1e999" is not a finite number at character 1"#),
        ("1e300 * 1e300", "the value is too large at character 7"),
        ("3width", "a name cannot start with a digit at character 1"),
        ("()", #"expected a number, a name or "(" but found ")" at character 2"#),
        ("width * * 2", #"expected a number, a name or "(" but found "*" at character 9"#),
        ("min(width)", "`min` takes two or more numbers at character 1"),
        ("min(width, 2", #"missing ")" or "," at character 13"#),
        ("max()", #"expected a number, a name or "(" but found ")" at character 5"#),
        ("width, 2", #"unexpected "," at character 6"#),
        ("(width, 2)", #"missing ")" at character 7"#),
        ("floor(width, 2)", "`floor` takes one number at character 1"),
        ("round()", #"expected a number, a name or "(" but found ")" at character 7"#),
    ])
    func syntaxErrorsSayWhere(_ text: String, _ message: String) {
        #expect(throws: FlowExpressionError.self) { try FlowExpression(parsing: text) }
        do {
            _ = try FlowExpression(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// A flow expression and a predicate are scanned alike: the same faults at the same characters, counted from 1,
    /// and names in any script.
    @Test(arguments: [
        ("width @ 2", "width @ 2", 7),
        ("width +", "width >", 8),
        ("width + 1.2.3", "width > 1.2.3", 9),
    ])
    func positionsAreCountedAsAPredicatesAre(_ expression: String, _ predicate: String, _ position: Int) {
        let flowFault = #expect(throws: FlowExpressionError.self) { try FlowExpression(parsing: expression) }
        let predicateFault = #expect(throws: PredicateSyntaxError.self) { try Predicate(parsing: predicate) }
        let flowPosition: Int? = if case .syntax(_, let at)? = flowFault { at } else { nil }
        #expect(flowPosition == position)
        #expect(predicateFault?.position == position)
    }

    @Test func namesMayBeInAnyScript() throws {
        #expect(try FlowExpression(parsing: "größe * 2") == .operation(.name("größe"), .multiply, .number(2)))
        #expect(try Predicate(parsing: "größe > 2") == .comparison(.name("größe"), .greater, .number(2)))
    }

    @Test func nestingIsLimited() throws {
        let limit = FlowExpression.maximumDepth
        func parenthesised(_ depth: Int) -> String {
            String(repeating: "(", count: depth) + "width" + String(repeating: ")", count: depth)
        }
        #expect(try FlowExpression(parsing: parenthesised(limit)) == .name("width"))
        #expect(throws: FlowExpressionError.syntax("the expression nests more than 64 levels deep", position: limit + 1)) {
            try FlowExpression(parsing: parenthesised(limit + 1))
        }
        // A hundred thousand parentheses are refused without recursing a hundred thousand deep.
        #expect(throws: FlowExpressionError.self) { try FlowExpression(parsing: parenthesised(100_000)) }
        #expect(throws: FlowExpressionError.self) {
            try FlowExpression(parsing: String(repeating: "-", count: 100_000) + "width")
        }
        // A long chain is read in a loop but builds a deep tree: limited too.
        let chain = (0..<limit).map { _ in "item" }.joined(separator: " + ")
        #expect(try FlowExpression(parsing: chain).evaluate(Self.names) == Double(3 * limit))
        #expect(throws: FlowExpressionError.self) { try FlowExpression(parsing: chain + " + item + item") }
        // A chain of plain numbers folds to one number, however long.
        let numbers = (0..<10_000).map { _ in "1" }.joined(separator: " + ")
        #expect(try FlowExpression(parsing: numbers) == .number(10_000))
    }

    @Test func evaluationErrorsNameTheFault() throws {
        #expect(throws: FlowExpressionError.divisionByZero) { try Self.value("100 / (item - 3)") }
        #expect(throws: FlowExpressionError.unknownName("lifespan")) { try Self.value("lifespan * 2") }
        #expect(FlowExpressionError.divisionByZero.description == "division by zero")
        #expect(FlowExpressionError.unknownName("x").description == "unknown name \"x\"")
    }

    @Test func namesAndItemDependence() throws {
        #expect(try FlowExpression(parsing: "(width - safeArea.left) / 2 + section").dependsOnItem == false)
        #expect(try FlowExpression(parsing: "80 + item * 10").dependsOnItem == true)
        #expect(try FlowExpression(parsing: "weight_max / 100").dependsOnItem == true)
        #expect(try FlowExpression(parsing: "weight_max / width").fieldNames == ["weight_max"])
        #expect(try FlowExpression(parsing: "weight_max / width + item").names == ["weight_max", "width", "item"])
        #expect(FlowSize(width: 10, height: try FlowExpression(parsing: "item")).dependsOnItem)
    }
}
