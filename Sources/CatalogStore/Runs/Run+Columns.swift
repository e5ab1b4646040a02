import Foundation
internal import GRDB
import LayoutModel

// Each part of a `Run` and the columns it is stored in: the one place a part's fields meet SQL. Writing a part
// gives its values in the order of its `columns`; reading takes them back by name from a row of the view `runs`
// (whose columns are the tables' own). A new attribute of a run is a field of its part, its column here, and the
// migration that adds it. Each statement's text is built once (`static let`): a matrix stores tens of thousands of
// runs, and joining the column names again for every run took 2 % of a device matrix's instructions. For the same
// reason a part's values reach SQLite as an array literal of arguments (`databaseArguments`), which GRDB turns into
// values in its own specialised code: an array of values built here takes its generic path, some ten thousand
// instructions a row.

extension RunSubject {
    /// The columns of `computations` a subject is stored in, besides its key and the engine version.
    static let columns = ["layout", "layout_version_id", "geometry_digest", "family", "dataset", "dataset_digest", "item_counts"]

    /// Stores a computation: its key, these columns and the engine version.
    static let insertion = insertStatement(into: "computations", columns: ["key"] + columns + ["engine_version"])

    /// The values of `columns`, in their order.
    var databaseArguments: StatementArguments {
        [layout, layoutVersionID, geometryDigest, family.rawValue, dataset, datasetDigest, RunRow.json(itemCounts)]
    }

    init(row: Row, run: Int64) throws {
        let familyName: String = try row.decode(forColumn: "family")
        guard let family = LayoutFamily(rawValue: familyName) else { throw StoredRunFault.unknownFamily(run: run, name: familyName) }
        let counts: String = try row.decode(forColumn: "item_counts")
        guard let itemCounts = try? JSONDecoder().decode([Int].self, from: Data(counts.utf8)) else {
            throw StoredRunFault.itemCountsNotWholeNumbers(run: run)
        }
        self.init(
            layout: try row.decode(forColumn: "layout"), layoutVersionID: try row.decode(forColumn: "layout_version_id"),
            geometryDigest: try row.decode(forColumn: "geometry_digest"), family: family, dataset: try row.decode(forColumn: "dataset"),
            datasetDigest: try row.decode(forColumn: "dataset_digest"), itemCounts: itemCounts
        )
    }
}

extension RunSummary {
    /// The columns of `run_summaries` a summary is stored in, besides its result.
    static let columns = [
        "content_width", "content_height", "offset_x", "offset_y", "inset_top", "inset_left", "inset_bottom", "inset_right", "warnings",
        "text_face",
    ]

    /// Stores a summary of a result: the result's id, then these columns.
    static let insertion = insertStatement(into: "run_summaries", columns: ["result_id"] + columns)

    /// The first summary of a result (its id, then these columns' values) that says the same; `text_face` may be
    /// null, so it compares with `IS`.
    static let lookup = "SELECT id FROM run_summaries WHERE result_id = ? AND "
        + columns.map { $0 == "text_face" ? "\($0) IS ?" : "\($0) = ?" }.joined(separator: " AND ") + " LIMIT 1"

    /// The values of `columns`, in their order.
    var databaseArguments: StatementArguments {
        [
            contentSize.width, contentSize.height, contentOffset.x, contentOffset.y, adjustedContentInset.top,
            adjustedContentInset.leading, adjustedContentInset.bottom, adjustedContentInset.trailing, RunRow.json(warnings), textFace,
        ]
    }

    init(row: Row, run: Int64) throws {
        let warningsText: String = try row.decode(forColumn: "warnings")
        guard let warnings = try? JSONDecoder().decode([String].self, from: Data(warningsText.utf8)) else {
            throw StoredRunFault.warningsNotStrings(run: run)
        }
        self.init(
            contentSize: Size(width: try row.decode(forColumn: "content_width"), height: try row.decode(forColumn: "content_height")),
            contentOffset: Point(x: try row.decode(forColumn: "offset_x"), y: try row.decode(forColumn: "offset_y")),
            adjustedContentInset: EdgeInsets(
                top: try row.decode(forColumn: "inset_top"), leading: try row.decode(forColumn: "inset_left"),
                bottom: try row.decode(forColumn: "inset_bottom"), trailing: try row.decode(forColumn: "inset_right")
            ),
            warnings: warnings, textFace: try row.decode(forColumn: "text_face")
        )
    }
}

extension FrameCounts {
    /// The columns of `results` the counts are stored in, besides its id and digests.
    static let columns = [
        "element_count", "cell_count", "supplementary_count", "decoration_count", "max_element_height", "max_element_width",
    ]

    /// Stores a result: its id, digest and prefix digest, then these columns.
    static let resultInsertion = insertStatement(into: "results", columns: ["id", "digest", "prefix_digest"] + columns)

    /// The values of `columns`, in their order.
    var databaseArguments: StatementArguments {
        [elementCount, cellCount, supplementaryCount, decorationCount, maxElementHeight, maxElementWidth]
    }

    /// The counts of a run's row; zero where its result is not stored (a damaged catalog: the run's check says so).
    init(row: Row) throws {
        self.init(
            elementCount: try row.decode(Int?.self, forColumn: "element_count") ?? 0, cellCount: try row.decode(Int?.self, forColumn: "cell_count") ?? 0,
            supplementaryCount: try row.decode(Int?.self, forColumn: "supplementary_count") ?? 0,
            decorationCount: try row.decode(Int?.self, forColumn: "decoration_count") ?? 0,
            maxElementHeight: try row.decode(Double?.self, forColumn: "max_element_height") ?? 0,
            maxElementWidth: try row.decode(Double?.self, forColumn: "max_element_width") ?? 0
        )
    }
}

extension LayoutEnvironment {
    /// The columns of `environments` an environment is stored in: its canonical text, and each trait's columns
    /// (`EnvironmentTrait.columns(in:)`), for SQL.
    static var columns: [String] {
        ["canonical"] + EnvironmentTrait.allCases.flatMap(\.columnNames)
    }

    /// Stores an environment: `columns`, in their order.
    static let insertion = insertStatement(into: "environments", columns: columns)

    /// The values of `columns`, in their order, for an environment whose canonical text is `canonical`.
    func databaseValues(canonical: String) -> [(any DatabaseValueConvertible)?] {
        [canonical] + EnvironmentTrait.allCases.flatMap { $0.columns(in: self) }.map { column in
            switch column.value {
            case .text(let text): return text
            case .real(let number): return number
            case .integer(let number): return number
            }
        }
    }
}

/// `INSERT INTO table (columns) VALUES (?, …)`.
func insertStatement(into table: String, columns: [String]) -> String {
    "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
}
