import LayoutEngine
import LayoutModel
import Testing

/// Right-to-left as Environments.md (Right to left) and EnvironmentRules.md V8 define it: the left-to-right layout with
/// the physical left and right insets swapped, mirrored across the content width. The RTL fixtures check hand-derived
/// frames; these tests check the definition itself on every fixture, and that a right-to-left plan's three ways of
/// giving frames agree.
@Suite("Right to left")
struct RightToLeftTests {
    static func environment(_ environment: LayoutEnvironment, _ direction: LayoutDirection) -> LayoutEnvironment {
        var copy = environment
        copy.layoutDirection = direction
        return copy
    }

    /// Fixtures whose environment looks the same in a mirror, so that right-to-left must be exactly the
    /// left-to-right layout of the same environment, mirrored: left and right safe-area insets equal, explicit
    /// margins (if any) equal on both sides, and no pinned boundary item in a horizontally scrolling layout (its
    /// pinning reads the scroll offset's x, which mirroring moves). The spec's own insets play no part: they are
    /// directional and follow the mirror whatever their values (RTL01 has leading 10, trailing 30).
    static let mirrorSymmetricFixtures: [String] = EngineFixture.allNames.filter { name in
        guard let fixture = try? EngineFixture.load(name) else { return true }  // the test then reports the load error
        let environment = fixture.environment
        let margins = environment.layoutMargins
        let flow = fixture.spec.flow
        let pins = !(fixture.spec.compositional?.supplementaryRoles.pinnedKinds.isEmpty ?? true)
            || flow.map { $0.sectionHeadersPinToVisibleBounds || $0.sectionFootersPinToVisibleBounds } ?? false
        let pinsAlongX = fixture.spec.definition.scrollDirection(in: environment) == .horizontal && pins
        // A flow layout's UIEdgeInsets are physical: they swap too, so they must be symmetric for the property.
        let flowInsets = flow.map { [$0.collectionView.contentInset, $0.sectionInset] + $0.sections.compactMap(\.sectionInset) } ?? []
        return environment.safeAreaInsets.leading == environment.safeAreaInsets.trailing
            && (margins == nil || margins!.leading == margins!.trailing) && !pinsAlongX
            && flowInsets.allSatisfy { $0.left == $0.right }
    }

    @Test func mostFixturesAreMirrorSymmetricAndTheFilterLeavesOutTheAsymmetricOnes() {
        #expect(Self.mirrorSymmetricFixtures.count >= 140)
        for asymmetric in ["reference/D09-safe-area-content-insets-reference.json", "reference/RTL14-horizontal-pinned-header-offset.json",
                           "reference/RTL18-explicit-asymmetric-layout-margins.json"] {
            #expect(EngineFixture.allNames.contains(asymmetric))
            #expect(!Self.mirrorSymmetricFixtures.contains(asymmetric))
        }
    }

    /// Every right-to-left frame is the mirror of its left-to-right frame, element by element and in the same
    /// order, in `result()`, in chunks and in rect queries; content size, strips and warnings are the same.
    @Test(arguments: mirrorSymmetricFixtures)
    func rightToLeftIsTheMirroredLeftToRightLayout(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let leftToRight = try LayoutPlanner.compute(
            fixture.spec, in: Self.environment(fixture.environment, .leftToRight), itemCounts: fixture.itemCounts, content: fixture.content
        )
        let plan = try LayoutPlanner.plan(
            fixture.spec, in: Self.environment(fixture.environment, .rightToLeft), itemCounts: fixture.itemCounts, content: fixture.content
        )
        let width = leftToRight.contentSize.width
        let mirrored = leftToRight.elements.elements.map { $0.mirroredHorizontally(across: width) }

        let result = plan.result()
        #expect(result.contentSize == leftToRight.contentSize)
        #expect(result.orthogonalStrips == leftToRight.orthogonalStrips)
        #expect(result.warnings == leftToRight.warnings)
        #expect(result.roles == leftToRight.roles)
        #expect(result.elements.count == mirrored.count)
        for (index, (right, left)) in zip(result.elements.elements, mirrored).enumerated() where right != left {
            Issue.record("\(name): element \(index): right to left \(right), mirrored left to right \(left)")
        }

        for chunkSize in [1, 7, 64] {
            var chunks: [LayoutElementFrame] = []
            try plan.write(chunkSize: chunkSize) { chunks += $0.elements }
            #expect(chunks == mirrored, "\(name): chunks of \(chunkSize)")
        }

        for rect in Self.rectangles(for: result, environment: fixture.environment) {
            #expect(plan.elements(in: rect) == mirrored.filter { $0.frame.intersects(rect) }, "\(name): rect \(rect)")
        }
    }

    /// The definition of Environments.md, Right to left, on every fixture, asymmetric ones included: the left-to-right
    /// layout of the environment with the physical left and right insets swapped (written out here, not taken from the
    /// engine) and the viewport mirrored, mirrored across the content width.
    @Test(arguments: EngineFixture.allNames)
    func rightToLeftIsTheMirrorOfTheSwappedEnvironment(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let rightToLeft = Self.environment(fixture.environment, .rightToLeft)
        var swapped = Self.environment(fixture.environment, .leftToRight)
        let safe = rightToLeft.safeAreaInsets
        swapped.safeAreaInsets = EdgeInsets(top: safe.top, leading: safe.trailing, bottom: safe.bottom, trailing: safe.leading)
        if let margins = rightToLeft.layoutMargins {
            swapped.layoutMargins = EdgeInsets(top: margins.top, leading: margins.trailing, bottom: margins.bottom, trailing: margins.leading)
        }
        // A flow layout's UIEdgeInsets swap too (Environments.md, Right to left: the left and right of every
        // UIEdgeInsets).
        let swappedSpec = fixture.spec.leftToRightEquivalent
        let unshifted = try LayoutPlanner.compute(swappedSpec, in: swapped, itemCounts: fixture.itemCounts, content: fixture.content)
        let width = unshifted.contentSize.width
        // The physical viewport x...x+w mirrored across the content is (width - x - w)...(width - x).
        if let offset = rightToLeft.contentOffset {
            swapped.contentOffset = Point(x: width - offset.x - rightToLeft.containerSize.width, y: offset.y)
        }
        let leftToRight = try LayoutPlanner.compute(swappedSpec, in: swapped, itemCounts: fixture.itemCounts, content: fixture.content)
        let result = try LayoutPlanner.compute(fixture.spec, in: rightToLeft, itemCounts: fixture.itemCounts, content: fixture.content)
        #expect(result.contentSize == leftToRight.contentSize)
        #expect(result.elements.elements == leftToRight.elements.elements.map { $0.mirroredHorizontally(across: width) }, "\(name)")
    }

    /// The three ways a `RightToLeftPlan` gives frames agree on every fixture, whether the base is a family's plan
    /// or a plan from elsewhere that forwards its writing: either way each chunk is mirrored in the sink, once.
    @Test(arguments: EngineFixture.allNames)
    func rectQueriesAndChunksAgreeWithTheResult(_ name: String) throws {
        let fixture = try EngineFixture.load(name)
        let environment = Self.environment(fixture.environment, .rightToLeft)
        let planned = try LayoutPlanner.plan(fixture.spec, in: environment, itemCounts: fixture.itemCounts, content: fixture.content)
        let plan = try #require(planned as? RightToLeftPlan)
        let foreign = RightToLeftPlan(
            mirroring: ForwardingPlan(base: plan.base), scrollAxis: plan.scrollAxis, containerWidth: environment.containerSize.width
        )
        let all = plan.result()
        #expect(plan.elementCount == all.elements.count)
        #expect(foreign.result() == all)
        for rect in Self.rectangles(for: all, environment: environment) {
            let expected = all.elements.elements.filter { $0.frame.intersects(rect) }
            #expect(plan.elements(in: rect) == expected, "\(name): rect \(rect)")
            #expect(foreign.elements(in: rect) == expected, "\(name): rect \(rect), foreign base")
        }
        for chunkSize in [1, 3, 64] {
            var chunks: [LayoutElementFrame] = []
            try plan.write(chunkSize: chunkSize) { chunks += $0.elements }
            #expect(chunks == all.elements.elements, "\(name): chunks of \(chunkSize)")
            var foreignChunks: [LayoutElementFrame] = []
            try foreign.write(chunkSize: chunkSize) { foreignChunks += $0.elements }
            #expect(foreignChunks == all.elements.elements, "\(name): chunks of \(chunkSize), foreign base")
        }
    }

    /// The output-path rectangles, their mirror images (so both edges of a right-to-left layout are queried),
    /// rectangles whose edges lie exactly on frame edges, and strips running off to the left.
    static func rectangles(for result: LayoutResult, environment: LayoutEnvironment) -> [Rect] {
        let base = OutputPathTests.rectangles(for: result, environment: environment)
        let width = result.contentSize.width
        let edges = (0..<min(result.elements.count, 40)).map { result.elements.frame(at: $0) }.map {
            Rect(x: $0.maxX, y: $0.y, width: 1, height: $0.height)
        }
        let leftOfContent = Rect(x: -2000, y: 0, width: 2000, height: result.contentSize.height)
        return base + base.map { $0.mirroredHorizontally(across: width) } + edges + [leftOfContent]
    }

    /// Post 002's two-column grid with a million items, right to left: the rect query still touches only the
    /// visible groups. Left to right item 2k is at x 10 and 2k+1 at 200 (180 wide); mirrored across 390,
    /// 390 - 10 - 180 = 200 and 390 - 200 - 180 = 10.
    @Test func aMillionItemRectQueryIsMirroredAndStaysSmall() throws {
        let plan = try LayoutPlanner.plan(EngineBehaviourTests.twoColumnGrid, in: LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), scale: 3, layoutDirection: .rightToLeft
        ), itemCounts: [1_000_000])
        let visible = plan.elements(in: Rect(x: 0, y: 5_000_000, width: 390, height: 844))
        #expect(visible.map(\.item) == Array((45454 * 2)..<(45462 * 2 + 2)))
        #expect(visible.first?.frame == Rect(x: 200, y: 45454 * 110, width: 180, height: 100))
        #expect(visible.dropFirst().first?.frame == Rect(x: 10, y: 45454 * 110, width: 180, height: 100))
        #expect(plan.contentSize == Size(width: 390, height: 500_000 * 110 - 10))
        var largest = 0
        var count = 0
        try plan.write(chunkSize: 4096) { chunk in
            largest = max(largest, chunk.count)
            count += chunk.count
            if count == chunk.count { #expect(chunk.frame(at: 1) == Rect(x: 10, y: 0, width: 180, height: 100)) }
        }
        #expect(count == 1_000_000)
        #expect(largest < 2 * 4096)
    }

    /// In a horizontally scrolling layout the sections' extents lie along x and are mirrored with the frames;
    /// strip geometry is not. E20 left to right: section 0 at 0 (215 long), section 1 at 227; content 442 wide.
    /// Mirrored: 442 - 0 - 215 = 227 and 442 - 227 - 215 = 0.
    @Test func horizontalSectionExtentsAreMirroredInTheSummary() throws {
        let fixture = try EngineFixture.load("reference/E20-scrolling-sideways.json")
        let plan = try LayoutPlanner.plan(
            fixture.spec, in: Self.environment(fixture.environment, .rightToLeft), itemCounts: fixture.itemCounts
        )
        #expect(plan.summary.sections.map(\.start) == [227, 0])
        #expect(plan.summary.sections.map(\.length) == [215, 215])
        #expect(plan.result().sections == plan.summary.sections)
        #expect(plan.summary.elements.count == 0)
        // A vertical layout's sections lie along y and stay as they are (E10: one section, 170 long, at 0).
        let grid = try EngineFixture.load("reference/E10-section-insets-and-group-spacing.json")
        let vertical = try LayoutPlanner.plan(grid.spec, in: Self.environment(grid.environment, .rightToLeft), itemCounts: grid.itemCounts)
        #expect(vertical.summary.sections.map(\.start) == [0])
        #expect(vertical.summary.sections.map(\.length) == [170])
    }

    /// The compositional planner entry returns the family's own plan, which is never mirrored: it refuses a
    /// right-to-left environment rather than hand back left-to-right frames for it.
    @Test func theCompositionalEntryRefusesRightToLeft() {
        #expect(throws: LayoutError.self) {
            try CompositionalPlan(
                EngineBehaviourTests.twoColumnGrid.compositional!,
                in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft), itemCounts: [2]
            )
        }
    }
}

/// A plan from outside the engine: forwards every question to another plan, writing included, so a right-to-left
/// plan around it can only mirror what reaches the sink it is handed.
struct ForwardingPlan: LayoutPlan {
    let base: any LayoutPlan

    var contentSize: Size { base.contentSize }
    var warnings: [String] { base.warnings }
    var elementCount: Int { base.elementCount }
    var summary: LayoutResult { base.summary }
    var roles: SupplementaryRoles { base.roles }
    func write(into sink: inout FrameSink) throws { try base.write(into: &sink) }
    func elements(in rect: Rect) -> [LayoutElementFrame] { base.elements(in: rect) }
}
