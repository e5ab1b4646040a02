@testable import LayoutLint
import LayoutModel
import Testing

/// How the text formats say which environments a finding occurs in: every one, or how many and which screens, with
/// the text sizes and direction only where they narrow it.
@Suite("Environment summaries")
struct EnvironmentSummaryTests {
    typealias F = LintFixtures

    /// The iPhone SE and the iPhone 15 Pro, upright and sideways, at three text sizes, both directions: 24.
    static let matrix: [LayoutEnvironment] = {
        var environments: [LayoutEnvironment] = []
        for slug in ["iphone-se-3", "iphone-15-pro"] {
            for orientation in Orientation.allCases {
                for category in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
                    for direction in LayoutDirection.allCases {
                        environments.append(F.device(slug, orientation, category: category, direction: direction))
                    }
                }
            }
        }
        return environments
    }()

    static func describe(_ matches: (LayoutEnvironment) -> Bool) -> String {
        EnvironmentSummary(environments: matrix).describe(matrix.indices.filter { matches(matrix[$0]) })
    }

    @Test func everyEnvironmentIsSaidInAWord() {
        #expect(Self.describe { _ in true } == "in all 24 environments")
        #expect(EnvironmentSummary(environments: [F.environment()]).describe([0]) == "in its one environment")
    }

    @Test func aScreenIsNamedWithTheTextSizesThatNarrowIt() {
        #expect(Self.describe { $0.device?.device.slug == "iphone-se-3" && $0.device?.orientation == .portrait }
            == "on 6 of 24: iPhone SE (2nd and 3rd generation) portrait")
        #expect(Self.describe { $0.device?.device.slug == "iphone-se-3" && $0.device?.orientation == .portrait && $0.contentSizeCategory.isAccessibilityCategory }
            == "on 2 of 24: iPhone SE (2nd and 3rd generation) portrait at accessibility sizes")
        #expect(Self.describe { $0.device?.orientation == .landscape && $0.contentSizeCategory != .large }
            == "on 8 of 24: iPhone SE (2nd and 3rd generation) landscape at sizes above large, iPhone 15 Pro landscape at sizes above large")
        #expect(Self.describe { $0.device?.device.slug == "iphone-15-pro" && $0.device?.orientation == .portrait && $0.contentSizeCategory != .extraExtraExtraLarge }
            == "on 4 of 24: iPhone 15 Pro portrait at large and accessibilityExtraExtraExtraLarge")
    }

    @Test func aDirectionIsSaidWhereOnlyOneHasTheFinding() {
        #expect(Self.describe { $0.layoutDirection == .rightToLeft && $0.device?.orientation == .portrait && $0.contentSizeCategory == .large }
            == "on 2 of 24: iPhone SE (2nd and 3rd generation) portrait right to left at large, iPhone 15 Pro portrait right to left at large")
    }

    /// A matrix over iOS versions names the version of a screen on any but the newest, so a finding on iOS 18 alone
    /// does not read as one on both.
    @Test func anEarlierIOSVersionIsNamedWithItsScreen() {
        let phone = F.device("iphone-15-pro")
        var earlier = phone
        earlier.iosVersion = .ios18
        let summary = EnvironmentSummary(environments: [phone, earlier])
        #expect(summary.describe([1]) == "on 1 of 2: iPhone 15 Pro portrait on iOS 18")
        #expect(summary.describe([0]) == "on 1 of 2: iPhone 15 Pro portrait")
    }

    @Test func manyScreensEndWithHowManyMore() {
        let sizes = (0..<9).map { F.environment(300 + Double($0) * 10, 600) }
        #expect(EnvironmentSummary(environments: sizes + [F.environment(1000, 1000)]).describe(Array(0..<9))
            == "on 9 of 10: 300x600@3x, 310x600@3x, 320x600@3x, 330x600@3x, 340x600@3x, 350x600@3x and 3 more")
    }
}
