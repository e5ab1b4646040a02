/// What one element shows, placed in content coordinates: its text lines as the measurer broke them, its image slot,
/// accessories and separator, and how its background is painted. The engine's content layout computes it
/// (`LayoutPlan.contentLayout`); pictures only draw it, so a picture shows what was measured, where it was measured.
///
/// Colours are roles (`ContentColor`, `ContentSurface`), not values: a picture picks light or dark ones.
public struct ElementContent: Hashable, Sendable {
    public var surface: ContentSurface
    public var texts: [PlacedText]
    public var shapes: [ContentShape]

    public init(surface: ContentSurface, texts: [PlacedText] = [], shapes: [ContentShape] = []) {
        self.surface = surface
        self.texts = texts
        self.shapes = shapes
    }

    /// The same content mirrored across a vertical line at `width / 2` (right to left, V8): lines keep their
    /// text and width and move so that they end where they began.
    public func mirroredHorizontally(across width: Double) -> ElementContent {
        ElementContent(
            surface: surface, texts: texts.map { $0.mirroredHorizontally(across: width) },
            shapes: shapes.map { $0.mirroredHorizontally(across: width) }
        )
    }
}

/// How an element's background is painted.
public enum ContentSurface: String, Hashable, Sendable {
    /// Nothing of its own: what lies behind shows (a row on an inset-grouped card, a grouped header).
    case clear
    /// The system background: plain list rows and headers.
    case systemBackground
    /// The cell background of grouped lists (secondary system grouped background).
    case groupedCell
    /// A label cell or view of a section built from groups: its section's pale tint, outlined.
    case sectionTint
    /// A badge: a small dark rounded mark.
    case badge
}

/// A colour role of text and shapes.
public enum ContentColor: String, Hashable, Sendable {
    /// Primary text.
    case label
    /// Secondary text, grouped headers and footers.
    case secondaryLabel
    /// Text whose value is not known (no dataset, or a field the record lacks): the field's name, pale.
    case placeholder
    /// The tint colour (images, detail buttons).
    case tint
    /// Text on a badge.
    case onBadge
    /// Separators between rows.
    case separator
    /// Accessories drawn in the tertiary label colour (disclosure chevrons, reorder grips).
    case tertiaryLabel
    /// Destructive controls (the delete accessory).
    case destructive
}

/// A text placed in content coordinates: the measurer's lines, each at its own origin.
public struct PlacedText: Hashable, Sendable {
    public var layout: TextLayout
    /// The top-left corner of each line's box, one per line of `layout`: the box is the line's width wide and
    /// `layout.lineHeight` tall, its baseline `layout.ascent` below the top.
    public var lineOrigins: [Point]
    public var color: ContentColor

    public init(layout: TextLayout, lineOrigins: [Point], color: ContentColor) {
        self.layout = layout
        self.lineOrigins = lineOrigins
        self.color = color
    }

    /// The box of line `index`.
    public func lineBox(_ index: Int) -> Rect {
        Rect(origin: lineOrigins[index], size: Size(width: layout.lines[index].width, height: layout.lineHeight))
    }

    /// The text mirrored (right to left): each line box moved to its mirror image, so lines align to the right.
    public func mirroredHorizontally(across width: Double) -> PlacedText {
        var mirrored = self
        mirrored.lineOrigins = lineOrigins.indices.map { index in
            Point(x: width - lineOrigins[index].x - layout.lines[index].width, y: lineOrigins[index].y)
        }
        return mirrored
    }
}

/// A shape an element shows besides its text.
public enum ContentShape: Hashable, Sendable {
    /// The image slot of a list content configuration (ListRules.md L11, L21).
    case imageSlot(Rect)
    /// A cell accessory in its box; `mirrored` in right to left, where chevrons point the other way.
    case accessory(CellAccessory, Rect, mirrored: Bool)
    /// A separator: a thin bar along a row's bottom edge (ListRules.md L30).
    case separator(Rect)

    /// The box the shape is drawn in.
    public var frame: Rect {
        switch self {
        case .imageSlot(let frame), .accessory(_, let frame, _), .separator(let frame): return frame
        }
    }

    public func mirroredHorizontally(across width: Double) -> ContentShape {
        func mirror(_ rect: Rect) -> Rect { Rect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height) }
        switch self {
        case .imageSlot(let frame): return .imageSlot(mirror(frame))
        case .accessory(let accessory, let frame, let mirrored): return .accessory(accessory, mirror(frame), mirrored: !mirrored)
        case .separator(let frame): return .separator(mirror(frame))
        }
    }
}

/// What the engine worked out every drawn element shows (`LayoutPlan.contentLayout`): content by element index, the
/// backgrounds of grouped lists, and the faces that measured the text.
public struct ContentLayout: Hashable, Sendable {
    /// A band of background behind a list: the grouped background of grouped, inset-grouped and sidebar lists.
    public struct Background: Hashable, Sendable {
        public var frame: Rect
        public init(frame: Rect) { self.frame = frame }
    }

    /// Content by element index (of the result it was laid out for); elements without a description are absent.
    public var elements: [Int: ElementContent]
    public var backgrounds: [Background]

    public init(elements: [Int: ElementContent] = [:], backgrounds: [Background] = []) {
        self.elements = elements
        self.backgrounds = backgrounds
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The faces the texts were measured with, each once, in the order first met by element index.
    public var faces: [TextFace] {
        var seen: Set<TextFace> = []
        var result: [TextFace] = []
        for index in elements.keys.sorted() {
            for text in elements[index]!.texts where !seen.contains(text.layout.face) {
                seen.insert(text.layout.face)
                result.append(text.layout.face)
            }
        }
        return result
    }

    /// Everything mirrored across a vertical line at `width / 2` (right to left, V8).
    public func mirroredHorizontally(across width: Double) -> ContentLayout {
        ContentLayout(
            elements: elements.mapValues { $0.mirroredHorizontally(across: width) },
            backgrounds: backgrounds.map { Background(frame: Rect(x: width - $0.frame.x - $0.frame.width, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)) }
        )
    }
}
