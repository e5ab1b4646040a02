import LayoutModel
import SwiftLayoutImport
import Testing

/// A layout function with parameters that no other code calls is a layout of its own. Its parameters
/// take their default values, `--assume` values, or, for an enum declared `CaseIterable`, each case in turn (one
/// layout per case); an array of such an enum takes every case. Anything else is a fault that names the
/// parameter and how to give it.
@Suite("Layout functions with parameters")
struct LayoutParameterTests {
    /// A grid of `columns` square items; the function's parameters are `parameters`.
    static func grid(_ parameters: String, columns: String = "columns") -> String {
        """
        enum GridLayouts {
            static func grid(\(parameters)) -> UICollectionViewCompositionalLayout {
                let fraction = 1 / CGFloat(\(columns))
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
    }

    static func itemWidth(_ result: SwiftImportResult) -> [Dimension?] {
        result.layouts.map { layout in
            guard case .subitems(let subitems)? = layout.spec.compositional?.sections.first?.allSections.first?.group.arrangement,
                case .item(let item)? = subitems.first
            else { return nil }
            return item.size.width
        }
    }

    @Test func aDefaultValueAndAnAssumedOne() {
        let defaulted = Importing.result(Self.grid("columns: Int = 4"))
        #expect(defaulted.diagnostics.isEmpty, "\(defaulted.diagnostics)")
        #expect(Self.itemWidth(defaulted) == [.fractionalWidth(0.25)])
        let assumed = Importing.result(Self.grid("columns: Int"), assumptions: ["columns": 2])
        #expect(assumed.diagnostics.isEmpty, "\(assumed.diagnostics)")
        #expect(Self.itemWidth(assumed) == [.fractionalWidth(0.5)])
        #expect(assumed.usedAssumptions == ["columns"])
    }

    /// The fault names the parameter, the function, and the `--assume` to type for its type.
    @Test func aParameterWithoutAValueIsNamedWithHowToGiveIt() {
        #expect(Importing.faults(Self.grid("columns: Int")) == [
            "Layouts.swift:2:22: cannot evaluate `columns`: it is a parameter of `grid(columns:)`, which the importer calls without arguments, and it has no default value (give it a value with --assume columns=NUMBER)"
        ])
        let enumParameter = "enum Density { case compact, roomy }\n" + Self.grid("density: Density", columns: "density == .compact ? 4 : 2")
        #expect(Importing.faults(enumParameter) == [
            "Layouts.swift:3:22: cannot evaluate `density`: it is a parameter of `grid(density:)`, which the importer calls without arguments, and it has no default value (give it a value with --assume density=compact (a case of Density: compact, roomy))"
        ])
        #expect(Self.itemWidth(Importing.result(enumParameter, assumptions: ["density": .word("roomy")])) == [.fractionalWidth(0.5)])
        let stringParameter = Self.grid("title: String", columns: "title.count")
        #expect(Importing.faults(stringParameter) == [
            "Layouts.swift:2:22: cannot evaluate `title.count`: it is a parameter of `grid(title:)`, which the importer calls without arguments, and it has no default value (give it a value with --assume title.count=NUMBER)"
        ])
    }

    /// A function whose name other code uses only where no call the importer follows reaches it (an instance of the
    /// type reached through a property, `owner.searchView.makeLayout(density:)` in another type's closure) is a layout
    /// of its own, its parameter named as any layout function's; it was left out without a word, as a helper.
    @Test func aFunctionCalledOnlyThroughAnotherObjectIsALayoutOfItsOwn() {
        let source = "enum Density { case compact, roomy }\n" + Self.grid("density: Density", columns: "density == .compact ? 4 : 2") + """

            final class HomeViewController: UIViewController {
                let layouts = GridLayoutsHolder()
                func bind(_ density: Density) { layouts.owner.grid(density: density) }
            }
            """
        let result = Importing.result(source)
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "Layouts.swift:3:22: cannot evaluate `density`: it is a parameter of `grid(density:)`, which the importer calls without arguments, and it has no default value (give it a value with --assume density=compact (a case of Density: compact, roomy))"
        ])
        #expect(Self.itemWidth(Importing.result(source, assumptions: ["density": .word("compact")])) == [.fractionalWidth(0.25)])
    }

    /// A parameter of a `CaseIterable` enum gives one layout per case, named by the case.
    @Test func aCaseIterableParameterGivesOneLayoutPerCase() {
        let source = """
            enum Density: CaseIterable {
                case compact, roomy
                var columns: Int { self == .compact ? 4 : 2 }
            }
            """ + "\n" + Self.grid("for density: Density", columns: "density.columns")
        let result = Importing.result(source, file: "Grid.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Grid.grid.compact", "Grid.grid.roomy"])
        #expect(result.layouts.map(\.declaration) == ["GridLayouts.grid(for:) with density = .compact", "GridLayouts.grid(for:) with density = .roomy"])
        #expect(Self.itemWidth(result) == [.fractionalWidth(0.25), .fractionalWidth(0.5)])
        // An `--assume` for the parameter picks one case instead.
        #expect(Importing.result(source, file: "Grid.swift", assumptions: ["density": .word("roomy")]).layouts.map(\.name) == ["Grid.grid"])
    }

    /// An array of a `CaseIterable` enum (the sections a screen shows) is every case in order, with a note.
    @Test func anArrayOfACaseIterableEnumIsEveryCase() throws {
        let result = Importing.result("""
            enum ShelfKind: CaseIterable { case recent, charts }
            enum ShelfLayout {
                static func build(for sections: [ShelfKind]) -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout { index, _ in
                        guard index < sections.count else { return nil }
                        let height: CGFloat = sections[index] == .recent ? 56 : 190
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:3:23: `sections` of build(for:) is read as every case of ShelfKind in order (ShelfKind.allCases)"
        ])
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(56)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            - group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(190)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            """)))
    }

    /// A function with parameters that other code calls is that code's helper, as before.
    @Test func aFunctionOtherCodeCallsIsAHelper() {
        let result = Importing.result(Self.grid("columns: Int") + "\nfunc phone() -> UICollectionViewCompositionalLayout { GridLayouts.grid(columns: 3) }\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Layouts.phone"])
        #expect(Self.itemWidth(result) == [.fractionalWidth(1.0 / 3)])
    }
}
