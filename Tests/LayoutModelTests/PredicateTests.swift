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
        #expect(predicate == .or(.truthy(.name("a")), .and(.truthy(.name("b")), .not(.truthy(.name("c"))))))
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
        ("a @ b", "unexpected character '@' at character 3"),
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
}
