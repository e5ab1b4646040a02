/// "Did you mean" for names a person types: spec keys, layout, dataset and field names, option values. One edit
/// distance for all of them.
public enum NameSuggestion {
    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `names` ordered by their distance from `name`, closest first (equal distances keep their order).
    public static func byCloseness(to name: String, among names: [String]) -> [String] {
        names.enumerated()
            .map { (offset: $0.offset, name: $0.element, distance: editDistance(name, $0.element)) }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            .map(\.name)
    }

    /// The name closest to `name` when it is near enough to be a plausible typo: at most a third of the name's
    /// length (and at least two) edits away.
    public static func closest(to name: String, among names: [String]) -> String? {
        guard let close = byCloseness(to: name, among: names).first else { return nil }
        return editDistance(name, close) <= max(2, name.count / 3) ? close : nil
    }
}
