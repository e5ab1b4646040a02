import FilePaths
import Foundation

/// The inputs a campaign starts from, per target: the sample files a user would import (`Samples/`), every input
/// a campaign ever found (the regression folder, one subfolder per target), and a few built-in seeds for the
/// targets no sample file feeds.
public struct FuzzCorpus: Sendable {
    public private(set) var seeds: [FuzzTarget: [[UInt8]]] = [:]

    /// Predicates as specs write them, and a few that stretch the grammar.
    static let predicateSeeds = [
        "updateCount > 0", "not isNew", "name == \"Lion\" and updateCount >= 2", "(a or b) and not (c != 1)",
        "title != null", "x < -1.5e3",
    ]

    /// Baselines as `catalog lint --write-baseline` writes them, and one that lists a fingerprint twice: the lint
    /// target reads every input as one (the samples' specs, which seed it too, are not).
    static let baselineSeeds = [
        """
        {
          "tool": "catalog lint",
          "kind": "baseline",
          "version": 1,
          "findings": [
            {"fingerprint":"4ab207eb4b5fdbb5a625dee13fffbe44","rule":"LL001","layout":"lint-frames","element":"cell 0.0","other":null},
            {"fingerprint":"084b9a82eeeccec00cb26080e9a5d3f2","rule":"LL006","layout":"lint-frames","element":"cell 0.1","other":"cell 0.2"}
          ]
        }
        """,
        #"{"tool": "catalog lint", "kind": "baseline", "version": 1, "findings": [{"fingerprint": "0123456789abcdef0123456789abcdef"}, {"fingerprint": "0123456789abcdef0123456789abcdef"}]}"#,
        #"{"tool": "catalog lint", "kind": "baseline", "version": 1, "findings": []}"#,
    ]

    /// Trait conditions as an adaptive section's cases (one per line, `*` for a case without `when`): what apps
    /// read, conditions that never hold or always hold, comparisons of the wrong kind, deep nesting.
    static let traitConditionSeeds = [
        "idiom == .pad and horizontalSizeClass == .regular\nwidth > 500\n*",
        "contentSizeCategory >= .accessibilityMedium\nisAccessibilityCategory == false\nlayoutDirection == .rightToLeft\n*",
        "width > 800 and width < 500\nidiom == .phone or idiom != .phone\n*",
        "idiom == 3\nhorizontalSizeClass < .regular\nwidth == .pad\n\"pad\" == idiom",
        "width > height\nheight > width\nwidth == height",
        String(repeating: "not (", count: 31) + "verticalSizeClass == .compact" + String(repeating: ")", count: 31) + "\n*",
        "*\n*",
    ]

    public init(samplesFolder: String?, regressionsFolder: String?) {
        for target in FuzzTarget.allCases { seeds[target] = [] }
        if let samplesFolder { addFiles(under: samplesFolder) { target in target.seedExtensions } }
        if let regressionsFolder {
            for target in FuzzTarget.allCases {
                let folder = FilePath.joining(regressionsFolder, target.rawValue)
                for path in Self.files(under: folder) {
                    if let data = FileManager.default.contents(atPath: path) { seeds[target, default: []].append(Array(data)) }
                }
            }
        }
        seeds[.predicate, default: []] += Self.predicateSeeds.map { Array($0.utf8) }
        seeds[.lint, default: []] += Self.baselineSeeds.map { Array($0.utf8) }
        seeds[.traitConditions, default: []] += Self.traitConditionSeeds.map { Array($0.utf8) }
        seeds[.engine, default: []] += [[], Array(0..<64), [UInt8](repeating: 1, count: 48), [UInt8](repeating: 0xFF, count: 48)]
        seeds[.catalogRows, default: []] += [[], Array(0..<40), Array((0..<40).reversed()), [UInt8](repeating: 7, count: 24), [UInt8](repeating: 0xFE, count: 24)]
    }

    /// The regression inputs alone, per target, with their file names (for tests that replay every finding).
    public static func regressions(in folder: String) -> [(target: FuzzTarget, name: String, input: [UInt8])] {
        FuzzTarget.allCases.flatMap { target in
            files(under: FilePath.joining(folder, target.rawValue)).compactMap { path in
                FileManager.default.contents(atPath: path).map { (target, FilePath.lastComponent(of: path), Array($0)) }
            }
        }
    }

    private mutating func addFiles(under folder: String, extensions: (FuzzTarget) -> Set<String>) {
        for path in Self.files(under: folder) {
            let pathExtension = FilePath.nameExtension(of: path).lowercased()
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for target in FuzzTarget.allCases where extensions(target).contains(pathExtension) {
                seeds[target, default: []].append(Array(data))
            }
        }
    }

    /// Regular files under `folder`, sorted so a campaign's seeds are in the same order everywhere.
    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = FilePath.joining(folder, relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !relative.hasPrefix("."), !relative.hasSuffix(".md")
            {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
