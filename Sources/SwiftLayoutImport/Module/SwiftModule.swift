import SwiftSyntax

/// One parsed Swift file of an import.
struct ParsedSwiftFile {
    let path: String
    let tree: SourceFileSyntax
    let map: SourceMap
    /// Notes of the `#if` choices that rested on a flag, by the node that reads the chosen code (`ActiveCode`).
    let flagNotes: [SyntaxIdentifier: [ActiveCode.FlagChoice]]

    init(path: String, tree: SourceFileSyntax, flagNotes: [SyntaxIdentifier: [ActiveCode.FlagChoice]] = [:]) {
        self.path = path
        self.tree = tree
        self.map = SourceMap(file: path, tree: tree)
        self.flagNotes = flagNotes
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
    /// Every file's `flagNotes`, for the interpreter to say which branch of an `#if` it read where it reads it.
    let flagNotes: [SyntaxIdentifier: [SourcePosition: String]]

    private let filesByTree: [SyntaxIdentifier: Int]
    private let collectionViewsByClass: [String: [StoryboardCollectionView]]

    init(files: [ParsedSwiftFile], storyboards: [Storyboard]) {
        self.files = files
        self.storyboards = storyboards
        self.maps = ModuleSourceMap(files)
        self.index = DeclarationIndex(files.map(\.tree))
        var flagNotes: [SyntaxIdentifier: [SourcePosition: String]] = [:]
        for file in files {
            for (node, choices) in file.flagNotes {
                for choice in choices { flagNotes[node, default: [:]][file.map.position(of: choice.position)] = choice.message }
            }
        }
        self.flagNotes = flagNotes
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
