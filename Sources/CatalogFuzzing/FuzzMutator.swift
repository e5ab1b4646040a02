/// Turns a corpus input into a new one by a few random edits, byte-level and token-level: the seeded generator's
/// stand-in for libFuzzer's mutations, with tokens that aim at the faults Fuzzing.md lists (huge and non-finite numbers,
/// deep nesting, aliases, duplicated keys, negative spacing).
public struct FuzzMutator: Sendable {
    /// Longest input a mutation may produce: big enough for deep nesting and long one-line specs, small enough that
    /// one input stays a fraction of a second.
    public static let maximumLength = 64 * 1024

    /// Text worth inserting: values at and past every limit, syntax that nests or breaks, words of each format.
    static let tokens: [String] = [
        "0", "-0", "1", "-1", "0.5", "2/3", "1/0", "-24", "19.3", "1e9", "1e7", "-1e7", "10000001", "1e308", "-1e308",
        "1e309", "NaN", "nan", "inf", "-inf", ".nan", ".inf", "9223372036854775807", "-9223372036854775808",
        "18446744073709551616", "4294967296", "2147483648", "1000", "1001", "100000", "0x10",
        "{", "}", "[", "]", "(", ")", "\"", "\\", ",", ":", "'", "\n", "\t", " ", "\u{0}", "\u{FEFF}", "é", "🦁",
        "&a ", "*a", "<<: *a", "!!binary", "---", "- ", "? ", "|", ">",
        "not ", " and ", " or ", " == ", " > ", "!=", "updateCount", "true", "false", "null",
        "fractionalWidth(", "fractionalHeight(", "absolute(", "estimated(", "uniformAcrossSiblings(", "fixed(", "flexible(",
        "\"count\": ", "\"subitems\": [", "\"subitem\": ", "\"kind\": \"custom\", \"frames\": [", "\"sections\": [",
        "\"edgeSpacing\": {\"bottom\": \"fixed(-24)\"}", "\"contentInsets\": 1e6", "\"interGroupSpacing\": -50",
        "\"orthogonalScrollingBehavior\": \"groupPagingCentered\"", "\"visibleWhen\": \"", "\"pinToVisibleBounds\": true",
        "\"itemCounts\": [", "\"flow\": {", "\"estimatedItemSize\": ", "width", "height", "safeArea.top", "item", "section",
        "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "<integer>", "<real>",
        "&amp;", "&lt;", "&#x41;", "&unknown;", "<!DOCTYPE plist [<!ENTITY a \"b\">]>",
        "NSCollectionLayoutSize(", "NSCollectionLayoutItem(layoutSize: ", "NSCollectionLayoutGroup.horizontal(",
        "NSCollectionLayoutSection(group: ", ".fractionalWidth(", ".absolute(", ".estimated(", "for i in 0..<", "map { ",
        "Int(", "Double(", "CGFloat(", "func ", "return ", "let ", "var ", "if ", "switch ", "case ", "default: ",
        "UICollectionViewFlowLayout()", "view.bounds.width", "indexPath.item", "contentInsets = ",
        "NSDirectionalEdgeInsets(top: ", "interItemSpacing = .fixed(", "count: ",
        "environment.container.effectiveContentSize.width", "environment.container.contentSize.height",
        "environment.container.effectiveContentInsets.leading", "case ..<500: ", "max(1, Int(", "\"count\": \"trunc(width / 150)\"",
        "absolute(width - ", "fractionalWidth(1 / ",
    ]

    public init() {}

    /// One to four edits of `input`; `others` are corpus entries to splice from.
    public func mutate(_ input: [UInt8], others: [[UInt8]], using random: inout FuzzRandom) -> [UInt8] {
        var bytes = input
        let edits = 1 + random.below(4)
        for _ in 0..<edits {
            edit(&bytes, others: others, using: &random)
        }
        if bytes.count > Self.maximumLength { bytes.removeLast(bytes.count - Self.maximumLength) }
        return bytes
    }

    private func edit(_ bytes: inout [UInt8], others: [[UInt8]], using random: inout FuzzRandom) {
        let position = random.below(bytes.count + 1)
        switch random.below(10) {
        case 0 where !bytes.isEmpty:
            // Flip one bit.
            let index = random.below(bytes.count)
            bytes[index] ^= UInt8(1 << random.below(8))
        case 1:
            bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
        case 2 where !bytes.isEmpty:
            // Delete a run.
            let start = random.below(bytes.count)
            let length = 1 + random.below(min(64, bytes.count - start))
            bytes.removeSubrange(start..<(start + length))
        case 3 where !bytes.isEmpty:
            // Repeat a run many times: long lines, deep nesting when the run opens a bracket.
            let start = random.below(bytes.count)
            let length = 1 + random.below(min(32, bytes.count - start))
            let run = Array(bytes[start..<(start + length)])
            let times = 1 + random.below(random.below(2) == 0 ? 8 : 2000)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: run, count: times).joined()), at: start)
        case 4, 5:
            let token = Self.tokens[random.below(Self.tokens.count)]
            bytes.insert(contentsOf: Array(token.utf8), at: position)
        case 6:
            replaceNumber(in: &bytes, using: &random)
        case 7 where !others.isEmpty:
            // Splice: this input's head with another's tail.
            let other = others[random.below(others.count)]
            let cut = random.below(other.count + 1)
            bytes = Array(bytes[..<position]) + Array(other[cut...])
        case 8 where !bytes.isEmpty:
            // Copy a run elsewhere.
            let start = random.below(bytes.count)
            let length = 1 + random.below(min(256, bytes.count - start))
            let run = Array(bytes[start..<(start + length)])
            bytes.insert(contentsOf: run, at: random.below(bytes.count + 1))
        default:
            let token = Self.tokens[random.below(Self.tokens.count)]
            bytes.insert(contentsOf: Array(token.utf8), at: position)
        }
    }

    /// Replaces the digits of one number in the input with a token number, keeping the text around it.
    private func replaceNumber(in bytes: inout [UInt8], using random: inout FuzzRandom) {
        let isDigit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
        let digitPositions = bytes.indices.filter { isDigit(bytes[$0]) }
        guard !digitPositions.isEmpty else { return }
        var start = digitPositions[random.below(digitPositions.count)]
        var end = start
        while start > 0, isDigit(bytes[start - 1]) || bytes[start - 1] == 46 { start -= 1 }
        while end + 1 < bytes.count, isDigit(bytes[end + 1]) || bytes[end + 1] == 46 { end += 1 }
        let numbers = Self.tokens.prefix(31)
        let replacement = numbers[random.below(numbers.count)]
        bytes.replaceSubrange(start...end, with: Array(replacement.utf8))
    }
}
