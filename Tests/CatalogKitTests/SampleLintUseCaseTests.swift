import CatalogKit
import Foundation
import LayoutLint
import LayoutModel
import TestSupport
import Testing

/// Every sample linted as `catalog lint` lints it: from the catalog, over the lint's default matrix (every device both
/// ways up, three text sizes, both directions, iOS 26), with the text measured. Every finding is a defect of its sample,
/// each said in Samples/README.md ("Lint findings"); a new finding fails here until it is classified, there or as a
/// false finding fixed in its rule.
@Suite("Samples linted from the catalog")
struct SampleLintUseCaseTests {
    /// The default matrix, as the command line expands it.
    static let requests: [ComputeRequest] = {
        var requests: [ComputeRequest] = []
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                for direction in LayoutDirection.allCases {
                    for category in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
                        var environment = LayoutEnvironment(containerSize: .zero)
                        environment.choose(device, orientation)
                        environment.layoutDirection = direction
                        environment.contentSizeCategory = category
                        requests.append(ComputeRequest(environment))
                    }
                }
            }
        }
        return requests
    }()

    @Test func everyFindingOnASampleIsAKnownDefect() throws {
        #expect(Self.requests.count == 288)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let catalog = try LintUseCaseTests.samplesCatalog(in: folder)
        var output = ""
        let outcome = try catalog.lint(LintRequest(environments: Self.requests, format: .json)) { output += $0 }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        var tally: [String: Int] = [:]
        for finding in try #require(document["findings"] as? [[String: Any]]) {
            let key = [finding["layout"], finding["rule"], finding["severity"]].compactMap { $0 as? String }.joined(separator: " ")
            tally[key, default: 0] += 1
        }
        let found = tally.keys.sorted().map { "\($0): \(tally[$0]!)" }
        #expect(found == Self.expected, "\(found.joined(separator: "\n"))")
        #expect(outcome.summary.layouts == 61)
        #expect(outcome.summary.environments == 288)
    }

    /// By layout, rule and severity, with how many findings; Samples/README.md says why each is a defect.
    static let expected = [
        "apple-adaptive-sections LL007 warning: 10",
        "lint-estimates LL010 note: 5",
        "lint-estimates LL010 warning: 1",
        "lint-frames LL001 error: 1",
        "lint-frames LL003 error: 1",
        "lint-frames LL005 error: 1",
        "lint-frames LL006 error: 1",
        "lint-frames LL007 error: 1",
        "lint-labels LL008 error: 1",
        "lint-labels LL009 error: 1",
        "lint-labels LL009 warning: 1",
        "lint-no-room LL001 error: 2",
        "lint-no-room LL002 error: 1",
        "lint-no-room LL007 error: 2",
        "lint-notch LL005 error: 3",
        "lint-notch LL005 note: 1",
        "lint-wide-items LL002 error: 2",
        "lint-wide-items LL004 error: 2",
        "lint-wide-items LL005 error: 2",
        "p000-estimated-label-cells LL007 error: 3",
        "p000-estimated-label-cells LL009 warning: 3",
        "p000-half-group-item-width-fraction-0-1 LL001 error: 9",
        "p000-half-group-item-width-fraction-0-1 LL007 error: 9",
        "p000-item-width-absolute-50 LL007 warning: 9",
        "p000-item-width-fraction-0-1 LL007 error: 9",
        "p000-tag-cloud LL007 error: 12",
        "p000-tag-cloud LL009 warning: 12",
        "p001-carousel-horizontal-item-height-0-3 LL007 error: 12",
        "p001-carousel-vertical-item-height-0-3 LL007 error: 12",
        "p001-library-carousels LL009 warning: 15",
        "p002-zoo-flow LL005 error: 18",
        "p002-zoo-grid LL009 warning: 18",
        "p003-list-grid5-grid3 LL007 warning: 10",
    ]
}
