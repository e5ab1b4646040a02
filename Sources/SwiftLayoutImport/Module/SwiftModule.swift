import SwiftSyntax

/// One parsed Swift file of an import.
struct ParsedSwiftFile {
    let path: String
    let tree: SourceFileSyntax
    let map: SourceMap

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        self.map = SourceMap(file: path, tree: tree)
    }

    var id: SyntaxIdentifier { tree.id }
}

/// The files of one import read as one module, as the Swift compiler reads a target: every file's declarations
/// are visible to every other (`DeclarationIndex`), and the storyboards given with them hold the layouts of
/// their view controllers' scenes.
struct SwiftModule {
    let files: [ParsedSwiftFile]
    let storyboards: [Storyboard]
    let maps: ModuleSourceMap
    let index: DeclarationIndex

    private let filesByTree: [SyntaxIdentifier: Int]
    private let collectionViewsByClass: [String: [StoryboardCollectionView]]

    init(files: [ParsedSwiftFile], storyboards: [Storyboard]) {
        self.files = files
        self.storyboards = storyboards
        self.maps = ModuleSourceMap(files)
        self.index = DeclarationIndex(files.map(\.tree))
        filesByTree = Dictionary(files.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        collectionViewsByClass = Dictionary(
            grouping: storyboards.flatMap(\.collectionViews).filter { $0.controllerClass != nil }, by: { $0.controllerClass! }
        )
    }

    /// The parsed file a node belongs to.
    func file(of node: some SyntaxProtocol) -> ParsedSwiftFile? {
        filesByTree[node.root.id].map { files[$0] }
    }

    /// The collection views of storyboard scenes whose view controller is `typeName`.
    func storyboardCollectionViews(of typeName: String) -> [StoryboardCollectionView] {
        collectionViewsByClass[typeName] ?? []
    }
}
