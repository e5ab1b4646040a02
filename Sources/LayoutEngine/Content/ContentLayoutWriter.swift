import LayoutModel

/// The content layout of pictures: turns what an element shows (`ShownContent`) into text lines and shapes placed in
/// its frame, by the same code that sized it (`ListViewSizer`, `LeafSizer`), so the lines drawn are the lines
/// measured.
///
/// A label (R40) sits inside its frame less its padding, its lines vertically centred there as `UILabel` draws
/// them, leading-aligned (a badge's centred). Lines that do not fit the frame's height are cut where UIKit cuts
/// them: the label shows as many lines as fit, the last ending in an ellipsis (`lineLimit` cuts the same way,
/// in the measurer). No line is drawn outside its element's frame: a line wider than the frame (a single glyph
/// wider than a narrow cell) is left out.
struct ContentLayoutWriter {
    let environment: LayoutEnvironment
    let grid: PixelGrid
    let content: any LayoutContent

    /// What every visible element of `result` meeting `rect` (nil: all) shows, as `shown` says for its category, kind,
    /// section and item: the one walk over a result's frames that every family's pictures take.
    func layout(
        of result: LayoutResult, meeting rect: Rect?,
        shown: (_ category: ElementCategory, _ kind: String?, _ section: Int, _ item: Int) -> ShownContent?
    ) -> ContentLayout {
        let buffer = result.elements
        var layout = ContentLayout()
        for index in 0..<buffer.count where !buffer.isHidden(at: index) {
            let frame = buffer.frame(at: index)
            guard frame.width > 0, frame.height > 0 else { continue }
            if let rect, !frame.intersects(rect) { continue }
            let section = buffer.section(at: index)
            guard let content = shown(buffer.category(at: index), buffer.elementKind(at: index), section, buffer.item(at: index)) else { continue }
            if let element = elementContent(content, frame: frame, section: section) { layout.elements[index] = element }
        }
        return layout
    }

    /// The content of an element showing `shown`, in `frame`; nil when nothing is known to draw.
    func elementContent(_ shown: ShownContent, frame: Rect, section: Int) -> ElementContent? {
        let result: ElementContent?
        switch shown {
        case .listView(let configuration, let role, let record, let isRow, let separatorBelow):
            let design = ListDesign(model: environment.iosVersion.listModel, appearance: configuration.appearance)
            let sizer = ListViewSizer(
                configuration: configuration, design: design, section: section, environment: environment, grid: grid,
                geometry: ListGeometry(design: design, environment: environment), content: content, path: "$"
            )
            result = sizer.elementContent(role, frame: frame, record: record, isRow: isRow, separatorBelow: separatorBelow)
        case .label(let description, let record, let width, let surface):
            let measuring = width.measuring(in: frame)
            result = label(description, record: record, width: measuring.width, wrapWidth: measuring.wrapWidth, surface: surface, frame: frame)
        }
        return result.map { Self.keepingInside(frame, $0) }
    }

    /// A label described for R40, measured as `LeafSizer` measured it (at `width`, or wrapped at `wrapWidth` when
    /// its width came from the text), placed in the frame less its padding. Unknown text (a field and no record)
    /// shows the field's name, pale, on one line at the frame's width.
    private func label(
        _ description: ContentDescription, record: (any PredicateEnvironment)?, width: Double?, wrapWidth: Double, surface: ContentSurface,
        frame: Rect
    ) -> ElementContent {
        let sizer = LeafSizer(content: content, section: 0, itemCount: 0, grid: grid, category: environment.contentSizeCategory)
        let padding = description.padding
        let box = Rect(
            x: frame.x + padding.leading, y: frame.y + padding.top,
            width: frame.width - padding.leading - padding.trailing, height: frame.height - padding.top - padding.bottom
        )
        var shown = description
        var text = LeafSizer.text(of: description, record: record)
        var measuredWidth = width
        var color = surface == .badge ? ContentColor.onBadge : .label
        if text == nil, let field = description.fieldName {
            text = field
            shown.lineLimit = 1
            measuredWidth = frame.width
            color = .placeholder
        }
        guard let text, var layout = sizer.labelLayout(shown, text: text, width: measuredWidth, wrapWidth: wrapWidth),
            layout.lineHeight > 0, !layout.lines.isEmpty
        else { return ElementContent(surface: surface) }
        // UIKit shows the lines that fit the label's height, the last cut with an ellipsis.
        let fitting = Int(((box.height + 0.001) / layout.lineHeight).rounded(.down))
        if fitting < layout.lines.count {
            guard fitting > 0 else { return ElementContent(surface: surface) }
            shown.lineLimit = fitting
            guard let cut = sizer.labelLayout(shown, text: text, width: measuredWidth, wrapWidth: wrapWidth) else { return ElementContent(surface: surface) }
            layout = cut
        }
        let block = Double(layout.lines.count) * layout.lineHeight
        let top = box.y + max(0, (box.height - block) / 2)
        let origins = layout.lines.map { line -> Point in
            Point(x: surface == .badge ? box.x + (box.width - line.width) / 2 : box.x, y: top)
        }.enumerated().map { index, origin in Point(x: origin.x, y: origin.y + Double(index) * layout.lineHeight) }
        return ElementContent(surface: surface, texts: [PlacedText(layout: layout, lineOrigins: origins, color: color)])
    }

    /// The content with every text line and shape that does not lie inside `frame` left out (a hair of slack for
    /// rounding), so nothing is drawn outside its element.
    static func keepingInside(_ frame: Rect, _ content: ElementContent) -> ElementContent {
        let slack = 0.01
        func inside(_ rect: Rect) -> Bool {
            rect.x >= frame.x - slack && rect.y >= frame.y - slack && rect.maxX <= frame.maxX + slack && rect.maxY <= frame.maxY + slack
        }
        var kept = content
        kept.texts = content.texts.compactMap { text in
            let indices = text.layout.lines.indices.filter { inside(text.lineBox($0)) }
            guard indices.count == text.layout.lines.count else {
                // A text loses no line in the middle: it is drawn whole or not at all.
                return nil
            }
            return text
        }
        kept.shapes = content.shapes.filter { inside($0.frame) }
        return kept
    }
}

extension ContentDescription {
    /// The field the label shows, when it shows one.
    var fieldName: String? {
        if case .field(let name) = text { return name }
        return nil
    }
}
