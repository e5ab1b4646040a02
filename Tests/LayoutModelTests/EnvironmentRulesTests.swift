import LayoutModel
import Testing

/// Devices, margins, readable width and text sizes against the values of EnvironmentRules.md (V1 to V9), which come
/// from the environment reference, not from this code.
@Suite("Environment rules")
struct EnvironmentRulesTests {
    static func environment(
        _ slug: String, _ orientation: Orientation = .portrait, _ category: ContentSizeCategory = .large,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> LayoutEnvironment {
        var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1), contentSizeCategory: category)
        environment.choose(try #require(DeviceCatalog.device(slug), "no device \(slug)", sourceLocation: sourceLocation), orientation)
        return environment
    }

    @Test func deviceTableEntriesAreTheReferencesValues() throws {
        let pro = try #require(DeviceCatalog.device("iphone-15-pro"))
        #expect(pro.size(.portrait) == Size(width: 393, height: 852))
        #expect(pro.size(.landscape) == Size(width: 852, height: 393))
        #expect(pro.scale == 3)
        #expect(pro.safeArea(.portrait) == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(pro.safeArea(.landscape) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(pro.widthClass(.landscape) == .compact && pro.heightClass(.landscape) == .compact)
        #expect(try #require(DeviceCatalog.device("iphone-15-pro-max")).widthClass(.landscape) == .regular)
        let se = try #require(DeviceCatalog.device("iphone-se-3"))
        #expect(se.size(.portrait) == Size(width: 375, height: 667) && se.scale == 2)
        #expect(se.safeArea(.portrait) == EdgeInsets(top: 20) && se.safeArea(.landscape) == .zero)
        let ipad = try #require(DeviceCatalog.device("ipad-pro-13-m4"))
        #expect(ipad.size(.portrait) == Size(width: 1032, height: 1376) && ipad.scale == 2)
        #expect(ipad.safeArea(.landscape) == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(ipad.widthClass(.portrait) == .regular)
        #expect(try #require(DeviceCatalog.device("iphone-air")).safeArea(.landscape) == EdgeInsets(top: 20, leading: 68, bottom: 29, trailing: 68))
        #expect(Set(DeviceCatalog.all.map(\.slug)).count == DeviceCatalog.all.count)
        // Values the reference does not confirm say so.
        #expect(try #require(DeviceCatalog.device("iphone-16e")).uncertain.contains { $0.hasPrefix("safe area") })
        #expect(pro.uncertain.isEmpty)
    }

    /// V3: a root view's margins are the safe area plus 16 (compact width) or 20 (regular) leading and trailing.
    @Test func rootViewMarginsAddTheSystemMinimumToTheSafeArea() throws {
        #expect(try Self.environment("iphone-15", .landscape).effectiveLayoutMargins == EdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 75))
        #expect(try Self.environment("ipad-air-11-m2").effectiveLayoutMargins == EdgeInsets(top: 24, leading: 20, bottom: 20, trailing: 20))
        // Without a device the collection view is a plain view: 8 beyond the safe area on every edge.
        let plain = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
        #expect(plain.effectiveLayoutMargins == EdgeInsets(top: 55, leading: 8, bottom: 42, trailing: 8))
    }

    /// V4 and V5: the readable guide's left inset on the named devices at Large.
    @Test(arguments: [
        ("ipad-air-11-m2", Orientation.portrait, 74.0), ("ipad-air-11-m2", .landscape, 254), ("ipad-10", .portrait, 74),
        ("ipad-pro-11-m4", .portrait, 81), ("ipad-pro-13-m4", .portrait, 180), ("ipad-pro-13-m4", .landscape, 352),
        ("ipad-mini-6", .portrait, 20), ("ipad-mini-6", .landscape, 230.5), ("iphone-15-pro-max", .landscape, 130),
        ("iphone-16-plus", .landscape, 130), ("iphone-16-pro-max", .landscape, 142), ("iphone-16", .landscape, 75),
        ("iphone-16-pro", .landscape, 78), ("iphone-16", .portrait, 16),
    ])
    func readableGuideInsets(_ slug: String, _ orientation: Orientation, _ leading: Double) throws {
        let insets = try Self.environment(slug, orientation).readableContentInsets
        #expect(insets.leading == leading)
        #expect(insets.trailing == leading)
    }

    @Test func aSmallerTextSizeNarrowsEvenAPhoneOnItsSide() throws {
        #expect(try Self.environment("iphone-16", .landscape, .extraSmall).readableContentInsets.leading == 146)
        #expect(try Self.environment("ipad-pro-13-m4", .portrait, .accessibilityExtraExtraExtraLarge).readableContentInsets.leading == 20)
    }

    @Test func textStylesFollowTheCategory() {
        #expect(TextStyle.body.size(in: .large) == 17)
        #expect(TextStyle.body.size(in: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.caption2.size(in: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(TextStyle.largeTitle.size(in: .extraSmall) == 31)
        #expect(TextStyle.subheadline.size(in: .extraExtraExtraLarge) == 21)
        #expect(TextStyle.headline.weight == .semibold && TextStyle.body.weight == .regular)
        let font = FontDescription(textStyle: .title2)
        #expect(font.size == 22)
        #expect(font.resolved(in: .accessibilityMedium).size == 34)
        #expect(FontDescription(size: 15).resolved(in: .accessibilityMedium).size == 15)
        #expect(ContentSizeCategory.allCases.map(\.readableWidth) == [560, 600, 640, 672, 752, 832, 912, 1112, 1312, 1584, 1864, 2096])
    }

    @Test func aDeviceEnvironmentReadsBackFromItsCanonicalText() throws {
        var environment = try Self.environment("iphone-15-pro", .landscape)
        #expect(environment.canonicalText == "device=iphone-15-pro orientation=landscape size=852x393 scale=3 safe-area=0,59,21,59 ios=26")
        #expect(try LayoutEnvironment(canonicalText: environment.canonicalText) == environment)
        #expect(environment.label == "iPhone 15 Pro landscape 852x393@3x")
        // An override of the device's safe area survives the round trip (a device would give its own).
        environment.safeAreaInsets = .zero
        #expect(try LayoutEnvironment(canonicalText: environment.canonicalText) == environment)
        #expect(environment.label == "iPhone 15 Pro landscape 852x393@3x, safe area 0,0,0,0")
        environment.contentSizeCategory = .accessibilityLarge
        #expect(environment.canonicalText.hasSuffix("content-size-category=accessibilityLarge ios=26"))
    }

    @Test func unknownNamesListTheValidOnesClosestFirst() {
        var environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        do {
            try EnvironmentTrait.device.read("iphone-15-pr", into: &environment)
            Issue.record("an unknown device was accepted")
        } catch {
            #expect(error.message.hasPrefix("\"iphone-15-pr\" is not one; valid names, closest first: iphone-15-pro, iphone-14-pro, iphone-16-pro, "))
        }
        #expect(throws: EnvironmentFault(.orientation, "\"sideways\" is not one; valid names, closest first: portrait, landscape")) {
            try EnvironmentTrait.orientation.read("sideways", into: &environment)
        }
        #expect(throws: EnvironmentFault(.orientation, "applies to a device: give one with --device (found \"landscape\" without one)")) {
            try EnvironmentTrait.orientation.read("landscape", into: &environment)
        }
    }
}
