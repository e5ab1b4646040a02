import LayoutModel
import SwiftLayoutImport
import Testing

/// The container's size used as a number in a section provider becomes a computed dimension
/// (LayoutSpecFormat.md, Computed dimensions): the arithmetic the code writes, over the names a spec's sections
/// read, evaluated per device. Expected specs are the code read by hand.
@Suite("Computed dimensions from Swift")
struct ComputedDimensionImportTests {
    typealias Provider = SectionProviderTests

    static func row(_ height: String) -> String { Provider.rowOfGroupHeight(height) }

    static func sections(provider body: String) -> [SectionDefinition]? { Provider.sections(provider: body) }

    @Test func theEffectiveWidthInArithmeticIsAComputedLength() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            return row((width - 8) / 2)
            """)
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row("absolute((width - 8) / 2)"))]")))
    }

    /// The column-count idiom: as many 150-point columns as fit, at least one, the spacing between them taken off
    /// and the width floored. `Int(…)` truncates, as `trunc` does.
    @Test func aColumnCountFromTheWidth() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            let columnCount = max(1, Int(width / 150))
            let totalSpacing = CGFloat(columnCount - 1) * 6
            var cellWidth = floor((width - totalSpacing) / CGFloat(columnCount))
            cellWidth = max(0, cellWidth)
            return row(cellWidth)
            """)
        let expected = "absolute(max(0, floor((width - (max(1, trunc(width / 150)) - 1) * 6) / max(1, trunc(width / 150)))))"
        #expect(sections == (try Importing.sections(yaml: "sections: [\(Self.row(expected))]")))
    }

    /// `contentSize` is the container's whole size and `effectiveContentInsets` the insets its effective size leaves
    /// out: each its own name.
    @Test func theContainersWholeSizeAndItsInsets() throws {
        let whole = Self.sections(provider: "return row(layoutEnvironment.container.contentSize.width - 24 * 2)")
        #expect(whole == (try Importing.sections(yaml: "sections: [\(Self.row("absolute(contentSize.width - 48)"))]")))
        let insets = Self.sections(provider: """
            let container = layoutEnvironment.container
            return row(container.effectiveContentSize.width - container.effectiveContentInsets.leading - container.effectiveContentInsets.trailing)
            """)
        let expected = "absolute(width - effectiveContentInsets.leading - effectiveContentInsets.trailing)"
        #expect(insets == (try Importing.sections(yaml: "sections: [\(Self.row(expected))]")))
    }

    /// The screen's width in compositional code is the container's whole width (the collection view fills the
    /// screen), also inside a `CGSize` a cell type keeps; the `height` of a size whose width is not known still reads.
    @Test func theScreensWidthAndASizeKnownInOneLength() throws {
        let sections = Provider.sections(
            provider: "return sectionIndex == 0 ? row(Banner.size.height) : row(Tile.size.width)",
            declarations: """
                enum Banner { static let size = CGSize(width: bannerWidth(), height: 100) }
                enum Tile { static let size = CGSize(width: (UIScreen.main.bounds.width - 48 - 36) / 4, height: 80) }
                """
        )
        #expect(sections == (try Importing.sections(yaml: """
            sections: [\(Self.row("absolute(100)")), \(Self.row("absolute((contentSize.width - 48 - 36) / 4)"))]
            """)))
    }

    /// A width that is compared and also used as a number: the comparison chooses the case, the number stays
    /// arithmetic in each.
    @Test func aComparedWidthStillComputes() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            return width > 600 ? row(width / 3) : row(width.rounded(.down) / 2)
            """)
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width > 600, section: \(Self.row("absolute(width / 3)"))}
              - {section: \(Self.row("absolute(floor(width) / 2)"))}
            """)))
    }

    /// As many 130-point columns as fit, at least three, each a fraction of the width: a computed fraction, which
    /// `fractionalWidth` and `fractionalHeight` take as `absolute` takes a length.
    @Test func aFractionFromAColumnCount() throws {
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let columns = max(3, Int(environment.container.effectiveContentSize.width / 130))
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
        let fraction = "fractionalWidth(1 / max(3, trunc(width / 130)))"
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - {group: {kind: horizontal, size: {width: fractionalWidth(1), height: "\(fraction)"}, subitems: [{size: {width: "\(fraction)", height: fractionalHeight(1)}}]}}
            """)))
    }

    /// A group's `count:` from the width: as many columns as the width rounds to, the count an expression of it.
    @Test func aCountFromTheWidth() throws {
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, layoutEnvironment in
                    let columnCount: CGFloat = round(max(1.0, layoutEnvironment.container.effectiveContentSize.width / 200.0))
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / columnCount), heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / columnCount)), subitem: item, count: Int(columnCount))
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
        let fraction = "fractionalWidth(1 / round(max(1, width / 200)))"
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - {group: {kind: horizontal, size: {width: fractionalWidth(1), height: "\(fraction)"}, count: "trunc(round(max(1, width / 200)))", subitem: {size: {width: "\(fraction)", height: fractionalHeight(1)}}}}
            """)))
    }

    /// `Array(repeating: item, count: n)` with `n` from the width: a group's subitems cycle in order (R7), so `n` identical
    /// ones fill it as one does and the group is read with the one item (it was refused, the count not being a number).
    /// Where the group's length is estimated each subitem gets one slot (R7), so it is `repeatingSubitem` `n` times.
    @Test func anArrayRepeatingAnItemACountFromTheWidth() throws {
        func spec(groupWidth: String) -> LayoutSpec? {
            Importing.spec("""
                func createLayout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, layoutEnvironment in
                        let columns = round(layoutEnvironment.container.effectiveContentSize.width / 295)
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: \(groupWidth), heightDimension: .absolute(72)), subitems: Array(repeating: item, count: Int(columns)))
                        return NSCollectionLayoutSection(group: group)
                    }
                }
                """)
        }
        let item = "{size: {width: absolute(100), height: fractionalHeight(1)}}"
        #expect(spec(groupWidth: ".fractionalWidth(1)")?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(72)}, subitems: [\(item)]}}
            """)))
        #expect(spec(groupWidth: ".estimated(300)")?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - {group: {kind: horizontal, size: {width: estimated(300), height: absolute(72)}, count: "trunc(round(width / 295))", repeatingSubitem: \(item)}}
            """)))
    }

    /// `switch width { case ..<500: … case 500..<1050: … default: … }`: each range is its bounds compared, so the cases
    /// are adaptive ones.
    @Test func aSwitchOverRangesOfTheWidth() throws {
        let sections = Provider.sections(provider: """
            let columns = switch layoutEnvironment.container.effectiveContentSize.width {
            case ..<500: 2
            case 500..<1050: 5
            default: 8
            }
            return row(CGFloat(columns) * 10)
            """)
        #expect(sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width < 500, section: \(Provider.row(20))}
              - {when: width < 1050, section: \(Provider.row(50))}
              - {section: \(Provider.row(80))}
            """)))
    }

    /// `.estimated` takes a computed length too.
    @Test func anEstimatedLength() throws {
        let spec = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, environment in
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(environment.container.effectiveContentSize.width * 0.75))
                    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """)
        let item = try #require(spec?.compositional?.allSections.first?.group)
        #expect(item.size.height == .computed(ComputedDimension(.estimated, try FlowExpression(parsing: "width * 0.75"))))
    }

    /// A function that builds a section from the environment it is handed, called by no code given, is read as a
    /// section provider is: per device.
    @Test func aSectionBuilderHandedTheEnvironment() throws {
        let spec = Importing.spec("""
            enum Builder {
                static func headline(layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                    let fraction = CGFloat(layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85)
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(100)), subitems: [item])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """)
        func section(_ fraction: String) -> String {
            "{group: {kind: horizontal, size: {width: fractionalWidth(\(fraction)), height: absolute(100)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}}"
        }
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width > 500, section: \(section("0.425"))}
              - {section: \(section("0.85"))}
            """)))
    }

    /// A number computed from the width alone that only grows with it, compared with a number, is the threshold on the
    /// width where the comparison turns: `Int(width / 150) > 2` holds from 450 on, the column-count idiom's
    /// `columns > 0 ? columns : 1` settles on the columns where the width has any (SwiftImport.md, Section providers).
    @Test func aCountFromTheWidthComparedIsAThreshold() throws {
        #expect(Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            return Int(width / 150) > 2 ? row(10) : row(20)
            """) == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width >= 450, section: \(Self.row("absolute(10)"))}
              - {section: \(Self.row("absolute(20)"))}
            """)))
        #expect(Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            let columns = Int((width / 265).rounded())
            return row(CGFloat(columns > 0 ? columns : 1) * 10)
            """) == (try Importing.sections(yaml: """
            sections:
            - adaptive:
              - {when: width >= 132.5, section: \(Self.row("absolute(trunc(round(width / 265)) * 10)"))}
              - {section: \(Self.row("absolute(10)"))}
            """)))
    }

    /// A condition can compare the effective size scaled and offset, or computed as above, not after arithmetic that
    /// can turn both ways, nor the whole size: each is refused at the code, with the `--assume` that gives it one value.
    @Test func comparisonsAConditionCannotSay() {
        let rounded = Provider.source(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            return Int(width / 150) == 2 ? row(10) : row(20)
            """)
        #expect(Importing.faults(rounded) == [
            "Layouts.swift:9:21: cannot evaluate `layoutEnvironment.container.effectiveContentSize.width`: it is compared after arithmetic a condition cannot say (`trunc(width / 150)`): conditions compare the effective content size, scaled and offset (`width / 2 - 8 > 400`), or a number computed from it that only grows or only shrinks with it, by `<`, `<=`, `>` or `>=` (`Int(width / 150) > 2`) (give it one value with --assume layoutEnvironment.container.effectiveContentSize.width=NUMBER)"
        ])
        let whole = Provider.source(provider: "return layoutEnvironment.container.contentSize.width > 500 ? row(10) : row(20)")
        #expect(Importing.faults(whole) == [
            "Layouts.swift:9:16: cannot evaluate `layoutEnvironment.container.contentSize.width`: adaptive sections compare the effective content size, not `contentSize` (read `container.effectiveContentSize.width` instead, or give one value with --assume layoutEnvironment.container.contentSize.width=NUMBER)"
        ])
    }

    /// A section centred at 600 points, 16 from the edges on anything narrower, and spaced by a hundredth of the
    /// width: its insets and spacing are computed too.
    @Test func aSectionsInsetsAndSpacingFromTheWidth() throws {
        let sections = Self.sections(provider: """
            let width = layoutEnvironment.container.effectiveContentSize.width
            let inset = max(16, (width - 600) / 2)
            let section = row(44)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: inset, bottom: 0, trailing: inset)
            section.interGroupSpacing = width / 100
            return section
            """)
        let expected = "{group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}, contentInsets: {top: 10, leading: 'max(16, (width - 600) / 2)', bottom: 0, trailing: 'max(16, (width - 600) / 2)'}, interGroupSpacing: 'width / 100'}"
        #expect(sections == (try Importing.sections(yaml: "sections: [\(expected)]")))
    }

    /// An item's and a group's insets and the group's spacing compute from the container as a section's do; a
    /// decoration item's insets do not, and are refused where they are set, naming what holds computed insets.
    @Test func itemAndGroupInsetsAndSpacingFromTheWidth() throws {
        let sections = Importing.spec("""
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let width = layoutEnvironment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: width / 10, bottom: 0, trailing: 0)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            group.interItemSpacing = .flexible(width / 100)
            group.contentInsets.leading = width / 20
            return NSCollectionLayoutSection(group: group)
                }
            }
            """)?.compositional?.sections
        let expected = """
            {group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(44)}, interItemSpacing: 'flexible(width / 100)', \
            contentInsets: {top: 0, leading: 'width / 20', bottom: 0, trailing: 0}, subitems: [{size: {width: fractionalWidth(0.5), \
            height: fractionalHeight(1)}, contentInsets: {top: 0, leading: 'width / 10', bottom: 0, trailing: 0}}]}}
            """
        #expect(sections == (try Importing.sections(yaml: "sections: [\(expected)]")))
        let source = """
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { _, layoutEnvironment in
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: item.layoutSize, subitems: [item]))
                    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
                    background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: layoutEnvironment.container.effectiveContentSize.width / 10, bottom: 0, trailing: 0)
                    section.decorationItems = [background]
                    return section
                }
            }
            """
        #expect(Importing.faults(source) == [
            "Layouts.swift:6:9: `background.contentInsets` expects an NSDirectionalEdgeInsets, found an NSDirectionalEdgeInsets computed from the container's size, which a section's, group's or item's contentInsets holds"
        ])
    }

    /// Numbers scaled to the device by members the app adds to the number types (`140.adjusted`, the design's 375-point
    /// width scaled to the screen's): each runs with `self` the number in the type Swift takes for it (an integer
    /// literal is an `Int`, whose `adjusted` converts to `CGFloat` and asks that type's), the screen's width the
    /// container's whole width; `0.5.adjusted` may be the `Double`'s or the `CGFloat`'s, which compute the same. A method
    /// of an extension is read the same way.
    @Test func numbersScaledByTheAppsNumberExtensions() throws {
        let sections = Provider.sections(
            provider: "return sectionIndex == 0 ? row(140.adjusted) : row(CGFloat(20).scaled(by: 3) + 0.5.adjusted)",
            declarations: """
                extension CGFloat {
                    var adjusted: CGFloat {
                        let ratio: CGFloat = UIScreen.main.bounds.width / 375
                        return self * ratio
                    }
                    func scaled(by factor: CGFloat) -> CGFloat { self * factor }
                }
                extension Double {
                    var adjusted: Double {
                        let ratio: Double = Double(UIScreen.main.bounds.width / 375)
                        return self * ratio
                    }
                }
                extension Int {
                    var adjusted: CGFloat { CGFloat(self).adjusted }
                }
                """
        )
        #expect(sections == (try Importing.sections(yaml: """
            sections: [\(Self.row("absolute(140 * (contentSize.width / 375))")), \(Self.row("absolute(60 + 0.5 * (contentSize.width / 375))"))]
            """)))
    }

    /// Where the number types' versions of a member compute different values, which one Swift takes depends on the type
    /// the code expects, which the importer does not know: the import stops at the use rather than guess.
    @Test func numberExtensionsThatDisagreeAreRefused() {
        let source = Provider.source(
            provider: "return row(10.scaled)",
            declarations: """
                extension CGFloat { var scaled: CGFloat { self * 2 } }
                extension Double { var scaled: Double { self * 3 } }
                """
        )
        #expect(Importing.faults(source).contains { $0.contains("`scaled` is declared by the extensions of Double and CGFloat with different results") }, "\(Importing.faults(source))")
    }

    /// A section's insets and spacing scaled to the screen and written with `.init(…)`, as the type expected there
    /// makes them: computed insets (`20 * (contentSize.width / 375)` on each side) and a computed spacing.
    @Test func scaledInsetsAndSpacingWrittenWithInit() throws {
        let sections = Provider.sections(
            provider: """
                let section = row(44)
                section.contentInsets = .init(top: 0, leading: 20.adjusted, bottom: 0, trailing: 20.adjusted)
                section.interGroupSpacing = .init(40.adjusted)
                return section
                """,
            declarations: "extension CGFloat { var adjusted: CGFloat { self * (UIScreen.main.bounds.width / 375) } }"
        )
        let scaled = { (length: Int) in "\(length) * (contentSize.width / 375)" }
        #expect(sections == (try Importing.sections(yaml: """
            sections:
              - group: {kind: horizontal, size: {width: fractionalWidth(1), height: "absolute(44)"}, subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
                contentInsets: {top: 0, leading: "\(scaled(20))", bottom: 0, trailing: "\(scaled(20))"}
                interGroupSpacing: "\(scaled(40))"
            """)))
    }
}

