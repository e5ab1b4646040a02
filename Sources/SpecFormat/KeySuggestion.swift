import LayoutModel

/// Finds the valid key a misspelt one was most likely meant to be, for "did you mean" hints.
enum KeySuggestion {
    /// Keys people carry over from other APIs, mapped to ours.
    private static let aliases: [String: String] = [
        "left": "leading", "right": "trailing", "subItems": "subitems", "subItem": "subitem",
        "widthDimension": "width", "heightDimension": "height", "layoutSize": "size",
        "insets": "contentInsets", "spacing": "interItemSpacing",
    ]

    /// The closest of `candidates` to `key`, if it is close enough to be a plausible typo.
    static func nearest(to key: String, in candidates: [String]) -> String? {
        if let alias = aliases[key], candidates.contains(alias) { return alias }
        let lowered = key.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        var best: (key: String, distance: Int)?
        for candidate in candidates {
            let distance = NameSuggestion.editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowance = max(2, min(key.count, best.key.count) / 3)
        if best.distance <= allowance { return best.key }
        // A key that is a prefix or extension of a valid one ("inset" for "contentInsets").
        if let containing = candidates.first(where: {
            key.count >= 4 && ($0.lowercased().contains(lowered) || lowered.contains($0.lowercased()))
        }) {
            return containing
        }
        return nil
    }
}
