import LayoutModel

/// The rules read element by element in one pass over a run's frames: LL001, LL003, LL004 and LL005 across the
/// scroll axis, LL007, LL010, LL012, and the text rules' measurements (`TextChecks`). It gathers what the other
/// checks need: the first and last elements along the scroll axis and along each strip, and the elements that may
/// overlap.
struct ElementChecks {
    let context: RunContext
    var text: TextChecks

    /// The elements LL006 compares.
    private(set) var overlapCandidates: [OverlapSweep.Candidate] = []
    private var scrollEnds = ExtremeElements()
    private var stripEnds: [Int: ExtremeElements] = [:]
    /// LL010's run figure: Σ(measured − estimated) over self-sized elements along the scroll axis.
    private var drift = 0.0
    private var driftCount = 0

    init(context: RunContext, text: TextChecks) {
        self.context = context
        self.text = text
    }

    /// Checks every element of the run, then the ends of the content and of each strip, then the run's drift.
    mutating func run(_ emit: (RunFinding) -> Void) {
        let elements = context.run.result.elements
        elements.withColumns { columns in
            for index in 0..<columns.count where !columns.hidden[index] {
                let category = columns.category(at: index)
                let kind = columns.elementKind(at: index)
                let (section, item) = (Int(columns.section[index]), Int(columns.item[index]))
                let element = Element(
                    index: index, category: category, kind: kind, section: section, item: item, frame: columns.frame(at: index),
                    role: context.role(category: category, kind: kind, section: section, item: item)
                )
                check(element, emit)
            }
        }
        checkScrollEnds(emit)
        checkStripEnds(emit)
        if driftCount > 0, context.checks(.LL010, at: context.provenance.layoutSource) {
            let length = context.geometry.contentSize[context.geometry.axis]
            if length > 0, abs(drift) / length > 0.25 {
                emit(RunFinding(rule: .LL010, severity: .warning, element: .run, source: context.provenance.layoutSource,
                                detail: .runDrift(sum: drift, length: length)))
            }
        }
    }

    /// One element as the checks see it.
    struct Element {
        var index: Int
        var category: ElementCategory
        var kind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var role: ElementRole

        var key: ElementKey {
            ElementKey(category: ElementKey.Category(category), elementKind: kind, section: section, item: item)
        }
    }

    private mutating func check(_ element: Element, _ emit: (RunFinding) -> Void) {
        let frame = element.frame
        let source = element.role.source
        let finite = frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite
        if !finite || frame.width <= 0 || frame.height <= 0 {
            // LL001; the element has no place to judge anything else by.
            if context.checks(.LL001, at: source) {
                emit(RunFinding(rule: .LL001, severity: .error, element: element.key, source: source, detail: .degenerate(frame)))
            }
            return
        }
        checkReachable(element, emit)
        if !element.role.strip { checkAcrossScrollAxis(element, emit) }
        if element.category == .cell { checkTouchTarget(element, emit) }
        checkDrift(element, emit)
        text.check(element, emit)
        collect(element)
    }

    /// LL003: inside the content; a strip's element on the strip's axis lies in its strip by definition.
    private func checkReachable(_ element: Element, _ emit: (RunFinding) -> Void) {
        guard context.checks(.LL003, at: element.role.source) else { return }
        let geometry = context.geometry
        let epsilon = geometry.epsilon
        let frame = element.frame
        func outside(_ axis: Axis) -> Bool {
            if element.role.strip && axis == geometry.axis.crossing { return false }
            return frame.minimum(along: axis) < -epsilon || frame.maximum(along: axis) > geometry.contentSize[axis] + epsilon
        }
        guard outside(.horizontal) || outside(.vertical) else { return }
        emit(RunFinding(
            rule: .LL003, severity: .error, element: element.key, source: element.role.source,
            detail: .outsideContent(frame, extent: Rect(origin: .zero, size: geometry.contentSize))
        ))
    }

    /// LL004 and LL005 across the scroll axis, at rest (elements outside strips).
    private func checkAcrossScrollAxis(_ element: Element, _ emit: (RunFinding) -> Void) {
        let geometry = context.geometry
        let cross = geometry.axis.crossing
        let start = geometry.screen(element.frame.minimum(along: cross), along: cross)
        let end = geometry.screen(element.frame.maximum(along: cross), along: cross)
        let checksUnsafe = !context.sources.flags[element.role.source].isListView
        checkEdges(element, axis: cross, start: start, end: end, atLargestOffset: false, strip: false, checkStart: true, checkEnd: true,
                   checksUnsafe: checksUnsafe, emit)
    }

    /// LL004 then LL005 on the two edges of one axis: an edge LL004 flags is not flagged by LL005 again.
    private func checkEdges(
        _ element: Element, axis: Axis, start: Double, end: Double, atLargestOffset: Bool, strip: Bool, checkStart: Bool, checkEnd: Bool,
        checksUnsafe: Bool = true, _ emit: (RunFinding) -> Void
    ) {
        let geometry = context.geometry
        let epsilon = geometry.epsilon
        let source = element.role.source
        let safe = geometry.safeRange(along: axis)
        let unsafeSeverity: LintSeverity = element.category == .decoration ? .note : .error
        for isEnd in EdgeOrder.both where isEnd ? checkEnd : checkStart {
            let edge = ScreenEdge.of(axis, end: isEnd)
            let position = isEnd ? end : start
            let screenLimit = isEnd ? geometry.bounds[axis] : 0
            let overflows = isEnd ? position > screenLimit + epsilon : position < screenLimit - epsilon
            if overflows {
                if context.checks(.LL004, at: source) {
                    emit(RunFinding(rule: .LL004, severity: .error, element: element.key, source: source,
                                    detail: .pastEdge(edge, position: position, limit: screenLimit, atLargestOffset: atLargestOffset, strip: strip)))
                }
                continue
            }
            let safeLimit = isEnd ? safe.end : safe.start
            let unsafe = isEnd ? position > safeLimit + epsilon : position < safeLimit - epsilon
            if unsafe, checksUnsafe, context.checks(.LL005, at: source) {
                emit(RunFinding(rule: .LL005, severity: unsafeSeverity, element: element.key, source: source,
                                detail: .pastEdge(edge, position: position, limit: safeLimit, atLargestOffset: atLargestOffset, strip: strip)))
            }
        }
    }

    /// LL007: interactive cells at least 44 points each way (28 at least).
    private func checkTouchTarget(_ element: Element, _ emit: (RunFinding) -> Void) {
        let source = element.role.source
        guard context.sources.flags[source].interactive, context.checks(.LL007, at: source) else { return }
        let shortest = min(element.frame.width, element.frame.height)
        guard shortest < 44 else { return }
        emit(RunFinding(rule: .LL007, severity: shortest < 28 ? .error : .warning, element: element.key, source: source,
                        detail: .touchTarget(element.frame.size)))
    }

    /// LL010 per element, and the run's sum: measured against estimated along the scroll axis.
    private mutating func checkDrift(_ element: Element, _ emit: (RunFinding) -> Void) {
        let axis = context.geometry.axis
        let source = context.sources.flags[element.role.source]
        // List rows estimate at the list's height, which the app cannot set: they are not judged (LintRules.md, LL010).
        guard let estimate = source.estimate(along: axis) else { return }
        let measured = element.frame.size[axis]
        drift += measured - estimate
        driftCount += 1
        guard context.checks(.LL010, at: element.role.source) else { return }
        let outside = estimate <= 0 ? measured > 0 : (measured / estimate < 0.5 || measured / estimate > 2)
        guard outside else { return }
        emit(RunFinding(rule: .LL010, severity: .note, element: element.key, source: element.role.source,
                        detail: .elementDrift(measured: measured, estimated: estimate)))
    }

    /// Keeps what the checks after the pass need: overlap candidates and the ends of the content and strips.
    private mutating func collect(_ element: Element) {
        guard element.category != .decoration else { return }
        let frame = element.frame
        if !element.role.pinned {
            overlapCandidates.append(OverlapSweep.Candidate(element: element))
        }
        let geometry = context.geometry
        if element.role.strip {
            let stripAxis = geometry.axis.crossing
            stripEnds[element.section, default: ExtremeElements()].add(
                element, start: frame.minimum(along: stripAxis), end: frame.maximum(along: stripAxis)
            )
        } else if !element.role.pinned {
            scrollEnds.add(element, start: frame.minimum(along: geometry.axis), end: frame.maximum(along: geometry.axis))
        }
    }

    /// LL005 along the scroll axis: the first elements at rest, the last at the largest offset.
    private func checkScrollEnds(_ emit: (RunFinding) -> Void) {
        let geometry = context.geometry
        let axis = geometry.axis
        for element in scrollEnds.first {
            let start = element.frame.minimum(along: axis) - geometry.restOffset[axis]
            checkSafeAlongScroll(element, axis: axis, position: start, isEnd: false, atLargestOffset: false, emit)
        }
        for element in scrollEnds.last {
            let end = element.frame.maximum(along: axis) - geometry.largestOffset
            checkSafeAlongScroll(element, axis: axis, position: end, isEnd: true, atLargestOffset: true, emit)
        }
    }

    private func checkSafeAlongScroll(_ element: Element, axis: Axis, position: Double, isEnd: Bool, atLargestOffset: Bool, _ emit: (RunFinding) -> Void) {
        let geometry = context.geometry
        let safe = geometry.safeRange(along: axis)
        let limit = isEnd ? safe.end : safe.start
        let unsafe = isEnd ? position > limit + geometry.epsilon : position < limit - geometry.epsilon
        guard unsafe, context.checks(.LL005, at: element.role.source) else { return }
        emit(RunFinding(rule: .LL005, severity: .error, element: element.key, source: element.role.source,
                        detail: .pastEdge(.of(axis, end: isEnd), position: position, limit: limit, atLargestOffset: atLargestOffset, strip: false)))
    }

    /// LL004 and LL005 on a strip's axis: its first element at strip offset 0, its last at the strip's largest
    /// offset, against the screen's edges (`LintRules.md`, Terms: strips).
    private func checkStripEnds(_ emit: (RunFinding) -> Void) {
        let geometry = context.geometry
        let stripAxis = geometry.axis.crossing
        for (section, ends) in stripEnds.sorted(by: { $0.key < $1.key }) {
            guard let strip = context.strips[section] else { continue }
            // Strip offsets count from the strip's leading edge: in a right-to-left vertical layout a strip runs
            // from the right, and a larger offset moves its frames right (Environments.md, Right to left).
            let reversed = stripAxis == .horizontal && context.run.environment.layoutDirection == .rightToLeft
            let sign = reversed ? -1.0 : 1.0
            let runOffset = context.run.environment.orthogonalOffsets[section] ?? 0
            // A frame at strip offset t: its position at the run's offset, moved back by the difference.
            func shift(to offset: Double) -> Double { sign * (runOffset - offset) }
            let leading = reversed ? ends.last : ends.first
            let trailing = reversed ? ends.first : ends.last
            for element in leading {
                let moved = shift(to: 0)
                let start = geometry.screen(element.frame.minimum(along: stripAxis) + moved, along: stripAxis)
                let end = geometry.screen(element.frame.maximum(along: stripAxis) + moved, along: stripAxis)
                checkEdges(element, axis: stripAxis, start: start, end: end, atLargestOffset: false, strip: true,
                           checkStart: !reversed, checkEnd: reversed, emit)
            }
            for element in trailing {
                let moved = shift(to: strip.maximumOffset)
                let start = geometry.screen(element.frame.minimum(along: stripAxis) + moved, along: stripAxis)
                let end = geometry.screen(element.frame.maximum(along: stripAxis) + moved, along: stripAxis)
                checkEdges(element, axis: stripAxis, start: start, end: end, atLargestOffset: true, strip: true,
                           checkStart: reversed, checkEnd: !reversed, emit)
            }
        }
    }
}

/// The elements with the smallest start and the largest end along an axis, every one tied for either.
struct ExtremeElements {
    private(set) var first: [ElementChecks.Element] = []
    private(set) var last: [ElementChecks.Element] = []
    private var smallestStart = Double.infinity
    private var largestEnd = -Double.infinity
    /// Positions closer than this are the same position: frames sit on a pixel grid of at most 3 per point.
    private static let tie = 0.001

    mutating func add(_ element: ElementChecks.Element, start: Double, end: Double) {
        if start < smallestStart - Self.tie {
            smallestStart = start
            first = [element]
        } else if abs(start - smallestStart) <= Self.tie {
            first.append(element)
        }
        if end > largestEnd + Self.tie {
            largestEnd = end
            last = [element]
        } else if abs(end - largestEnd) <= Self.tie {
            last.append(element)
        }
    }
}

/// The start edge, then the end edge of an axis, as one value: a loop over it allocates nothing per element.
private enum EdgeOrder {
    static let both = [false, true]
}
