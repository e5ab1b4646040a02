/// The catalog name of each layout declaration: its `// catalog: NAME` comment, else
/// `<file base name>.<declaration name>`, with the enclosing types added (`<file>.<Type>.<name>`) when two
/// declarations of the file would otherwise share a name. A section builder is always named by its type and
/// member (`<file>.<Type>.<member>`), and a declaration that gives one layout per enum case adds the case
/// (`<file>.<Type>.<member>.<case>`).
enum LayoutNaming {
    static func names(for declarations: [LayoutDeclaration]) -> (names: [String?], diagnostics: [SwiftImportDiagnostic]) {
        let short = declarations.map { declaration in
            ([fileBaseName(declaration.file.path), declaration.name] + declaration.variantNames.map(sanitized)).joined(separator: ".")
        }
        let long = declarations.map { declaration in
            ([fileBaseName(declaration.file.path)] + declaration.typePath.map(sanitized) + [declaration.name] + declaration.variantNames.map(sanitized))
                .joined(separator: ".")
        }
        let shortCounts = short.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        var names: [String?] = declarations.enumerated().map { index, declaration in
            if declaration.hasMalformedComment { return nil }
            if let comment = declaration.comment {
                return ([comment.name] + declaration.variantNames.map(sanitized)).joined(separator: ".")
            }
            if declaration.isSectionBuilder { return long[index] }
            return shortCounts[short[index], default: 0] > 1 ? long[index] : short[index]
        }
        var diagnostics: [SwiftImportDiagnostic] = []
        var firstUse: [String: Int] = [:]
        for (index, name) in names.enumerated() {
            guard let name else { continue }
            if let earlier = firstUse[name] {
                let declaration = declarations[index]
                let position = declaration.comment?.position ?? declaration.file.map.position(of: declaration.node)
                diagnostics.append(
                    position.diagnostic(
                        "the layout name \"\(name)\" is already used by \(declarations[earlier].displayName)",
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
