import LayoutModel
import SwiftLayoutImport
import Testing

/// `--assume` reaches what code reads and no file declares: implicit members (`.largeInset`, as
/// `largeInset` or `CGFloat.largeInset`), static constants, globals, and variables of an enum or Boolean type
/// (a case or `true`/`false`). Each fault for a missing value offers the exact `--assume` to type.
@Suite("--assume reaches what code reads")
struct AssumptionTests {
    /// A section whose insets are `insets` (line 3 holds them).
    static func layout(insets: String, before: String = "") -> String {
        """
        func feed() -> UICollectionViewCompositionalLayout {
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
            section.contentInsets = \(insets)\(before)
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
    }

    static func insets(_ result: SwiftImportResult) -> EdgeInsets? {
        result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.contentInsets
    }

    @Test func anImplicitMemberNoFileDeclares() {
        let source = Self.layout(insets: "NSDirectionalEdgeInsets(top: 0, leading: .largeInset, bottom: 0, trailing: .largeInset)")
        #expect(Importing.faults(source) == [
            "Layouts.swift:3:70: cannot evaluate `.largeInset`: none of the files imported declares a static `largeInset` of CGFloat (import the file that declares it with this one, or give it a value with --assume CGFloat.largeInset=NUMBER)",
            "Layouts.swift:3:104: cannot evaluate `.largeInset`: none of the files imported declares a static `largeInset` of CGFloat (import the file that declares it with this one, or give it a value with --assume CGFloat.largeInset=NUMBER)",
        ])
        for name in ["largeInset", "CGFloat.largeInset"] {
            let result = Importing.result(source, assumptions: [name: 16])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(Self.insets(result) == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            #expect(result.usedAssumptions == [name])
        }
        // A number's own constants need no --assume.
        #expect(Self.insets(Importing.result(Self.layout(insets: "NSDirectionalEdgeInsets(top: .zero, leading: CGFloat.zero, bottom: 0, trailing: 0)"))) == .zero)
    }

    @Test func aStaticConstantAndAGlobalOfAnotherFile() {
        let source = Self.layout(insets: "NSDirectionalEdgeInsets(top: Constants.spacing, leading: kPadding, bottom: 0, trailing: 0)")
        #expect(Importing.faults(source) == [
            "Layouts.swift:3:58: cannot evaluate `Constants.spacing`: `Constants` is not declared in the files imported (import the file that declares `Constants` with this one, or give it a value with --assume Constants.spacing=NUMBER)",
            "Layouts.swift:3:86: cannot evaluate `kPadding`: `kPadding` is not declared in the files imported (import the file that declares `kPadding` with this one, or give it a value with --assume kPadding=NUMBER)",
        ])
        let assumed = Importing.result(source, assumptions: ["Constants.spacing": 12, "kPadding": 20])
        #expect(Self.insets(assumed) == EdgeInsets(top: 12, leading: 20, bottom: 0, trailing: 0))
    }

    /// A `var` of an enum type takes a case (`--assume layoutStyle=grid`), of a Boolean `true` or `false`: the
    /// hint says which, since a number cannot work.
    @Test func aVarOfAnEnumOrBooleanType() {
        let source = """
            enum LayoutStyle { case grid, list }
            final class LibraryViewController: UIViewController {
                var layoutStyle: LayoutStyle = .grid
                var showsInsets = false
                func createLayout() -> UICollectionViewCompositionalLayout {
                    let columns = layoutStyle == .grid ? 3 : 1
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item]))
                    if showsInsets { section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:6:23: cannot evaluate `layoutStyle`: `layoutStyle` is a `var`, whose value can change while the app runs (give it a value with --assume layoutStyle=grid (a case of LayoutStyle: grid, list))"
        ])
        #expect(Importing.faults(source, assumptions: ["layoutStyle": .word("list")]) == [
            "Layouts.swift:9:12: cannot evaluate `showsInsets`: `showsInsets` is a `var`, whose value can change while the app runs (give it a value with --assume showsInsets=true or showsInsets=false)"
        ])
        let result = Importing.result(source, assumptions: ["layoutStyle": .word("list"), "showsInsets": .word("true")])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(Self.insets(result) == EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.group.size.width == .fractionalWidth(1))
    }

    /// UIKit's objects of the running app (the device, fonts at the user's text size) are not missing
    /// declarations: the message says the app knows them, and `--assume` gives one value.
    /// The system font at a weight no text is measured in (`.medium`) still has SF Pro's line height (the same at every
    /// weight, V10): a height computed from it reads, 16 × 2444 / 2048 = 19.09375 per line.
    @Test func aLineHeightAtAWeightTheCatalogDoesNotMeasureStillReads() throws {
        let source = Self.layout(insets: "NSDirectionalEdgeInsets(top: UIFont.systemFont(ofSize: 16, weight: .medium).lineHeight * 2, leading: 0, bottom: 0, trailing: 0)")
        let result = Importing.result(source)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .fixed(let section)? = result.layouts.first?.spec.compositional?.sections.first else {
            Issue.record("no section")
            return
        }
        #expect(section.contentInsets.top == 38.1875)
    }

    @Test func namesOfTheRunningApp() {
        let source = Self.layout(insets: "NSDirectionalEdgeInsets(top: UIFont.preferredFont(forTextStyle: .body).lineHeight, leading: 0, bottom: 0, trailing: 0)")
        #expect(Importing.faults(source) == [
            "Layouts.swift:3:58: cannot evaluate `UIFont.preferredFont(forTextStyle: .body).lineHeight`: a text style's font follows the user's text size, which the app knows when it runs (give it a value with --assume UIFont.preferredFont(forTextStyle:.body).lineHeight=NUMBER)"
        ])
    }

    /// The words `--assume` reads: numbers, enum cases (with or without a leading dot), `true` and `false`.
    @Test(arguments: [
        ("844", AssumedValue.number(844)), ("-2.5", .number(-2.5)), ("grid", .word("grid")), (".grid", .word("grid")), ("true", .word("true")),
    ])
    func assumedValuesFromText(text: String, value: AssumedValue) {
        #expect(AssumedValue(parsing: text) == value)
    }

    @Test(arguments: ["", "inf", "nan", "1e999", "two words", "3x", ".", "grid!"])
    func textsThatAreNoAssumedValue(text: String) {
        #expect(AssumedValue(parsing: text) == nil)
    }
}
