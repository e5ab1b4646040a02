import LayoutModel
import Testing

@Suite("Predicates")
struct PredicateTests {
    static let record = PredicateValues([
        "updateCount": .number(3), "title": .string("Fastlane for iOS"), "isQueued": .bool(true),
        "weight_min": .string("3000"), "weight_max": .string("2500"), "geo_range": .string("Mississippi "),
        "width": .number(390),
    ])

    @Test(arguments: [
        ("updateCount > 0", true),
        ("updateCount == 0", false),
        ("updateCount >= 3 and isQueued", true),
        ("not isQueued or updateCount < 1", false),
        ("title == \"Fastlane for iOS\"", true),
        ("title != 'Fastlane for iOS'", false),
        ("weight_min > weight_max", true),
        ("weight_min > 2999.5", true),
        ("missing > 0", false),
        ("missing != 0", true),
        ("missing == null", true),
        ("!(width > 800) && width > 500 || updateCount == 3", true),
        ("true", true),
        ("false or (updateCount > 2 and not false)", true),
    ])
    func evaluates(_ text: String, _ expected: Bool) throws {
        let predicate = try Predicate(parsing: text)
        #expect(predicate.evaluate(in: Self.record) == expected)
        // The canonical text parses back to the same predicate.
        #expect(try Predicate(parsing: predicate.description) == predicate)
    }

    @Test func numericTextComparesAsNumbers() throws {
        // The zoo API stores numbers as strings; as text "10" < "9", as numbers it is not.
        let values = PredicateValues(["a": .string("10"), "b": .string("9"), "name": .string("Impala"), "other": .string("Ibis")])
        #expect(try Predicate(parsing: "a > b").evaluate(in: values) == true)
        #expect(try Predicate(parsing: "a > 9.5").evaluate(in: values) == true)
        #expect(try Predicate(parsing: "name > other").evaluate(in: values) == true)
        #expect(try Predicate(parsing: "name > 3").evaluate(in: values) == false)
        #expect(try Predicate(parsing: "name != 3").evaluate(in: values) == true)
    }

    @Test func precedenceIsOrThenAndThenNot() throws {
        let predicate = try Predicate(parsing: "a or b and not c")
        #expect(predicate == .or([.truthy(.name("a")), .and([.truthy(.name("b")), .not(.truthy(.name("c")))])]))
        #expect(predicate.description == "a or b and not c")
        #expect(try Predicate(parsing: "(a or b) and c").description == "(a or b) and c")
        #expect(predicate.names == ["a", "b", "c"])
    }

    @Test(arguments: [
        ("", "empty expression at character 1"),
        ("updateCount >", "expected a value but found the end of the expression at character 14"),
        ("updateCount = 0", "'=' is not an operator; write '==' at character 13"),
        ("(a > 1", "expected ')' but found the end of the expression at character 7"),
        ("a > 'open", "unterminated string at character 5"),
        ("a > 1 b", "unexpected 'b' at character 7"),
        ("a @ b", #"unexpected character "@" at character 3"#),
    ])
    func reportsSyntaxErrors(_ text: String, _ message: String) {
        #expect(throws: PredicateSyntaxError.self) { try Predicate(parsing: text) }
        do {
            _ = try Predicate(parsing: text)
        } catch let error as PredicateSyntaxError {
            #expect(error.description == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Every kind of token: dotted names, signed and exponent numbers, both quotes with escapes, both spellings of
    /// each logical operator, and every comparison.
    @Test func readsEveryKindOfToken() throws {
        let predicate = try Predicate(parsing: #"a.b >= -.5 and c == 'it\'s' or d < 1e-3 || !e && f != "x\"y" and g <= 2 and h > .25"#)
        #expect(predicate == .or([
            .and([
                .comparison(.name("a.b"), .greaterOrEqual, .number(-0.5)),
                .comparison(.name("c"), .equal, .string("it's")),
            ]),
            .comparison(.name("d"), .less, .number(0.001)),
            .and([
                .not(.truthy(.name("e"))),
                .comparison(.name("f"), .notEqual, .string("x\"y")),
                .comparison(.name("g"), .lessOrEqual, .number(2)),
                .comparison(.name("h"), .greater, .number(0.25)),
            ]),
        ]))
        #expect(Self.syntaxError("a > 1e+") == #""1e+" is not a finite number at character 5"#)
        #expect(Self.syntaxError("a > 2.3.4") == #""2.3.4" is not a finite number at character 5"#)
        #expect(Self.syntaxError("a > 'x\\") == "unterminated string at character 5")
    }

    /// One set of comparison operators serves predicates and the Swift importer: on any ordered values, with the
    /// values' own `==` and `<`, and each with its mirror (`a < b` is `b > a`).
    @Test func comparisonOperatorsHoldOnAnyOrderedValues() {
        // Order of allCases: ==, !=, <, <=, >, >=.
        #expect(ComparisonOperator.allCases.map { $0.holds(1, 2) } == [false, true, true, true, false, false])
        #expect(ComparisonOperator.allCases.map { $0.holds("b", "a") } == [false, true, false, false, true, true])
        #expect(ComparisonOperator.allCases.map { $0.holds(Double.nan, 1) } == [false, true, false, false, false, false])
        for op in ComparisonOperator.allCases {
            for (a, b) in [(1, 2), (2, 2), (3, 2)] {
                #expect(op.holds(a, b) == op.mirrored.holds(b, a), "\(a) \(op.rawValue) \(b)")
            }
        }
    }

    static func syntaxError(_ text: String) -> String? {
        do {
            _ = try Predicate(parsing: text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let nestingFault = "nesting deeper than 32 levels of parentheses and 'not' (the limit for predicates)"

    @Test func nestingToTheLimitParsesAndEvaluates() throws {
        #expect(InputLimits.predicateNesting == 32)
        let parenthesised = try Predicate(parsing: String(repeating: "(", count: 32) + "a > 1" + String(repeating: ")", count: 32))
        #expect(parenthesised == .comparison(.name("a"), .greater, .number(1)))
        let nots = try Predicate(parsing: String(repeating: "not ", count: 32) + "a")
        #expect(nots.evaluate(in: PredicateValues(["a": .number(2)])) == true)
        #expect(nots.evaluate(in: PredicateValues(["a": .number(0)])) == false)
        #expect(nots.description == String(repeating: "not ", count: 32) + "a")
    }

    @Test func nestingPastTheLimitIsASyntaxErrorWhereItPassesTheLimit() {
        // The 33rd parenthesis is character 33; the 33rd "not" starts after 32 "not "s; in "not (not (...", the
        // 33rd level is the 17th "not", after 16 "not (".
        #expect(Self.syntaxError(String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000))
            == Self.nestingFault + " at character 33")
        #expect(Self.syntaxError(String(repeating: "not ", count: 20_000) + "a") == Self.nestingFault + " at character 129")
        #expect(Self.syntaxError(String(repeating: "!", count: 20_000) + "a") == Self.nestingFault + " at character 33")
        #expect(Self.syntaxError(String(repeating: "not (", count: 10_000) + "a" + String(repeating: ")", count: 10_000))
            == Self.nestingFault + " at character 81")
    }

    @Test func longChainsAreOneNode() throws {
        let count = 100_000
        let chain = Array(repeating: "a", count: count).joined(separator: " and ")
        let predicate = try Predicate(parsing: chain)
        #expect(predicate == .and(Array(repeating: .truthy(.name("a")), count: count)))
        #expect(predicate.evaluate(in: PredicateValues(["a": .number(1)])) == true)
        #expect(predicate.evaluate(in: PredicateValues(["a": .number(0)])) == false)
        #expect(predicate.description == chain)
        #expect(predicate.names == ["a"])
        // Any false operand, even the last, makes the chain false; any true one makes an "or" chain true.
        #expect(try Predicate(parsing: chain + " and b").evaluate(in: PredicateValues(["a": .number(1)])) == false)
        let alternatives = Array(repeating: "a", count: count).joined(separator: " || ") + " || b"
        #expect(try Predicate(parsing: alternatives).evaluate(in: PredicateValues(["b": .bool(true)])) == true)
        #expect(try Predicate(parsing: alternatives).evaluate(in: PredicateValues([:])) == false)
        #expect(try Predicate(parsing: alternatives).description == Array(repeating: "a", count: count).joined(separator: " or ") + " or b")
    }

    @Test func parenthesesAroundTheSameOperationJoinTheChain() throws {
        let flat = try Predicate(parsing: "a and b and c")
        #expect(flat == .and([.truthy(.name("a")), .truthy(.name("b")), .truthy(.name("c"))]))
        #expect(try Predicate(parsing: "(a and b) and c") == flat)
        #expect(try Predicate(parsing: "a and (b and c)") == flat)
        #expect(try Predicate(parsing: "(a or b) and c").description == "(a or b) and c")
    }
}
