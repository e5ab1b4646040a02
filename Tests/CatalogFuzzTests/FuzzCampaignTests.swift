import CatalogFuzzing
import Foundation
import SpecFormat
import TestSupport
import Testing

/// The seeded fuzzing campaign (Fuzzing.md): the slice CI runs on every test run, and the generator's own
/// promises (the same seed gives the same inputs; generated specs mostly decode and reach the engine).
@Suite struct FuzzCampaignTests {
    static let samples = PackageRoot.path("Samples")
    static let regressions = PackageRoot.path("Tests/CatalogFuzzTests/Regressions")

    /// CI's bounded run: the first 1,800 inputs of seed 16 over the file targets (200 per target) keep every property.
    @Test func theFirstInputsOfTheCISeedKeepEveryProperty() {
        let corpus = FuzzCorpus(samplesFolder: Self.samples, regressionsFolder: Self.regressions)
        let campaign = FuzzCampaign(corpus: corpus, targets: FuzzTarget.fileTargets, seed: 16)
        #expect(FuzzTarget.fileTargets.count == 9)
        let outcome = campaign.run(0..<1_800, check: FuzzCheck())
        #expect(outcome.ran == 1_800)
        for finding in outcome.findings {
            Issue.record("\(finding.target.rawValue) input broke: \(finding.problems.joined(separator: "; "))")
        }
    }

    /// CI's bounded run of catalogs read from disk: the first 30 tampered catalogs of seed 16 (each runs every command,
    /// so the slice is short) keep every property.
    @Test func theFirstTamperedCatalogsOfTheCISeedKeepEveryProperty() {
        let corpus = FuzzCorpus(samplesFolder: Self.samples, regressionsFolder: Self.regressions)
        let campaign = FuzzCampaign(corpus: corpus, targets: [.catalogRows], seed: 16)
        let outcome = campaign.run(0..<30, check: FuzzCheck())
        #expect(outcome.ran == 30)
        for finding in outcome.findings {
            Issue.record("catalog-rows input broke: \(finding.problems.joined(separator: "; "))")
        }
    }

    /// The catalog-rows target's own seeds (the exhausted input, counting bytes up and down, a run of 0xFE) each
    /// tamper with a clean catalog and keep every property: every command fails cleanly or answers with finite,
    /// sane numbers, and nothing is written outside the sandbox.
    @Test func theCatalogRowsSeedsKeepEveryProperty() {
        let check = FuzzCheck()
        for bytes in [[], Array(0..<40), Array((0..<40).reversed()), [UInt8](repeating: 0xFE, count: 24)] {
            #expect(check.violations(of: .catalogRows, input: bytes).isEmpty, "\(bytes)")
        }
    }

    /// An input's bytes are choices, so it tampers the same way every time. The exhausted input chooses 0 each
    /// time: one change, to the first table in name order (`catalog_meta`), its first column (`key`) in its first
    /// row in key order (`engine_version`), the value there "changed a little" by its first way for text, cut to
    /// its first half.
    @Test func aCatalogRowsInputTampersTheSameWayEveryTime() {
        let check = FuzzCheck()
        #expect(check.shown(.catalogRows, input: []) == #"catalog_meta.key: row 0 (in "key" order) set to "engine_""#)
        let input: [UInt8] = Array(0..<40)
        let changes = check.shown(.catalogRows, input: input)
        #expect(changes == check.shown(.catalogRows, input: input))
        // The first byte asks for 1 + (0 % 8) changes.
        #expect(changes.split(separator: "\n").count == 1, "\(changes)")
    }

    /// The trait-conditions target's seeds: conditions apps write are accepted and compute on every device; the
    /// hostile ones (a case that never holds, one after a case that always holds, comparisons of the wrong kind) are
    /// refused with every fault at a path of the adaptive section.
    @Test func theTraitConditionSeedsKeepEveryProperty() {
        let check = FuzzCheck()
        let corpus = FuzzCorpus(samplesFolder: nil, regressionsFolder: nil)
        let seeds = corpus.seeds[.traitConditions] ?? []
        #expect(seeds.count >= 7)
        for seed in seeds {
            #expect(check.violations(of: .traitConditions, input: seed).isEmpty, "\(String(decoding: seed, as: UTF8.self))")
        }
        let shown = check.shown(.traitConditions, input: Array("idiom == .pad\n*".utf8))
        #expect(shown.contains(#"{"when":"idiom == .pad","section":"#))
        #expect(shown.contains(#"{"section":{"group":{"kind":"horizontal""#))
    }

    @Test func aSeedGivesTheSameInputsEverywhere() {
        let corpus = FuzzCorpus(samplesFolder: Self.samples, regressionsFolder: nil)
        let first = FuzzCampaign(corpus: corpus, seed: 7)
        let again = FuzzCampaign(corpus: corpus, seed: 7)
        let other = FuzzCampaign(corpus: corpus, seed: 8)
        let numbers = 0..<70
        #expect(numbers.map { first.input(number: $0).bytes } == numbers.map { again.input(number: $0).bytes })
        #expect(numbers.map { first.input(number: $0).bytes } != numbers.map { other.input(number: $0).bytes })
        #expect(numbers.map { first.input(number: $0).target } == numbers.map { FuzzTarget.allCases[$0 % FuzzTarget.allCases.count] })
    }

    @Test func theCorpusHoldsEverySampleFileOfEachFormat() throws {
        let corpus = FuzzCorpus(samplesFolder: Self.samples, regressionsFolder: nil)
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.samples)
        func count(_ extensions: Set<String>) -> Int { names.filter { extensions.contains(($0 as NSString).pathExtension) }.count }
        #expect(corpus.seeds[.specJSON]?.count == count(["json"]))
        #expect(corpus.seeds[.specYAML]?.count == count(["yaml", "yml"]))
        #expect(corpus.seeds[.datasetCSV]?.count == count(["csv"]))
        #expect(corpus.seeds[.swiftSource]?.count == count(["swift"]))
        #expect((corpus.seeds[.specJSON]?.count ?? 0) > 40)
    }

    /// Random bytes read as choices write well-formed JSON every time, and specs that decode often (more often than not;
    /// the rest meet the validator on purpose: values past the limits, counts of 0, negative sizes).
    @Test func generatedSpecsDecodeMostOfTheTime() throws {
        var random = FuzzRandom(seed: 3)
        var decoded = 0
        for _ in 0..<200 {
            let bytes = (0..<random.next() % 200).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var generator = SpecGenerator(bytes)
            let text = generator.json()
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
            if (try? SpecDocument.decodeLayout(text, file: "fuzz.json", format: .json)) != nil { decoded += 1 }
        }
        #expect(decoded > 100, "only \(decoded) of 200 generated specs decode")
    }

    /// A picture's non-finite number is `nan` or `inf` where a number stands; an element kind that holds the letters
    /// (`section-hinfeader`, a mutation the campaign made) is none.
    @Test func aNonFiniteNumberIsOneWhereANumberStands() {
        #expect(FuzzCheck.holdsNonFiniteNumber(#"<rect x="nan" y="0"/>"#))
        #expect(FuzzCheck.holdsNonFiniteNumber("<title>header 1: 10, -inf, 373 × 44</title>"))
        #expect(!FuzzCheck.holdsNonFiniteNumber("<title>section-hinfeader 1: 10, 328, 373 × 44, pinned</title>"))
        #expect(!FuzzCheck.holdsNonFiniteNumber(#"<text>banana inference</text>"#))
    }
}

