import LayoutModel

/// The text rules, element by element: LL009's font condition and LL012 as findings; LL008's measurement and the
/// extents LL009 compares across text sizes as observations, which `TextSizeGroups` judges once every text size of
/// an environment has been linted.
struct TextChecks {
    let context: RunContext
    /// What this run saw of each text-bearing element.
    private(set) var observations: [TextObservation] = []

    init(context: RunContext) {
        self.context = context
    }

    mutating func check(_ element: ElementChecks.Element, _ emit: (RunFinding) -> Void) {
        guard context.sources.flags[element.role.source].hasText else { return }
        let source = context.sources[element.role.source]
        guard let text = source.text else { return }
        let category = context.run.environment.contentSizeCategory
        switch text {
        case .listContent:
            observations.append(TextObservation(
                key: element.key, source: element.role.source, axis: .vertical, extent: element.frame.height,
                textSize: TextStyle.body.size(in: category), grows: true, truncation: nil
            ))
        case .described(let description):
            let font = description.font.resolved(in: category)
            checkFont(description, element, emit)
            let axis = Self.growthAxis(description, source)
            // An element that sizes itself on that axis keeps its estimate in a run without records and measurer:
            // its extent there says nothing of how it follows the text size.
            guard source.estimate(along: axis) == nil || context.run.content != nil else { return }
            observations.append(TextObservation(
                key: element.key, source: element.role.source, axis: axis, extent: element.frame.size[axis], textSize: font.size,
                grows: description.font.textStyle != nil, truncation: truncation(description, font: font, element: element)
            ))
            if !element.role.strip { checkMargins(description, element, emit) }
        }
    }

    /// The axis a text grows along when its size grows: across, for one line (or a width it sizes itself on while its
    /// height is fixed); down for wrapping text.
    static func growthAxis(_ description: ContentDescription, _ source: ElementSource) -> Axis {
        if description.lineLimit == 1 { return .horizontal }
        if source.estimatedWidth != nil, source.estimatedHeight == nil { return .horizontal }
        return .vertical
    }

    /// LL009: a font of a fixed point size does not follow the text size; below 11 points it is an error.
    private func checkFont(_ description: ContentDescription, _ element: ElementChecks.Element, _ emit: (RunFinding) -> Void) {
        guard description.font.textStyle == nil, context.checks(.LL009, at: element.role.source) else { return }
        let size = description.font.size
        emit(RunFinding(rule: .LL009, severity: size < 11 ? .error : .warning, element: element.key, source: element.role.source,
                        detail: .fixedFont(size: size)))
    }

    /// LL008's measurement: the text at the element's width less padding, against its height less padding (tolerance
    /// max(1, a tenth of a line)) and its line limit. Nil when it fits, or when its text or a measurer is missing.
    private func truncation(_ description: ContentDescription, font: FontDescription, element: ElementChecks.Element) -> TextObservation.Truncation? {
        guard context.checks(.LL008, at: element.role.source), let content = context.run.content else { return nil }
        let text: String
        switch description.text {
        case .literal(let literal): text = literal
        case .field(let name):
            let record = element.category == .cell
                ? content.record(section: element.section, item: element.item) : content.sectionRecord(section: element.section)
            guard let record, let value = record.value(named: name).text else { return nil }
            text = value
        }
        guard !text.isEmpty else { return nil }
        let padding = description.padding
        let width = max(0, element.frame.width - padding.leading - padding.trailing)
        let height = element.frame.height - padding.top - padding.bottom
        let lineHeight = font.systemLineHeight ?? content.measure(text: text, font: font, maxWidth: nil, lineLimit: 1).height
        guard lineHeight > 0 else { return nil }
        let needed = content.measure(text: text, font: font, maxWidth: width, lineLimit: 0).height
        let lines = Int((needed / lineHeight).rounded())
        let tolerance = max(1, lineHeight / 10)
        if needed > height + tolerance {
            let fitting = max(0, Int(((height + tolerance) / lineHeight).rounded(.down)))
            return TextObservation.Truncation(needed: lines, fitting: fitting, lineLimit: description.lineLimit)
        }
        if description.lineLimit > 0, lines > description.lineLimit {
            return TextObservation.Truncation(needed: lines, fitting: nil, lineLimit: description.lineLimit)
        }
        return nil
    }

    /// LL012 (when named): the text, inside its padding, within the layout margins at rest; at regular width, no wider
    /// than the readable content guide.
    private func checkMargins(_ description: ContentDescription, _ element: ElementChecks.Element, _ emit: (RunFinding) -> Void) {
        let source = element.role.source
        guard context.checks(.LL012, at: source) else { return }
        let geometry = context.geometry
        let environment = context.run.environment
        let textFrame = element.frame.inset(by: description.padding)
        let start = geometry.screen(textFrame.x, along: .horizontal)
        let end = geometry.screen(textFrame.maxX, along: .horizontal)
        let margins = environment.effectiveLayoutMargins
        if start < margins.leading - geometry.epsilon {
            emit(RunFinding(rule: .LL012, severity: .note, element: element.key, source: source,
                            detail: .pastEdge(.left, position: start, limit: margins.leading, atLargestOffset: false, strip: false)))
        } else if end > geometry.bounds.width - margins.trailing + geometry.epsilon {
            emit(RunFinding(rule: .LL012, severity: .note, element: element.key, source: source,
                            detail: .pastEdge(.right, position: end, limit: geometry.bounds.width - margins.trailing, atLargestOffset: false, strip: false)))
        }
        guard let device = environment.device, device.device.widthClass(device.orientation) == .regular else { return }
        let readable = environment.readableContentInsets
        let readableWidth = geometry.bounds.width - readable.leading - readable.trailing
        if textFrame.width > readableWidth + geometry.epsilon {
            emit(RunFinding(rule: .LL012, severity: .note, element: element.key, source: source,
                            detail: .widerThanReadable(width: textFrame.width, readable: readableWidth)))
        }
    }
}

/// What one run saw of one text-bearing element: its extent on the text's growth axis, the size its text is set
/// at, and whether (and how) the text is truncated.
struct TextObservation {
    struct Truncation: Hashable {
        var needed: Int
        var fitting: Int?
        var lineLimit: Int
    }

    var key: ElementKey
    var source: Int
    var axis: Axis
    var extent: Double
    /// The text's point size in this run's text size (body's, for a list's text styles).
    var textSize: Double
    /// True when the text follows the text size (a text style).
    var grows: Bool
    var truncation: Truncation?
}
