import SwiftParser
import SwiftSyntax

/// How the importer parses Swift: swift-syntax's parser with one nesting limit in every build. swift-syntax lowers
/// its default to 20 levels in a debug build (256 in release), where closures inside calls inside closures, as
/// completion handlers nest, stop a debug build's parse of code a release build reads; the work runs on
/// `LargeStack`, which holds 256 levels in either build, and `ParserCostGuard` refuses what the parser is slow on.
enum SwiftSourceParser {
    static let maximumNestingLevel = 256

    static func parse(_ text: String) -> SourceFileSyntax {
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        return SourceFileSyntax.parse(from: &parser)
    }
}
