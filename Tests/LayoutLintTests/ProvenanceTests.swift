import LayoutLint
import LayoutModel
import SpecFormat
import Testing

/// Which spec node each element comes from (`LintRules.md`, Provenance), on hand-built specs whose group trees the
/// solver fills as R7 to R9 and R17 say: slots in order, depth first; `subitems` cycled, `count` slots of `subitem`
/// and `repeatingSubitem`, one item per custom frame. A finding's path is its element's node; its location that
/// node's line and column in the spec's text.
@Suite("Provenance")
struct ProvenanceTests {
    typealias F = LintFixtures

    /// Every cell 10 × 0 (LL001 reports each, with its node).
    static func paths(_ json: String, items: Int, section: Int = 0, environment: LayoutEnvironment = F.environment(),
                      resolution: GroupResolution? = nil, content: (any LayoutContent)? = nil) throws -> [String] {
        let layout = try F.layout(json)
        var cells: [F.Element] = []
        for item in 0..<items { cells.append(F.cell(section, item, Double(item % 30) * 12, Double(item / 30) * 12, 10, 0)) }
        let counts = Array(repeating: 0, count: section) + [items]
        let run = F.run(environment, content: Size(width: 390, height: 844), cells, itemCounts: counts,
                        content: content, resolutions: resolution.map { [section: $0] } ?? [:])
        let findings = F.lint(layout, [run], rules: LintRuleSelection(only: [.LL001])).findings
        return (0..<items).map { item in findings.first { $0.element.item == item }?.path.description ?? "none" }
    }

    /// Apple's nested groups: a 0.7 item beside a column of two; the top group fits both subitems once (R7), so a
    /// group holds three items: the item, then the column's two.
    static let nested = #"""
        {"name": "nested", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(0.4)"},
          "subitems": [
            {"size": {"width": "fractionalWidth(0.7)", "height": "fractionalHeight(1)"}},
            {"kind": "vertical", "size": {"width": "fractionalWidth(0.3)", "height": "fractionalHeight(1)"},
             "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(0.3)"}}, "count": 2}]}}}
        """#

    @Test func nestedGroupsFillDepthFirstInSlotOrder() throws {
        let resolution = GroupResolution(slotCounts: ["group": 2, "group.subitems[1]": 2])
        let paths = try Self.paths(Self.nested, items: 7, resolution: resolution)
        let item = "$.sections[0].group.subitems[0]"
        let column = "$.sections[0].group.subitems[1].subitem"
        #expect(paths == [item, column, column, item, column, column, item])
    }

    /// Without the slot count R7 fits, which of two subitems a cell is cannot be told: the group stands for them.
    @Test func withoutTheFittedSlotCountTheGroupStandsForItsItems() throws {
        let paths = try Self.paths(Self.nested, items: 3)
        #expect(paths == Array(repeating: "$.sections[0].group", count: 3))
    }

    /// One item however many slots: no count needed.
    @Test func aGroupOfOneItemNeedsNoSlotCount() throws {
        let json = #"""
            {"name": "one", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"},
              "subitems": [{"kind": "vertical", "size": {"width": "absolute(10)", "height": "absolute(10)"},
                            "subitem": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}, "count": 1}]}}}
            """#
        #expect(try Self.paths(json, items: 4) == Array(repeating: "$.sections[0].group.subitems[0].subitem", count: 4))
    }

    /// `repeatingSubitem` repeats its group `count` times; that group's estimated length takes each subitem once (R7).
    @Test func repeatingGroupsAndEstimatedLengthsNeedNoCountEither() throws {
        let json = #"""
            {"name": "repeat", "section": {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(300)"},
              "repeatingSubitem": {"kind": "horizontal", "size": {"width": "estimated(100)", "height": "absolute(10)"},
                                   "subitems": [{"size": {"width": "absolute(10)", "height": "absolute(10)"}},
                                                {"size": {"width": "absolute(20)", "height": "absolute(10)"}}]},
              "count": 3}}}
            """#
        let a = "$.sections[0].group.repeatingSubitem.subitems[0]"
        let b = "$.sections[0].group.repeatingSubitem.subitems[1]"
        #expect(try Self.paths(json, items: 7) == [a, b, a, b, a, b, a])
    }

    @Test func customGroupsGiveOneItemPerFrame() throws {
        let json = #"""
            {"name": "custom", "section": {"group": {"kind": "custom", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
              "frames": [{"x": 0, "y": 0, "width": 10, "height": 10}, {"x": 20, "y": 0, "width": 10, "height": 10}, {"x": 40, "y": 0, "width": 10, "height": 10}]}}}
            """#
        let frames = (0..<3).map { "$.sections[0].group.frames[\($0)]" }
        #expect(try Self.paths(json, items: 5) == frames + frames.prefix(2))
    }

    /// An adaptive section takes the first case whose condition holds for the container's effective width (the bounds
    /// less the configuration's content-insets reference).
    @Test func adaptiveSectionsPointIntoTheCaseTheyTake() throws {
        let json = #"""
            {"name": "adaptive", "sections": [{"adaptive": [
              {"when": "width > 500", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitem": {"size": {"width": "absolute(10)", "height": "absolute(10)"}}, "count": 3}}},
              {"section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitem": {"size": {"width": "absolute(10)", "height": "absolute(10)"}}, "count": 2}}}]}]}
            """#
        #expect(try Self.paths(json, items: 1, environment: F.environment(390, 844)) == ["$.sections[0].adaptive[1].section.group.subitem"])
        #expect(try Self.paths(json, items: 1, environment: F.environment(844, 390)) == ["$.sections[0].adaptive[0].section.group.subitem"])
        // Landscape with 47-point notches and the safe-area reference: 750 wide, still more than 500.
        let notched = F.environment(844, 390, safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(try Self.paths(json, items: 1, environment: notched) == ["$.sections[0].adaptive[0].section.group.subitem"])
    }

    /// Sections past the end of `sections` take the last entry.
    @Test func sectionsPastTheEndTakeTheLastDefinition() throws {
        let json = #"""
            {"name": "two", "sections": [
              {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitem": {"size": {"width": "absolute(10)", "height": "absolute(10)"}}, "count": 1}},
              {"group": {"kind": "vertical", "size": {"width": "fractionalWidth(1)", "height": "absolute(10)"}, "subitem": {"size": {"width": "absolute(10)", "height": "absolute(10)"}}, "count": 1}}]}
            """#
        #expect(try Self.paths(json, items: 1, section: 3) == ["$.sections[1].group.subitem"])
    }

    @Test func listViewsPointAtTheirRegistrationsOrTheList() throws {
        let plain = #"{"name": "l", "list": {"headerMode": "firstItemInSection"}}"#
        #expect(try Self.paths(plain, items: 2) == ["$.list", "$.list"])
        let described = #"{"name": "l", "sections": [{"list": {"headerMode": "firstItemInSection", "cell": {"style": "valueCell"}, "header": {"style": "groupedHeader"}}}]}"#
        #expect(try Self.paths(described, items: 3) == ["$.sections[0].list.header", "$.sections[0].list.cell", "$.sections[0].list.cell"])
    }

    @Test func flowCellsPointAtTheirSectionsEntryOrTheFlowObject() throws {
        let json = #"{"name": "f", "flow": {"itemSize": {"width": 10, "height": 10}, "sections": [{}, {"minimumLineSpacing": 4}]}}"#
        #expect(try Self.paths(json, items: 1, section: 0) == ["$.flow.sections[0]"])
        #expect(try Self.paths(json, items: 1, section: 1) == ["$.flow.sections[1]"])
        #expect(try Self.paths(json, items: 1, section: 2) == ["$.flow"])
    }

    /// An adaptive flow layout's cells come from the case the run's environment takes (a 390-point phone: the second).
    @Test func adaptiveFlowCellsPointAtTheCaseTaken() throws {
        let json = #"{"name": "f", "flow": {"adaptive": [{"when": "idiom == .pad", "flow": {}}, {"flow": {"sections": [{}]}}]}}"#
        #expect(try Self.paths(json, items: 1, section: 0) == ["$.flow.adaptive[1].flow.sections[0]"])
        #expect(try Self.paths(json, items: 1, section: 1) == ["$.flow.adaptive[1].flow"])
    }

    /// A badge numbered n (per kind, in layout order, R33) belongs to the n-th item that declares it: in a group of an
    /// item with a badge and one without, badge n is item 2n's.
    @Test func badgesBelongToTheItemsThatDeclareThem() throws {
        let layout = try F.layout(#"""
            {"name": "badges", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(100)"},
              "subitems": [
                {"size": {"width": "absolute(100)", "height": "absolute(100)"},
                 "supplementaryItems": [{"elementKind": "badge", "size": {"width": "absolute(20)", "height": "absolute(20)"}, "containerAnchor": {"edges": ["top", "trailing"]}}]},
                {"size": {"width": "absolute(100)", "height": "absolute(100)"}}]}}}
            """#)
        // Item 2 at (0, 100), item 3 at (100, 100); badge 1 belongs to item 2 and covers it, then reaches into item 3.
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [
            F.cell(0, 0, 0, 0, 100, 100), F.cell(0, 1, 100, 0, 100, 100), F.cell(0, 2, 0, 100, 100, 100), F.cell(0, 3, 100, 100, 100, 100),
            F.supplementary("badge", 0, 1, 90, 100, 20, 20),
        ], resolutions: [0: GroupResolution(slotCounts: ["group": 2])])
        let findings = F.lint(layout, [run], rules: LintRuleSelection(only: [.LL006])).findings
        #expect(findings.map { "\($0.element) | \($0.other!)" } == ["cell 0.3 | badge 0.1"])
        // The finding points at the cell, the smaller key; the badge's own node is its declaration.
        #expect(findings.first?.path.description == "$.sections[0].group.subitems[1]")
    }

    /// Locations are the node's line and column in the spec's own text, JSON or YAML; `section` is `sections[0]`.
    @Test func locationsAreLinesAndColumnsOfTheSpecText() throws {
        let json = "{\n  \"name\": \"loc\",\n  \"section\": {\n    \"group\": {\"kind\": \"horizontal\", \"size\": {\"width\": \"fractionalWidth(1)\", \"height\": \"absolute(10)\"},\n      \"subitem\": {\"size\": {\"width\": \"absolute(10)\", \"height\": \"absolute(10)\"}}, \"count\": 1}}}\n"
        let layout = try F.layout(json, file: "Samples/layouts/loc.json")
        let run = F.run(F.environment(), content: Size(width: 390, height: 844), [F.cell(0, 0, 0, 0, 10, 10)])
        let finding = try #require(F.lint(layout, [run]).findings.first { $0.rule == .LL007 })
        #expect(finding.path.description == "$.sections[0].group.subitem")
        #expect(finding.location == LintLocation(file: "Samples/layouts/loc.json", line: 5, column: 18))

        let yaml = "name: loc\nsection:\n  group:\n    kind: horizontal\n    size: {width: fractionalWidth(1), height: absolute(10)}\n    subitem:\n      size: {width: absolute(10), height: absolute(10)}\n    count: 1\n"
        let spec = try SpecFormatDecoding.decode(yaml)
        let yamlLayout = LintLayout(name: "loc", version: 2, spec: spec, source: LintSource(file: "loc.yaml", format: .spec(.yaml), text: yaml))
        let yamlFinding = try #require(F.lint(yamlLayout, [run]).findings.first { $0.rule == .LL007 })
        #expect(yamlFinding.location == LintLocation(file: "loc.yaml", line: 7, column: 7))

        // A Swift layout points at its declaration's line; a spec without text at the file's first line.
        let swift = LintLayout(name: "loc", version: 1, spec: spec, source: LintSource(file: "Feed.swift", format: .swift, line: 12))
        #expect(F.lint(swift, [run]).findings.first?.location == LintLocation(file: "Feed.swift", line: 12, column: 1))
    }
}

enum SpecFormatDecoding {
    static func decode(_ yaml: String) throws -> LayoutSpec {
        try SpecDocument.decodeLayout(yaml, file: "loc.yaml", format: .yaml)
    }
}
