import LayoutModel
import SwiftLayoutImport
import Testing

/// The Swift files of one import are one module, as the compiler reads a target: each file's
/// declarations are visible to every other. The work stays bounded for the files together.
@Suite("Several files as one module")
struct ModuleTests {
    static let rows = """
        NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        """

    /// The section-kind enum in its own file; the provider switches on it.
    @Test func anEnumOfAnotherFile() throws {
        let result = Importing.result(files: Importing.swiftFiles([
            "SectionKind.swift": "enum SectionKind: Int, CaseIterable { case banner, rows }\n",
            "Home.swift": """
                final class HomeViewController: UIViewController {
                    func createLayout() -> UICollectionViewLayout {
                        UICollectionViewCompositionalLayout { index, _ in
                            guard let kind = SectionKind(rawValue: index) else { return nil }
                            switch kind {
                            case .banner:
                                return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
                            case .rows:
                                return \(Self.rows)
                            }
                        }
                    }
                }
                """,
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["Home.createLayout"])
        #expect(result.layouts.map(\.file) == ["Home.swift"])
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: """
            sections:
            - group: {kind: horizontal, size: {width: fractionalWidth(1), height: absolute(200)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            - group: {kind: vertical, size: {width: fractionalWidth(1), height: absolute(44)},
                      subitems: [{size: {width: fractionalWidth(1), height: fractionalHeight(1)}}]}
            """)))
    }

    /// `CGFloat` constants declared in an extension in another file, read as implicit members (`.largeInset`) and
    /// spelled out (`CGFloat.smallInset`).
    @Test func constantsOfAnExtensionInAnotherFile() throws {
        let result = Importing.result(files: Importing.swiftFiles([
            "CGFloat+Insets.swift": "extension CGFloat {\n    static let smallInset: CGFloat = 8\n    static let largeInset: CGFloat = 16\n}\n",
            "Feed.swift": """
                func feedLayout() -> UICollectionViewCompositionalLayout {
                    let section = \(Self.rows)
                    section.contentInsets = NSDirectionalEdgeInsets(top: .smallInset, leading: .largeInset, bottom: CGFloat.smallInset, trailing: .largeInset)
                    return UICollectionViewCompositionalLayout(section: section)
                }
                """,
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.first?.spec.compositional?.sections.first?.allSections.first?.contentInsets
            == EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// The view controller creates the flow layout in one file; its `UICollectionViewDelegateFlowLayout` extension
    /// in another answers it, reading the controller's constants.
    @Test func aDelegateExtensionInAnotherFile() {
        let result = Importing.result(files: Importing.swiftFiles([
            "PhotosViewController.swift": """
                class PhotosViewController: UIViewController {
                    var collectionView: UICollectionView!
                    let spacing: CGFloat = 2
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let layout = UICollectionViewFlowLayout()
                        layout.minimumLineSpacing = spacing
                        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    }
                }
                """,
            "PhotosViewController+Layout.swift": """
                extension PhotosViewController: UICollectionViewDelegateFlowLayout {
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        CGSize(width: (collectionView.bounds.width - spacing * 2) / 3, height: 100)
                    }
                }
                """,
        ]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["PhotosViewController.viewDidLoad"])
        #expect(result.layouts.first?.spec.flow == FlowLayout(
            itemSize: FlowSize(width: try! FlowExpression(parsing: "(width - 4) / 3"), height: 100), minimumLineSpacing: 2
        ))
    }

    /// Files of unrelated apps imported together each declare `LayoutFactory` and `ViewController`: a name
    /// resolves in the file that reads it first, and a type declared in several files keeps each file's members.
    @Test func eachFileKeepsItsOwnDeclarationsOfACommonName() {
        func file(_ height: Int) -> String {
            """
            enum LayoutFactory {
                static let height: CGFloat = \(height)
                static func create() -> UICollectionViewCompositionalLayout {
                    UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
                }
            }
            final class ViewController: UIViewController {
                let collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: \(height), height: \(height))
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
            }
            """
        }
        let result = Importing.result(files: Importing.swiftFiles(["A.swift": file(40), "B.swift": file(60)]))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.layouts.map(\.name) == ["A.create", "A.collectionView", "B.create", "B.collectionView"])
        #expect(result.layouts.map { $0.spec.compositional?.sections.first?.allSections.first?.group.size.height } == [.absolute(40), nil, .absolute(60), nil])
        #expect(result.layouts.map { $0.spec.flow?.itemSize } == [nil, FlowSize(width: 40, height: 40), nil, FlowSize(width: 60, height: 60)])
    }

    /// A file that holds no layout of its own is read for its declarations; the files together must hold one, and
    /// a fault is reported in the file it is in.
    @Test func filesWithoutLayoutsAndFaultsInOtherFiles() {
        let cell = SwiftImportFile(path: "Cell.swift", text: "final class Cell: UICollectionViewCell { static let height: CGFloat = Theme.rowHeight }\n")
        let none = Importing.result(files: [cell])
        #expect(none.layouts.isEmpty && none.diagnostics.isEmpty)
        let layout = SwiftImportFile(path: "Grid.swift", text: """
            func grid() -> UICollectionViewCompositionalLayout {
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Cell.height)), subitems: [.init(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
            }
            """)
        #expect(Importing.result(files: [cell, layout]).diagnostics.map(\.description) == [
            "Cell.swift:1:71: cannot evaluate `Theme.rowHeight`: `Theme` is not declared in the files imported (import the file that declares `Theme` with this one, or give it a value with --assume Theme.rowHeight=NUMBER)"
        ])
        #expect(Importing.result(files: [cell, layout], assumptions: ["Theme.rowHeight": 50]).layouts.map(\.name) == ["Grid.grid"])
    }

    /// The cost guards hold for the files together: each file's size, the files' total and their count are
    /// checked before any is parsed, and the loop and call budget of every layout together stops runaway code.
    @Test func costGuardsHoldForTheFilesTogether() {
        let big = String(repeating: "// filler line of a Swift file that holds nothing but comments, to be large\n", count: 6_800)
        let files = (0..<135).map { SwiftImportFile(path: "F\($0).swift", text: big) }
        let refused = Importing.result(files: files)
        #expect(refused.layouts.isEmpty)
        #expect(refused.diagnostics.map(\.description) == [
            "F129.swift:1:1: with this file the import's Swift files and storyboards hold more than 67108864 bytes together, the limit for one import (import the folder that holds the layout code rather than the whole project)"
        ])
        let many = (0..<16_385).map { SwiftImportFile(path: "F\($0).swift", text: "") }
        #expect(Importing.result(files: many).diagnostics.map(\.message) == [
            "the import reads 16385 Swift files and storyboards, past the limit of 16384 for one import"
        ])
        // Each layout's 900 steps fit its own budget of 1,000; the third layout takes the import past 2,500.
        let busy = (0..<4).map { index in
            """
            func layout\(index)() -> UICollectionViewCompositionalLayout {
                var total = 0
                for step in 0..<900 { total += step }
                return UICollectionViewCompositionalLayout(section: \(Self.rows))
            }
            """
        }.joined(separator: "\n")
        let budget = SwiftImportBudget(stepsPerLayout: 1_000, stepsPerImport: 2_500)
        let stopped = SwiftLayoutImporter.layouts(in: [SwiftImportFile(path: "Busy.swift", text: busy)], budget: budget)
        #expect(stopped.layouts.map(\.name) == ["Busy.layout0", "Busy.layout1"])
        #expect(stopped.diagnostics.map(\.description) == [
            "Busy.swift:13:5: the layouts of this import ran more than 2500 loop iterations and calls together; the importer stops here",
            "Busy.swift:18:5: the layouts of this import ran more than 2500 loop iterations and calls together; the importer stops here",
        ])
        #expect(SwiftImportBudget.standard == SwiftImportBudget(stepsPerLayout: 100_000, stepsPerImport: 1_000_000))
    }
}
