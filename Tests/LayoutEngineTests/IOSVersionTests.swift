import Foundation
import LayoutEngine
import LayoutModel
import SpecFormat
import TestSupport
import Testing

/// The iOS version is a trait of the environment (ListRules.md, "iOS 26"): it changes list sections' frames, and no
/// frame of a compositional or flow layout, whose rules have no measured change on iOS 26.
@Suite("iOS version")
struct IOSVersionTests {
    /// Every sample in Samples/layouts, decoded.
    static func samples() throws -> [LayoutSpec] {
        let folder = PackageRoot.url("Samples/layouts")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().compactMap { file in
            let format: SpecFileFormat
            if file.hasSuffix(".json") { format = .json } else if file.hasSuffix(".yaml") { format = .yaml } else { return nil }
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return try SpecDocument.decodeLayout(text, file: file, format: format)
        }
    }

    /// Where the samples are compared: a plain view, a phone held both ways, and an iPad, at a small and an
    /// accessibility text size, in both directions.
    static func environments() throws -> [LayoutEnvironment] {
        var result = [LayoutEnvironment(containerSize: Size(width: 390, height: 844))]
        for (slug, orientation) in [("iphone-16-pro", Orientation.portrait), ("iphone-16-pro", .landscape), ("ipad-pro-13-m4", .portrait)] {
            var environment = LayoutEnvironment(containerSize: .zero)
            environment.choose(try #require(DeviceCatalog.device(slug)), orientation)
            result.append(environment)
        }
        var large = result[1]
        large.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        large.layoutDirection = .rightToLeft
        result.append(large)
        return result
    }

    static func frames(_ spec: LayoutSpec, _ environment: LayoutEnvironment, _ version: IOSVersion) throws -> LayoutResult {
        var environment = environment
        environment.iosVersion = version
        let counts = spec.itemCounts ?? [10]
        let content = MonospaceContent(characterWidth: 9, lineHeight: 20, records: [], sectionRecords: [])
        return try LayoutPlanner.compute(spec, in: environment, itemCounts: counts, content: content)
    }

    /// Every compositional and flow sample without list sections: the same frames on iOS 15, 18 and 26, in every
    /// environment compared.
    @Test func compositionalAndFlowSamplesHaveTheSameFramesOnEveryVersion() throws {
        var compared = 0
        for spec in try Self.samples() where spec.listConfigurations.isEmpty {
            for environment in try Self.environments() {
                let newest = try Self.frames(spec, environment, .ios26)
                for version in [IOSVersion.ios15, .ios18] {
                    let earlier = try Self.frames(spec, environment, version)
                    #expect(earlier.elements == newest.elements, "\(spec.name) at \(environment.label): iOS \(version.rawValue) and 26 differ")
                    #expect(earlier.contentSize == newest.contentSize, "\(spec.name) at \(environment.label)")
                }
            }
            compared += 1
        }
        #expect(compared >= 40)
    }

    /// The comparison above can fail: a grouped or inset-grouped list sample moves on iOS 26 on a phone (16-point
    /// cards, 52-point rows, new header margins), while sidebar samples keep their frames (ListRules.md, "iOS 26":
    /// sidebars keep iOS 15 to 18's metrics, their cell styles' 44-point minimum included). iOS 15 to 18 are one model.
    @Test func groupedListSamplesDifferBetweenTheVersionsAndSidebarsDoNot() throws {
        let lists = try Self.samples().filter { !$0.listConfigurations.isEmpty }
        let environment = try Self.environments()[1]
        var grouped = 0
        for spec in lists {
            let appearances = Set(spec.listConfigurations.map(\.appearance))
            let newest = try Self.frames(spec, environment, .ios26).elements
            let earlier = try Self.frames(spec, environment, .ios18).elements
            if !appearances.isDisjoint(with: [.grouped, .insetGrouped]) {
                #expect(earlier != newest, "\(spec.name)")
                grouped += 1
            }
            if appearances.isSubset(of: [.sidebar, .sidebarPlain]) { #expect(earlier == newest, "\(spec.name)") }
            #expect(try Self.frames(spec, environment, .ios15).elements == earlier, "\(spec.name)")
        }
        #expect(grouped >= 4)
    }

    /// L3 and "iOS 26": the row estimate.
    @Test func theRowEstimateIs44Before26And52On26() {
        let estimates = IOSVersion.allCases.map { version in
            ListConfiguration().estimatedRowHeight(in: LayoutEnvironment(containerSize: Size(width: 390, height: 844), iosVersion: version))
        }
        #expect(estimates == [44, 44, 44, 44, 52])
    }
}

extension LayoutSpec {
    /// The list sections the spec can produce: none for a flow layout.
    var listConfigurations: [ListConfiguration] {
        switch definition {
        case .compositional(let layout): return layout.allLists
        case .flow, .adaptiveFlow: return []
        }
    }
}
