import LayoutModel
import SwiftLayoutImport
import Testing

/// The part of Swift a layout function needs: bindings, typed arithmetic, helpers, branches, enums, strings.
@Suite("Evaluating layout code")
struct EvaluationTests {
    /// The height of the one group of a layout whose group height is `expression`, with `declarations` before.
    static func groupHeight(_ expression: String, declarations: String = "", assumptions: [String: AssumedValue] = [:]) -> Dimension? {
        let spec = Importing.spec("""
            \(declarations)
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let height = \(expression)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """, assumptions: assumptions)
        return spec?.compositional?.sections.first?.allSections.first?.group.size.height
    }

    /// Swift's typing decides what `/` does: integer division between Ints, real division once a CGFloat is
    /// involved or where the literal expression stands as a CGFloat.
    static let arithmeticCases: [(String, Double)] = [
        ("NSCollectionLayoutDimension.absolute(7 / 2)", 3.5),
        ("NSCollectionLayoutDimension.fractionalWidth(1 / 3)", 1.0 / 3),
        ("{ let n = 7 / 2; return NSCollectionLayoutDimension.absolute(CGFloat(n)) }()", 3),
        ("{ let n: CGFloat = 7; return NSCollectionLayoutDimension.absolute(n / 2) }()", 3.5),
        ("{ let columns = 3; return NSCollectionLayoutDimension.absolute(CGFloat(columns) * 10 + 4) }()", 34),
        ("{ let inset = CGFloat(10); return NSCollectionLayoutDimension.absolute((390 - inset * 3) / 2) }()", 180),
        ("NSCollectionLayoutDimension.absolute(-(-4) + 2 * 3 - 10 % 4)", 8),
        ("NSCollectionLayoutDimension.absolute(max(44, 30) + min(1, 2.5))", 45),
        ("NSCollectionLayoutDimension.absolute(Double(Int(9.9)))", 9),
        ("{ let width: CGFloat = 100; return NSCollectionLayoutDimension.absolute((width / 3).rounded(.down)) }()", 33),
        ("NSCollectionLayoutDimension.absolute(CGFloat(2.5).rounded())", 3),
        ("NSCollectionLayoutDimension.absolute(CGFloat(-2.5).rounded(.towardZero) + CGFloat.zero)", -2),
    ]

    @Test(arguments: arithmeticCases)
    func arithmetic(_ expression: String, _ expected: Double) {
        let height = Self.groupHeight(expression)
        #expect(height?.value == expected)
    }

    @Test func variablesAreUpdatedInPlace() {
        let height = Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    var total: CGFloat = 10
                    total += 5
                    total *= 2
                    for _ in 0..<3 { total = total + 1 }
                    return .absolute(total)
                }()
            """)
        #expect(height == .absolute(33))
        #expect(Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    let declared: CGFloat
                    declared = 7 / 2
                    var inferred = 1.5
                    inferred = 7 / 2
                    var whole = 1
                    whole = 7 / 2
                    return .absolute(declared + inferred + CGFloat(whole))
                }()
            """) == .absolute(10), "3.5 + 3.5 + 3: assignments keep the variable's type")
    }

    /// `while` and `repeat … while` loops, `while let`, `break` and `continue`, and a local computed variable read
    /// each time anew. Doubling 1 while under 10 gives 16; the `repeat` adds 3 until 20 is passed (19, 22); the
    /// indexed loop adds the 1 of [1, 2, 30], skips the 2 and breaks at the 30 (23); the `while let` adds 5, then 1,
    /// then stops at nil (29); the computed `twice` is 58 when read.
    @Test func whileAndRepeatLoopsAndLocalComputedVariables() {
        #expect(Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    var total: CGFloat = 1
                    while total < 10 { total *= 2 }
                    repeat { total += 3 } while total < 20
                    let values: [CGFloat] = [1, 2, 30]
                    var index = 0
                    while index < values.count {
                        let value = values[index]
                        index += 1
                        if value == 2 { continue }
                        if value > 20 { break }
                        total += value
                    }
                    var next: CGFloat? = 5
                    while let step = next {
                        total += step
                        next = step > 1 ? step - 4 : nil
                    }
                    var twice: CGFloat { total * 2 }
                    return .absolute(twice)
                }()
            """) == .absolute(58))
    }

    @Test func helpersOfTheFileReturnItemsGroupsAndSections() throws {
        let spec = Importing.spec("""
            enum Metrics {
                static let spacing: CGFloat = 8
                static func inset(_ value: CGFloat) -> NSDirectionalEdgeInsets { .init(top: value, leading: value, bottom: value, trailing: value) }
            }

            final class GalleryViewController: UIViewController {
                private let rowHeight: CGFloat = 120

                private func makeItem(width: CGFloat) -> NSCollectionLayoutItem {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = Metrics.inset(Metrics.spacing / 2)
                    return item
                }

                private func makeRow() -> NSCollectionLayoutGroup {
                    NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(self.rowHeight)),
                        subitems: [makeItem(width: 2 / 3), self.makeItem(width: 1 / 3)])
                }

                private func makeSection() -> NSCollectionLayoutSection {
                    let section = NSCollectionLayoutSection(group: makeRow())
                    section.interGroupSpacing = Metrics.spacing
                    return section
                }

                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout(section: makeSection())
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            section:
              group:
                kind: horizontal
                size: {width: fractionalWidth(1), height: absolute(120)}
                subitems:
                - {size: {width: fractionalWidth(2/3), height: fractionalHeight(1)}, contentInsets: 4}
                - {size: {width: fractionalWidth(1/3), height: fractionalHeight(1)}, contentInsets: 4}
              interGroupSpacing: 8
            """)))
    }

    @Test func ifTernaryAndSwitchPickValues() {
        #expect(Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    let columns = 2
                    if columns > 3 { return .absolute(10) } else if columns == 2 { return .absolute(20) } else { return .absolute(30) }
                }()
            """) == .absolute(20))
        #expect(Self.groupHeight("true && !false ? NSCollectionLayoutDimension.estimated(44) : .absolute(1)") == .estimated(44))
        #expect(Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    let style = "compact"
                    switch style {
                    case "regular", "wide": return .absolute(60)
                    case "compact": return .absolute(44)
                    default: return .absolute(1)
                    }
                }()
            """) == .absolute(44))
        #expect(Self.groupHeight("""
            { () -> NSCollectionLayoutDimension in
                    let rows = 5
                    switch rows {
                    case 0...2: return .absolute(10)
                    case let n where n > 4: return .absolute(CGFloat(n) * 10)
                    default: return .absolute(1)
                    }
                }()
            """) == .absolute(50))
    }

    /// Seed 003's enum of section kinds with a column count, read through `init(rawValue:)` and a computed
    /// property that switches on `self`.
    @Test func enumsWithRawValuesAndComputedProperties() {
        let declarations = """
            enum Kind: Int, CaseIterable {
                case list, grid5, grid3 = 7, grid2
                var columnCount: Int {
                    switch self {
                    case .grid3: return 3
                    case .grid5: return 5
                    case .list, .grid2: return 1
                    }
                }
                func height(scale: CGFloat) -> CGFloat { CGFloat(columnCount) * scale }
            }
            """
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(CGFloat(Kind(rawValue: 1)!.columnCount))", declarations: declarations) == .absolute(5))
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(CGFloat(Kind.grid2.rawValue))", declarations: declarations) == .absolute(8))
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(Kind.grid3.height(scale: 10))", declarations: declarations) == .absolute(30))
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(CGFloat(Kind.allCases.count))", declarations: declarations) == .absolute(4))
        #expect(Self.groupHeight("Kind(rawValue: 2) == nil ? NSCollectionLayoutDimension.absolute(1) : .absolute(2)", declarations: declarations) == .absolute(1))
    }

    @Test func stringConstantsNameElementKinds() throws {
        let spec = Importing.spec("""
            struct ElementKind {
                static let prefix = "section"
            }
            final class FooterView: UICollectionReusableView {}
            private extension String { static let badgeKind = "badge" }
            final class ListViewController: UIViewController {
                static let headerKind = "\\(ElementKind.prefix)-header"
                static let footerKinds: [UICollectionReusableView.Type] = [FooterView.self]

                func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    // A type interpolated shows its name, as the registration helpers of apps write reuse identifiers.
                    let footerKind = "\\(Self.footerKinds[0].self)"
                    section.boundarySupplementaryItems = [
                        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: Self.headerKind, alignment: .top),
                        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: footerKind, alignment: .bottom),
                        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: .badgeKind, alignment: .bottom),
                    ]
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """)
        #expect(spec?.compositional?.sections.first?.allSections.first?.boundarySupplementaryItems.map(\.elementKind) == ["section-header", "FooterView", "badge"])
    }

    /// A kind named by a constant of another file keeps the name as written, with a note: kinds only tell
    /// supplementaries apart.
    @Test func anElementKindDeclaredElsewhereKeepsItsNameWithANote() {
        let result = Importing.result("""
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.decorationItems = [.background(elementKind: BackgroundView.reuseIdentifier)]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.decorationItems.map(\.elementKind) == ["BackgroundView.reuseIdentifier"])
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:5:57: the element kind `BackgroundView.reuseIdentifier` is declared outside the files imported; the spec calls it \"BackgroundView.reuseIdentifier\""
        ])
    }

    @Test func arraysBuiltWithAppendAndMap() throws {
        let spec = Importing.spec("""
            func layout() -> UICollectionViewLayout {
                var items: [NSCollectionLayoutItem] = []
                for width in [0.5, 0.25] {
                    items.append(NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(1))))
                }
                let more = (0..<2).map { _ in NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))) }
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: items + more)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        let subitems = spec?.compositional?.sections.first?.allSections.first?.group.arrangement
        guard case .subitems(let elements)? = subitems else {
            Issue.record("expected subitems, found \(String(describing: subitems))")
            return
        }
        #expect(elements.map(\.size.width) == [.fractionalWidth(0.5), .fractionalWidth(0.25), .absolute(10), .absolute(10)])
    }

    /// UIKit copies an item into a group; a change made afterwards is not seen, and a note says so.
    @Test func aChangeAfterAnObjectWasCopiedIsNotSeenAndIsNoted() {
        let result = Importing.result("""
            func layout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """)
        #expect(result.diagnostics.isEmpty)
        guard case .subitems(let elements)? = result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.group.arrangement else {
            Issue.record("no subitems")
            return
        }
        #expect(elements.map(\.contentInsets) == [.zero])
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:4:5: `item.contentInsets` is set after line 3 took a copy of this object; UIKit's copy, like the spec, keeps the earlier value"
        ])
    }

    @Test func anAssumptionGivesAValueToAName() {
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(self.view.frame.height * 0.25)", assumptions: ["self.view.frame.height": 844]) == .absolute(211))
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(view.frame.height / 4)", assumptions: ["self.view.frame.height": 800]) == .absolute(200))
        #expect(Self.groupHeight("NSCollectionLayoutDimension.absolute(rowHeight)", assumptions: ["rowHeight": 52]) == .absolute(52))
    }

    /// `case _ where condition:` matches when the condition holds (`_` in a case is an expression pattern), and a case
    /// that ends in `fallthrough` runs the next case's statements too, as Swift does.
    @Test func wildcardCasesWithWhereAndFallthrough() throws {
        let spec = Importing.spec("""
            \(SectionProviderTests.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    var height: CGFloat = 10
                    switch index {
                    case _ where index == 1:
                        height += 5
                        fallthrough
                    case 0:
                        height += 20
                    case _:
                        height = 70
                    }
                    return row(height)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(SectionProviderTests.row(30)), \(SectionProviderTests.row(35)), \(SectionProviderTests.row(70))]")))
    }

    /// `defer` runs its block when the function is left, after the value returned is computed, the last deferred
    /// first.
    @Test func deferRunsWhenTheBlockIsLeft() throws {
        let spec = Importing.spec("""
            \(SectionProviderTests.makeRow)
            func createLayout() -> UICollectionViewLayout {
                var height: CGFloat = 10
                func make() -> NSCollectionLayoutSection {
                    defer { height = height * 2 }
                    defer { height = 40 }
                    height += 5
                    return row(height)
                }
                let first = make()
                let second = row(height)
                return UICollectionViewCompositionalLayout { index, _ in index == 0 ? first : second }
            }
            """)
        // make() returns a row of 15; then height becomes 40, then 80.
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(SectionProviderTests.row(15)), \(SectionProviderTests.row(80))]")))
    }
}
