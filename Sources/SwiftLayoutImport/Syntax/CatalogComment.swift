import SwiftSyntax

/// A `// catalog: NAME [items N,N,...]` comment: the catalog name of the layout declared on the next line, and
/// optionally the item count of each section (the spec's `itemCounts`, used when a compute names no counts).
struct CatalogComment {
    var name: String
    var itemCounts: [Int]?
    var position: SourcePosition

    /// The text after `catalog:`, parsed; a message for a malformed one.
    static func parse(_ text: String) -> Result<(name: String, itemCounts: [Int]?), CommentFault> {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let name = words.first else {
            return .failure(CommentFault(message: "`// catalog:` needs a layout name after it", hint: "such as // catalog: home-grid"))
        }
        guard isValidName(name) else {
            return .failure(CommentFault(message: "the catalog name \"\(name)\" may use only letters, digits, '-', '_' and '.'", hint: nil))
        }
        switch words.count {
        case 1:
            return .success((name, nil))
        case 3 where words[1] == "items":
            let parts = words[2].split(separator: ",", omittingEmptySubsequences: false)
            let counts = parts.compactMap { Int($0) }.filter { $0 >= 0 }
            guard counts.count == parts.count, !counts.isEmpty else {
                return .failure(CommentFault(message: "`items` expects item counts separated by commas, found \"\(words[2])\"", hint: "such as items 3,3,3"))
            }
            return .success((name, counts))
        default:
            return .failure(
                CommentFault(
                    message: "unexpected \"\(words[1...].joined(separator: " "))\" after the catalog name \"\(name)\"",
                    hint: "a name has no spaces; only `items N,N,...` may follow it"
                )
            )
        }
    }

    /// The catalog's rule for names: letters, digits, `-`, `_` and `.`.
    static func isValidName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
        }
    }

    /// The text after `catalog:` of a line comment, if the comment is one.
    static func payload(of piece: TriviaPiece) -> String? {
        let text: String
        switch piece {
        case .lineComment(let comment): text = String(comment.dropFirst(2))
        case .docLineComment(let comment): text = String(comment.dropFirst(3))
        default: return nil
        }
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("catalog:") else { return nil }
        return String(trimmed.dropFirst("catalog:".count))
    }
}

struct CommentFault: Error {
    var message: String
    var hint: String?
}
