// swift-tools-version: 6.1
import PackageDescription

/// The layout catalog: a UIKit-exact compositional layout engine, a SQLite catalog of specs, datasets and
/// frame caches, and the `catalog` command line. See README.md for the architecture.
let package = Package(
    name: "catalog",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // Value types that mirror Apple's API, geometry and results. Standard library only.
        .target(name: "LayoutModel"),
        // JSON and YAML spec files to and from the model, with located, all-at-once validation.
        .target(
            name: "SpecFormat",
            dependencies: ["LayoutModel", .product(name: "Yams", package: "Yams")]
        ),
        // The solver (rules R0 to R40 of the semantics reference). Depends on the model alone.
        .target(name: "LayoutEngine", dependencies: ["LayoutModel"]),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: ["LayoutEngine", "SpecFormat", "LayoutModel"],
            exclude: ["Fixtures"]
        ),
    ]
)
