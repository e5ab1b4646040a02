/// The catalog name of each layout declaration: its `// catalog: NAME` comment, else
/// `<file base name>.<declaration name>`, with the enclosing types added (`<file>.<Type>.<name>`) when two
/// declarations of the file would otherwise share a name.
enum LayoutNaming {
    static func names(for declarations: [LayoutDeclaration], file: String, _ map: SourceMap) -> (names: [String?], diagnostics: [SwiftImportDiagnostic]) {
        let base = fileBaseName(file)
        let short = declarations.map { "\(base).\($0.name)" }
        let long = declarations.map { declaration in ([base] + declaration.typePath.map(sanitized) + [declaration.name]).joined(separator: ".") }
        var names: [String?] = declarations.enumerated().map { index, declaration in
            if declaration.hasMalformedComment { return nil }
            if let comment = declaration.comment { return comment.name }
            return short.filter { $0 == short[index] }.count > 1 ? long[index] : short[index]
        }
        var diagnostics: [SwiftImportDiagnostic] = []
        var firstUse: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            guard let name else { continue }
            if let earlier = firstUse[name] {
                let position = declarations[index].comment?.position ?? map.position(of: declarations[index].node)
                diagnostics.append(
                    map.diagnostic(
                        at: position, "the layout name \"\(name)\" is already used by \(declarations[earlier].displayName)",
                        hint: "give each layout its own name with a `// catalog: NAME` comment on the line before it"
                    )
                )
                names[index] = nil
            } else {
                firstUse[name] = index
            }
        }
        return (names, diagnostics)
    }

    /// The file's name without folders and `.swift`, with characters a catalog name may not have replaced by `-`.
    static func fileBaseName(_ file: String) -> String {
        var name = file.split(separator: "/").last.map(String.init) ?? file
        if name.hasSuffix(".swift") { name.removeLast(6) }
        return sanitized(name)
    }

    private static func sanitized(_ text: String) -> String {
        let cleaned = String(text.map { CatalogComment.isValidName(String($0)) ? $0 : "-" })
        return cleaned.isEmpty ? "layout" : cleaned
    }
}
