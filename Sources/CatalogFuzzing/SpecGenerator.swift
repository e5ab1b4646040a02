import LayoutModel

/// Reads a fuzzing input as a sequence of choices and writes the layout spec they pick, as JSON text: the
/// `engine` target's grammar. Every choice has a small range, so byte mutations move between nearby layouts, and
/// an exhausted input picks the first option everywhere (a plain, valid layout).
///
/// The grammar covers the whole spec format of LayoutSpecFormat.md (CatalogKit.docc): both families, nested, counted
/// and custom groups, every dimension kind, insets, spacing (negative fixed edge spacing included), orthogonal
/// behaviours, boundary items (pinned, offset), badges with predicates, decorations, and flow expressions. Values come
/// mostly from ordinary sizes and sometimes from the edges of the limits, so both the engine and the validator in front
/// of it are exercised.
public struct SpecGenerator {
    private let bytes: [UInt8]
    private var position = 0
    /// How deep groups may nest in what this input writes.
    private let maximumDepth = 4

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The spec the input chooses: its family first (one input in five a flow layout), then that family's grammar.
    /// A family the generator does not write stops the build here.
    public mutating func json() -> String {
        let family: LayoutFamily = choose(5) == 0 ? .flow : .compositional
        switch family {
        case .compositional: return compositionalSpec()
        case .flow: return flowSpec()
        }
    }

    // MARK: Choices

    private mutating func choose(_ count: Int) -> Int {
        guard position < bytes.count, count > 1 else { return 0 }
        defer { position += 1 }
        return Int(bytes[position]) % count
    }

    private mutating func pick(_ options: [String]) -> String { options[choose(options.count)] }

    /// A length: mostly ordinary, sometimes zero, negative or at the limits.
    private mutating func length() -> String {
        edge() ? pick(["-10", "1e6", "1e7", "-1e7", "9999999.5", "1e8", "1e308", "-1e308"]) : pick(["10", "44", "100", "0", "1", "5", "19.3", "50", "200", "0.5", "393", "1000"])
    }

    private mutating func fraction() -> String {
        edge() ? pick(["-0.5", "100", "99.9", "101", "1e9", "0"]) : pick(["1.0", "0.5", "0.25", "0.3", "1/3", "2/3", "0.1", "2", "1.5"])
    }

    /// One value in 48 (never once the input is used up) is taken from the edges (at or past a limit, zero,
    /// negative, non-finite once decoded), so that most specs decode and reach the engine while the validator
    /// still meets every edge.
    private mutating func edge() -> Bool { choose(48) == 47 }

    /// A fraction as a JSON number (offsets take no quotients).
    private mutating func offsetFraction() -> String { pick(["0.5", "-0.5", "0", "1", "0.3", "100", "1e9"]) }

    private mutating func dimension(estimatedAllowed: Bool = true) -> String {
        switch choose(estimatedAllowed ? 5 : 3) {
        case 0: return "\"fractionalWidth(\(computedFractionOr()))\""
        case 1: return "\"fractionalHeight(\(computedFractionOr()))\""
        case 2: return "\"absolute(\(computedOrLength()))\""
        case 3: return "\"estimated(\(computedOrLength()))\""
        default: return "\"uniformAcrossSiblings(\(length()))\""
        }
    }

    /// A fraction, or one in eight times a computed one: a column count's, more than the limit on wide containers,
    /// dividing by zero under 130 points.
    private mutating func computedFractionOr() -> String {
        guard choose(8) == 0 else { return fraction() }
        return pick(["1 / max(3, trunc(width / 130))", "width / 4", "1 / trunc(width / 130)", "height / width"])
    }

    /// A count as written, or one in eight times a computed one (quoted): whole or not, 0 on narrow containers.
    private mutating func computedOr(_ count: String) -> String {
        guard choose(8) == 0 else { return count }
        return pick(["\"max(1, trunc(width / 150))\"", "\"width / 100\"", "\"trunc(width / 1000)\"", "\"round(height / 300)\""])
    }

    /// A length, or one in eight times a computed one (LayoutSpecFormat.md, Computed dimensions): ordinary, negative
    /// on narrow containers, dividing by zero on a 390-point one, or naming what no environment has.
    private mutating func computedOrLength() -> String {
        guard choose(8) == 0 else { return length() }
        return pick([
            "(width - 8) / 2", "floor(width / max(1, trunc(width / 150)))", "contentSize.width - 48", "width - 500",
            "10 / (width - 390)", "height * 0.25 + effectiveContentInsets.top", "item * 2",
        ])
    }

    private mutating func size() -> String { "{\"width\": \(dimension()), \"height\": \(dimension())}" }

    private mutating func insets() -> String {
        choose(2) == 0 ? length() : "{\"top\": \(length()), \"leading\": \(length()), \"bottom\": \(length()), \"trailing\": \(length())}"
    }

    private mutating func spacing() -> String {
        choose(3) == 0 ? "\"flexible(\(length()))\"" : "\"fixed(\(edge() ? pick(["1e7", "-1e7", "1e308"]) : pick(["0", "10", "-24", "5", "-1"])))\""
    }

    private mutating func point() -> String { "{\"x\": \(length()), \"y\": \(length())}" }

    // MARK: Compositional

    private mutating func compositionalSpec() -> String {
        var fields = ["\"name\": \"fuzz\""]
        let sectionCount = 1 + choose(3)
        fields.append("\"itemCounts\": [\((0..<(1 + choose(4))).map { _ in itemCount() }.joined(separator: ", "))]")
        fields.append("\"configuration\": \(configuration())")
        let sections = (0..<sectionCount).map { _ in section() }
        fields.append("\"sections\": [\(sections.joined(separator: ", "))]")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func itemCount() -> String { edge() ? pick(["0", "1000000000", "-1"]) : pick(["3", "1", "12", "7", "40", "200"]) }

    private mutating func configuration() -> String {
        var fields = ["\"scrollDirection\": \"\(pick(["vertical", "horizontal"]))\""]
        if choose(2) == 1 { fields.append("\"interSectionSpacing\": \(length())") }
        if choose(2) == 1 { fields.append("\"contentInsetsReference\": \"\(contentInsetsReference())\"") }
        if choose(3) == 1 { fields.append("\"boundarySupplementaryItems\": [\(boundaryItem())]") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func contentInsetsReference() -> String {
        pick(["automatic", "none", "safeArea", "layoutMargins", "readableContent"])
    }

    private mutating func section() -> String {
        var fields = ["\"group\": \(group(depth: 0))"]
        if choose(2) == 1 { fields.append("\"contentInsets\": \(insets())") }
        if choose(2) == 1 { fields.append("\"interGroupSpacing\": \(pick(["10", "0", "-50", "5", "1e7"]))") }
        if choose(2) == 1 {
            let behaviour = pick(["none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"])
            fields.append("\"orthogonalScrollingBehavior\": \"\(behaviour)\"")
        }
        if choose(3) == 1 { fields.append("\"boundarySupplementaryItems\": [\(boundaryItem())]") }
        if choose(3) == 1 {
            fields.append("\"decorationItems\": [{\"elementKind\": \"background\", \"contentInsets\": \(insets())}]")
        }
        if choose(3) == 1 { fields.append("\"supplementariesFollowContentInsets\": \(pick(["true", "false"]))") }
        if choose(3) == 1 { fields.append("\"contentInsetsReference\": \"\(contentInsetsReference())\"") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func group(depth: Int) -> String {
        let kind = pick(["horizontal", "vertical", "custom"])
        var fields = ["\"kind\": \"\(kind)\"", "\"size\": \(size())"]
        if kind == "custom" {
            let frames = (0..<(1 + choose(4))).map { _ in
                "{\"x\": \(length()), \"y\": \(length()), \"width\": \(length()), \"height\": \(length())}"
            }
            fields.append("\"frames\": [\(frames.joined(separator: ", "))]")
            return "{" + fields.joined(separator: ", ") + "}"
        }
        switch choose(3) {
        case 0:
            let count = 1 + choose(3)
            let subitems = (0..<count).map { _ in subitem(depth: depth + 1) }
            fields.append("\"subitems\": [\(subitems.joined(separator: ", "))]")
        case 1:
            fields.append("\"subitem\": \(subitem(depth: depth + 1))")
            fields.append("\"count\": \(edge() ? pick(["0", "1000", "1001", "1e9"]) : computedOr(pick(["2", "3", "1", "5"])))")
        default:
            fields.append("\"repeatingSubitem\": \(subitem(depth: depth + 1))")
            fields.append("\"count\": \(computedOr(pick(["2", "3", "1", "4"])))")
        }
        if choose(2) == 1 { fields.append("\"interItemSpacing\": \(spacing())") }
        if choose(3) == 1 { fields.append("\"contentInsets\": \(insets())") }
        if choose(4) == 1 { fields.append("\"edgeSpacing\": \(edgeSpacing())") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func subitem(depth: Int) -> String {
        if depth < maximumDepth, choose(4) == 1 { return group(depth: depth) }
        var fields = ["\"size\": \(size())"]
        if choose(2) == 1 { fields.append("\"contentInsets\": \(insets())") }
        if choose(4) == 1 { fields.append("\"edgeSpacing\": \(edgeSpacing())") }
        if choose(4) == 1 { fields.append("\"supplementaryItems\": [\(badge())]") }
        if choose(5) == 1 { fields.append("\"content\": {\"text\": \"\(pick(["Lion", "", "A much longer label that wraps", "🦁 é"]))\"}") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func edgeSpacing() -> String {
        "{\"leading\": \(spacing()), \"top\": \(spacing()), \"trailing\": \(spacing()), \"bottom\": \(spacing())}"
    }

    private mutating func boundaryItem() -> String {
        let alignment = pick(["top", "bottom", "leading", "trailing", "topLeading", "bottomTrailing", "none"])
        var fields = [
            "\"elementKind\": \"\(pick(["header", "footer"]))\"", "\"size\": \(size())", "\"alignment\": \"\(alignment)\"",
        ]
        if choose(2) == 1 { fields.append("\"pinToVisibleBounds\": \(pick(["true", "false"]))") }
        if choose(3) == 1 { fields.append("\"offset\": \(point())") }
        if choose(3) == 1 { fields.append("\"extendsBoundary\": \(pick(["true", "false"]))") }
        if choose(3) == 1 { fields.append("\"zIndex\": \(pick(["1", "-1", "1000000", "2000000"]))") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private mutating func badge() -> String {
        let edges = pick(["[\"top\", \"trailing\"]", "[\"bottom\"]", "[\"leading\", \"top\"]", "[]"])
        var anchor = "{\"edges\": \(edges)"
        switch choose(3) {
        case 1: anchor += ", \"fractionalOffset\": {\"x\": \(offsetFraction()), \"y\": \(offsetFraction())}"
        case 2: anchor += ", \"absoluteOffset\": \(point())"
        default: break
        }
        anchor += "}"
        var fields = ["\"elementKind\": \"badge\"", "\"size\": \(size())", "\"containerAnchor\": \(anchor)"]
        if choose(2) == 1 { fields.append("\"visibleWhen\": \"\(pick(["updateCount > 0", "not (a == 1) or b", "x > 1e308"]))\"") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    // MARK: Flow

    /// A flow spec; one in four is adaptive (LayoutSpecFormat.md, Adaptive flow layouts), its first flow object the
    /// case of a trait condition and a second, chosen after every other choice so that inputs written before adaptive
    /// flow layouts still pick the layouts they did, the otherwise case.
    private mutating func flowSpec() -> String {
        let first = flowObject()
        let behaviour = pick(["automatic", "scrollableAxes", "never", "always"])
        let collectionView = "{\"contentInset\": \(uiInsets()), \"contentInsetAdjustmentBehavior\": \"\(behaviour)\"}"
        let counts = (0..<(1 + choose(3))).map { _ in itemCount() }.joined(separator: ", ")
        var flow = first
        if choose(4) == 1 {
            let condition = pick(["idiom == .pad", "width > 500", "horizontalSizeClass == .regular", "isAccessibilityCategory", "layoutDirection == .rightToLeft"])
            flow = "{\"adaptive\": [{\"when\": \"\(condition)\", \"flow\": \(first)}, {\"flow\": \(flowObject())}]}"
        }
        return "{\"name\": \"fuzz\", \"itemCounts\": [\(counts)], \"collectionView\": \(collectionView), \"flow\": \(flow)}"
    }

    /// A `flow` object.
    private mutating func flowObject() -> String {
        var flow = ["\"scrollDirection\": \"\(pick(["vertical", "horizontal"]))\""]
        flow.append("\"itemSize\": {\"width\": \(expression()), \"height\": \(expression())}")
        if choose(2) == 1 { flow.append("\"minimumLineSpacing\": \(pick(["10", "0", "-5", "1e7", "\"width / 0\""]))") }
        if choose(2) == 1 { flow.append("\"minimumInteritemSpacing\": \(pick(["10", "0", "4.5", "1e308"]))") }
        if choose(2) == 1 { flow.append("\"sectionInset\": \(uiInsets())") }
        if choose(2) == 1 { flow.append("\"headerReferenceSize\": {\"width\": \(sectionExpression()), \"height\": \(sectionExpression())}") }
        if choose(3) == 1 { flow.append("\"sectionHeadersPinToVisibleBounds\": true") }
        if choose(3) == 1 { flow.append("\"estimatedItemSize\": {\"width\": 50, \"height\": 50}") }
        if choose(3) == 1 {
            flow.append("\"sections\": [{\"sectionInset\": \(uiInsets()), \"itemSize\": {\"width\": \(expression()), \"height\": 40}}]")
        }
        return "{\(flow.joined(separator: ", "))}"
    }

    private mutating func expression() -> String {
        pick([
            "50", "\"(width - 30) / 2\"", "\"height / 4\"", "\"width\"", "0", "\"item * 10 + 20\"", "\"section + 1\"",
            "\"safeArea.top + 1\"", "\"width / (item - item)\"", "-10", "1e308", "\"width * 1e300 * 1e300\"", "172.5",
            "\"min(item * 40 + 20, width / 2)\"", "\"max(width - 1e300, 10)\"", "\"min(width, -item)\"",
            "\"floor(width / 3) - item\"", "\"round(1e308 * 10 / width)\"", "\"trunc(-item)\"",
        ])
    }

    /// A size per section (a reference size cannot name the item).
    private mutating func sectionExpression() -> String {
        edge() ? pick(["-10", "1e308", "\"1 / 0\""]) : pick(["50", "0", "\"width\"", "\"section * 10 + 20\"", "\"height / 8\""])
    }

    private mutating func uiInsets() -> String {
        choose(2) == 0 ? length() : "{\"top\": \(length()), \"left\": \(length()), \"bottom\": \(length()), \"right\": \(length())}"
    }
}
