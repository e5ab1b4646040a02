import LayoutModel
import Testing

@testable import SwiftLayoutImport

/// A number computed from the container's width alone, compared with a constant, as a threshold on the width. The
/// expected thresholds are the comparisons solved by hand.
@Suite("Monotonic thresholds")
struct MonotonicThresholdTests {
    static func outcome(_ text: String, _ op: ComparisonOperator, _ value: Double) throws -> MonotonicThreshold.Outcome? {
        MonotonicThreshold.outcome(of: try FlowExpression(parsing: text), op, value, variable: "width", upTo: InputLimits.length.magnitude)
    }

    @Test func growingComputationsHoldFromTheirThresholdOn() throws {
        // round(width / 265) > 0 ⟺ width / 265 ≥ 0.5 ⟺ width ≥ 132.5 (halves round away from zero).
        #expect(try Self.outcome("trunc(round(width / 265))", .greater, 0) == .threshold(.greaterOrEqual, 132.5))
        // floor((width - 20) / 150) ≥ 3 ⟺ width - 20 ≥ 450.
        #expect(try Self.outcome("floor((width - 20) / 150)", .greaterOrEqual, 3) == .threshold(.greaterOrEqual, 470))
        // trunc(width / 100) < 4 ⟺ width < 400.
        #expect(try Self.outcome("trunc(width / 100)", .less, 4) == .threshold(.less, 400))
    }

    @Test func shrinkingComputationsTurnTheThresholdAround() throws {
        // 400 - width / 2 > 100 ⟺ width < 600.
        #expect(try Self.outcome("400 - width / 2", .greater, 100) == .threshold(.less, 600))
        #expect(try Self.outcome("-(width * 2)", .lessOrEqual, -500) == .threshold(.greaterOrEqual, 250))
    }

    @Test func aStrictComparisonKeepsItsNumber() throws {
        // width > 400 holds from the double after 400 on, which `> 400` says with the code's own number.
        #expect(try Self.outcome("width", .greater, 400) == .threshold(.greater, 400))
        // width - 24 > 400 ⟺ width > 424 (424 - 24 is exact); width - 24 <= 400 ⟺ width <= 424.
        #expect(try Self.outcome("width - 24", .greater, 400) == .threshold(.greater, 424))
        #expect(try Self.outcome("width - 24", .lessOrEqual, 400) == .threshold(.lessOrEqual, 424))
        // A threshold that is itself the short number stays as found.
        #expect(try Self.outcome("width / 2", .greaterOrEqual, 200) == .threshold(.greaterOrEqual, 400))
    }

    @Test func comparisonsThatNeverChangeAreSettled() throws {
        #expect(try Self.outcome("max(1, trunc(width / 150))", .greater, 0) == .always(true))
        #expect(try Self.outcome("min(0, width)", .greater, 0) == .always(false))
    }

    @Test func whatNoThresholdSaysIsLeftToTheCaller() throws {
        #expect(try Self.outcome("trunc(width / 150)", .equal, 2) == nil)
        #expect(try Self.outcome("width * width", .greater, 5) == nil)
        #expect(try Self.outcome("300 / width", .greater, 1) == nil)
        #expect(try Self.outcome("width - height", .greater, 1) == nil)
    }
}
