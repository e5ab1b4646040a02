import LayoutModel
import Testing

/// Trait conditions (LayoutSpecFormat.md, Trait conditions): what each trait reads in an environment, case
/// literals, the kinds a comparison may mix, and the cases no environment chooses.
@Suite("Trait conditions")
struct TraitConditionTests {
    static func environment(_ width: Double, _ height: Double) -> SectionEnvironment {
        SectionEnvironment(layout: LayoutEnvironment(containerSize: Size(width: width, height: height)), contentInsetsReference: .none)
    }

    static func device(_ slug: String, _ orientation: Orientation) -> SectionEnvironment {
        var layout = LayoutEnvironment(containerSize: Size(width: 1, height: 1))
        layout.choose(DeviceCatalog.device(slug)!, orientation)
        return SectionEnvironment(layout: layout, contentInsetsReference: .none)
    }

    static func holds(_ text: String, in environment: SectionEnvironment) throws -> Bool {
        try Predicate(parsing: text).evaluate(in: environment.conditionValues)
    }

    @Test func aCaseLiteralReadsAsTheCaseAndPrintsWithItsDot() throws {
        let predicate = try Predicate(parsing: "idiom == .pad and not (horizontalSizeClass != .regular)")
        #expect(predicate == .and([
            .comparison(.name("idiom"), .equal, .caseName("pad")),
            .not(.comparison(.name("horizontalSizeClass"), .notEqual, .caseName("regular"))),
        ]))
        #expect(predicate.description == "idiom == .pad and not horizontalSizeClass != .regular")
        #expect(try Predicate(parsing: predicate.description) == predicate)
        #expect(predicate.caseNames == ["pad", "regular"])
        // A dot that no name follows is still a fault, and `.5` still a number.
        let dangling = #expect(throws: PredicateSyntaxError.self) { try Predicate(parsing: "idiom == .") }
        #expect(dangling?.description == #"unexpected character "." at character 10"#)
        #expect(try Predicate(parsing: "width > .5") == .comparison(.name("width"), .greater, .number(0.5)))
    }

    /// Named devices read their own idiom and size classes (V12); a plain view reads those of a device of its size.
    @Test(arguments: [
        ("iphone-se-3", Orientation.portrait, "phone", "compact", "regular"),
        ("iphone-se-3", .landscape, "phone", "compact", "compact"),
        ("iphone-16-pro-max", .landscape, "phone", "regular", "compact"),
        ("ipad-mini-6", .portrait, "pad", "regular", "regular"),
        ("ipad-pro-13-m4", .landscape, "pad", "regular", "regular"),
    ])
    func devicesReadTheirTraits(_ slug: String, _ orientation: Orientation, _ idiom: String, _ horizontal: String, _ vertical: String) throws {
        let environment = Self.device(slug, orientation)
        #expect(try Self.holds("idiom == .\(idiom) and horizontalSizeClass == .\(horizontal) and verticalSizeClass == .\(vertical)", in: environment))
    }

    @Test(arguments: [
        (390.0, 844.0, "phone", "compact", "regular"),
        (844, 390, "phone", "compact", "compact"),
        (932, 430, "phone", "regular", "compact"),
        (743, 1133, "phone", "compact", "regular"),
        (744, 1133, "pad", "regular", "regular"),
        (1366, 1024, "pad", "regular", "regular"),
    ])
    func aPlainViewReadsTheTraitsOfADeviceOfItsSize(
        _ width: Double, _ height: Double, _ idiom: String, _ horizontal: String, _ vertical: String
    ) throws {
        let environment = Self.environment(width, height)
        #expect(try Self.holds("idiom == .\(idiom) and horizontalSizeClass == .\(horizontal) and verticalSizeClass == .\(vertical)", in: environment))
    }

    @Test func textSizesAreOrderedAndTheAccessibilityOnesAreAFlag() throws {
        var layout = LayoutEnvironment(containerSize: Size(width: 390, height: 844), contentSizeCategory: .extraExtraLarge)
        var environment = SectionEnvironment(layout: layout, contentInsetsReference: .none)
        #expect(try Self.holds("contentSizeCategory > .large and contentSizeCategory < .accessibilityMedium", in: environment))
        #expect(try !Self.holds("isAccessibilityCategory", in: environment))
        layout.contentSizeCategory = .accessibilityMedium
        environment = SectionEnvironment(layout: layout, contentInsetsReference: .none)
        #expect(try Self.holds("contentSizeCategory >= .accessibilityMedium and isAccessibilityCategory == true", in: environment))
        #expect(try Self.holds("contentSizeCategory != .large", in: environment))
    }

    @Test func widthAndHeightAreTheEffectiveContentSize() throws {
        let layout = LayoutEnvironment(containerSize: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let environment = SectionEnvironment(layout: layout, contentInsetsReference: .safeArea)
        #expect(try Self.holds("width == 390 and height == 763 and height > width", in: environment))
    }

    /// No two traits share a case name, so a case literal alone says whose case it is (`TraitConditionValues`).
    @Test func caseNamesBelongToOneTraitEach() {
        var owners: [String: String] = [:]
        for trait in ConditionTrait.all {
            guard case .cases(let cases, _) = trait.kind else { continue }
            for name in cases {
                if let owner = owners[name], owner != trait.name, !(["horizontalSizeClass", "verticalSizeClass"].contains(owner)) {
                    Issue.record(".\(name) is a case of both \(owner) and \(trait.name)")
                }
                owners[name] = trait.name
            }
        }
    }

    @Test(arguments: [
        ("idiom", "`idiom` alone is not a condition: it is one of .phone, .pad; compare it with a case, such as `idiom == .phone`"),
        ("width", "`width` alone is not a condition: it is a length in points; compare it with a number, such as `width > 600`"),
        ("idiom == 2", "`idiom == 2` compares idiom, one of .phone, .pad, with a number; compare it with one of its cases"),
        ("idiom == .compact", "`idiom == .compact`: .compact is not a case of idiom, which is one of .phone, .pad"),
        ("idiom == 'pad'", "`idiom == \"pad\"` compares idiom with the text \"pad\"; write the case, .pad"),
        ("horizontalSizeClass > .compact", "`horizontalSizeClass > .compact`: the cases of horizontalSizeClass have no order, so `>` does not compare them; use == or !="),
        ("width > .pad", "`width > .pad` compares width, a length in points, with the case .pad; compare it with a number"),
        ("idiom == layoutDirection", "`idiom == layoutDirection` compares idiom (one of .phone, .pad) with layoutDirection (one of .leftToRight, .rightToLeft): values of different kinds are never equal"),
        ("isAccessibilityCategory > false", "`isAccessibilityCategory > false` orders true and false: compare flags with == or !="),
        ("isAccessibilityCategory == 1", "`isAccessibilityCategory == 1` compares isAccessibilityCategory, true or false, with a number; use it alone, or compare it with true or false"),
        ("3 > 2", "`3 > 2` compares no trait: one side names one (width, height, idiom, horizontalSizeClass, verticalSizeClass, contentSizeCategory, isAccessibilityCategory, layoutDirection, iosVersion)"),
        (".pad", "`.pad` alone is not a condition: compare a trait with it, such as `idiom == .pad` or `width > 600`"),
        ("height == null", "`height == null` compares height, a length in points, with null; compare it with a number"),
    ])
    func comparisonsOfTheWrongKindAreFaults(_ text: String, _ fault: String) throws {
        #expect(TraitConditionCheck.kindFaults(in: try Predicate(parsing: text)) == [fault])
    }

    @Test(arguments: [
        "width > height", "horizontalSizeClass == verticalSizeClass", "2 < width", ".regular == horizontalSizeClass",
        "contentSizeCategory <= .large", "not isAccessibilityCategory", "layoutDirection != .rightToLeft", "true",
    ])
    func comparisonsOfOneKindPass(_ text: String) throws {
        #expect(TraitConditionCheck.kindFaults(in: try Predicate(parsing: text)).isEmpty)
    }

    static func unreachable(_ conditions: [String?]) throws -> [Int: String] {
        let parsed = try conditions.map { try $0.map(Predicate.init(parsing:)) }
        guard case .checked(let faults) = TraitConditionCheck.reachability(of: parsed) else {
            Issue.record("expected the conditions to be checked")
            return [:]
        }
        return faults
    }

    static let neverHolds = "this case is never chosen: its condition holds in no environment"
    static let shadowed = "this case is never chosen: wherever its condition holds, an earlier case's holds too, and the first that holds is used"
    static let afterAlways = "this case is never chosen: an earlier case holds in every environment"

    @Test func casesThatContradictThemselvesOrFollowOnesThatAlwaysHoldAreFound() throws {
        #expect(try Self.unreachable(["width > 800 and width < 500", nil]) == [0: Self.neverHolds])
        #expect(try Self.unreachable(["idiom == .phone and idiom == .pad", nil]) == [0: Self.neverHolds])
        #expect(try Self.unreachable(["contentSizeCategory > .accessibilityExtraExtraExtraLarge", nil]) == [0: Self.neverHolds])
        #expect(try Self.unreachable(["idiom == .phone or idiom != .phone", nil]) == [1: Self.afterAlways])
        #expect(try Self.unreachable(["width > 500", "width > 800", nil]) == [1: Self.shadowed])
        #expect(try Self.unreachable(["idiom == .pad", "idiom == .phone", "horizontalSizeClass == .regular"]) == [2: Self.shadowed])
        #expect(try Self.unreachable(["false", nil]) == [0: Self.neverHolds])
        #expect(try Self.unreachable([nil, nil]) == [1: Self.afterAlways])
        // Two lengths compared with each other go both ways within one interval between thresholds.
        #expect(try Self.unreachable(["width > 600 and height > 600 and width > height", "width > 600 and height > 600", nil]).isEmpty)
        #expect(try Self.unreachable(["width > height", "height > width", "width == height"]).isEmpty)
    }

    @Test func casesEachChosenSomewherePass() throws {
        #expect(try Self.unreachable(["width > 800", "width > 500", nil]).isEmpty)
        #expect(try Self.unreachable(["idiom == .pad and horizontalSizeClass == .regular", "isAccessibilityCategory", "layoutDirection == .rightToLeft", nil]).isEmpty)
        #expect(try Self.unreachable(["width >= 800", "width == 800"]) == [1: Self.shadowed])
        #expect(try Self.unreachable(["width > 800"]).isEmpty)
    }

    @Test func conditionsTooManyToCheckSaySo() throws {
        let thresholds = (0..<600).map { "width > \($0)" }
        let parsed = try thresholds.map { Optional(try Predicate(parsing: $0)) } + [try Predicate(parsing: "height > 1 and height < 2 and idiom == .pad")]
        guard case .tooManyCombinations(let cost) = TraitConditionCheck.reachability(of: parsed) else {
            Issue.record("expected conditions too many to check")
            return
        }
        #expect(cost > Double(InputLimits.traitConditionChecks))
    }

    @Test func aRightToLeftLayoutReadsItsOwnDirectionInItsLeftToRightEquivalent() throws {
        let condition = try Predicate(parsing: "layoutDirection == .rightToLeft and width > 100")
        #expect(condition.substituting("layoutDirection", with: .caseName("rightToLeft")).description == ".rightToLeft == .rightToLeft and width > 100")
        #expect(condition.substituting("layoutDirection", with: .caseName("rightToLeft")).evaluate(in: Self.environment(390, 844).conditionValues))
    }
}

/// The iOS version as a trait a condition reads (LayoutSpecFormat.md, Trait conditions): a number, one of the
/// versions the catalog knows.
@Suite("Trait conditions: the iOS version")
struct IOSVersionConditionTests {
    @Test func theVersionIsANumberAndCasesItCannotReachAreFound() throws {
        var layout = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let newest = SectionEnvironment(layout: layout, contentInsetsReference: .none)
        layout.iosVersion = .ios18
        let earlier = SectionEnvironment(layout: layout, contentInsetsReference: .none)
        #expect(try TraitConditionTests.holds("iosVersion >= 26", in: newest))
        #expect(try !TraitConditionTests.holds("iosVersion >= 26", in: earlier))
        #expect(try TraitConditionTests.holds("iosVersion == 18 and idiom == .phone", in: earlier))
        #expect(TraitConditionCheck.kindFaults(in: try Predicate(parsing: "iosVersion < 26")).isEmpty)
        #expect(!TraitConditionCheck.kindFaults(in: try Predicate(parsing: "iosVersion == .pad")).isEmpty)
        // No version the catalog knows is past 26, and 15 to 26 cover every one.
        #expect(try TraitConditionTests.unreachable(["iosVersion > 26", nil]) == [0: TraitConditionTests.neverHolds])
        #expect(try TraitConditionTests.unreachable(["iosVersion >= 15", nil]) == [1: TraitConditionTests.afterAlways])
        #expect(try TraitConditionTests.unreachable(["iosVersion >= 26", nil]).isEmpty)
    }
}
