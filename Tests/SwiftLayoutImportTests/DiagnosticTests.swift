import LayoutModel
import SwiftLayoutImport
import Testing

/// Everything the importer cannot read is reported where it is, with what to do about it; nothing is
/// imported from a file with a fault.
@Suite("Located messages")
struct DiagnosticTests {
    /// A layout function whose group height is `height` (line 4 holds the group).
    static func layout(height: String, before: String = "") -> String {
        """
        final class FeedViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))\(before)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: \(height)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
    }

    /// Post 002's `self.view.frame.height * 0.25`: located at the name, with the `--assume` that fixes it.
    @Test func aValueOfTheRunningApp() {
        let source = Self.layout(height: ".absolute(self.view.frame.height * 0.25)")
        #expect(Importing.faults(source) == [
            "Layouts.swift:4:155: cannot evaluate `self.view.frame.height`: it is known only when the app runs (give it a value with --assume self.view.frame.height=NUMBER)"
        ])
        #expect(Importing.faults(source, assumptions: ["self.view.frame.height": 844]) == [])
        #expect(Importing.result(source, assumptions: ["view.frame.height": 844]).usedAssumptions == ["view.frame.height"])
    }

    /// Code that would run away or trap meets a budget or the app's own crash, at its line (line 4,
    /// between the item and the group); nothing is built first, so none of these allocates.
    @Test(arguments: [
        ("var total = 0; for i in 0..<1_000_000_000 { total += i }", "loops ran more than 100000 times; the importer stops here"),
        ("let doubled = (0..<100_000_000).map { $0 * 2 }", "loops ran more than 100000 times; the importer stops here"),
        ("var list = [1]; for _ in 0..<60 { list = list + list }", "this builds an array of 16384 elements; the importer stops at 10000 (the limit for Swift collections)"),
        ("var list = [1]; for _ in 0..<60 { list.append(contentsOf: list) }", "this builds an array of 16384 elements; the importer stops at 10000 (the limit for Swift collections)"),
        ("let n = Int(1e300)", "1e+300 cannot be converted to Int because the result would be greater than Int.max (the app would crash here)"),
        ("let n = 9_000_000_000_000_000_000 + 9_000_000_000_000_000_000", "arithmetic overflow: the result does not fit an Int (the app would crash here)"),
    ])
    func runawayOrTrappingCodeStopsAtItsLine(code: String, message: String) {
        let faults = Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        " + code))
        #expect(faults.count == 1, "\(faults)")
        #expect(faults.first?.hasPrefix("Layouts.swift:4:") == true, "\(faults)")
        #expect(faults.first?.hasSuffix(": " + message) == true, "\(faults)")
    }

    /// `switch switch switch …`: the parser's look-ahead for each pending switch's cases grows with the square of
    /// the nesting (2,000 keywords ran for minutes), so more than 64 pending ones are refused before parsing, at
    /// the 65th. Words in comments and strings do not count.
    @Test func switchesNestedInSwitchSubjectsAreRefusedBeforeParsing() {
        let nested = "let x = " + String(repeating: "switch ", count: 2_000) + "y {}"
        #expect(Importing.faults(nested) == [
            "Layouts.swift:1:457: `switch` nested more than 64 deep in the subjects of other switches (the limit for Swift source); the file is not read"
        ])
        let quoted = "// " + String(repeating: "switch ", count: 100) + "\nlet s = \"" + String(repeating: "switch ", count: 100) + "\"\n"
        #expect(!Importing.faults(Self.layout(height: ".absolute(44)", before: "\n" + quoted)).contains { $0.contains("nested more than 64") })
    }

    /// A file with more than 64 closing brackets that open nothing does not compile, and the parser's recovery
    /// looks ahead from each one (1,052 of them took up to 95 s), so it is refused before parsing, at the 65th.
    @Test func strayClosingBracketsAreRefusedBeforeParsing() {
        let stray = "func f() {}\n" + String(repeating: "return x)\n", count: 100)
        #expect(Importing.faults(stray) == [
            "Layouts.swift:66:9: more than 64 closing brackets without an opening one (the limit for Swift source): the file does not compile, and the parser's recovery from each would take minutes; the file is not read"
        ])
    }

    /// Closures opened inside one another before their parameter lists reach `in` (`{ (index, _) -> T { (index, _) -> T
    /// …`, a fuzzer's mutation of a section provider): the parser took 28 s on 591 of them, the cube of their number;
    /// refused before parsing at the 65th. Closures that reach their `in`, nested as deep as real code nests them, parse.
    @Test func closuresNestedBeforeTheirInAreRefusedBeforeParsing() {
        let pending = "func f() {\n    let g = " + String(repeating: "{ (index, _) -> Section ", count: 100) + "\n}\n"
        #expect(Importing.faults(pending) == [
            "Layouts.swift:2:1549: more than 64 closures nested before their parameter lists' `in` (the limit for Swift source): the file does not compile, and the parser would take minutes to say so; the file is not read"
        ])
        let nested = "func f() {\n" + String(repeating: "_ = { (index: Int) in\n", count: 70) + String(repeating: "}\n", count: 70) + "}\n"
        #expect(!Importing.faults(nested).contains { $0.contains("closures nested") })
    }

    @Test func aNameDeclaredElsewhere() {
        #expect(Importing.faults(Self.layout(height: ".absolute(Theme.rowHeight)")) == [
            "Layouts.swift:4:155: cannot evaluate `Theme.rowHeight`: `Theme` is not declared in the files imported (import the file that declares `Theme` with this one, or give it a value with --assume Theme.rowHeight=NUMBER)"
        ])
    }

    @Test func aVarPropertyMayChange() {
        let source = Self.layout(height: ".absolute(rowHeight)").replacingOccurrences(
            of: "UIViewController {", with: "UIViewController {\n    var rowHeight: CGFloat = 44")
        #expect(Importing.faults(source) == [
            "Layouts.swift:5:155: cannot evaluate `rowHeight`: `rowHeight` is a `var`, whose value can change while the app runs (give it a value with --assume rowHeight=NUMBER)"
        ])
        #expect(Importing.faults(source, assumptions: ["rowHeight": 44]) == [])
        #expect(Importing.faults(source.replacingOccurrences(of: "absolute(rowHeight)", with: "absolute(self.rowHeight)"), assumptions: ["self.rowHeight": 44]) == [])
    }

    @Test func aFunctionDeclaredElsewhere() {
        #expect(Importing.faults(Self.layout(height: "Metrics.rowHeight(for: .compact)")) == [
            "Layouts.swift:4:145: cannot evaluate `Metrics.rowHeight(for: .compact)`: `Metrics` is not declared in the files imported"
        ])
        #expect(Importing.faults(Self.layout(height: "rowHeight()")) == [
            "Layouts.swift:4:145: cannot evaluate `rowHeight()`: no function `rowHeight()` is declared in the files imported (import the file that declares `rowHeight` with this one)"
        ])
    }

    @Test func aValueOfTheWrongKind() {
        #expect(Importing.faults(Self.layout(height: "\"tall\"")) == [
            "Layouts.swift:4:145: `heightDimension:` expects an NSCollectionLayoutDimension, found \"tall\""
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(.groupPaging)")) == [
            "Layouts.swift:4:155: cannot evaluate `.groupPaging`: none of the files imported declares a static `groupPaging` of CGFloat (import the file that declares it with this one, or give it a value with --assume CGFloat.groupPaging=NUMBER)"
        ])
    }

    @Test func conditionsTheFileCannotDecide() {
        let traits = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    if environment.traitCollection.userInterfaceStyle == .dark { return nil }
                    return nil
                }
            }
            """
        #expect(Importing.faults(traits) == [
            "Layouts.swift:3:12: cannot evaluate `environment.traitCollection.userInterfaceStyle`: `userInterfaceStyle` is not a trait a spec's conditions read (they read horizontalSizeClass, layoutDirection, preferredContentSizeCategory, userInterfaceIdiom, verticalSizeClass) (give it a value with --assume environment.traitCollection.userInterfaceStyle=dark (a case of its type, as the code compares it with .dark))"
        ])
        let contentSize = traits.replacingOccurrences(of: "environment.traitCollection.userInterfaceStyle == .dark", with: "environment.container.contentSize.width > 500")
        #expect(Importing.faults(contentSize) == [
            "Layouts.swift:3:12: cannot evaluate `environment.container.contentSize.width`: adaptive sections compare the effective content size, not `contentSize` (read `container.effectiveContentSize.width` instead, or give one value with --assume environment.container.contentSize.width=NUMBER)"
        ])
        let flag = Self.layout(height: ".absolute(44)", before: "\n        if showsLargeRows { item.contentInsets = .zero }")
        #expect(Importing.faults(flag) == [
            "Layouts.swift:4:12: cannot evaluate `showsLargeRows`: `showsLargeRows` is not declared in the files imported (import the file that declares `showsLargeRows` with this one, or give it a value with --assume showsLargeRows=true or showsLargeRows=false)"
        ])
    }

    @Test func partsOfUIKitThatSpecsDoNotDescribe() {
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: """

                    let custom = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9))) { _ in [] }
            """)) == [
            "Layouts.swift:4:22: custom groups (NSCollectionLayoutGroup.custom) are not read from Swift (write the group as a spec with \"kind\": \"custom\" and its frames)"
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        let size = NSCollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(1))")) == [
            "Layouts.swift:4:20: `NSCollectionLayoutSize(width:height:)` is not an initializer the importer reads (the importer reads NSCollectionLayoutSize(widthDimension:heightDimension:))"
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitems: [item]))\n        section.supplementaryContentInsetsReference = .none")) == [
            "Layouts.swift:5:17: setting `supplementaryContentInsetsReference` of an NSCollectionLayoutSection is not something the importer reads"
        ])
    }

    @Test func valuesUIKitRejects() {
        #expect(Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let columns = 0
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: columns)
                let empty = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """) == [
            "Layouts.swift:4:179: `count:` must be at least 1 (found 0); UIKit raises an exception",
            "Layouts.swift:5:165: `subitems:` is empty; UIKit raises an exception for a group without subitems",
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(CGFloat(10 / zero))", before: "\n        let zero = 0")) == [
            "Layouts.swift:5:166: division by zero (the app would crash here)"
        ])
    }

    @Test func codeTheImporterDoesNotFollow() {
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        throw CancellationError()")) == [
            "Layouts.swift:4:9: `throw` statements are not evaluated (the importer follows let/var, if, guard, switch, for-in, while, repeat and return)"
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        Style.apply(to: item)")) == [
            "Layouts.swift:4:9: cannot tell what `Style.apply(to: item)` does to the NSCollectionLayoutItem it is given: `Style` is not declared in the files imported (set the object's properties in the layout code itself)"
        ])
        #expect(Importing.faults(Self.layout(height: ".absolute(44)", before: "\n        fatalError(\"unreachable\")")) == [
            "Layouts.swift:4:9: the layout code reaches `fatalError` (the app would crash here)"
        ])
    }

    @Test func sectionProvidersTheSpecCannotHold() {
        let row = """
            func row() -> NSCollectionLayoutSection {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                return NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
            }

            """
        #expect(Importing.faults(row + """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let section = row()
                    section.interGroupSpacing = CGFloat(index % 2)
                    return section
                }
            }
            """) == [
            "Layouts.swift:6:41: the section provider still gives new sections at section 63 (a spec repeats its last section for every later one: make the provider settle on one section, such as a `default:` case)"
        ])
        #expect(Importing.faults(row + "func createLayout() -> UICollectionViewLayout { UICollectionViewCompositionalLayout { _, _ in nil } }") == [
            "Layouts.swift:5:85: the section provider returns nil for section 0, so the layout has no sections"
        ])
        #expect(Importing.faults(row + """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in environment.container.effectiveContentSize.width > 500 ? row() : nil }
            }
            """) == [
            "Layouts.swift:6:41: the section provider returns nil in some environments only (by its size or traits); a spec's sections cannot end there"
        ])
    }

    /// A function that needs arguments is a helper; marked as a layout, its parameters are reported (and
    /// `--assume` gives them values).
    @Test func parametersOfAMarkedLayoutFunction() {
        let source = """
            // catalog: columns
            func columns(count: Int) -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item, count: count)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:2:14: cannot evaluate `count`: it is a parameter of `columns(count:)`, which the importer calls without arguments, and it has no default value (give it a value with --assume count=NUMBER)"
        ])
        let assumed = Importing.result(source, assumptions: ["count": 3])
        #expect(assumed.diagnostics.isEmpty)
        #expect(assumed.layouts.first?.spec.compositional?.sections.first?.allSections.first?.group.arrangement.count == 3)
        #expect(Importing.result(source.replacingOccurrences(of: "// catalog: columns\n", with: "")).layouts.isEmpty)
    }

    @Test func catalogComments() {
        let section = "UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(9)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))"
        let result = Importing.result("""
            // catalog: two words
            func a() -> UICollectionViewLayout { \(section) }
            // catalog: same
            func b() -> UICollectionViewLayout { \(section) }
            // catalog: same
            func c() -> UICollectionViewLayout { \(section) }
            func d() -> UICollectionViewLayout {
                // catalog: inside
                return \(section)
            }
            // catalog: counts items 3,x
            func e() -> UICollectionViewLayout { \(section) }
            // catalog: bad/name
            func f() -> UICollectionViewLayout { \(section) }
            """)
        #expect(result.diagnostics.map(\.description) == [
            "Layouts.swift:1:1: unexpected \"words\" after the catalog name \"two\" (a name has no spaces; only `items N,N,...` may follow it)",
            "Layouts.swift:5:1: the layout name \"same\" is already used by b() (give each layout its own name with a `// catalog: NAME` comment on the line before it)",
            "Layouts.swift:8:5: this `// catalog:` comment is not on the line before a layout function or property, or a type with a flow layout (put it right above the `func`, `let` or `var` that builds the layout, or the class whose code configures a flow layout)",
            "Layouts.swift:11:1: `items` expects item counts separated by commas, found \"3,x\" (such as items 3,3,3)",
            "Layouts.swift:13:1: the catalog name \"bad/name\" may use only letters, digits, '-', '_' and '.'",
        ])
        #expect(result.layouts.map(\.name) == ["same", "Layouts.d"], "a layout whose comment is malformed is not imported")
    }

    @Test func syntaxTheParserCannotRead() {
        #expect(Importing.faults("""
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)
                return UICollectionViewCompositionalLayout(section: section)
            }
            """) == [
            "Layouts.swift:2:106: the Swift parser cannot read this: expected `)` (the importer reads files that compile)"
        ])
    }

    /// `--assume` gives numbers, cases and flags: a chain that ends at one of UIKit's objects (`self.view.frame`, a
    /// collection view's `collectionViewLayout`) is not offered one (it was offered `=NUMBER`).
    @Test func aChainEndingAtAnObjectIsOfferedNoAssumption() {
        #expect(Importing.faults("""
            \(SectionProviderTests.makeRow)
            final class FeedViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: row(self.view.frame))
                }
            }
            """) == ["Layouts.swift:8:58: cannot evaluate `self.view.frame`: it is known only when the app runs"])
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

extension GroupArrangement {
    /// The count of a `subitem:count:` or `repeatingSubitem:count:` group.
    var count: Int? {
        switch self {
        case .counted(_, let count), .repeating(_, let count): return count
        default: return nil
        }
    }

}

@Suite("Deep and long Swift source")
struct DeepSwiftSourceTests {
    /// 20,000 nested `switch` keywords (the fuzzing harness found 1,440 crashing an 8 MiB stack): a syntax fault at
    /// the place, no crash.
    @Test func nestingTheParserDoesNotCountIsASyntaxFault() {
        let source = "let layout = " + String(repeating: "switch ", count: 20_000) + "x {}\n"
        let result = Importing.result(source)
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.first?.line == 1)
        #expect(!result.diagnostics.isEmpty)
    }

    @Test func aFilePastTheLimitIsRefusedBeforeParsing() {
        let source = "// " + String(repeating: "x", count: SwiftLayoutImporter.maximumSourceBytes) + "\n"
        #expect(Importing.faults(source) == [
            "Layouts.swift:1:1: the file is \(SwiftLayoutImporter.maximumSourceBytes + 4) bytes, past the limit of 524288 for Swift source (layouts are read from view controllers and layout factories, which are far shorter)"
        ])
    }
}
