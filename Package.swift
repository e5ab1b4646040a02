// swift-tools-version: 6.1
import PackageDescription

/// The layout catalog: a UIKit-exact compositional layout engine, a SQLite catalog of specs, datasets and
/// frame caches, and the `catalog` command line. See README.md for the architecture.
let package = Package(
    name: "catalog",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "catalog", targets: ["catalog"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "CatalogKit", targets: ["CatalogKit"]),
        .library(name: "LayoutRender", targets: ["LayoutRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Memory for frame columns: blocks aligned for huge pages, and a pool that hands touched memory back to the
        // next compute. The one place that calls the C allocator and madvise.
        .target(name: "FrameStorage"),
        // SHA-256's compression on the processor's SHA instructions (x86-64), for ContentDigest; C because Swift has no
        // access to those instructions. Nothing else.
        .target(name: "CSHA256"),
        // SHA-256, streaming: the digests of specs, datasets and cache keys, and the identity of a stored result
        // (a million frames digested as they are produced). Standard library and CSHA256 only.
        .target(name: "ContentDigest", dependencies: ["CSHA256"]),
        // A path's parts as text (its folder, its last component, joining), by POSIX dirname and basename rules:
        // Foundation's path API stops the process on one-letter paths. Standard library only, so the store, the kit,
        // the command line and the font lookup all split paths the same way.
        .target(name: "FilePaths"),
        // Value types that mirror Apple's API, geometry, environments and results. Standard library, plus FrameStorage
        // for the memory behind FrameBuffer's columns.
        .target(name: "LayoutModel", dependencies: ["FrameStorage"]),
        // Spec files (JSON, YAML) to and from the model, and dataset files (JSON, YAML, CSV, property lists) read into
        // records, with located, all-at-once validation.
        .target(
            name: "SpecFormat",
            dependencies: ["LayoutModel", "FilePaths", .product(name: "Yams", package: "Yams")]
        ),
        // The solver: rules R0 to R41 of LayoutEngine.docc/CompositionalRules.md (in the module). Depends on the model alone.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        // FreeType, the system library (Debian: libfreetype-dev), for measuring label text.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // The lint: rules LL001 to LL012 judged on stored runs, where each element comes from in the spec, findings
        // gathered across environments, their formats, baselines and exit status (LayoutLint.docc/LintRules.md).
        // Pure functions on values: it reads frames, the spec and its source text, never the store or the engine.
        .target(name: "LayoutLint", dependencies: ["LayoutModel", "SpecFormat", "ContentDigest"]),
        // Measures label text with a real font for estimated sizes (R40).
        .target(name: "TextMeasure", dependencies: ["LayoutModel", "CFreeType", "FilePaths"]),
        // Pictures of results: SVG drawings of one layout and overlays of two. Depends on the model alone.
        .target(name: "LayoutRender", dependencies: ["LayoutModel"]),
        // The SQLite catalog: migrations, layouts, datasets, runs and frames. Stores the model's values (environments,
        // frame buffers) and knows nothing of the solver.
        .target(
            name: "CatalogStore",
            dependencies: [
                "LayoutModel", "ContentDigest", "FilePaths",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            plugins: ["EmbedMigrations"]
        ),
        // Compositional and flow layouts read out of Swift source (and the storyboards given with it): swift-syntax
        // parses, a small interpreter evaluates.
        // Knows nothing of the catalog.
        .target(
            name: "SwiftLayoutImport",
            dependencies: [
                "LayoutModel", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The use cases behind every command: import, show, compute (cache-aware), query, render, diff, report, lint.
        .target(
            name: "CatalogKit",
            dependencies: [
                "LayoutModel", "SpecFormat", "LayoutEngine", "TextMeasure", "LayoutRender", "LayoutLint", "CatalogStore", "SwiftLayoutImport",
                "ContentDigest", "FilePaths",
            ]
        ),
        // The command line: parses arguments, calls one CatalogKit use case, prints the answer.
        .executableTarget(
            name: "catalog",
            dependencies: [
                "CatalogKit", "LayoutModel", "SpecFormat", "LayoutRender", "LayoutLint", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Fuzzing, apart from the library users link: the targets, the spec grammar, the mutator, the seeded
        // campaign and the properties every input must keep. Feeds files to CatalogKit's readers (ImportPreview), and
        // tampered catalog files to every command.
        .target(
            name: "CatalogFuzzing",
            dependencies: [
                "CatalogKit", "LayoutModel", "SpecFormat", "LayoutEngine", "LayoutRender", "LayoutLint", "TextMeasure", "FilePaths",
                // Only to tamper with the rows of a catalog file, as a crafted one would (the catalog-rows target).
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The fuzzing harness (Fuzzing.md in CatalogFuzzing's catalog): seeded campaigns in worker processes.
        .executableTarget(name: "catalog-fuzz", dependencies: ["CatalogFuzzing", "FilePaths"]),

        // Build tooling: Migrations/*.sql compiled into the binary as a Swift array.
        .executableTarget(name: "MigrationEmbedder", path: "Sources/MigrationEmbedder"),
        .plugin(
            name: "EmbedMigrations",
            capability: .buildTool(),
            dependencies: ["MigrationEmbedder"],
            path: "Sources/EmbedMigrationsPlugin"
        ),

        // The benchmark driver (Benchmarks/run builds it in release mode).
        .executableTarget(
            name: "catalog-benchmark",
            dependencies: [
                "FrameStorage", "LayoutEngine", "LayoutModel", "CatalogKit", "CatalogStore",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/catalog-benchmark"
        ),

        // What the test targets share: the package root, temporary folders, running the `catalog` binary and
        // waiting on its events (file changes, exit), with failures reported at the calling test's line.
        .target(name: "TestSupport", path: "Tests/TestSupport"),

        .testTarget(name: "FrameStorageTests", dependencies: ["FrameStorage"]),
        .testTarget(name: "ContentDigestTests", dependencies: ["ContentDigest"]),
        .testTarget(name: "FilePathsTests", dependencies: ["FilePaths"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "SpecFormatTests", dependencies: ["SpecFormat", "LayoutModel", "TestSupport"]),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "SpecFormat", "LayoutModel", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        // Fonts/ holds a variable test font made by its script there (our own, standing in for SF-Pro.ttf).
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure", "LayoutModel"], exclude: ["Fonts"]),
        .testTarget(
            name: "LayoutRenderTests",
            dependencies: [
                "LayoutRender", "LayoutEngine", "SpecFormat", "LayoutModel", "TextMeasure", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // Exclude: the golden outputs and the SARIF schema (Fixtures/README.md says where it comes from).
        .testTarget(
            name: "LayoutLintTests",
            dependencies: [
                "LayoutLint", "LayoutModel", "SpecFormat", "LayoutEngine", "TextMeasure", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "CatalogStoreTests",
            dependencies: ["CatalogStore", "LayoutModel", "ContentDigest", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "SwiftLayoutImportTests", dependencies: ["SwiftLayoutImport", "LayoutModel", "SpecFormat", "TestSupport"]
        ),
        .testTarget(
            name: "CatalogKitTests",
            dependencies: ["CatalogKit", "LayoutModel", "LayoutRender", "LayoutLint", "LayoutEngine", "SpecFormat", "TextMeasure", "TestSupport"]
        ),
        .testTarget(
            name: "CatalogFuzzTests", dependencies: ["CatalogFuzzing", "SpecFormat", "TestSupport"], exclude: ["Regressions"]
        ),
        .testTarget(
            name: "CatalogCLITests",
            dependencies: [
                "catalog", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                // To read the command list (`CatalogCommand.configuration.subcommands`) the help tests walk.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // To make other applications' databases and catalogs from the future, as a user's disk might hold.
                .product(name: "GRDB", package: "GRDB.swift"),
                // To key runs of a catalog made before migration 0010 as the program then keyed them.
                "ContentDigest",
            ],
            exclude: ["__Snapshots__"]
        ),
        // Every ```swift example of the documentation type-checked against the modules as built (README.md,
        // "Documentation examples"); it depends on the modules so that they are built before it runs.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "TestSupport", "FrameStorage", "ContentDigest", "FilePaths", "LayoutModel", "SpecFormat", "LayoutEngine", "TextMeasure",
                "LayoutRender", "CatalogStore", "SwiftLayoutImport", "CatalogKit", "LayoutLint",
            ]
        ),
    ]
)
