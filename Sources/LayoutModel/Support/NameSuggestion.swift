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

    /// Names people carry over from UIKit's API or CSS, mapped to the spec's (`widthDimension` is `width` here).
    private static let carriedOver: [String: String] = [
        "left": "leading", "right": "trailing", "subItems": "subitems", "subItem": "subitem",
        "widthDimension": "width", "heightDimension": "height", "layoutSize": "size",
        "insets": "contentInsets", "spacing": "interItemSpacing",
    ]

    /// The name `name` was most likely meant to be, when one is near enough to be a plausible slip: the one rule of
    /// every "did you mean" (spec keys and values, layout, dataset and field names). In order: the name a carried-over
    /// one stands for; the same letters in another case; the closest by edit distance, ignoring case, at most a third
    /// of the shorter name's length (and at least two) edits away; a name that contains the other or is contained in
    /// it (`inset` for `contentInsets`), for names of four characters or more. Ties go to the earlier of `names`.
    public static func closest(to name: String, among names: [String]) -> String? {
        if let meant = carriedOver[name], names.contains(meant) { return meant }
        let lowered = name.lowercased()
        let candidates = names.map { (name: $0, lowered: $0.lowercased()) }
        if let sameLetters = candidates.first(where: { $0.lowered == lowered }) { return sameLetters.name }
        let ranked = candidates.map { (name: $0.name, distance: editDistance(lowered, $0.lowered)) }
        if let best = ranked.min(by: { $0.distance < $1.distance }),
            best.distance <= max(2, min(name.count, best.name.count) / 3)
        {
            return best.name
        }
        guard name.count >= 4 else { return nil }
        return candidates.first { $0.lowered.contains(lowered) || lowered.contains($0.lowered) }?.name
    }

    /// The one wording of a suggestion, to follow a fault: `; did you mean "grid"?`, or nil when no name is close.
    public static func didYouMean(_ name: String, among names: [String]) -> String? {
        closest(to: name, among: names).map { "; did you mean \"\($0)\"?" }
    }
}
