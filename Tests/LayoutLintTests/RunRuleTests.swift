import LayoutLint
import LayoutModel
import Testing

/// LL002 (invalid sizes), LL010 (estimate drift) and LL011 (mirroring) on runs written by hand.
@Suite("Size, drift and mirror rules")
struct RunRuleTests {
    typealias F = LintFixtures

    /// A flow line on a 390-point view with 10-point section insets is 370 long (F6): an item 371 wide does not fit,
    /// one 370.2 wide is within a pixel.
    @Test func aFlowItemLongerThanItsLineIsInvalid() throws {
        let layout = try F.layout(#"{"name": "flow", "flow": {"itemSize": {"width": 371, "height": 50}, "sectionInset": {"left": 10, "right": 10}}}"#)
        let run = F.run(F.environment(), content: Size(width: 390, height: 200), [F.cell(0, 0, 10, 0, 371, 50), F.cell(0, 1, 10, 60, 370.2, 50)])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL002) == ["cell 0.0 | error"])
        #expect(result.findings.first { $0.rule == .LL002 }?.message
            == "cell 0.0 is 371 wide, more than the 370 its line has after the content and section insets (F6, F7): UIKit logs the item size as undefined")
        // From the safe area (F7): 47-point notches each side of an 844-point view leave 844 − 57 − 57 = 730.
        let fromSafeArea = try F.layout(#"{"name": "flow", "flow": {"sectionInset": {"left": 10, "right": 10}, "sectionInsetReference": "fromSafeArea"}}"#)
        let landscape = F.run(F.environment(844, 390, safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)),
                              content: Size(width: 844, height: 200), [F.cell(0, 0, 57, 0, 731, 50), F.cell(0, 1, 57, 60, 730, 50)])
        #expect(F.summary(F.lint(fromSafeArea, [landscape]), .LL002) == ["cell 0.0 | error"])
    }

    @Test func aSectionOrGroupLeftNoRoomByItsInsetsIsInvalid() throws {
        let layout = try F.layout(#"""
            {"name": "insets", "sections": [
              {"contentInsets": {"leading": 200, "trailing": 200},
               "group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}},
              {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "contentInsets": {"top": 22, "bottom": 22},
                         "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}},
              {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "contentInsets": {"top": 21, "bottom": 21},
                         "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}}]}
            """#)
        let resolutions = [
            1: GroupResolution(resolvedSizes: ["group": Size(width: 390, height: 44)], slotCounts: ["group": 1]),
            2: GroupResolution(resolvedSizes: ["group": Size(width: 390, height: 44)], slotCounts: ["group": 1]),
        ]
        let run = F.run(F.environment(), content: Size(width: 390, height: 200), [F.cell(2, 0, 0, 21, 390, 2)],
                        itemCounts: [1, 1, 1], resolutions: resolutions)
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL002) == ["section 0 | error", "section 1 | error"])
        let messages = result.findings.filter { $0.rule == .LL002 }.map(\.message)
        #expect(messages == [
            "in section 0, the section's container is 390 wide and its content insets take 400, leaving no room (R41)",
            "in section 1, the group at $.sections[1].group is 44 high and its content insets take 44, leaving no room (R41)",
        ])
        #expect(result.findings.first { $0.element == .section(1) }?.location == LintLocation(file: "lint.json", line: 4, column: 13))
    }

    /// Three rows estimated at 44: one measures 100 (more than twice its estimate: a note); together they are 56 points
    /// longer than estimated, 0.3 of the 188-point content (past 0.25: a warning about the run).
    @Test func estimatesFarFromTheMeasuredSizesDrift() throws {
        let layout = try F.layout(#"""
            {"name": "rows", "section": {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "estimated(44)"},
             "subitems": [{"size": {"width": "fractionalWidth(1)", "height": "estimated(44)"}, "content": {"field": "title", "font": {"textStyle": "body"}}}]}}}
            """#)
        let run = F.run(F.environment(), content: Size(width: 390, height: 188), [
            F.cell(0, 0, 0, 0, 390, 100), F.cell(0, 1, 0, 100, 390, 44), F.cell(0, 2, 0, 144, 390, 44),
        ])
        let result = F.lint(layout, [run])
        #expect(F.summary(result, .LL010) == ["the run | warning", "cell 0.0 | note"])
        #expect(result.findings.first { $0.rule == .LL010 }?.message
            == "self-sized elements measure 56 points more than estimated along the scroll axis, 0.3 of the content length 188")
        // Measured as estimated: nothing.
        let even = F.run(F.environment(), content: Size(width: 390, height: 132), [
            F.cell(0, 0, 0, 0, 390, 44), F.cell(0, 1, 0, 44, 390, 44), F.cell(0, 2, 0, 88, 390, 44),
        ])
        #expect(F.summary(F.lint(layout, [even]), .LL010).isEmpty)
    }

    /// A list estimates its rows at 44, 52 on iOS 26 (ListRules.md L3), a height the app cannot set: rows measured at
    /// twice that and more are no finding, on either version (LintRules.md, LL010).
    @Test func listRowsAreNotJudgedForDrift() throws {
        let layout = try F.layout(#"{"name": "list", "list": {}}"#)
        let rows = [F.cell(0, 0, 0, 0, 390, 44), F.cell(0, 1, 0, 44, 390, 88), F.cell(0, 2, 0, 132, 390, 120)]
        let earlier = F.run(F.environment(version: .ios18), content: Size(width: 390, height: 252), rows)
        #expect(F.summary(F.lint(layout, [earlier]), .LL010).isEmpty)
        let newest = F.run(F.environment(), content: Size(width: 390, height: 252), rows)
        #expect(F.summary(F.lint(layout, [newest]), .LL010).isEmpty)
    }

    static let grid = #"""
        {"name": "grid", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
         "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 2}}}
        """#

    /// Right to left, each frame is its left-to-right frame mirrored across the content width: item 1 at (195, 0) left to
    /// right belongs at (0, 0).
    @Test func rightToLeftFramesMirrorTheLeftToRightOnes() throws {
        let layout = try F.layout(Self.grid)
        let leftToRight = F.run(F.environment(), content: Size(width: 390, height: 200), [
            F.cell(0, 0, 0, 0, 195, 100), F.cell(0, 1, 195, 0, 195, 100), F.cell(0, 2, 0, 100, 195, 100),
        ])
        let mirrored = F.run(F.environment(direction: .rightToLeft), content: Size(width: 390, height: 200), [
            F.cell(0, 0, 195, 0, 195, 100), F.cell(0, 1, 0, 0, 195, 100), F.cell(0, 2, 195, 100, 195, 100),
        ])
        #expect(F.summary(F.lint(layout, [leftToRight, mirrored]), .LL011).isEmpty)
        // Either order.
        #expect(F.summary(F.lint(layout, [mirrored, leftToRight]), .LL011).isEmpty)

        let unmirrored = F.run(F.environment(direction: .rightToLeft), content: Size(width: 390, height: 200), [
            F.cell(0, 0, 195, 0, 195, 100), F.cell(0, 1, 10, 0, 195, 100),
        ])
        let result = F.lint(layout, [leftToRight, unmirrored])
        #expect(F.summary(result, .LL011) == ["cell 0.1 | warning", "cell 0.2 | warning"])
        let messages = result.findings.filter { $0.rule == .LL011 }.map(\.message)
        #expect(messages == [
            "cell 0.1 is at (10, 0, 195 × 100) right to left; its left-to-right frame mirrored is (0, 0, 195 × 100)",
            "cell 0.2 is laid out left to right but not right to left",
        ])
        #expect(result.findings.first { $0.rule == .LL011 }?.environments == [1])
    }

    /// A flow layout whose left and right insets differ mirrors as its swapped spec, which no run of the matrix
    /// holds: it is not compared.
    @Test func aFlowLayoutWithUnevenInsetsIsNotCompared() throws {
        let layout = try F.layout(#"{"name": "flow", "flow": {"itemSize": {"width": 100, "height": 50}, "sectionInset": {"left": 10, "right": 30}}}"#)
        let leftToRight = F.run(F.environment(), content: Size(width: 390, height: 50), [F.cell(0, 0, 10, 0, 100, 50)])
        let rightToLeft = F.run(F.environment(direction: .rightToLeft), content: Size(width: 390, height: 50), [F.cell(0, 0, 10, 0, 100, 50)])
        #expect(F.summary(F.lint(layout, [leftToRight, rightToLeft]), .LL011).isEmpty)
    }
}
