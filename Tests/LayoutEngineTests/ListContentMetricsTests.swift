import LayoutEngine
import LayoutModel
import Testing

/// ListRules.md L37 (a decision): margins and paddings a content configuration's code sets replace the style's
/// numbers in L18 to L21. Heights by hand on a 390 × 844 view at 3x on iOS 18 at `large`, without a dataset (each text
/// one line): body text `px(20.287) = 61/3`, a subheadline secondary text `px(17.900) = 18`.
@Suite("List content metrics")
struct ListContentMetricsTests {
    static let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), iosVersion: .ios18)
    static let body = 61.0 / 3

    static func rowHeight(_ description: ListContentConfiguration) throws -> Double {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.cell = .configuration(description)
        let result = try LayoutPlanner.compute(LayoutSpec(name: "list", sections: [.list(configuration)]), in: environment, itemCounts: [1])
        return result.elements.frame(at: 0).height
    }

    static func cell(_ style: ListContentStyle? = nil, secondary: Bool = true, image: Bool = false, metrics: ListContentMetrics) -> ListContentConfiguration {
        var description = ListContentConfiguration(style: style, text: .field("title"), secondaryText: secondary ? .field("detail") : nil, image: image)
        description.metrics = metrics
        return description
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func theStylesOwnNumbersWithoutOverrides() throws {
        // L20, L21: 11 + 61/3 + 3 + 18 + 11.
        #expect(Self.close(try Self.rowHeight(Self.cell(metrics: ListContentMetrics())), 11 + Self.body + 3 + 18 + 11))
    }

    @Test func assignedMarginsAndPaddingReplaceTheStyles() throws {
        let metrics = ListContentMetrics(layoutMargins: EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16), textToSecondaryTextVerticalPadding: 6)
        #expect(Self.close(try Self.rowHeight(Self.cell(metrics: metrics)), 20 + Self.body + 6 + 18 + 20))
        // Thin margins around one line: 4 + 61/3 + 4 is under the 44-point minimum, which stands (L19).
        let thin = ListContentMetrics(layoutMargins: EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8))
        #expect(try Self.rowHeight(Self.cell(secondary: false, metrics: thin)) == 44)
    }

    @Test func aReservedImageRoomTallerThanTheTexts() throws {
        // The image is centred in 80 points, taller than the texts' 61/3 + 3 + 18: 11 + 80 + 11.
        let metrics = ListContentMetrics(imageReservedLayoutSize: Size(width: 0, height: 80))
        #expect(try Self.rowHeight(Self.cell(image: true, metrics: metrics)) == 102)
        // Without an image the room reserves nothing.
        #expect(Self.close(try Self.rowHeight(Self.cell(metrics: metrics)), 11 + Self.body + 3 + 18 + 11))
    }

    @Test func sideBySideIsPreferredOrNot() throws {
        // A default cell preferring side by side: one line of the taller text, 11 + 61/3 + 11, raised to 44.
        #expect(try Self.rowHeight(Self.cell(metrics: ListContentMetrics(prefersSideBySideTextAndSecondaryText: true))) == 44)
        // A value cell made to stack: two body lines 3 apart (L21, L22), 11 + 61/3 + 3 + 61/3 + 11.
        let stacked = try Self.rowHeight(Self.cell(.valueCell, metrics: ListContentMetrics(prefersSideBySideTextAndSecondaryText: false)))
        #expect(Self.close(stacked, 11 + Self.body + 3 + Self.body + 11))
    }
}
