import CatalogFuzzing
import Foundation
import Testing

/// Every input a fuzzing campaign ever found, replayed: each must now keep every property (and not crash or hang
/// the test process). `catalog-fuzz` copies each new finding into `Regressions/TARGET/`.
@Suite struct FuzzRegressionTests {
    @Test func everyInputFoundBeforeKeepsEveryProperty() {
        let regressions = FuzzCorpus.regressions(in: FuzzCampaignTests.regressions)
        #expect(!regressions.isEmpty, "the regressions folder is empty or missing")
        let check = FuzzCheck()
        for regression in regressions {
            let problems = check.violations(of: regression.target, input: regression.input)
            #expect(problems.isEmpty, "\(regression.target.rawValue)/\(regression.name): \(problems.joined(separator: "; "))")
        }
    }
}
