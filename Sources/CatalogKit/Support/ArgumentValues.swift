import LayoutModel

/// Parses the small value syntaxes of compute options: `390x844`, `47,0,34,0`, `0,130`, `3,2`, `1=120`.
public enum ArgumentValues {
    /// `WIDTHxHEIGHT`, both positive.
    public static func size(_ text: String) throws(CatalogError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        else { throw CatalogError("--size expects WIDTHxHEIGHT in points, such as 390x844 (found \"\(text)\")") }
        return Size(width: width, height: height)
    }

    /// `TOP,LEFT,BOTTOM,RIGHT`, each not negative.
    public static func insets(_ text: String, option: String) throws(CatalogError) -> EdgeInsets {
        let values = numbers(text)
        guard let values, values.count == 4, values.allSatisfy({ $0 >= 0 }) else {
            throw CatalogError("\(option) expects TOP,LEFT,BOTTOM,RIGHT in points, such as 47,0,34,0 (found \"\(text)\")")
        }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// `X,Y`.
    public static func point(_ text: String, option: String) throws(CatalogError) -> Point {
        guard let values = numbers(text), values.count == 2 else {
            throw CatalogError("\(option) expects X,Y in points, such as 0,130 (found \"\(text)\")")
        }
        return Point(x: values[0], y: values[1])
    }

    /// `N,N,...`: one item count per section, none negative.
    public static func itemCounts(_ text: String) throws(CatalogError) -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
        let counts = parts.compactMap { Int($0) }
        guard !parts.isEmpty, counts.count == parts.count, counts.allSatisfy({ $0 >= 0 }) else {
            throw CatalogError("--items expects one item count per section, such as 3,2 (found \"\(text)\")")
        }
        return counts
    }

    /// `SECTION=OFFSET`, for orthogonal strips.
    public static func sectionOffset(_ text: String) throws(CatalogError) -> (section: Int, offset: Double) {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmed }
        guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]), offset.isFinite
        else {
            throw CatalogError("--orthogonal-offset expects SECTION=OFFSET, such as 1=120 (found \"\(text)\")")
        }
        return (section, offset)
    }

    /// `NAME=VALUE` for `--assume`: a name or chain of names as the Swift code writes it, and a number.
    public static func assumption(_ text: String) throws(CatalogError) -> (name: String, value: Double) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmed }
        let nameIsValid = parts.first.map { name in
            !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
        } ?? false
        guard parts.count == 2, nameIsValid, let value = Double(parts[1]), value.isFinite else {
            throw CatalogError("--assume expects NAME=NUMBER with a Swift name or chain of names, such as self.view.frame.height=844 (found \"\(text)\")")
        }
        return (parts[0], value)
    }

    private static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed }
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        return values.count == parts.count ? values : nil
    }
}

extension Substring {
    var trimmed: String {
        var slice = self
        while let first = slice.first, first == " " { slice.removeFirst() }
        while let last = slice.last, last == " " { slice.removeLast() }
        return String(slice)
    }
}
