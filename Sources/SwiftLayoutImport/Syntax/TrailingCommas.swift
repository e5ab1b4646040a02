import SwiftSyntax

/// Swift 6.1 accepts a comma after the last argument, parameter or tuple element (`f(a: 1, b: 2,)`, SE-0439), and
/// apps written since use it; the parser the importer links (swift-syntax 600) predates it. A file that does not
/// parse is read again with each comma that a `)` follows turned into a space: no earlier Swift allows `,)`, so the
/// change reads exactly what 6.1 reads, and every line and column stays where it was.
enum TrailingCommas {
    /// The file parsed again without its trailing commas, when it has any and then parses; nil otherwise.
    static func reparsed(_ text: String, tree: SourceFileSyntax) -> SourceFileSyntax? {
        var offsets: [Int] = []
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .rightParen, let comma = previous, comma.tokenKind == .comma {
                offsets.append(comma.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            previous = token
        }
        guard !offsets.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for offset in offsets where offset < bytes.count && bytes[offset] == UInt8(ascii: ",") { bytes[offset] = UInt8(ascii: " ") }
        let tree = SwiftSourceParser.parse(String(decoding: bytes, as: UTF8.self))
        return tree.hasError ? nil : tree
    }
}
