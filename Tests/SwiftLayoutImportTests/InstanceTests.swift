import LayoutModel
import SwiftLayoutImport
import Testing

/// Instances of the app's own structs and classes: made by their initializers, read through their stored and
/// computed properties and methods (SwiftImport.md, The Swift it follows).
@Suite("Instances")
struct InstanceTests {
    static let makeRow = SectionProviderTests.makeRow
    static let row = SectionProviderTests.row

    /// A struct whose initializer sets its `let`s by a `switch` on its argument, kept in a static `let`.
    @Test func aStructMadeByItsInitializer() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum RowKind { case cell, header }
            struct RowMetrics {
                let height: CGFloat
                let inset: CGFloat
                var doubled: CGFloat { height * 2 }

                init(kind: RowKind) {
                    switch kind {
                    case .cell:
                        height = 44
                        inset = 16
                    case .header:
                        self.height = 30
                        self.inset = 8
                    }
                }
            }
            enum Metrics { static let header = RowMetrics(kind: .header) }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    index == 0 ? row(Metrics.header.height) : row(RowMetrics(kind: .cell).doubled)
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(30)), \(Self.row(88))]")))
    }

    /// A struct's memberwise initializer, and a method of a provider object the layout function makes.
    @Test func memberwiseInitializersAndMethods() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            struct Spacing { var small: CGFloat = 4; let large: CGFloat }
            final class HomeLayoutProvider {
                let spacing = Spacing(large: 24)
                func section() -> NSCollectionLayoutSection { row(spacing.large + spacing.small) }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: HomeLayoutProvider().section())
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(28))]")))
    }

    /// A singleton's `var` can change anywhere in the app: it is a value only the running app has, said as such.
    @Test func aClassVarIsAValueOnlyTheAppHas() {
        let faults = Importing.faults("""
            \(Self.makeRow)
            final class WidthObserver {
                static let shared = WidthObserver()
                var currentWidth: CGFloat = 0
                var isLarge: Bool { currentWidth > 600 }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout(section: WidthObserver.shared.isLarge ? row(88) : row(44))
            }
            """)
        #expect(faults == [
            "Layouts.swift:9:25: cannot evaluate `currentWidth`: `currentWidth` is a `var` of the class WidthObserver, which the app can change while it runs (give it a value with --assume currentWidth=NUMBER)"
        ])
    }

    /// A `RawRepresentable` struct whose cases are static `let`s (an open-ended list of sections): `case .top:` is its
    /// static member, compared with the synthesized `==` of an `Equatable` struct, and a computed property compares
    /// the index (so the provider is probed past it). Section 0 is the top row, 1 the hairline, 2 and later the
    /// feed; an instance of a struct without `==` does not compare.
    @Test func staticMembersOfAnEquatableStructMatchCases() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            struct Section: RawRepresentable, Equatable {
                static let top = Section(rawValue: 0)
                static let hairline = Section(rawValue: 1)
                let rawValue: Int
                var isFeed: Bool { rawValue > Section.hairline.rawValue }
                init(rawValue: Int) { self.rawValue = rawValue }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    let section = Section(rawValue: index)
                    switch section {
                    case .top: return row(50)
                    case .hairline: return row(1)
                    case _ where section.isFeed: return row(80)
                    default: return nil
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(50)), \(Self.row(1)), \(Self.row(80))]")))
        let faults = Importing.faults("""
            \(Self.makeRow)
            struct Kind { static let top = Kind(value: 0); let value: Int }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch Kind(value: index) {
                    case .top: return row(50)
                    default: return row(80)
                    }
                }
            }
            """)
        #expect(faults.count == 1)
        #expect(faults.first?.contains("cannot compare") == true)
    }

    /// A `var` of the object the code assigns and then reads in the same run (`self.columns = …` in a section
    /// provider) is what it assigned: nothing else runs between the two. A provider does not see what the code
    /// around it assigned before it was called (the app may change the `var` in between): that stays refused.
    @Test func aVarTheRunAssignsIsReadBackByThatRun() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            final class FeedViewController: UIViewController {
                var rowHeight: CGFloat = 10
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] index, _ in
                        guard let self else { return nil }
                        self.rowHeight = 40
                        rowHeight += 4
                        return row(rowHeight)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
        let faults = Importing.faults("""
            \(Self.makeRow)
            final class FeedViewController: UIViewController {
                var rowHeight: CGFloat = 10
                func createLayout() -> UICollectionViewLayout {
                    rowHeight = 40
                    return UICollectionViewCompositionalLayout { _, _ in row(self.rowHeight) }
                }
            }
            """)
        #expect(faults.count == 1)
        #expect(faults.first?.contains("`rowHeight` is a `var`, whose value can change while the app runs") == true)
    }

    /// Properties a protocol's extension gives the types that conform to it: through the type's own conformance
    /// (`rowHeight`, `Self.spacing`), and through a conformance the app adds to a UIKit class the type descends from
    /// (`extension UIViewController: Metrics {}`); a computed property's `.init(…)` is its declared type's initializer.
    @Test func protocolExtensionPropertiesThroughConformances() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            protocol LayoutMetrics {}
            extension LayoutMetrics {
                var rowHeight: CGFloat { 60 }
                static var spacing: CGFloat { 12 }
            }
            struct Gutter { let width: CGFloat; init(_ columns: Int) { width = CGFloat(columns) * 4 } }
            protocol Gutters {}
            extension Gutters { var gutter: Gutter { .init(3) } }
            extension UIViewController: Gutters {}
            final class FeedViewController: UICollectionViewController, LayoutMetrics {
                func createLayout() -> UICollectionViewLayout {
                    let section = row(rowHeight + gutter.width)
                    section.interGroupSpacing = Self.spacing
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """)
        guard case .fixed(let section)? = spec?.compositional?.sections.first else {
            Issue.record("expected one section")
            return
        }
        // 60 + 3 × 4 = 72 high rows, 12 apart.
        #expect(section.group.size.height == .absolute(72))
        #expect(section.interGroupSpacing == 12)
    }

    /// An option set of the app's: an array literal where the type is expected is the union of its elements, and the
    /// set algebra Swift gives it works on the raw values. Each height below is worked out from the bits: `a` 1, `b` 2,
    /// `c` 4; `o` ends as `[.a, .b]` (3): inserted `a`, unioned `b` and `c`, removed `c`.
    @Test func anOptionSetsAlgebraWorksOnItsRawValues() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            struct Options: OptionSet {
                let rawValue: Int
                static let a = Options(rawValue: 1 << 0)
                static let b = Options(rawValue: 1 << 1)
                static let c = Options(rawValue: 1 << 2)
                static let ab: Options = [.a, .b]
            }
            func createLayout() -> UICollectionViewLayout {
                var o: Options = []
                let wasEmpty = o.isEmpty
                let first = o.insert(.a)
                o.formUnion([.b, .c])
                let removed = o.remove(.c)
                let again = o.insert(.a)
                return UICollectionViewCompositionalLayout { index, _ in
                    switch index {
                    case 0: return row(CGFloat(o.rawValue))
                    case 1: return row(o == .ab && wasEmpty && first.inserted && !again.inserted && removed == .c ? 10 : 20)
                    case 2: return row(o.contains(.b) && !o.contains([.b, .c]) && o.isDisjoint(with: .c) ? 30 : 40)
                    case 3: return row(CGFloat(o.union(.c).subtracting(.a).rawValue))
                    default: return row(o.isSubset(of: [.a, .b, .c]) && o == [.b, .a] && !o.isStrictSuperset(of: .ab) ? 50 : 60)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections: [\(Self.row(3)), \(Self.row(10)), \(Self.row(30)), \(Self.row(6)), \(Self.row(50))]
            """)))
    }

    /// A size class folded into an option set of the app's by an initializer that delegates to `init(rawValue:)`, read
    /// through a method of the set (`contains(any:)`) and compared with a static member: each combination of size
    /// classes is its own case. Compact on both axes and regular across compact down both have a compact class (60);
    /// compact across regular down is `hCompact_vRegular` (44); regular on both has none compact (100). The explorer
    /// asks the horizontal class first, so compact on both is a case of its own before compact across.
    @Test func aSizeClassFoldedIntoAnOptionSetIsOneCasePerCombination() throws {
        let spec = TraitImportTests.spec(
            """
            UICollectionViewCompositionalLayout { _, environment in
                let sizeClass = SizeClass(environment.traitCollection)
                if sizeClass == .hCompact_vRegular { return row(44) }
                return row(sizeClass.contains(any: .compact) ? 60 : 100)
            }
            """,
            declarations: """
                struct SizeClass: OptionSet {
                    typealias RawValue = Int
                    let rawValue: RawValue
                    static let hRegular = SizeClass(rawValue: 1 << 1)
                    static let hCompact = SizeClass(rawValue: 1 << 2)
                    static let vRegular = SizeClass(rawValue: 1 << 3)
                    static let vCompact = SizeClass(rawValue: 1 << 4)
                    static let hCompact_vRegular: SizeClass = [.hCompact, .vRegular]

                    init(rawValue: RawValue) { self.rawValue = rawValue }

                    init(_ traitCollection: UITraitCollection) {
                        var result: SizeClass = []
                        switch traitCollection.horizontalSizeClass {
                        case .compact: result.insert(.hCompact)
                        case .regular: result.insert(.hRegular)
                        default: result.insert([.hCompact, .hRegular])
                        }
                        switch traitCollection.verticalSizeClass {
                        case .compact: result.insert(.vCompact)
                        case .regular: result.insert(.vRegular)
                        default: result.insert([.vCompact, .vRegular])
                        }
                        self.init(rawValue: result.rawValue)
                    }

                    func contains(any sizeClass: UIUserInterfaceSizeClass) -> Bool {
                        switch sizeClass {
                        case .compact: return !isDisjoint(with: [.hCompact, .vCompact])
                        case .regular: return !self.isDisjoint(with: [.hRegular, .vRegular])
                        default: return true
                        }
                    }
                }
                """
        )
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: horizontalSizeClass == .compact and verticalSizeClass == .compact, section: \(Self.row(60))}
                  - {when: horizontalSizeClass == .compact, section: \(Self.row(44))}
                  - {when: verticalSizeClass == .compact, section: \(Self.row(60))}
                  - {section: \(Self.row(100))}
            """)))
    }

    /// An enum that writes its own `init(rawValue:)`, not failable, assigning a case to `self` and stopping the app past
    /// its last: `Section(rawValue: index)` runs that code (it had been read as Swift's failable one, which made
    /// `switch Section(rawValue: index)` without a `nil` case a fault), and the crash past the last case ends the
    /// sections, as Apple's `fatalError()` after a failed `Kind(rawValue:)` does.
    @Test func anEnumsOwnRawValueInitializerIsRun() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            enum Section: Int {
                case empty
                case items

                init(rawValue: Int) {
                    switch rawValue {
                    case 0: self = .empty
                    case 1: self = .items
                    default: fatalError()
                    }
                }
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch Section(rawValue: index) {
                    case .empty: return row(200)
                    case .items: return row(44)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(200)), \(Self.row(44))]")))
    }

    /// A struct is a value: a copy changed by assignment or by a `mutating` method leaves the original as it was (all
    /// three names once shared one instance, and every section came out 176 points tall). `base` stays 44; `tall` is
    /// set to 88; `doubled`, a copy of `base` doubled, is 88 too, so the last two are one repeated section.
    @Test func aStructCopiedThenChangedLeavesTheOriginal() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            struct Metrics {
                var height: CGFloat = 44
                mutating func double() { height *= 2 }
            }
            struct Theme { var metrics = Metrics() }
            func createLayout() -> UICollectionViewLayout {
                let base = Metrics()
                var tall = base
                tall.height = 88
                var doubled = base
                doubled.double()
                let theme = Theme(metrics: base)
                var changed = theme
                changed.metrics.height = 10
                return UICollectionViewCompositionalLayout { index, _ in
                    switch index {
                    case 0: return row(base.height + theme.metrics.height - 44)
                    case 1: return row(tall.height)
                    default: return row(doubled.height)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44)), \(Self.row(88))]")))
    }
}

