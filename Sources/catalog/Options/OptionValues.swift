import ArgumentParser
import CatalogKit
import LayoutModel

/// The small value syntaxes of options that are not environment traits: `--items 3,2` and `--assume NAME=VALUE`.
enum OptionValues {
    /// `N,N,...`: one item count per section, none negative.
    static func itemCounts(_ text: String, option: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        let counts = parts.compactMap { Int($0) }
        guard !parts.isEmpty, counts.count == parts.count, counts.allSatisfy({ $0 >= 0 }) else {
            throw ValidationError("\(option) expects one item count per section, such as 3,2 (found \"\(text)\")")
        }
        if let fault = InputLimits.sectionsPerRun.fault(for: counts.count) {
            throw ValidationError("\(option) gives \(counts.count) sections; the count \(fault)")
        }
        for (section, count) in counts.enumerated() {
            if let fault = InputLimits.itemsPerSection.fault(for: count) {
                throw ValidationError("\(option): section \(section) \(fault)")
            }
        }
        return counts
    }

    /// `NAME=VALUE` for `--assume`: a name or chain of names as the Swift code writes it, and a number or a word
    /// (an enum case such as `grid` or `.grid`, `true`, `false`).
    static func assumption(_ text: String) throws -> (name: String, value: AssumedValue) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        let nameIsValid = parts.first.map { name in
            !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
        } ?? false
        guard parts.count == 2, nameIsValid, let value = AssumedValue(parsing: parts[1]) else {
            throw ValidationError(
                "--assume expects NAME=VALUE with a Swift name or chain of names and a number or enum case, such as self.view.frame.height=844 or layoutKind=grid (found \"\(text)\")"
            )
        }
        return (parts[0], value)
    }
}

extension Substring {
    /// The text without the given leading and trailing characters.
    func trimmingCharacters(in characters: Character) -> String {
        var slice = self
        while slice.first == characters { slice.removeFirst() }
        while slice.last == characters { slice.removeLast() }
        return String(slice)
    }
}
