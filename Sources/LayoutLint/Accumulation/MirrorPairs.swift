import LayoutModel

/// LL011: a right-to-left run against the left-to-right run of its mirrored environment (safe area and margins
/// swapped, `LayoutEnvironment.leftToRightEquivalent`), whichever comes first waiting for the other. A pair is
/// compared as soon as it is complete and then forgotten.
///
/// The built-in families mirror by construction (V8), so on them this is a self-check of the engine. A flow layout
/// whose own left and right insets differ mirrors as the left-to-right layout of its swapped spec, which the matrix
/// does not hold: such a layout is not compared.
struct MirrorPairs {
    private struct Waiting {
        var direction: LayoutDirection
        var environment: Int
        var elements: FrameBuffer
        var contentWidth: Double
    }

    private var waiting: [LayoutEnvironment: Waiting] = [:]

    /// Takes one run; compares it with its counterpart when that has been linted already.
    mutating func add(_ context: RunContext, environment: Int, into table: inout FindingTable) {
        let run = context.run
        let contentWidth = run.result.contentSize.width
        let key = run.environment.leftToRightEquivalent(contentWidth: contentWidth)
        let arriving = Waiting(direction: run.environment.layoutDirection, environment: environment, elements: run.result.elements,
                               contentWidth: contentWidth)
        guard let other = waiting[key], other.direction != arriving.direction else {
            waiting[key] = arriving
            return
        }
        waiting[key] = nil
        let (leftToRight, rightToLeft) = arriving.direction == .leftToRight ? (arriving, other) : (other, arriving)
        Self.compare(leftToRight, rightToLeft, context: context, into: &table)
    }

    /// Every element's right-to-left frame against its left-to-right frame mirrored across the left-to-right content
    /// width (Environments.md, Right to left). Elements are matched by key; hidden ones are not compared.
    private static func compare(_ leftToRight: Waiting, _ rightToLeft: Waiting, context: RunContext, into table: inout FindingTable) {
        if compareInOrder(leftToRight, rightToLeft, context: context, into: &table) { return }
        let expected = Self.frames(leftToRight.elements)
        var unmatched = Set(expected.keys)
        rightToLeft.elements.withColumns { columns in
            for index in 0..<columns.count where !columns.hidden[index] {
                let key = Self.key(columns, index)
                let found = columns.frame(at: index)
                unmatched.remove(key)
                let mirrored = expected[key].map { $0.mirroredHorizontally(across: leftToRight.contentWidth) }
                if let mirrored, Self.same(found, mirrored) { continue }
                let source = context.role(columns, index).source
                guard context.checks(.LL011, at: source) else { continue }
                table.add(RunFinding(rule: .LL011, severity: .warning, element: key, source: source,
                                     detail: .mirror(rightToLeft: found, expected: mirrored)), environment: rightToLeft.environment)
            }
        }
        for key in unmatched.sorted() {
            guard let frame = expected[key], let category = key.category.elementCategory, let section = key.section, let item = key.item
            else { continue }
            let source = context.role(category: category, kind: key.elementKind, section: section, item: item).source
            guard context.checks(.LL011, at: source) else { continue }
            table.add(RunFinding(rule: .LL011, severity: .warning, element: key, source: source,
                                 detail: .mirror(rightToLeft: nil, expected: frame.mirroredHorizontally(across: leftToRight.contentWidth))),
                      environment: rightToLeft.environment)
        }
    }

    /// The comparison when both runs hold the same elements in the same order, as a right-to-left plan writes its
    /// base's (RightToLeftPlan): element i against element i, with no table of keys. False, having reported nothing,
    /// when the orders differ.
    private static func compareInOrder(_ leftToRight: Waiting, _ rightToLeft: Waiting, context: RunContext, into table: inout FindingTable) -> Bool {
        leftToRight.elements.withColumns { left in
            rightToLeft.elements.withColumns { right in
                guard left.count == right.count else { return false }
                for index in 0..<left.count {
                    let leftKind = left.kind[index] < 0 ? nil : left.elementKinds[Int(left.kind[index])]
                    let rightKind = right.kind[index] < 0 ? nil : right.elementKinds[Int(right.kind[index])]
                    guard left.category[index] == right.category[index], left.section[index] == right.section[index],
                        left.item[index] == right.item[index], left.hidden[index] == right.hidden[index], leftKind == rightKind
                    else { return false }
                }
                for index in 0..<right.count where !right.hidden[index] {
                    let found = right.frame(at: index)
                    let mirrored = left.frame(at: index).mirroredHorizontally(across: leftToRight.contentWidth)
                    if Self.same(found, mirrored) { continue }
                    let source = context.role(right, index).source
                    guard context.checks(.LL011, at: source) else { continue }
                    let key = Self.key(right, index)
                    table.add(RunFinding(rule: .LL011, severity: .warning, element: key, source: source,
                                         detail: .mirror(rightToLeft: found, expected: mirrored)), environment: rightToLeft.environment)
                }
                return true
            }
        }
    }

    /// The visible frames of a run by element key.
    private static func frames(_ elements: FrameBuffer) -> [ElementKey: Rect] {
        var frames: [ElementKey: Rect] = [:]
        frames.reserveCapacity(elements.count)
        elements.withColumns { columns in
            for index in 0..<columns.count where !columns.hidden[index] {
                frames[key(columns, index)] = columns.frame(at: index)
            }
        }
        return frames
    }

    /// Element `index`'s key.
    private static func key(_ columns: FrameColumnsView, _ index: Int) -> ElementKey {
        ElementKey(
            category: ElementKey.Category(columns.category(at: index)), elementKind: columns.elementKind(at: index),
            section: Int(columns.section[index]), item: Int(columns.item[index])
        )
    }

    /// Frames within 0.01 on every coordinate.
    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= 0.01 && abs(a.y - b.y) <= 0.01 && abs(a.width - b.width) <= 0.01 && abs(a.height - b.height) <= 0.01
    }
}
