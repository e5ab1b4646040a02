import LayoutLint
import LayoutModel
import Testing

/// LL001, LL003, LL004 and LL005 on frames written by hand from each rule's condition (`LintRules.md`): a pixel at 3x is
/// a third of a point, so a frame a third of a point past an edge is not flagged and one a point past is.
@Suite("Frame rules")
struct FrameRuleTests {
    typealias F = LintFixtures

    static let grid = #"""
        {"name": "grid",
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
                               "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2},
                     "decorationItems": [{"elementKind": "background"}]}}
        """#

    @Test func degenerateFramesAreErrorsAndNothingElseIsSaidOfThem() throws {
        let layout = try F.layout(Self.grid)
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 0, 100),          // no width
            F.cell(0, 1, 195, 0, 195, -1),       // negative height
            F.cell(0, 2, .nan, 100, 195, 100),   // not a number
            F.cell(0, 3, 195, 100, 195, 100),    // fine
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL001) == ["cell 0.0 | error", "cell 0.1 | error", "cell 0.2 | error"])
        // A degenerate cell is not also too small to tap, nor outside the content.
        #expect(F.summary(result, .LL007).isEmpty)
        #expect(result.findings.first { $0.element.item == 2 }?.message == "cell 0.2 has a frame that is not a number: (nan, 100, 195 × 100)")
    }

    @Test func elementsOutsideTheContentAreUnreachable() throws {
        let layout = try F.layout(Self.grid)
        let run = F.run(F.environment(), content: Size(width: 390, height: 1000), [
            F.cell(0, 0, 0, -1, 195, 100),          // a point above the content
            F.cell(0, 1, 195, -0.3, 195, 100),      // within a pixel
            F.cell(0, 2, 0, 910, 195, 100),         // ends 10 points below
            F.cell(0, 3, 195, 900, 195.3, 100.3),   // ends within a pixel on both axes
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL003) == ["cell 0.0 | error", "cell 0.2 | error"])
    }

    @Test func aVerticalLayoutIsCutAtItsSidesAtRest() throws {
        let layout = try F.layout(Self.grid)
        let run = F.run(F.environment(), content: Size(width: 400, height: 844), [
            F.cell(0, 0, -1, 0, 195, 100),       // a point left of the screen
            F.cell(0, 1, 205, 0, 195, 100),      // ends at 400, past 390
            F.cell(0, 2, -0.3, 100, 195, 100),   // within a pixel
            F.cell(0, 3, 195, 100, 195.3, 100),  // within a pixel
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL004) == ["cell 0.0 | error", "cell 0.1 | error"])
        #expect(result.findings.first { $0.rule == .LL004 && $0.element.item == 1 }?.message
            == "cell 0.1 ends at x 400 on the screen at rest, past the right limit 390")
        // An edge LL004 flags is not flagged again as unsafe (the safe area is zero anyway here).
        #expect(F.summary(result, .LL005).isEmpty)
    }

    @Test func aHorizontalLayoutIsCutAtItsTopAndBottom() throws {
        let layout = try F.layout(#"""
            {"name": "strip", "configuration": {"scrollDirection": "horizontal"},
             "section": {"group": {"kind": "vertical", "size": {"width": "absolute(100)", "height": "fractionalHeight(1)"},
                                   "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}}
            """#)
        let run = F.run(F.environment(844, 390), content: Size(width: 2000, height: 400), [
            F.cell(0, 0, 0, 0, 100, 400),     // 10 below the screen's bottom
            F.cell(0, 1, 100, 0, 100, 390),   // fine
            F.cell(0, 2, 1990, 0, 100, 390),  // past the content's end: LL003, not LL004
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL004) == ["cell 0.0 | error"])
        #expect(F.summary(result, .LL003) == ["cell 0.2 | error"])
    }

    /// Landscape, the notch on the left and right (47 each): cells must keep out of them; a background there is a
    /// note; an edge past the screen is LL004's alone.
    @Test func contentAcrossTheScrollAxisKeepsOutOfTheSafeArea() throws {
        let layout = try F.layout(Self.grid)
        let safe = EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        let run = F.run(F.environment(844, 390, safeArea: safe), content: Size(width: 844, height: 1000), [
            F.cell(0, 0, 20, 0, 375, 100),       // starts under the left notch
            F.cell(0, 1, 422, 0, 376, 100),      // ends at 798, past 797 (844 − 47)
            F.cell(0, 2, 46.8, 100, 375, 100),   // within a pixel of 47
            F.cell(0, 3, -5, 100, 375, 100),     // off the screen: LL004 only
            F.decoration("background", 0, 0, 0, 0, 844, 200),
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL005) == ["cell 0.0 | error", "cell 0.1 | error", "background 0.0 | note"])
        #expect(F.summary(result, .LL004) == ["cell 0.3 | error"])
        #expect(result.findings.first { $0.rule == .LL005 && $0.element.item == 0 }?.message
            == "cell 0.0 starts at x 20 on the screen at rest, past the left limit 47")
    }

    /// At rest a compositional layout's content starts below the top safe area (UIKit adjusts the scroll axis's
    /// inset); a flow layout that adjusts nothing (`never`) starts at the very top, under the status bar.
    @Test func theFirstElementAtRestStartsBelowTheTopSafeArea() throws {
        let safe = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let compositional = try F.layout(Self.grid)
        let atTop = F.run(F.environment(safeArea: safe), content: Size(width: 390, height: 300), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 195, 0, 195, 100),
        ])
        #expect(F.summary(F.lint(compositional, [atTop]), .LL005).isEmpty)

        let flow = try F.layout(#"{"name": "flow", "collectionView": {"contentInsetAdjustmentBehavior": "never"}, "flow": {"itemSize": {"width": 195, "height": 100}}}"#)
        let short = F.run(F.environment(safeArea: safe), content: Size(width: 390, height: 300), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 195, 0, 195, 100), F.cell(0, 2, 0, 200, 195, 100),
        ])
        // Both cells of the first row tie for first; the content is shorter than the screen, so the last row rests
        // where it is, at 300, above 810.
        #expect(F.summary(F.lint(flow, [short]), .LL005) == ["cell 0.0 | error", "cell 0.1 | error"])
    }

    /// The last element at the largest offset: the content scrolled to its end, the adjusted inset included.
    @Test func theLastElementAtTheLargestOffsetEndsAboveTheBottomSafeArea() throws {
        let safe = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let flow = try F.layout(#"{"name": "flow", "collectionView": {"contentInsetAdjustmentBehavior": "never", "contentInset": {"top": 50}}, "flow": {"itemSize": {"width": 195, "height": 100}}}"#)
        // Inset 50 at the top, none at the bottom: the largest offset is 900 − 844 = 56, the last row ends at 900 − 56 =
        // 844, below 810.
        let long = F.run(F.environment(safeArea: safe), content: Size(width: 390, height: 900), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 0, 800, 195, 100),
        ], inset: EdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0))
        #expect(F.summary(F.lint(flow, [long]), .LL005) == ["cell 0.1 | error"])

        // The compositional layout's bottom inset is the safe area: its last row ends at 810 exactly.
        let compositional = try F.layout(Self.grid)
        let scrolled = F.run(F.environment(safeArea: safe), content: Size(width: 390, height: 900), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 0, 800, 195, 100),
        ])
        #expect(F.summary(F.lint(compositional, [scrolled]), .LL005).isEmpty)
    }

    /// A strip's elements are checked within their strip: only its first element at strip offset 0 and its last at the
    /// strip's largest offset against the screen's edges; a run computed at another strip offset is moved back.
    @Test func aStripIsCheckedAtItsEnds() throws {
        let layout = try F.layout(#"""
            {"name": "carousel",
             "section": {"orthogonalScrollingBehavior": "continuous", "contentInsets": {"leading": 10, "trailing": 10},
                         "group": {"kind": "horizontal", "size": {"width": "absolute(150)", "height": "absolute(100)"},
                                   "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}}
            """#)
        let strip = OrthogonalStripGeometry(
            section: 0, behavior: .continuous, axis: .horizontal, stripLength: 370, contentLength: 600, minimumOffset: 0, maximumOffset: 230,
            initialOffset: 0, restPoints: [], groupLeadingEdges: [0, 150, 300, 450], groupLengths: [150, 150, 150, 150]
        )
        let cells = [F.cell(0, 0, 10, 0, 150, 100), F.cell(0, 1, 160, 0, 150, 100), F.cell(0, 2, 310, 0, 150, 100), F.cell(0, 3, 460, 0, 150, 100)]
        // Well inside the screen at both ends: the cells past its right edge are not cut, they scroll into view.
        let fine = F.run(F.environment(), content: Size(width: 390, height: 100), cells, strips: [strip])
        let clean = F.lint(layout, [fine])
        #expect(F.summary(clean, .LL004).isEmpty)
        #expect(F.summary(clean, .LL003).isEmpty)

        // Landscape with 47-point notches and no room kept for them: the first cell starts at 10 at strip offset 0, the
        // last ends at 610 − 230 = 380 at the largest offset; both under a notch of an 844-wide screen? Only the first.
        let notched = F.run(F.environment(844, 390, safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
                            content: Size(width: 844, height: 100), cells, strips: [strip])
        #expect(F.summary(F.lint(layout, [notched]), .LL005) == ["cell 0.0 | error"])

        // The same strip computed at strip offset 100: every frame 100 to the left; moved back, nothing changes.
        var scrolledEnvironment = F.environment()
        scrolledEnvironment.orthogonalOffsets = [0: 100]
        let scrolled = F.run(scrolledEnvironment, content: Size(width: 390, height: 100),
                             cells.map { var cell = $0; cell.frame.origin.x -= 100; return cell }, strips: [strip])
        #expect(F.summary(F.lint(layout, [scrolled]), .LL004).isEmpty)

        // A last group that ends past the screen at the largest offset (the strip's content is shorter than its cells).
        let short = OrthogonalStripGeometry(
            section: 0, behavior: .continuous, axis: .horizontal, stripLength: 370, contentLength: 400, minimumOffset: 0, maximumOffset: 30,
            initialOffset: 0, restPoints: [], groupLeadingEdges: [0, 150, 300, 450], groupLengths: [150, 150, 150, 150]
        )
        let cut = F.run(F.environment(), content: Size(width: 390, height: 100), cells, strips: [short])
        #expect(F.summary(F.lint(layout, [cut]), .LL004) == ["cell 0.3 | error"])
    }

    /// Right to left a strip runs from the right: its first element is the rightmost, checked at strip offset 0 against
    /// the screen's right edge.
    @Test func aRightToLeftStripStartsAtTheRight() throws {
        let layout = try F.layout(#"""
            {"name": "carousel",
             "section": {"orthogonalScrollingBehavior": "continuous",
                         "group": {"kind": "horizontal", "size": {"width": "absolute(150)", "height": "absolute(100)"},
                                   "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}}
            """#)
        let strip = OrthogonalStripGeometry(
            section: 0, behavior: .continuous, axis: .horizontal, stripLength: 390, contentLength: 450, minimumOffset: 0, maximumOffset: 60,
            initialOffset: 0, restPoints: [], groupLeadingEdges: [0, 150, 300], groupLengths: [150, 150, 150]
        )
        // Item 0 ends 5 points past the right edge at strip offset 0; item 2 at the far left ends the strip.
        let cells = [F.cell(0, 0, 245, 0, 150, 100), F.cell(0, 1, 95, 0, 150, 100), F.cell(0, 2, -55, 0, 150, 100)]
        let run = F.run(F.environment(direction: .rightToLeft), content: Size(width: 390, height: 100), cells, strips: [strip])
        // At the largest offset (60) the strip has moved right by 60: item 2 starts at 5, inside the screen.
        #expect(F.summary(F.lint(layout, [run]), .LL004) == ["cell 0.0 | error"])
    }

    @Test func hiddenElementsAreNotLinted() throws {
        let layout = try F.layout(Self.grid)
        var badge = F.supplementary("badge", 0, 0, -20, -20, 0, 10)
        badge.hidden = true
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [F.cell(0, 0, 0, 0, 195, 100), badge])
        #expect(F.lint(layout, [run]).findings.isEmpty)
    }
}
