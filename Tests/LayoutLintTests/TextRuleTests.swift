import LayoutLint
import LayoutModel
import Testing

/// LL008 (truncation), LL009 (Dynamic Type) and LL012 (margins) with text measured by hand (`HandMeasurer`: half the
/// point size per character, the system font's line height `size × 2444/2048` per line, greedy word wrap).
@Suite("Text rules")
struct TextRuleTests {
    typealias F = LintFixtures

    /// One 100 × 44 label cell showing `title` in body, padded 2 above and below and 5 at the sides: its text has
    /// 90 × 40 points.
    static func labels(font: String = #"{"textStyle": "body"}"#, lineLimit: Int = 0) -> String {
        #"""
        {"name": "labels",
         "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
                               "subitem": {"size": {"width": "absolute(100)", "height": "absolute(44)"},
                                           "content": {"field": "title", "font": \#(font), "lineLimit": \#(lineLimit),
                                                       "padding": {"top": 2, "leading": 5, "bottom": 2, "trailing": 5}}},
                               "count": 1}}}
        """#
    }

    static let hello = HandMeasurer(records: [0: [0: ["title": .string("Hello World")]]])

    static func run(_ category: ContentSizeCategory, height: Double = 44, measurer: HandMeasurer = hello) -> LintRun {
        F.run(F.environment(category: category), content: Size(width: 390, height: 844), [F.cell(0, 0, 0, 0, 100, height)],
              content: measurer)
    }

    /// "Hello World" in body: at large (17 pt) 93.5 wide, so two lines of 20.287, 40.57 high: within the tolerance of
    /// 40 (a tenth of a line, 2.03). At extraExtraExtraLarge (23 pt) two lines of 27.45 need 54.9: one fits. At
    /// accessibilityExtraExtraExtraLarge (53 pt) each word is a line of 63.25.
    @Test func truncationOnlyAboveLargeInAnElementThatDidNotGrowIsAnError() throws {
        let layout = try F.layout(Self.labels())
        let result = F.lint(layout, [
            Self.run(.large), Self.run(.extraExtraExtraLarge), Self.run(.accessibilityExtraExtraExtraLarge, height: 88),
        ])
        let truncations = result.findings.filter { $0.rule == .LL008 }
        #expect(truncations.count == 1)
        let finding = try #require(truncations.first)
        // Error at extraExtraExtraLarge (the element kept its 44 points), a warning at the largest size (it grew to 88).
        #expect(finding.severity == .error)
        #expect(finding.environments == [1, 2])
        #expect(finding.message == "the text of cell 0.0 needs 2 lines but 1 fits at extraExtraExtraLarge, where the element keeps the size it has at large")
        // It grew at one size, so it does follow the text size.
        #expect(F.summary(result, .LL009).isEmpty)
    }

    @Test func truncationWithoutLargeInTheMatrixIsAWarning() throws {
        let layout = try F.layout(Self.labels())
        let result = F.lint(layout, [Self.run(.extraExtraExtraLarge)])
        #expect(F.summary(result, .LL008) == ["cell 0.0 | warning"])
    }

    @Test func textPastItsLineLimitIsTruncated() throws {
        let layout = try F.layout(Self.labels(lineLimit: 1))
        let result = F.lint(layout, [Self.run(.large)])
        #expect(result.findings.first { $0.rule == .LL008 }?.message == "the text of cell 0.0 needs 2 lines but its lineLimit is 1 at large")
        // A short title fits its one line.
        let short = HandMeasurer(records: [0: [0: ["title": .string("Hello")]]])
        #expect(F.summary(F.lint(layout, [Self.run(.large, measurer: short)]), .LL008).isEmpty)
    }

    @Test func withoutRecordsOrAMeasurerNothingIsMeasured() throws {
        let layout = try F.layout(Self.labels())
        let unmeasured = F.run(F.environment(category: .accessibilityExtraExtraExtraLarge), content: Size(width: 390, height: 844),
                               [F.cell(0, 0, 0, 0, 100, 44)])
        #expect(F.summary(F.lint(layout, [unmeasured]), .LL008).isEmpty)
        #expect(F.summary(F.lint(layout, [Self.run(.accessibilityExtraExtraExtraLarge, measurer: HandMeasurer())]), .LL008).isEmpty)
    }

    @Test func aFixedFontDoesNotFollowTheTextSizeAndATinyOneIsAnError() throws {
        let fixed = try F.layout(Self.labels(font: #"{"size": 17}"#))
        let result = F.lint(fixed, [Self.run(.large)])
        #expect(F.summary(result, .LL009) == ["cell 0.0 | warning"])
        #expect(result.findings.first { $0.rule == .LL009 }?.message
            == "the text of cell 0.0 is set at 17 points without a textStyle: it does not follow the user's text size")
        let tiny = try F.layout(Self.labels(font: #"{"size": 10.5}"#))
        #expect(F.summary(F.lint(tiny, [Self.run(.large)]), .LL009) == ["cell 0.0 | error"])
        // No font at all is the label's 17-point default.
        let none = try F.layout(#"{"name": "n", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": {"size": {"width": "absolute(100)", "height": "absolute(44)"}, "content": {"text": "Hi"}}, "count": 1}}}"#)
        #expect(F.summary(F.lint(none, [Self.run(.large)]), .LL009) == ["cell 0.0 | warning"])
        // A text style follows it.
        #expect(F.summary(F.lint(try F.layout(Self.labels()), [Self.run(.large)]), .LL009).isEmpty)
    }

    @Test func anElementThatStaysOneSizeAtEveryTextSizeIgnoresDynamicType() throws {
        let layout = try F.layout(Self.labels())
        let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        let result = F.lint(layout, sizes.map { Self.run($0) })
        let finding = try #require(result.findings.first { $0.rule == .LL009 })
        #expect(finding.severity == .warning)
        #expect(finding.environments == [0, 1, 2])
        #expect(finding.message == "cell 0.0 stays 44 high at all 3 text sizes while its text grows")
        // One text size says nothing about the others.
        #expect(F.summary(F.lint(layout, [Self.run(.large)]), .LL009).isEmpty)
    }

    /// LL012 runs only when named: text inside its padding against the layout margins (8 around a plain view) and,
    /// at regular width, against the readable width (672 at large on a 13-inch iPad: its guide is centred at 180).
    @Test func marginBleedIsCheckedOnlyWhenNamed() throws {
        let layout = try F.layout(Self.labels())
        let run = Self.run(.large)
        #expect(F.summary(F.lint(layout, [run]), .LL012).isEmpty)
        let named = F.lint(layout, [run], rules: LintRuleSelection(only: [.LL012]))
        #expect(F.summary(named, .LL012) == ["cell 0.0 | note"])
        #expect(named.findings.first?.message == "cell 0.0 starts at x 5 on the screen at rest, past the left limit 8")

        let wide = try F.layout(#"{"name": "w", "section": {"group": {"kind": "horizontal", "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "subitem": {"size": {"width": "fractionalWidth(1)", "height": "absolute(44)"}, "content": {"text": "Wide", "font": {"textStyle": "body"}}}, "count": 1}, "contentInsets": {"leading": 40, "trailing": 40}}}"#)
        let pad = F.run(F.device("ipad-pro-13-m4"), content: Size(width: 1032, height: 1376), [F.cell(0, 0, 40, 100, 952, 44)])
        let messages = F.lint(wide, [pad], rules: LintRuleSelection(only: [.LL012])).findings.map(\.message)
        #expect(messages == ["the text of cell 0.0 is 952 wide, wider than the readable width 672"])
    }
}

/// What a store keeps one row per environment of: every finding in every environment, with that environment's own
/// severity and message.
@Suite("Occurrences")
struct OccurrenceTests {
    @Test func everyEnvironmentOfAFindingIsReportedWithItsOwnSeverity() throws {
        let layout = try LintFixtures.layout(TextRuleTests.labels())
        var seen: [LintOccurrence] = []
        let runs = [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge].enumerated().map { index, category in
            TextRuleTests.run(category, height: index == 2 ? 88 : 44)
        }
        let linter = LayoutLinter(layout: layout, environments: runs.map(\.environment)) { seen.append($0) }
        for run in runs { linter.add(run) }
        let result = linter.finish()
        let truncations = seen.filter { $0.rule == .LL008 }
        #expect(truncations.map(\.severity) == [.error, .warning])
        #expect(truncations.map(\.environment.contentSizeCategory) == [.extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
        #expect(truncations.allSatisfy { $0.fingerprint == result.findings.first { $0.rule == .LL008 }?.fingerprint })
        #expect(truncations.first?.location == LintLocation(file: "lint.json", line: 3, column: 35))
        // Every gathered finding's environments are its occurrences'.
        for finding in result.findings {
            let found = seen.filter { $0.fingerprint == finding.fingerprint }.map(\.environment)
            #expect(Set(found) == Set(finding.environments.map { result.environments[$0] }))
        }
    }
}
