internal import GRDB
import LayoutModel

// Each part of a stored lint and the columns it is stored in (migration 0012), as `Run+Columns` does for runs: writing
// a part gives its values in the order of its `columns`; reading takes them back by name.

extension LintElementRow {
    /// The columns of an element, or with `prefix` `other_` of the other element.
    static func columns(prefix: String = "") -> [String] {
        ["category", "element_kind", "section", "item"].map { prefix + $0 }
    }

    var databaseValues: [(any DatabaseValueConvertible)?] { [category, elementKind, section, item] }

    /// The values of an absent other element.
    static var absentValues: [(any DatabaseValueConvertible)?] { [nil, nil, nil, nil] }

    init?(row: Row, prefix: String = "") throws {
        guard let category = try row.decode(String?.self, forColumn: prefix + "category") else { return nil }
        self.init(
            category: category, elementKind: try row.decode(forColumn: prefix + "element_kind"),
            section: try row.decode(forColumn: prefix + "section"), item: try row.decode(forColumn: prefix + "item")
        )
    }
}

extension LintFindingRow {
    /// The columns a finding is stored in, besides its lint, its ordinal and (for occurrences) its environment.
    static let columns = ["rule", "severity"] + LintElementRow.columns() + LintElementRow.columns(prefix: "other_")
        + ["message", "spec_path", "source_line", "source_column"]

    var databaseValues: [(any DatabaseValueConvertible)?] {
        [rule.rawValue, severity] + element.databaseValues + (other?.databaseValues ?? LintElementRow.absentValues)
            + [message, specPath, line, column]
    }

    /// A row of `lint_result_findings`: its environments are the column of the same name; one of
    /// `lint_result_occurrences` is in the one environment its `position` says.
    init(row: Row, lint: Int64) throws {
        let ruleText: String = try row.decode(forColumn: "rule")
        guard let rule = LintRuleID(rawValue: ruleText) else {
            throw StoredRunFault.unreadableLint(lint: lint, reason: "it names the rule \"\(ruleText)\", which this catalog does not know")
        }
        guard let element = try LintElementRow(row: row) else {
            throw StoredRunFault.unreadableLint(lint: lint, reason: "a finding names no category")
        }
        let environments: [Int]
        if row.hasColumn("environments") {
            let text: String = try row.decode(forColumn: "environments")
            guard let positions = Self.positions(text) else {
                throw StoredRunFault.unreadableLint(lint: lint, reason: "a finding's environments read \"\(text)\"")
            }
            environments = positions
        } else {
            environments = [try row.decode(forColumn: "position")]
        }
        self.init(
            rule: rule, severity: try row.decode(forColumn: "severity"), element: element, other: try LintElementRow(row: row, prefix: "other_"),
            environments: environments, message: try row.decode(forColumn: "message"), specPath: try row.decode(forColumn: "spec_path"),
            line: try row.decode(forColumn: "source_line"), column: try row.decode(forColumn: "source_column")
        )
    }

    /// Ascending positions as ranges, `0-5,8`: a finding in all 288 environments of a matrix is `0-287`.
    static func rangesText(_ positions: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < positions.count {
            var end = index
            while end + 1 < positions.count, positions[end + 1] == positions[end] + 1 { end += 1 }
            parts.append(end == index ? String(positions[index]) : "\(positions[index])-\(positions[end])")
            index = end + 1
        }
        return parts.joined(separator: ",")
    }

    /// The positions `rangesText` wrote; nil for anything else.
    static func positions(_ text: String) -> [Int]? {
        guard !text.isEmpty else { return [] }
        var positions: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard let first = bounds.first ?? nil, first >= 0, first > (positions.last ?? -1) else { return nil }
            switch bounds.count {
            case 1: positions.append(first)
            case 2:
                guard let last = bounds[1], last > first, last - first < 1 << 20 else { return nil }
                positions += first...last
            default: return nil
            }
        }
        return positions
    }
}
