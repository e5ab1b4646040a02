import Foundation
import LayoutModel
import SpecFormat
import SwiftLayoutImport
import TestSupport
import Testing

/// What a list's cells, headers and footers show comes from the registrations of the view controller that builds
/// the list (SwiftImport.md, Lists): their content configurations, texts read as dataset fields or fixed
/// text, which registration is whose, and the custom views whose height the importer cannot know.
@Suite("List registrations")
struct ListRegistrationImportTests {
    /// A view controller whose layout is `configuration` as a layout-level list, with `registrations` and the
    /// data source in another method, as apps write them.
    static func source(
        _ configuration: String = "let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)",
        registrations: String, dataSource: String = "", declarations: String = ""
    ) -> String {
        """
        \(declarations)
        final class ListViewController: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

            func createLayout() -> UICollectionViewLayout {
                \(configuration)
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }

            func configureDataSource() {
        \(registrations)
        \(dataSource)
            }
        }
        """
    }

    static func list(
        _ configuration: String = "let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)",
        registrations: String, dataSource: String = "", declarations: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ListConfiguration? {
        Importing.spec(
            source(configuration, registrations: registrations, dataSource: dataSource, declarations: declarations), sourceLocation: sourceLocation
        )?.compositional?.listLayoutConfiguration
    }

    /// A cell registration whose handler runs `body` with `cell`, `indexPath` and `item`.
    static func cells(_ body: String, name: String = "cellRegistration") -> String {
        """
                let \(name) = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
        \(body)
                }
        """
    }

    static func content(style: ListContentStyle? = nil, text: TextSource? = nil, secondaryText: TextSource? = nil, image: Bool = false, lines: Int = 0) -> ListViewContent {
        .configuration(ListContentConfiguration(style: style, text: text, secondaryText: secondaryText, image: image, numberOfLines: lines))
    }

    // MARK: - Content configurations

    /// `cell.defaultContentConfiguration()` has no style of its own (the list's default, L27); `item.title` and
    /// `item.detail` are the record's fields.
    @Test func theDefaultContentWithFieldTexts() throws {
        let list = Self.list(registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.text = item.title
                        content.secondaryText = item.detail
                        cell.contentConfiguration = content
            """))
        #expect(list?.cell == Self.content(text: .field("title"), secondaryText: .field("detail")))
    }

    /// A registration whose handler is a method of the type named in the closure's place (`handler: cellRegistration`,
    /// or `self.configureCell`), a `(cell, indexPath, item)` method: read as its closure would be (it was "not a
    /// registration the importer finds").
    @Test func aHandlerThatIsAMethodOfTheType() throws {
        for handler in ["cellRegistration", "self.cellRegistration"] {
            let source = Self.source(
                registrations: "        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item>(handler: \(handler))",
                dataSource: """
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
                        }
                """
            ).replacingOccurrences(of: "    func configureDataSource() {", with: """
                    private func cellRegistration(_ cell: UICollectionViewListCell, indexPath: IndexPath, item: Item) {
                        var content = cell.defaultContentConfiguration()
                        content.text = item.title
                        cell.contentConfiguration = content
                    }
                    var collectionView: UICollectionView!

                    func configureDataSource() {
                """)
            let result = Importing.result(source)
            #expect(result.diagnostics.isEmpty, "\(handler): \(result.diagnostics)")
            let list = result.layouts.first?.spec.compositional?.listLayoutConfiguration
            #expect(list?.cell == Self.content(text: .field("title")), "\(handler)")
        }
    }

    /// A registration a static factory of the type returns (`return .init { cell, _, album in … }` in a function declared
    /// to return a `CellRegistration`), held in a variable the data source dequeues with, also when the factory takes
    /// arguments (they change nothing the importer reads; the handler runs with them unknown).
    @Test func aRegistrationAFactoryWithArgumentsReturns() throws {
        let result = Importing.result("""
            enum AlbumLayout {
                typealias DataSource = UICollectionViewDiffableDataSource<Int, Album>
                static func createLayout() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
                }
                static func createDataSource(_ collectionView: UICollectionView, _ queue: Int) -> DataSource {
                    let cellRegistration = self.configureCell(queue: queue)
                    return .init(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
                    }
                }
                private static func configureCell(queue: Int) -> UICollectionView.CellRegistration<UICollectionViewListCell, Album> {
                    return .init { cell, _, album in
                        var content = cell.defaultContentConfiguration()
                        content.text = album.title
                        cell.contentConfiguration = content
                    }
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell == Self.content(text: .field("title")))
    }

    /// Every `UIListContentConfiguration` factory the catalog sizes, written out and as `.member` of a declared
    /// type; one it does not (`sidebarHeader()`) is refused with the styles it knows.
    @Test(arguments: ListContentStyle.allCases)
    func eachStyleFactory(_ style: ListContentStyle) throws {
        for written in ["var content = UIListContentConfiguration.\(style.rawValue)()", "var content: UIListContentConfiguration = .\(style.rawValue)()"] {
            let list = Self.list(registrations: Self.cells("""
                            \(written)
                            content.text = item.name
                            cell.contentConfiguration = content
                """))
            #expect(list?.cell == Self.content(style: style, text: .field("name")), "\(written)")
        }
    }

    @Test func aStyleTheCatalogDoesNotSize() throws {
        let faults = Importing.faults(Self.source(registrations: Self.cells("""
                        var content = UIListContentConfiguration.sidebarHeader()
                        cell.contentConfiguration = content
            """)))
        #expect(faults == [
            "Layouts.swift:12:27: `UIListContentConfiguration.sidebarHeader()` is not a style the catalog sizes (the styles are "
                + ListContentStyle.allCases.map { ".\($0.rawValue)()" }.joined(separator: ", ") + ")"
        ])
    }

    /// A string literal is fixed text; any image reserves the image slot (nil none); `numberOfLines` of the text
    /// properties is the line limit.
    @Test func fixedTextImageAndLineLimit() throws {
        let list = Self.list(registrations: Self.cells("""
                        var content = UIListContentConfiguration.valueCell()
                        content.text = "Wi-Fi"
                        content.secondaryText = item.network
                        content.image = UIImage(systemName: "wifi")
                        content.textProperties.numberOfLines = 2
                        content.secondaryTextProperties.numberOfLines = 2
                        content.textProperties.color = .secondaryLabel
                        cell.contentConfiguration = content
            """))
        #expect(list?.cell == Self.content(style: .valueCell, text: .literal("Wi-Fi"), secondaryText: .field("network"), image: true, lines: 2))
        let noImage = Self.list(registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.image = UIImage(systemName: item.symbol)
                        content.image = nil
                        cell.contentConfiguration = content
            """))
        // A text never set shows no label, which empty fixed text says (L23).
        #expect(noImage?.cell == Self.content(text: .literal("")))
    }

    /// `"\(item.title)"`, `item.title.uppercased()`, `item.title ?? ""` and a lookup through the data source are
    /// still the field; a text the importer cannot tie to a field keeps what it knows, with "…" for the rest, and a
    /// note says it counts as one line.
    @Test func textsReadAsFieldsAndTextsKnownInPart() throws {
        func cellText(_ expression: String) -> (TextSource?, [String]) {
            let result = Importing.result(Self.source(registrations: Self.cells("""
                            var content = cell.defaultContentConfiguration()
                            content.text = \(expression)
                            cell.contentConfiguration = content
                """)))
            #expect(result.diagnostics.isEmpty, "\(expression): \(result.diagnostics.map(\.description))")
            guard case .configuration(let content)? = result.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell else { return (nil, []) }
            return (content.text, result.notes.map(\.description))
        }
        for field in [#""\(item.title)""#, "item.title.uppercased()", #"item.title ?? """#, "item.title.localizedCapitalized",
                      "dataSource.itemIdentifier(for: indexPath)?.title", #"String(describing: item.title)"#]
        {
            let (text, notes) = cellText(field)
            #expect(text == .field("title"), "\(field)")
            #expect(notes.isEmpty, "\(field): \(notes)")
        }
        let note = { (code: String, shown: String, lines: String) in
            "Layouts.swift:13:13: `content.text`: the importer cannot tie `\(code)` to a dataset field or fixed text, so the spec shows the fixed text \"\(shown)\" in its place (\(lines))"
        }
        for (written, shown, message) in [
            (#""\(item)""#, "…", note(#""\(item)""#, "…", "one line")),
            (#"String(describing: item)"#, "…", note("String(describing: item)", "…", "one line")),
            (#""Row \(indexPath.item + 1) of \(item.count)""#, "Row … of …", note(#""Row \(indexPath.item + 1) of \(item.count)""#, "Row … of …", "one line, unless the known part wraps")),
            (#""Dr. " + item.name"#, "Dr. …", note(#""Dr. " + item.name"#, "Dr. …", "one line, unless the known part wraps")),
            ("formatter.string(from: item.date)", "…", note("formatter.string(from: item.date)", "…", "one line")),
        ] {
            let (text, notes) = cellText(written)
            #expect(text == .literal(shown), "\(written)")
            #expect(notes == [message], "\(written)")
        }
    }

    /// `.noTitleLabel` where the text is a `String`: a static member the files add to `String` is its value; one no
    /// file declares is text not known here, shown as "…" (it stopped the layout, located in another file).
    @Test func aStringsStaticMemberInAText() throws {
        let registrations = Self.cells("""
                        let title = (item.title.isEmpty) ? .noTitleLabel : item.title
                        var content = UIListContentConfiguration.subtitleCell()
                        content.text = "\\(title) "
                        cell.contentConfiguration = content
            """)
        let unknown = Importing.result(files: Importing.swiftFiles(["A.swift": "struct Unrelated {}", "List.swift": Self.source(registrations: registrations)]))
        #expect(unknown.diagnostics.isEmpty, "\(unknown.diagnostics.map(\.description))")
        #expect(unknown.notes.map(\.description).contains { $0.hasPrefix("List.swift:14:13: `content.text`: the importer cannot tie") })
        guard case .configuration(let content)? = unknown.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell else {
            Issue.record("expected the cell's content")
            return
        }
        #expect(content.text == .literal("… "))

        // Assigned as it is, the member is the text.
        let assigned = Importing.result(Self.source(registrations: Self.cells("""
                        var content = UIListContentConfiguration.cell()
                        content.text = .noTitleLabel
                        cell.contentConfiguration = content
            """), declarations: #"extension String { static let noTitleLabel = "Untitled" }"#))
        guard case .configuration(let untitled)? = assigned.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell else {
            Issue.record("expected the cell's content: \(assigned.diagnostics.map(\.description))")
            return
        }
        #expect(untitled.text == .literal("Untitled"))

        // Declared, it is text of its own ("Untitled "), which the other branch's field is not: the cells differ by record.
        let declared = Importing.result(Self.source(registrations: registrations, declarations: #"extension String { static let noTitleLabel = "Untitled" }"#))
        #expect(declared.diagnostics.map(\.description) == [
            "Layouts.swift:11:32: what this registration shows depends on values that differ from record to record or are known only when the app runs (`(item.title.isEmpty)` at line 12): a list's cells share one description in the catalog (give every item the same content configuration, or describe the list in a spec)"
        ])
    }

    /// A fault inside a text's interpolation points into the file the handler is in, whichever file comes first.
    @Test func aFaultInATextIsLocatedInItsOwnFile() throws {
        let registrations = Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.text = "\\(indexPath) \\(item.title)"
                        cell.contentConfiguration = content
            """)
        let result = Importing.result(files: Importing.swiftFiles(["A.swift": "struct Unrelated {}", "List.swift": Self.source(registrations: registrations)]))
        #expect(result.diagnostics.map(\.description).allSatisfy { $0.hasPrefix("List.swift:13:") }, "\(result.diagnostics.map(\.description))")
    }

    /// A property that the item's type decodes from another key is that key's field: the dataset holds the data
    /// the app decodes.
    @Test func codingKeysNameTheField() throws {
        let result = Importing.result(Self.source(
            registrations: """
                        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Animal> { cell, _, animal in
                            var content = UIListContentConfiguration.subtitleCell()
                            content.text = animal.name
                            content.secondaryText = animal.latinName
                            cell.contentConfiguration = content
                        }
                """,
            declarations: """
                struct Animal: Decodable, Hashable {
                    let name: String
                    let latinName: String
                    enum CodingKeys: String, CodingKey {
                        case name
                        case latinName = "latin_name"
                    }
                }
                """
        ))
        #expect(result.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell
            == Self.content(style: .subtitleCell, text: .field("name"), secondaryText: .field("latin_name")))
        #expect(result.notes.map(\.description) == [
            "Layouts.swift:21:37: `animal.latinName` is read as the dataset field `latin_name`, the key Animal's CodingKeys decode it from"
        ])
    }

    // MARK: - Whose registration

    /// Supplementary registrations of the header and footer kinds are the list's headers and footers; their
    /// texts read the section's record (`sectionIdentifier(for: indexPath.section)?.title`), and a registration of
    /// another kind is not the list's.
    @Test func supplementaryHeadersAndFooters() throws {
        let list = Self.list(
            """
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
                    configuration.footerMode = .supplementary
            """,
            registrations: """
                        let badge = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "badge") { view, _, _ in
                            view.contentConfiguration = UIListContentConfiguration.plainHeader()
                        }
                        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                            guard let section = self.dataSource.sectionIdentifier(for: indexPath.section) else { return }
                            var content = UIListContentConfiguration.groupedHeader()
                            content.text = section.title
                            view.contentConfiguration = content
                        }
                        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionFooter) { view, kind, indexPath in
                            var content = UIListContentConfiguration.groupedFooter()
                            content.text = kind == UICollectionView.elementKindSectionFooter ? "Changes apply at once." : "?"
                            view.contentConfiguration = content
                        }
                """
        )
        #expect(list?.cell == nil)
        #expect(list?.header == Self.content(style: .groupedHeader, text: .field("title")))
        #expect(list?.footer == Self.content(style: .groupedFooter, text: .literal("Changes apply at once.")))
    }

    /// A row registration, then one that shows item 0 as a header, held in `titleName`.
    static func twoRowKinds(titleName: String) -> String {
        """
                let row = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                    var content = UIListContentConfiguration.cell()
                    content.text = item.name
                    cell.contentConfiguration = content
                }
                let \(titleName) = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                    var content = UIListContentConfiguration.groupedHeader()
                    content.text = item.title
                    cell.contentConfiguration = content
                }
        """
    }

    /// With `headerMode = .firstItemInSection`, the registration the data source dequeues item 0 with is the
    /// header's, in each way the test is written; the others are the cells'.
    @Test func firstItemInSectionTakesItemZerosRegistration() throws {
        let dataSources = [
            """
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        if indexPath.item == 0 {
                            return collectionView.dequeueConfiguredReusableCell(using: headerRow, for: indexPath, item: item)
                        } else {
                            return collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                        }
                    }
            """,
            """
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        guard indexPath.row != 0 else { return collectionView.dequeueConfiguredReusableCell(using: headerRow, for: indexPath, item: item) }
                        return collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                    }
            """,
            """
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        switch indexPath.item {
                        case 0: return collectionView.dequeueConfiguredReusableCell(using: headerRow, for: indexPath, item: item)
                        default: return collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                        }
                    }
            """,
        ]
        for dataSource in dataSources {
            // The row registration is written first, and no name says "header": only the dequeue tells them apart.
            let list = Self.list(
                "var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)\n        configuration.headerMode = .firstItemInSection",
                registrations: Self.twoRowKinds(titleName: "titleRow"), dataSource: dataSource.replacingOccurrences(of: "headerRow", with: "titleRow")
            )
            #expect(list?.header == Self.content(style: .groupedHeader, text: .field("title")), "\(dataSource)")
            #expect(list?.cell == Self.content(style: .cell, text: .field("name")), "\(dataSource)")
        }
    }

    /// One registration for every item serves item 0 too; two the code does not tell apart are told apart by a
    /// name that says "header".
    @Test func firstItemInSectionWithoutADequeueThatTells() throws {
        let firstItem = "var configuration = UICollectionLayoutListConfiguration(appearance: .plain)\n        configuration.headerMode = .firstItemInSection"
        let one = Self.list(firstItem, registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.text = item.title
                        cell.contentConfiguration = content
            """))
        #expect(one?.header == Self.content(text: .field("title")))
        #expect(one?.cell == Self.content(text: .field("title")))
        let named = Self.list(firstItem, registrations: Self.twoRowKinds(titleName: "headerRow"))
        #expect(named?.header == Self.content(style: .groupedHeader, text: .field("title")))
        #expect(named?.cell == Self.content(style: .cell, text: .field("name")))
    }

    /// A registration written without its types (`UICollectionView.CellRegistration { (cell, indexPath, item: Item) in
    /// … }` in a factory the layout's own code calls) is read as one written with them (it stopped the layout as "not part
    /// of the layout API").
    @Test func aRegistrationWithInferredTypesCalledByTheLayoutsCode() throws {
        let spec = Importing.spec("""
            final class ListViewController: UIViewController {
                var collectionView: UICollectionView!
                var dataSource: UICollectionViewDiffableDataSource<Int, Item>!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
                    let cells = makeCells()
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
                    }
                }
                func makeCells() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
                    UICollectionView.CellRegistration { (cell, indexPath, item: Item) in
                        var content = UIListContentConfiguration.subtitleCell()
                        content.text = item.title
                        cell.contentConfiguration = content
                    }
                }
            }
            """)
        #expect(spec?.compositional?.listLayoutConfiguration?.cell == Self.content(style: .subtitleCell, text: .field("title")))
    }

    /// A value of a standard type the importer does not model (`NSNumber(value:)` as a cache key) is unknown, which
    /// stops nothing that does not need it (it stopped the layout).
    @Test func aStandardValueNoLayoutNeedsIsUnknown() throws {
        let list = Self.list(registrations: Self.cells("""
                        let key = NSNumber(value: indexPath.row)
                        var content = cell.defaultContentConfiguration()
                        content.text = item.title
                        cell.contentConfiguration = content
            """))
        #expect(list?.cell == Self.content(text: .field("title")))
    }

    /// The forms a registration is written in: `handler:`, a stored property of the controller, `.init` where the
    /// type is declared, a factory function whose result a variable holds, and a property assigned in a method.
    @Test func registrationForms() throws {
        let body = """
                        var content = UIListContentConfiguration.subtitleCell()
                        content.text = item.title
                        cell.contentConfiguration = content
            """
        let forms: [(registrations: String, declarations: String)] = [
            ("        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item>(handler: { cell, indexPath, item in\n\(body)\n        })", ""),
            ("        let cells: UICollectionView.CellRegistration<UICollectionViewListCell, Item> = .init { cell, indexPath, item in\n\(body)\n        }", ""),
            ("        let cells = makeCells()", """
                extension ListViewController {
                    func makeCells() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
                        UICollectionView.CellRegistration { (cell, indexPath, item: Item) in
                \(body)
                        }
                    }
                }
                """),
            ("", """
                extension ListViewController {
                    static let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
                \(body)
                    }
                }
                """),
            ("        self.cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in\n\(body)\n        }", ""),
        ]
        for form in forms {
            let dataSource = """
                        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                            collectionView.dequeueConfiguredReusableCell(using: \(form.registrations.isEmpty ? "Self.cells" : form.registrations.contains("self.cells") ? "self.cells" : "cells"), for: indexPath, item: item)
                        }
                """
            let spec = Importing.spec(Self.source(registrations: form.registrations, dataSource: dataSource) + "\n" + form.declarations)
            #expect(spec?.compositional?.listLayoutConfiguration?.cell == Self.content(style: .subtitleCell, text: .field("title")), "\(form)")
        }
    }

    /// Two list cell registrations and no dequeue that says which is the list's: where they show the same content, a
    /// note, and the first is read; where they differ, which one the list shows is a guess, so it is refused. A
    /// registration of a cell class of the app's own serves a grid section, not the list, and needs no note.
    @Test func severalCandidatesAndCellsOfOtherClasses() throws {
        let photo = """
                    let photo = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
                        cell.imageView.image = item.image
                    }
            """
        let agreeing = Importing.result(Self.source(registrations: """
            \(photo)
            \(Self.cells("""
                        var content = UIListContentConfiguration.valueCell()
                        content.text = item.title
                        cell.contentConfiguration = content
            """, name: "first"))
            \(Self.cells("""
                        var content = UIListContentConfiguration.valueCell()
                        content.text = item.title
                        cell.contentConfiguration = content
            """, name: "second"))
            """))
        #expect(agreeing.diagnostics.isEmpty, "\(agreeing.diagnostics.map(\.description))")
        #expect(agreeing.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell == Self.content(style: .valueCell, text: .field("title")))
        #expect(agreeing.notes.map(\.description) == [
            "Layouts.swift:14:21: 2 registrations (lines 14, 19) could show the list's cells, and the code does not say which; the importer reads this one, the first"
        ])
        let differing = Importing.result(Self.source(registrations: """
            \(photo)
            \(Self.cells("""
                        var content = UIListContentConfiguration.valueCell()
                        content.text = item.title
                        cell.contentConfiguration = content
            """, name: "first"))
            \(Self.cells("""
                        var content = UIListContentConfiguration.subtitleCell()
                        cell.contentConfiguration = content
            """, name: "second"))
            """))
        #expect(differing.layouts.isEmpty)
        #expect(differing.diagnostics.map(\.description) == [
            "Layouts.swift:19:22: 2 registrations (lines 14, 19) could show the list's cells, the code does not say which, and they show different content: a list's cells share one description in the catalog (dequeue the list's cells with one registration, or describe the list in a spec)"
        ])
    }

    /// Cells dequeued with a registration another type's factory makes (`BasicCell.makeRegistration()`) show what
    /// that type's code says, which the list's code does not hold: refused at the dequeue, not read as default cells.
    @Test func cellsOfARegistrationMadeElsewhereAreRefused() throws {
        let result = Importing.result(Self.source(registrations: "", dataSource: """
                    let basic = BasicCell.makeRegistration()
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: basic, for: indexPath, item: item)
                    }
            """))
        #expect(result.layouts.isEmpty)
        #expect(result.diagnostics.map(\.message) == [
            "the data source dequeues cells with `basic`, which is not a registration the importer finds in this type's code (one another type's factory makes, or one held elsewhere): what those cells show is unknown"
        ])
    }

    /// A type that makes no registration but hands its collection view to code that builds the data source (a view
    /// model, a data source class of the app's own) does not show default text cells: its cells take the list's
    /// estimated row height, with a note, and headers, whose height nothing estimates, are refused.
    @Test func cellsMadeWhereTheCollectionViewIsHandedTakeTheEstimate() throws {
        let list = Self.list(registrations: "", dataSource: """
                    viewModel.setupDataSource(collectionView: collectionView)
            """)
        #expect(list?.cell == .fittedHeight(.number(44)))
        let withHeaders = Importing.result(Self.source("""
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
            """, registrations: "", dataSource: """
                    viewModel.setupDataSource(collectionView: collectionView)
            """))
        #expect(withHeaders.layouts.isEmpty)
        #expect(withHeaders.diagnostics.map(\.message) == [
            "the list's headers or footers come from code the importer does not read: this type makes no registration, and its views come from `viewModel.setupDataSource(collectionView: collectionView)`"
        ])
        // `view.addSubview(collectionView)` hands it to no data source: the spec's default cells stay.
        let added = Self.list(registrations: "", dataSource: """
                    view.addSubview(collectionView)
            """)
        #expect(added?.cell == ListConfiguration(appearance: .insetGrouped).cell)
        // Cells registered by class are the app's own cells.
        let byClass = Self.list(registrations: "", dataSource: """
                    collectionView.register(TimelineCell.self, forCellWithReuseIdentifier: "timeline")
            """)
        #expect(byClass?.cell == .fittedHeight(.number(44)))
    }

    /// Headers registered by class (`register(TimelineHeaderView.self, forSupplementaryViewOfKind:
    /// UICollectionView.elementKindSectionHeader, …)`) have the height their own Auto Layout gives: refused naming the
    /// class and the `--assume` that gives it, and read at that height with it (a custom view, L18); the cells take
    /// the estimate as cells by class do.
    @Test func headersRegisteredByClassTakeTheHeightAnAssumptionGives() throws {
        let source = Self.source("""
                    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    configuration.headerMode = .supplementary
            """, registrations: "", dataSource: """
                    collectionView.register(TimelineHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
                    collectionView.register(TimelineCell.self, forCellWithReuseIdentifier: "timeline")
            """)
        let refused = Importing.result(source)
        #expect(refused.layouts.isEmpty)
        #expect(refused.diagnostics.map(\.description) == [
            "Layouts.swift:13:9: the list's headers are TimelineHeaderView, registered by class: their height comes from its own Auto Layout, which the importer cannot know, and nothing estimates it as the row estimate stands for a cell's (give their height with --assume TimelineHeaderView.height=NUMBER, or describe the list in a spec)"
        ])
        let given = Importing.result(source, assumptions: ["TimelineHeaderView.height": 36])
        #expect(given.diagnostics.isEmpty, "\(given.diagnostics)")
        let list = given.layouts.first?.spec.compositional?.listLayoutConfiguration
        #expect(list?.header == .fittedHeight(.number(36)))
        #expect(list?.cell == .fittedHeight(.number(44)))
        #expect(given.usedAssumptions.contains("TimelineHeaderView.height"))
        #expect(given.notes.map(\.message) == [
            "the list's headers are TimelineHeaderView, 36 points tall as --assume TimelineHeaderView.height says",
            "this type makes no registration, and its cells come from `collectionView.register(TimelineCell.self, forCellWithReuseIdentifier: \"timelin…`, which the importer does not read: the spec gives them the list's estimated row height, 44 (ListRules.md L3)",
        ])
    }

    /// A registration another type's static factory returns (`let cells = TagCell.makeRegistration(style: style)`)
    /// is read as that type wrote it, wherever it is declared.
    @Test func aRegistrationFromAnotherTypesStaticFactoryIsRead() throws {
        let list = Self.list(registrations: "", dataSource: """
                    let cells = TagCell.makeRegistration(style: .plain)
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
                    }
            """, declarations: """
            final class TagCell: UICollectionViewListCell {
                static func makeRegistration(style: Style) -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
                    UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                        var content = UIListContentConfiguration.valueCell()
                        content.text = item.title
                        cell.contentConfiguration = content
                    }
                }
            }
            """)
        #expect(list?.cell == Self.content(style: .valueCell, text: .field("title")))
    }

    /// `let registration = self.cellRegistration` before the data source: the property's registration, through its copy.
    @Test func aLocalCopyOfTheRegistrationPropertyIsThatRegistration() throws {
        let list = Self.list(registrations: "", dataSource: """
                    let registration = self.cellRegistration
                    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                    }
                }
                private lazy var cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                    var content = UIListContentConfiguration.subtitleCell()
                    content.text = item.title
                    cell.contentConfiguration = content
            """)
        #expect(list?.cell == Self.content(style: .subtitleCell, text: .field("title")))
    }

    /// Registrations belong with the view controller that builds the list; another controller's are not its.
    @Test func registrationsOfAnotherTypeAreNotTheLists() throws {
        let spec = Importing.spec(Self.source(registrations: "") + """

            final class OtherViewController: UIViewController {
                func configure() {
                    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                        cell.contentConfiguration = UIListContentConfiguration.valueCell()
                    }
                }
            }
            """)
        #expect(spec?.compositional?.listLayoutConfiguration == ListConfiguration(appearance: .insetGrouped))
    }

    /// A layout without lists never reads registrations: a grid's custom cells are no fault.
    @Test func aLayoutWithoutListsReadsNoRegistration() throws {
        let spec = Importing.spec("""
            final class GridViewController: UIViewController {
                func createLayout() -> UICollectionViewLayout {
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }

                func configureDataSource() {
                    let cells = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
                        cell.configure(with: photo)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.allLists.isEmpty == true)
    }

    // MARK: - What cannot be read

    /// A cell given no `UIListContentConfiguration` is a custom view: its height comes from its Auto Layout. It takes
    /// the list's estimated row height (L3), with a note naming its class and the `--assume` that gives the height;
    /// with it, the view is that tall.
    @Test func customContentIsRefusedOrGivenAHeight() throws {
        let custom = Self.source(registrations: """
                    let cellRegistration = UICollectionView.CellRegistration<BadgeCell, Item> { cell, _, item in
                        cell.configure(with: item)
                    }
            """)
        let estimated = Importing.result(custom)
        #expect(estimated.diagnostics.isEmpty)
        #expect(estimated.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell == .fittedHeight(.number(44)))
        #expect(estimated.notes.map(\.description).contains(
            "Layouts.swift:11:32: this registration's cells are BadgeCell, whose height comes from its own Auto Layout, which the importer cannot know: the spec gives them the list's estimated row height, 44 (ListRules.md L3); give their height with --assume BadgeCell.height=NUMBER"
        ))
        #expect(Importing.result(custom, assumptions: ["BadgeCell.height": 52]).layouts.first?.spec.compositional?.listLayoutConfiguration?.cell == .fittedHeight(.number(52)))
        let assumed = Importing.result(custom, assumptions: ["cellRegistration.height": 60])
        #expect(assumed.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell == .fittedHeight(.number(60)))
        #expect(assumed.notes.map(\.description) == ["Layouts.swift:11:32: this registration's cell is a custom view, 60 points tall as --assume cellRegistration.height says"])
        #expect(assumed.usedAssumptions == ["cellRegistration.height"])

        // A content configuration of the app's own, or none at all, is a custom view too.
        #expect(Importing.faults(Self.source(registrations: Self.cells("""
                        cell.contentConfiguration = BadgeConfiguration(title: item.title)
            """))) == [])
    }

    /// A handler that gives different records different content cannot be one description; one whose conditions on
    /// the data change only what moves no frame can.
    @Test func contentThatDependsOnTheDataIsRefused() throws {
        #expect(Importing.faults(Self.source(registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        if item.isFavorite {
                            content = .subtitleCell()
                            content.secondaryText = "Favorite"
                        }
                        content.text = item.title
                        cell.contentConfiguration = content
            """))) == [
            "Layouts.swift:11:32: what this registration shows depends on values that differ from record to record or are known only when the app runs (`item.isFavorite` at line 13): a list's cells share one description in the catalog (give every item the same content configuration, or describe the list in a spec)"
        ])
        let list = Self.list(registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.text = item.title
                        cell.contentConfiguration = content
                        if item.isFavorite { cell.accessories = [.checkmark()] } else { cell.accessories = [] }
            """))
        #expect(list?.cell == Self.content(text: .field("title")))
        // Each case of a `switch` on the data, and an `if case`, are ways the handler can go too.
        #expect(Importing.faults(Self.source(registrations: Self.cells("""
                        var content = UIListContentConfiguration.cell()
                        switch item.kind {
                        case .folder: content = .sidebarCell()
                        case .smartFolder: content = .sidebarSubtitleCell()
                        default: break
                        }
                        cell.contentConfiguration = content
            """))) == [
            "Layouts.swift:11:32: what this registration shows depends on values that differ from record to record or are known only when the app runs (`case .folder` at line 14): a list's cells share one description in the catalog (give every item the same content configuration, or describe the list in a spec)"
        ])
        #expect(Importing.faults(Self.source(registrations: Self.cells("""
                        var content = UIListContentConfiguration.valueCell()
                        if case .locked = item.state { content.secondaryText = "Locked" } else { content.secondaryText = "Open" }
                        content.text = item.title
                        cell.contentConfiguration = content
            """))) == [
            "Layouts.swift:11:32: what this registration shows depends on values that differ from record to record or are known only when the app runs (`case .locked` at line 13): a list's cells share one description in the catalog (give every item the same content configuration, or describe the list in a spec)"
        ])
    }

    /// Margins and paddings the code sets replace the style's (ListRules.md L37) and are written into the spec under
    /// their UIKit names; an image's room is read from `imageProperties` changed field by field.
    @Test func assignedMarginsAndPaddingsAreRead() throws {
        let result = Importing.result(Self.source(registrations: Self.cells("""
                        var content = cell.defaultContentConfiguration()
                        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
                        content.textToSecondaryTextVerticalPadding = 6
                        content.textToSecondaryTextHorizontalPadding = 12
                        content.prefersSideBySideTextAndSecondaryText = true
                        content.image = UIImage(systemName: "star")
                        content.imageProperties.reservedLayoutSize = .init(width: 40, height: 40)
                        content.imageProperties.tintColor = .systemRed
                        content.imageToTextPadding = 10
                        cell.contentConfiguration = content
            """)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        guard case .configuration(let content)? = result.layouts.first?.spec.compositional?.listLayoutConfiguration?.cell else {
            Issue.record("expected the cell's content")
            return
        }
        #expect(content.metrics == ListContentMetrics(
            layoutMargins: EdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16), textToSecondaryTextVerticalPadding: 6,
            textToSecondaryTextHorizontalPadding: 12, prefersSideBySideTextAndSecondaryText: true, imageToTextPadding: 10,
            imageReservedLayoutSize: Size(width: 40, height: 40)
        ))
        #expect(content.image)
    }

    /// What a spec cannot say stays refused at its line: an image's maximum size (it changes only an image larger than
    /// its slot, whose size is not known), the margins' preserved axes, a negative padding, and a margin read back (the
    /// style's own differs by iOS version).
    @Test func contentSizeChangesTheCatalogCannotSayAreRefused() throws {
        let refusal = { (code: String) in
            "Layouts.swift:13:13: `\(code)` changes how large the view's content is, which a spec cannot say: the catalog sizes list cells, headers and footers from their style's fonts, margins and paddings (ListRules.md L18 to L23) (leave the style's own, or describe the view in a spec as a custom one with the height it fits: \"cell\": {\"height\": N})"
        }
        for (line, fault) in [
            ("content.imageProperties.maximumSize = CGSize(width: 40, height: 40)", refusal("content.imageProperties.maximumSize")),
            ("content.axesPreservingSuperviewLayoutMargins = []", refusal("content.axesPreservingSuperviewLayoutMargins")),
            ("content.directionalLayoutMargins.top = 4", refusal("content.directionalLayoutMargins")),
            ("content.imageToTextPadding = -2", "Layouts.swift:13:13: `content.imageToTextPadding` sets a negative padding, which the catalog does not lay out"),
        ] {
            #expect(Importing.faults(Self.source(registrations: Self.cells("""
                            var content = cell.defaultContentConfiguration()
                            \(line)
                            cell.contentConfiguration = content
                """))) == [fault], "\(line)")
        }
    }

    // MARK: - The samples

    /// The Swift twins of the list samples read the same list configurations as their hand-written specs, where
    /// the Swift says everything the spec does (the settings screen's footer height given as Samples/README.md says).
    @Test(arguments: ["p002-zoo-list", "settings-inset-grouped"])
    func listSamplesReadTheirTwinsConfiguration(_ name: String) throws {
        let swift = PackageRoot.url("Samples/swift/\(name).swift")
        let result = SwiftLayoutImporter.layouts(in: try String(contentsOf: swift, encoding: .utf8), file: swift.lastPathComponent, assumptions: NamingAndSourceTests.sampleAssumptions)
        let twin = PackageRoot.url("Samples/layouts/\(name).json")
        let handWritten = try SpecDocument.decodeLayout(try String(contentsOf: twin, encoding: .utf8), file: twin.lastPathComponent, format: .json)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(result.layouts.first?.spec.compositional == handWritten.compositional)
    }
}
