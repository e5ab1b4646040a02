import LayoutModel
import Testing

/// The environment's one canonical text: what the command line reads, cache keys digest, run rows store and labels
/// show.
@Suite("Environment encoding")
struct EnvironmentEncodingTests {
    static let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    static let everything = LayoutEnvironment(
        containerSize: Size(width: 390, height: 844), scale: 2, safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
        layoutMargins: EdgeInsets(top: 47, leading: 16, bottom: 34, trailing: 16), contentOffset: Point(x: 0, y: 400.5),
        orthogonalOffsets: [2: 0, 1: 120]
    )

    @Test func defaultsAreLeftOutButSizeAndScaleAreAlwaysThere() {
        #expect(Self.phone.canonicalText == "size=390x844 scale=3 ios=26")
        #expect(Self.phone.label == "390x844@3x")
    }

    @Test func everyTraitHasOneSpellingAndReadsBack() throws {
        #expect(Self.everything.canonicalText
            == "size=390x844 scale=2 safe-area=47,0,34,0 layout-margins=47,16,34,16 ios=26 offset=0,400.5 orthogonal-offset=1=120 orthogonal-offset=2=0")
        #expect(try LayoutEnvironment(canonicalText: Self.everything.canonicalText) == Self.everything)
        #expect(try LayoutEnvironment(traits: Self.everything.encoded) == Self.everything)
    }

    @Test func labelsNameTheScreenThenEachTraitThatDiffers() {
        #expect(Self.everything.screenLabel == "390x844@2x")
        #expect(Self.everything.detailLabels == [
            "safe area 47,0,34,0", "layout margins 47,16,34,16", "offset 0,400.5", "strip 1 at 120", "strip 2 at 0",
        ])
    }

    /// The iOS version is written unless it is 18: an environment's text from before the trait names no version, and
    /// such runs were computed with iOS 15 to 18's list metrics, so they read back as iOS 18, never as the newest.
    @Test func theIOSVersionIsWrittenUnlessItIsTheVersionEarlierTextsMeant() throws {
        var environment = Self.phone
        #expect(environment.iosVersion == .ios26)
        environment.iosVersion = .ios18
        #expect(environment.canonicalText == "size=390x844 scale=3")
        #expect(environment.detailLabels == ["iOS 18"])
        #expect(try LayoutEnvironment(canonicalText: "size=390x844 scale=3").iosVersion == .ios18)
        #expect(try LayoutEnvironment(canonicalText: "size=390x844 scale=3 ios=26") == Self.phone)
        for version in IOSVersion.allCases {
            environment.iosVersion = version
            #expect(try LayoutEnvironment(canonicalText: environment.canonicalText) == environment)
        }
        environment.iosVersion = .ios15
        #expect(environment.canonicalText == "size=390x844 scale=3 ios=15")
        #expect(environment.label == "390x844@3x, iOS 15")
        #expect(Self.phone.detailLabels == [])
    }

    /// A version without a list model of its own is refused, naming the ones there are.
    @Test func anUnknownIOSVersionIsRefusedNamingTheKnownOnes() {
        var environment = Self.phone
        for text in ["27", "14", "9"] {
            #expect(throws: EnvironmentFault(.iosVersion, "\(text) is not a version the catalog has list metrics for; it knows 15, 16, 17, 18, 26")) {
                try EnvironmentTrait.iosVersion.read(text, into: &environment)
            }
        }
        #expect(throws: EnvironmentFault(.iosVersion, "expects an iOS version: 15, 16, 17, 18, 26 (found \"26.1\")")) {
            try EnvironmentTrait.iosVersion.read("26.1", into: &environment)
        }
        #expect(environment == Self.phone)
    }

    @Test func textThatIsNotATraitsSyntaxNamesTheTraitAndWhatItExpects() {
        var environment = Self.phone
        #expect(throws: EnvironmentFault(.size, "expects WIDTHxHEIGHT in points, such as 390x844 (found \"390by844\")")) {
            try EnvironmentTrait.size.read("390by844", into: &environment)
        }
        #expect(throws: EnvironmentFault(.safeArea, "expects TOP,LEFT,BOTTOM,RIGHT in points, such as 47,0,34,0 (found \"47,0,34\")")) {
            try EnvironmentTrait.safeArea.read("47,0,34", into: &environment)
        }
        #expect(throws: EnvironmentFault(.orthogonalOffset, "expects SECTION=OFFSET, such as 1=120 (found \"x=1\")")) {
            try EnvironmentTrait.orthogonalOffset.read("x=1", into: &environment)
        }
        #expect(throws: EnvironmentFault(.size, "is required: WIDTHxHEIGHT in points, such as 390x844")) {
            try LayoutEnvironment(traits: [(.scale, "2")])
        }
    }

    @Test func rangesAreCheckedInOnePlace() {
        var environment = Self.phone
        environment.scale = 4
        #expect(throws: EnvironmentFault(.scale, "must be 1, 2 or 3 (found 4)")) { try environment.validate() }
        environment = Self.phone
        environment.safeAreaInsets.top = -1
        #expect(throws: EnvironmentFault(.safeArea, "must be finite and not negative (found -1,0,0,0)")) { try environment.validate() }
        environment = Self.phone
        environment.containerSize.height = 0
        #expect((try? environment.validate()) == nil)
        #expect(EnvironmentFault(.size, "must be positive (found 390x0)").description == "container size must be positive (found 390x0)")
    }

    /// The layout direction is a trait of its own: stored, keyed and, since right-to-left is laid out (V8), valid
    /// either way.
    @Test func theLayoutDirectionIsKeyedAndBothDirectionsAreValid() throws {
        var environment = Self.phone
        try EnvironmentTrait.layoutDirection.read("rightToLeft", into: &environment)
        #expect(environment.canonicalText == "size=390x844 scale=3 layout-direction=rightToLeft ios=26")
        #expect(environment.detailLabels == ["right to left"])
        try environment.validate()
        #expect(try LayoutEnvironment(canonicalText: environment.canonicalText) == environment)
        try EnvironmentTrait.layoutDirection.read("leftToRight", into: &environment)
        #expect(environment == Self.phone)
    }

    /// Environments.md, Right to left: right-to-left is the left-to-right layout with the physical left and right insets swapped,
    /// mirrored. The environment of that left-to-right layout, with numbers chosen so every swap shows.
    @Test func theLeftToRightEquivalentSwapsLeftAndRightAndMirrorsTheOffset() throws {
        let rightToLeft = try LayoutEnvironment(traits: [
            (.size, "320x480"), (.scale, "2"), (.safeArea, "20,10,30,40"), (.layoutMargins, "1,2,3,4"),
            (.layoutDirection, "rightToLeft"), (.offset, "50,60"), (.orthogonalOffset, "1=70"),
        ])
        let equivalent = rightToLeft.leftToRightEquivalent(contentWidth: 1000)
        #expect(equivalent.layoutDirection == .leftToRight)
        #expect(equivalent.safeAreaInsets == EdgeInsets(top: 20, leading: 40, bottom: 30, trailing: 10))
        #expect(equivalent.layoutMargins == EdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        // The viewport 50...370 mirrored across 1000 is 630...950; y is untouched.
        #expect(equivalent.contentOffset == Point(x: 630, y: 60))
        // Strip offsets count from the strip's leading edge in either direction.
        #expect(equivalent.orthogonalOffsets == [1: 70])
        #expect(equivalent.containerSize == rightToLeft.containerSize && equivalent.scale == 2)
        // Left to right is its own equivalent.
        #expect(equivalent.leftToRightEquivalent(contentWidth: 1000) == equivalent)
    }

    /// Margins a device's root view derives from the safe area follow its swap (V3): the iPhone 15 Pro held in
    /// landscape with a made-up asymmetric safe area keeps 16 beyond whichever side the inset is on.
    @Test func derivedMarginsFollowTheSwappedSafeArea() throws {
        var environment = LayoutEnvironment(containerSize: Size(width: 1, height: 1), layoutDirection: .rightToLeft)
        environment.choose(try #require(DeviceCatalog.device("iphone-15-pro")), .landscape)
        environment.safeAreaInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 0)
        let equivalent = environment.leftToRightEquivalent(contentWidth: 852)
        #expect(equivalent.effectiveLayoutMargins == EdgeInsets(top: 0, leading: 16, bottom: 21, trailing: 75))
        #expect(environment.effectiveLayoutMargins == EdgeInsets(top: 0, leading: 75, bottom: 21, trailing: 16))
    }
}

@Suite("Name suggestions")
struct NameSuggestionTests {
    @Test func namesAreOrderedByEditsAndOnlyPlausibleTyposAreSuggested() {
        #expect(NameSuggestion.editDistance("gird", "grid") == 2)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
        #expect(NameSuggestion.byCloseness(to: "iphone-15", among: ["ipad-pro-13-m4", "iphone-15-pro", "iphone-15"])
            == ["iphone-15", "iphone-15-pro", "ipad-pro-13-m4"])
        #expect(NameSuggestion.closest(to: "gird", among: ["list", "grid"]) == "grid")
        #expect(NameSuggestion.closest(to: "zoo", among: ["grid", "list"]) == nil)
    }

    /// One rule for every "did you mean": a name carried over from UIKit or CSS, the same letters in another case, a
    /// plausible typo, or a name that contains the other; one wording for all of them.
    @Test func oneRuleAndOneWordingForEverySuggestion() {
        #expect(NameSuggestion.closest(to: "left", among: ["top", "leading", "bottom", "trailing"]) == "leading")
        #expect(NameSuggestion.closest(to: "left", among: ["lift", "right"]) == "lift")
        #expect(NameSuggestion.closest(to: "Grid", among: ["list", "grid"]) == "grid")
        #expect(NameSuggestion.closest(to: "FRACTIONALWIDTH", among: ["absolute", "fractionalWidth"]) == "fractionalWidth")
        #expect(NameSuggestion.closest(to: "inset", among: ["contentInsets", "boundarySupplementaryItems"]) == "contentInsets")
        #expect(NameSuggestion.closest(to: "ins", among: ["contentInsets"]) == nil)
        // Of two names as close, the earlier.
        #expect(NameSuggestion.closest(to: "gri", among: ["grit", "grid"]) == "grit")
        #expect(NameSuggestion.didYouMean("gird", among: ["list", "grid"]) == #"; did you mean "grid"?"#)
        #expect(NameSuggestion.didYouMean("zoo", among: ["grid", "list"]) == nil)
    }
}
