import LayoutModel
import Testing

/// A computed dimension evaluates over the section environment's names (LayoutSpecFormat.md, Computed dimensions).
@Suite("Computed dimensions")
struct ComputedDimensionTests {
    static func environment(width: Double, reference: ContentInsetsReference = .safeArea) -> SectionEnvironment {
        SectionEnvironment(layout: LayoutEnvironment(containerSize: Size(width: width, height: 900)), contentInsetsReference: reference)
    }

    /// The column-count idiom by hand: 402 points fit 2 columns of 150, (402 − 6) / 2 = 198; 834 fit 5,
    /// (834 − 4 × 6) / 5 = 162; 100 fit none, so one column of 100.
    @Test func theColumnCountIdiom() throws {
        let cell = ComputedDimension(.absolute, try FlowExpression(parsing: "floor((width - (max(1, trunc(width / 150)) - 1) * 6) / max(1, trunc(width / 150)))"))
        #expect(try cell.evaluate(in: Self.environment(width: 402), path: "size.width") == .absolute(198))
        #expect(try cell.evaluate(in: Self.environment(width: 834), path: "size.width") == .absolute(162))
        #expect(try cell.evaluate(in: Self.environment(width: 100), path: "size.width") == .absolute(100))
    }

    /// Each name is the container length UIKit's `NSCollectionLayoutContainer` gives: with the layout margins as the
    /// reference (8 points on every side of a plain view, EnvironmentRules.md), the effective size is 374 × 884 of the
    /// whole 390 × 900.
    @Test func theNamesAreTheContainersLengths() {
        let environment = Self.environment(width: 390, reference: .layoutMargins)
        let values = SectionEnvironment.expressionNames.map { environment.expressionValue(named: $0) }
        #expect(values == [374, 884, 390, 900, 8, 8, 8, 8])
        #expect(environment.expressionValue(named: "item") == nil)
    }

    @Test func anEstimateStaysAnEstimate() throws {
        let estimate = Dimension.computed(ComputedDimension(.estimated, try FlowExpression(parsing: "width * 0.75")))
        #expect(estimate.isEstimated)
        #expect(estimate.value == nil)
        #expect(estimate.specString == "estimated(width * 0.75)")
        #expect(try estimate.computed?.evaluate(in: Self.environment(width: 400), path: "size.height") == .estimated(300))
    }

    @Test func aLengthWithoutAUsableValueSaysWhy() throws {
        let negative = ComputedDimension(.absolute, try FlowExpression(parsing: "width - 500"))
        #expect(throws: ComputedValueFault(path: "size.width", expression: "width - 500", reason: "must not be negative (found -110)")) {
            try negative.evaluate(in: Self.environment(width: 390), path: "size.width")
        }
        let zero = ComputedDimension(.absolute, try FlowExpression(parsing: "10 / (width - 390)"))
        #expect(throws: ComputedValueFault(path: "size.width", expression: "10 / (width - 390)", reason: "division by zero")) {
            try zero.evaluate(in: Self.environment(width: 390), path: "size.width")
        }
    }
}
