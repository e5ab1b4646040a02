import SwiftSyntax

/// A file as the compiler sees it for the build `CompilationConditions` describes: the clauses of each `#if` that
/// build does not compile, and the directives themselves, become blanks (spaces, newlines kept), so every line and
/// column of the code that stays is where it was, and the file is parsed again. Declarations, layouts and
/// statements in a clause that is not compiled are then never read: `static let height` declared once under
/// `#if os(macOS)` and once under `#else` has one declaration, the `#else` one.
///
/// An `#if` whose condition the importer cannot decide (`canImport(SomePackage)`) stays as written: its
/// declarations are not indexed and a statement of it stops the layout that runs it, naming the condition, rather
/// than reading one branch by its position in the file.
struct ActiveCode {
    /// A choice that rested on a flag the code may define in its build settings: said in a note where the code
    /// that holds it runs.
    struct FlagChoice {
        /// Where the `#if` is.
        let position: AbsolutePosition
        let message: String
    }

    /// The text with the inactive clauses and the directives blanked.
    let text: String
    fileprivate let choices: [Finder.Choice]
    /// The flags an `--assume` defined or undefined that decided a choice.
    let assumedFlags: Set<String>
    /// Whether any clause was blanked (else `text` is the file's own).
    let isChanged: Bool
    /// The `#if`s left as written, with their clauses (of the tree given to `resolve`) and why their condition is not
    /// decided, for `UnreadDeclarations`.
    let undecided: [(position: AbsolutePosition, clauses: [Syntax], condition: String, why: String)]

    /// The file's text with its inactive clauses blanked, or nil when it has no `#if` the importer decides.
    static func resolve(_ text: String, tree: SourceFileSyntax, conditions: CompilationConditions) -> ActiveCode? {
        guard Self.mayHoldConditions(text) else { return nil }
        let finder = Finder(conditions: conditions)
        finder.walk(tree)
        guard !finder.blanks.isEmpty || !finder.undecided.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        for range in finder.blanks {
            for offset in range where offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return ActiveCode(
            text: finder.blanks.isEmpty ? text : String(decoding: bytes, as: UTF8.self), choices: finder.flagChoices,
            assumedFlags: finder.assumedFlags, isChanged: !finder.blanks.isEmpty, undecided: finder.undecided
        )
    }

    /// Whether the text holds `#if` anywhere (most files hold none, and need no second look): a scan of its bytes.
    static func mayHoldConditions(_ text: String) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "f"), previous == (UInt8(ascii: "#"), UInt8(ascii: "i")) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The notes of the choices that rested on flags, by the node whose evaluation reads the chosen code (in `tree`,
    /// the parse of `text`): the list of statements the chosen clause's statements joined, or each declaration of
    /// the chosen clause.
    func flagNotes(in tree: SourceFileSyntax) -> [SyntaxIdentifier: [FlagChoice]] {
        var notes: [SyntaxIdentifier: [FlagChoice]] = [:]
        for choice in choices {
            for anchor in Self.anchors(of: choice, in: tree) { notes[anchor, default: []].append(choice.note) }
        }
        return notes
    }

    /// The nodes whose evaluation reads a chosen clause: the list of statements it is part of, or (among
    /// declarations) each declaration it holds.
    private static func anchors(of choice: Finder.Choice, in tree: SourceFileSyntax) -> [SyntaxIdentifier] {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: choice.kept.lowerBound)) else { return [] }
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let list = current.as(CodeBlockItemListSyntax.self), !(list.parent?.is(SourceFileSyntax.self) ?? true) {
                return [list.id]
            }
            if current.is(MemberBlockItemListSyntax.self) || current.is(SourceFileSyntax.self) {
                return declarations(in: current, within: choice.kept)
            }
            node = current.parent
        }
        return []
    }

    private static func declarations(in container: Syntax, within range: Range<Int>) -> [SyntaxIdentifier] {
        let collector = DeclarationStarts(range: range)
        collector.walk(container)
        return collector.found
    }

    private final class DeclarationStarts: SyntaxVisitor {
        let range: Range<Int>
        var found: [SyntaxIdentifier] = []
        init(range: Range<Int>) {
            self.range = range
            super.init(viewMode: .sourceAccurate)
        }
        private func take(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
            if range.contains(node.positionAfterSkippingLeadingTrivia.utf8Offset) { found.append(node.id) }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { take(node) }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { take(node) }
    }

    /// Finds each `#if` the conditions decide and the byte ranges that are not compiled.
    fileprivate final class Finder: SyntaxVisitor {
        struct Choice {
            /// The bytes of the chosen clause's code (empty when no clause is chosen).
            let kept: Range<Int>
            let note: FlagChoice
        }

        let conditions: CompilationConditions
        var blanks: [Range<Int>] = []
        var flagChoices: [Choice] = []
        var assumedFlags: Set<String> = []
        var undecided: [(position: AbsolutePosition, clauses: [Syntax], condition: String, why: String)] = []

        init(conditions: CompilationConditions) {
            self.conditions = conditions
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            var chosen: IfConfigClauseSyntax?
            var defaulted: [String] = []
            for clause in node.clauses {
                guard let condition = clause.condition else {
                    chosen = clause
                    break
                }
                let outcome = conditions.evaluate(condition)
                guard let holds = outcome.holds else {
                    undecided.append(
                        (
                            node.positionAfterSkippingLeadingTrivia, node.clauses.map { Syntax($0) },
                            node.clauses.first?.condition?.trimmedDescription ?? "", outcome.undecided ?? ""
                        )
                    )
                    return .skipChildren
                }
                defaulted += outcome.defaultedFlags
                assumedFlags.formUnion(outcome.assumedFlags)
                if holds {
                    chosen = clause
                    break
                }
            }
            for clause in node.clauses {
                if clause.id == chosen?.id {
                    // The directive goes; the code stays.
                    let directiveEnd = (clause.condition.map { Syntax($0) } ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia
                    blanks.append(clause.poundKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<directiveEnd.utf8Offset)
                } else {
                    blanks.append(clause.positionAfterSkippingLeadingTrivia.utf8Offset..<clause.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            }
            blanks.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            if !defaulted.isEmpty {
                flagChoices.append(choice(node, chosen, defaulted: defaulted))
            }
            if let elements = chosen?.elements { walk(elements) }
            return .skipChildren
        }

        private func choice(_ node: IfConfigDeclSyntax, _ chosen: IfConfigClauseSyntax?, defaulted: [String]) -> Choice {
            let flags = Array(Set(defaulted)).sorted()
            let flagList = flags.map { "`\($0)`" }.joined(separator: ", ")
            let branch: String
            if let chosen {
                branch = chosen.condition.map { "the `\(chosen.poundKeyword.text) \($0.trimmedDescription)` branch" } ?? "the `#else` branch"
            } else {
                branch = "none of its branches"
            }
            let build = flags == ["DEBUG"] ? "a release build, which does not define `DEBUG`" : "a build that does not define \(flagList)"
            let assume = flags.map { "--assume \($0)=true" }.joined(separator: " ")
            let message = "`\(node.clauses.first!.poundKeyword.text) \(node.clauses.first!.condition?.trimmedDescription ?? "")` is read as \(build): the layout uses \(branch) (\(assume) reads the build that defines it)"
            let keptStart = chosen?.elements.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? node.poundEndif.endPosition.utf8Offset
            let keptEnd = chosen?.elements.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? keptStart
            return Choice(
                kept: keptStart..<max(keptEnd, keptStart + 1),
                note: FlagChoice(position: node.positionAfterSkippingLeadingTrivia, message: message)
            )
        }
    }
}
