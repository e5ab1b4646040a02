import LayoutModel

/// Where a layout's findings point: for a spec file, the line and column of the node at a JSON path (its text parsed
/// once); for Swift, the declaration's line; without a line, the file's first line.
struct LintLocator {
    let file: String?
    let map: SpecSourceMap?
    let line: Int?

    init(layout: LintLayout) {
        file = layout.source?.file
        line = layout.source?.line
        if let source = layout.source, case .spec(let format) = source.format, let text = source.text {
            map = SpecSourceMap(text: text, format: format, file: source.file)
        } else {
            map = nil
        }
    }

    func location(of path: SpecNodePath) -> LintLocation? {
        guard let file else { return nil }
        if let found = map?.location(of: path) { return LintLocation(file: file, line: found.line, column: found.column) }
        return LintLocation(file: file, line: max(line ?? 1, 1), column: 1)
    }
}
