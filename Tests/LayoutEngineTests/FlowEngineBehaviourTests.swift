import LayoutEngine
import LayoutModel
import Testing

/// The flow engine beyond single fixtures: the three ways of reading a plan agree, a million items stay exact,
/// and values that cannot be used are errors that say where they came from.
@Suite("Flow engine behaviour")
struct FlowEngineBehaviourTests {
    /// A deterministic generator (SplitMix64), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)
        }
    }

    /// Records with sizes `w` x `h` that vary item by item, for non-uniform sections.
    static func records(_ counts: [Int], seed: UInt64) -> MonospaceContent {
        var generator = Generator(state: seed)
        let records = counts.map { count in
            (0..<count).map { _ in
                PredicateValues(["w": .number((generator.uniform(20...180)).rounded()), "h": .number(generator.uniform(10...90).rounded())])
            }
        }
        return MonospaceContent(characterWidth: 10, lineHeight: 20, records: records, sectionRecords: [])
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var flow: FlowLayout
        var environment: TestEnvironment
        var content: MonospaceContent?
        var testDescription: String { label }
    }

    static var cases: [Case] {
        var uniform = FlowLayout()
        uniform.itemSize = FlowSize(width: 90, height: 90)
        uniform.sectionInset = FlowInsets(all: 8)
        uniform.headerReferenceSize = FlowSize(width: 0, height: 44)
        uniform.footerReferenceSize = FlowSize(width: 0, height: 30)
        uniform.sections = [FlowSectionOverrides(), FlowSectionOverrides(itemSize: FlowSize(width: 400, height: 20))]

        var varied = FlowLayout()
        varied.itemSize = FlowSize(width: .name("w"), height: .name("h"))
        varied.headerReferenceSize = FlowSize(width: 0, height: 25)
        varied.sectionHeadersPinToVisibleBounds = true
        varied.sectionFootersPinToVisibleBounds = true
        varied.footerReferenceSize = FlowSize(width: 0, height: 15)
        varied.collectionView.contentInset = FlowInsets(top: 12, left: 5, bottom: 9, right: 5)

        var horizontal = varied
        horizontal.scrollDirection = .horizontal
        horizontal.headerReferenceSize = FlowSize(width: 25, height: 0)
        horizontal.footerReferenceSize = FlowSize(width: 15, height: 0)
        horizontal.sectionInset = FlowInsets(top: 4, left: 6, bottom: 8, right: 10)

        var horizontalGrid = uniform
        horizontalGrid.scrollDirection = .horizontal
        horizontalGrid.headerReferenceSize = FlowSize(width: 30, height: 0)

        let counts = [40, 0, 13, 1, 57]
        return [
            Case(label: "uniform, headers, footers", flow: uniform, environment: TestEnvironment(containerSize: Size(width: 320, height: 480), itemCounts: [25, 3, 0, 7]), content: nil),
            Case(label: "non-uniform, pinned, scrolled", flow: varied, environment: TestEnvironment(containerSize: Size(width: 390, height: 500), itemCounts: counts, contentOffset: Point(x: 0, y: 733)), content: records(counts, seed: 7)),
            Case(label: "horizontal non-uniform", flow: horizontal, environment: TestEnvironment(containerSize: Size(width: 500, height: 390), itemCounts: counts, contentOffset: Point(x: 1200, y: 0)), content: records(counts, seed: 11)),
            Case(label: "horizontal grid", flow: horizontalGrid, environment: TestEnvironment(containerSize: Size(width: 400, height: 300), itemCounts: [25, 3, 0, 7]), content: nil),
        ]
    }

    @Test(arguments: cases)
    func chunkedWritesEqualTheResult(_ test: Case) throws {
        let plan = try FlowTestEngine.plan(test.flow, in: test.environment, content: test.content)
        let whole = plan.result().elements
        #expect(plan.elementCount == whole.count)
        for chunkSize in [1, 7, 64, 100_000] {
            var elements: [LayoutElementFrame] = []
            try plan.write(chunkSize: chunkSize) { chunk in
                #expect(chunk.count <= max(chunkSize, 1) + 2 * 60)
                elements += chunk.elements
            }
            #expect(elements == whole.elements, "chunk size \(chunkSize)")
        }
        #expect(plan.summary.contentSize == plan.result().contentSize)
        #expect(plan.summary.elements.count == 0)
        #expect(plan.summary.sections == plan.sectionGeometries)
    }

    @Test(arguments: cases)
    func rectQueriesEqualFilteringTheResult(_ test: Case) throws {
        let plan = try FlowTestEngine.plan(test.flow, in: test.environment, content: test.content)
        let all = plan.result().elements.elements
        let size = plan.contentSize
        var generator = Generator(state: 42)
        var rects: [Rect] = [
            Rect(x: 0, y: 0, width: size.width, height: size.height),
            Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9),
            Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: 5, y: 5, width: 0, height: 100),
            Rect(x: 0, y: size.height, width: size.width, height: 10),
            Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
            Rect(x: .nan, y: 0, width: 10, height: 10),
            Rect(x: 0, y: 1e300, width: 1e300, height: 1e300),
        ]
        for _ in 0..<300 {
            let x = generator.uniform(-50...(size.width + 50))
            let y = generator.uniform(-50...(size.height + 50))
            rects.append(Rect(x: x, y: y, width: generator.uniform(0...400), height: generator.uniform(0...400)))
        }
        // Rects whose edges fall exactly on element edges.
        for element in all.prefix(40) {
            rects.append(element.frame)
            rects.append(Rect(x: element.frame.maxX, y: element.frame.maxY, width: 30, height: 30))
        }
        for rect in rects {
            let expected = all.filter { $0.frame.intersects(rect) }
            #expect(plan.elements(in: rect) == expected, "rect \(rect)")
        }
    }

    @Test(arguments: [1_000_000, 1_000_001])
    func aMillionItemsLandExactlyWhereTheClosedFormSays(_ count: Int) throws {
        // E1 at scale: n = 2, columns 0 and 190, line pitch 221, nothing rounded.
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: 180, height: 211)
        flow.collectionView.contentInset = FlowInsets(all: 10)
        let environment = TestEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [count])
        let plan = try FlowTestEngine.plan(flow, in: environment)
        let result = plan.result()
        let last = count - 1
        #expect(result.elements.count == count)
        #expect(result.elements.frame(at: last) == Rect(x: Double(190 * (last % 2)), y: Double(221 * (last / 2)), width: 180, height: 211))
        #expect(result.elements.item[last] == Int32(last))
        #expect(result.contentSize == Size(width: 370, height: Double(221 * ((count + 1) / 2) - 10)))
        // A screenful deep in the grid, found by arithmetic.
        let visible = plan.elements(in: Rect(x: 0, y: 110_000_000, width: 370, height: 844))
        // Lines 497,737 (221 · 497,737 = 109,999,877, ending at 110,000,088) to 497,741 (starting at 110,000,761).
        #expect(visible.map(\.item) == Array(995_474...995_483))
    }

    @Test func itemValuesThatCannotBeUsedAreErrorsThatSayWhere() throws {
        let environment = TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [5])
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "100 / (3 - item)"), height: 40)
        #expect(throws: LayoutError.invalidValue(section: 0, item: 3, path: "$.flow.itemSize.width", expression: "100 / (3 - item)", reason: "division by zero")) {
            try FlowTestEngine.compute(flow, in: environment)
        }
        #expect(LayoutError.invalidValue(section: 0, item: 3, path: "$.flow.itemSize.width", expression: "100 / (3 - item)", reason: "division by zero").description
            == #"section 0, item 3: $.flow.itemSize.width "100 / (3 - item)": division by zero"#)

        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "weight * 2"), height: 40)
        flow.sections = [FlowSectionOverrides(minimumLineSpacing: 4), FlowSectionOverrides(itemSize: flow.itemSize)]
        let two = TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [0, 3])
        #expect(throws: LayoutError.invalidValue(section: 1, item: 0, path: "$.flow.sections[1].itemSize.width", expression: "weight * 2", reason: #"unknown name "weight": no dataset is given, so dataset fields have no value"#)) {
            try FlowTestEngine.compute(flow, in: two)
        }
        let content = MonospaceContent(characterWidth: 10, lineHeight: 20, records: [[], [PredicateValues(["weight": .number(3)]), PredicateValues(["weight": .string("heavy")])]], sectionRecords: [])
        #expect(throws: LayoutError.invalidValue(section: 1, item: 1, path: "$.flow.sections[1].itemSize.width", expression: "weight * 2", reason: #"the field "weight" is not a number (found "heavy")"#)) {
            try FlowTestEngine.compute(flow, in: two, content: content)
        }
        let missing = MonospaceContent(characterWidth: 10, lineHeight: 20, records: [[], [PredicateValues(["weight": .number(3)]), PredicateValues([:])]], sectionRecords: [])
        #expect(throws: LayoutError.invalidValue(section: 1, item: 1, path: "$.flow.sections[1].itemSize.width", expression: "weight * 2", reason: #"unknown name "weight": the item's record has no field "weight""#)) {
            try FlowTestEngine.compute(flow, in: two, content: missing)
        }
        let short = MonospaceContent(characterWidth: 10, lineHeight: 20, records: [[], [PredicateValues(["weight": .number(3)])]], sectionRecords: [])
        #expect(throws: LayoutError.invalidValue(section: 1, item: 1, path: "$.flow.sections[1].itemSize.width", expression: "weight * 2", reason: #"unknown name "weight": the dataset has no record for this item"#)) {
            try FlowTestEngine.compute(flow, in: two, content: short)
        }
    }

    @Test func sectionValuesThatCannotBeUsedAreErrorsThatSayWhere() throws {
        var flow = FlowLayout()
        flow.sections = [FlowSectionOverrides(), FlowSectionOverrides(minimumLineSpacing: try FlowExpression(parsing: "width - 500"))]
        #expect(throws: LayoutError.invalidValue(section: 1, item: nil, path: "$.flow.sections[1].minimumLineSpacing", expression: "width - 500", reason: "must not be negative (found -110)")) {
            try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [1, 1]))
        }
        #expect(LayoutError.invalidValue(section: 1, item: nil, path: "$.flow.minimumLineSpacing", expression: "width - 500", reason: "must not be negative (found -110)").description
            == #"section 1: $.flow.minimumLineSpacing "width - 500": must not be negative (found -110)"#)
        flow.sections = []
        flow.headerReferenceSize = FlowSize(width: 0, height: try FlowExpression(parsing: "1e300 * width * 1e300"))
        #expect(throws: LayoutError.invalidValue(section: 0, item: nil, path: "$.flow.headerReferenceSize.height", expression: "1e+300 * width * 1e+300", reason: "the value is not finite (inf)")) {
            try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [1]))
        }
        // Only the scroll-axis component is read (F3): the width of a vertical header is never evaluated.
        flow.headerReferenceSize = FlowSize(width: try FlowExpression(parsing: "width / (section - 0)"), height: 10)
        #expect(try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [1])).elements.count == 2)
    }

    @Test func anItemLongerThanItsLineSitsAloneAtTheStartWithAWarning() throws {
        // F10 is undefined in UIKit; the reading taken is PST's: alone on its line at x0, not centred.
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "item * 200 + 100"), height: 50)
        flow.sectionInset = FlowInsets(left: 10, right: 10)
        let result = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 320, height: 480), itemCounts: [3]))
        // Widths 100, 300, 500 on L = 300: [#0] centred, [#1] exactly the line, [#2] alone at x0 and overflowing.
        #expect(result.elements.frame(at: 0) == Rect(x: 110, y: 0, width: 100, height: 50))
        #expect(result.elements.frame(at: 1) == Rect(x: 10, y: 60, width: 300, height: 50))
        #expect(result.elements.frame(at: 2) == Rect(x: 10, y: 120, width: 500, height: 50))
        #expect(result.contentSize == Size(width: 520, height: 170))
        #expect(result.warnings == ["section 0: 1 item is longer than the line (300 pt); each sits alone at the line's start and overflows it (F10: UIKit calls this undefined)"])
    }

    /// Sizes capped with `min` and floored with `max`, item by item, placed by F8, F11, F12, F14 and F17.
    @Test func itemSizesWithMinAndMaxAreEvaluatedPerItem() throws {
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "min(item * 100 + 50, 250)"), height: try FlowExpression(parsing: "max(item * 20, 40)"))
        flow.sectionInset = FlowInsets(left: 10, right: 10)
        let result = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 320, height: 480), itemCounts: [4]))
        // Sizes 50x40, 150x40, 250x40, 250x60 on L = 300 with mi = ml = 10 (F1). F8: [#0 #1], [#2], [#3].
        // [#0 #1] is justified (F11): g = (300 - 200) / 1 = 100. [#2] is alone and centred (F12): 10 + 25.
        // [#3] is the last line of mixed sizes (F14): at the start; its line is 60 tall.
        #expect(result.elements.frame(at: 0) == Rect(x: 10, y: 0, width: 50, height: 40))
        #expect(result.elements.frame(at: 1) == Rect(x: 160, y: 0, width: 150, height: 40))
        #expect(result.elements.frame(at: 2) == Rect(x: 35, y: 50, width: 250, height: 40))
        #expect(result.elements.frame(at: 3) == Rect(x: 10, y: 100, width: 250, height: 60))
        #expect(result.contentSize == Size(width: 320, height: 160))
    }

    /// Sizes kept on whole points with `floor`, as `sizeForItemAt` code writes it, evaluated per item (F2) and placed
    /// by F8, F11 and F14.
    @Test func itemSizesRoundedPerItem() throws {
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: try FlowExpression(parsing: "floor((width - 20) / 3) - item"), height: try FlowExpression(parsing: "ceil(item * 2.5 + 40)"))
        let result = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 320, height: 480), itemCounts: [3]))
        // floor(300 / 3) = 100: widths 100, 99, 98, heights 40, 43 (ceil 42.5), 45. L = 320, mi = 10: all three fit
        // (297 + 20 = 317), a line that is also the last, of mixed sizes (F14): x 0, 110, 219.
        // The line is 45 tall and centres each item in it (F17).
        #expect(result.elements.frame(at: 0) == Rect(x: 0, y: 2.5, width: 100, height: 40))
        #expect(result.elements.frame(at: 1) == Rect(x: 110, y: 1, width: 99, height: 43))
        #expect(result.elements.frame(at: 2) == Rect(x: 219, y: 0, width: 98, height: 45))
        #expect(result.contentSize == Size(width: 320, height: 45))
    }

    /// `scale` is the screen's pixels per point: a thumbnail grid sized `(width / 3 * scale - 8) / 3`, as an app wrote
    /// it from `UIScreen.main.scale`, is (390 − 8) / 3 = 127.333 wide at 3x on a 390-point view and (390 × 2 / 3 − 8) / 3
    /// = 84 at 2x. At 2x, with 4-point spacing, four would fit a line (F8); the three items are a last line of equal
    /// sizes, which takes the gap of a full line (F13): (390 − 4 × 84) / 3 = 18, so the second starts at 102.
    @Test func theScreensScaleIsAName() throws {
        var flow = FlowLayout()
        let side = try FlowExpression(parsing: "(width / 3 * scale - 8) / 3")
        flow.itemSize = FlowSize(width: side, height: side)
        flow.minimumInteritemSpacing = 4
        let threeX = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [3]))
        #expect(threeX.elements.frame(at: 0).size == Size(width: 382.0 / 3, height: 382.0 / 3))
        let twoX = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), scale: 2, itemCounts: [3]))
        #expect(twoX.elements.frame(at: 0) == Rect(x: 0, y: 0, width: 84, height: 84))
        #expect(twoX.elements.frame(at: 1) == Rect(x: 102, y: 0, width: 84, height: 84))
    }

    @Test func estimatesStandWithoutContent() throws {
        var flow = FlowLayout()
        flow.estimatedItemSize = .estimate(FlowSize(width: 100, height: 40))
        let environment = TestEnvironment(containerSize: Size(width: 330, height: 480), itemCounts: [5])
        let result = try FlowTestEngine.compute(flow, in: environment)
        #expect(result.warnings == ["estimatedItemSize is set without a content description: every cell keeps its estimate (F24)"])
        // Self-sizing sections are non-uniform (F24): the last line is left-aligned with mi, not on the grid.
        #expect(result.elements.frame(at: 4) == Rect(x: 110, y: 50, width: 100, height: 40))
        flow.content = ContentDescription(text: .literal("Hello"))
        #expect(try FlowTestEngine.compute(flow, in: environment).warnings == ["no content to measure the cells' content description: every cell keeps its estimate (F24)"])
        flow.estimatedItemSize = .automaticSize
        flow.itemSize = FlowSize(width: 60, height: 30)
        let measured = try FlowTestEngine.compute(flow, in: environment, content: MonospaceContent(characterWidth: 10, lineHeight: 20, records: [], sectionRecords: []))
        #expect(measured.warnings.isEmpty)
        #expect(measured.elements.frame(at: 0).size == Size(width: 50, height: 20))
    }

    @Test func degenerateSizesDoNotHang() throws {
        // Zero-size items with no spacing: any number fits on a line; planning must not loop.
        var flow = FlowLayout()
        flow.itemSize = FlowSize(width: 0, height: 0)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let environment = TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [10_000])
        let plan = try FlowTestEngine.plan(flow, in: environment)
        #expect(plan.result().elements.count == 10_000)
        #expect(plan.elements(in: Rect(x: 0, y: 0, width: 390, height: 10)).count == plan.result().elements.elements.filter { $0.frame.intersects(Rect(x: 0, y: 0, width: 390, height: 10)) }.count)
        // Tiny items on a line: counted in closed form past the exact limit.
        flow.itemSize = FlowSize(width: 0.001, height: 1)
        let tiny = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [2]))
        #expect(tiny.elements.frame(at: 1).y == 0)
        // Insets wider than the view: every item overflows, nothing traps.
        flow.itemSize = FlowSize(width: 10, height: 10)
        flow.sectionInset = FlowInsets(left: 300, right: 300)
        let squeezed = try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [3]))
        #expect(squeezed.elements.frame(at: 2) == Rect(x: 300, y: 20, width: 10, height: 10))
        #expect(squeezed.contentSize.width == 390 + 10 + 210)
    }

    @Test func environmentFaultsAreErrors() {
        let flow = FlowLayout()
        #expect(throws: LayoutError.invalidEnvironment("the container size must be positive (found 0x844)")) {
            try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 0, height: 844), itemCounts: [1]))
        }
        #expect(throws: LayoutError.invalidEnvironment("the content offset must be finite (found nan,0)")) {
            try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [1], contentOffset: Point(x: .nan, y: 0)))
        }
        #expect(throws: LayoutError.invalidEnvironment("section 0 does not scroll orthogonally, so it takes no orthogonal offset (a flow layout has no orthogonal sections)")) {
            try FlowTestEngine.compute(flow, in: TestEnvironment(containerSize: Size(width: 390, height: 844), itemCounts: [1], orthogonalOffsets: [0: 5]))
        }
    }
}


/// An environment with the item counts the engine takes beside it, as these tests were first written (scale 2 unless
/// given).
struct TestEnvironment {
    var environment: LayoutEnvironment
    var itemCounts: [Int]

    init(containerSize: Size, scale: Double = 2, itemCounts: [Int], contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]) {
        environment = LayoutEnvironment(containerSize: containerSize, scale: scale, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        self.itemCounts = itemCounts
    }
}

/// The flow family's own plan for a `TestEnvironment`.
enum FlowTestEngine {
    static func plan(_ flow: FlowLayout, in test: TestEnvironment, content: (any LayoutContent)? = nil) throws(LayoutError) -> FlowPlan {
        try FlowPlan(flow, in: test.environment, itemCounts: test.itemCounts, content: content)
    }

    static func compute(_ flow: FlowLayout, in test: TestEnvironment, content: (any LayoutContent)? = nil) throws(LayoutError) -> LayoutResult {
        try plan(flow, in: test, content: content).result()
    }
}
