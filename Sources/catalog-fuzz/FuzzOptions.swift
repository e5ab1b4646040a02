import CatalogFuzzing
import Foundation

/// The command line of `catalog-fuzz`, read by hand: a handful of options, and the workers' own range argument,
/// do not earn the argument parser's dependency in this target.
struct FuzzOptions {
    var seconds: Double = 60
    var inputs: Int?
    var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
    var targets: [FuzzTarget] = FuzzTarget.allCases
    var samplesFolder = "Samples"
    var regressionsFolder = "Tests/CatalogFuzzTests/Regressions"
    var findingsFolder = ".build/fuzz-findings"
    /// An input that runs longer than this is a hang.
    var hangSeconds: Double = 10
    /// Print input N of the campaign (for the engine target, the spec it chooses) instead of running.
    var show: Int?
    /// Set in a worker process: the input numbers it runs.
    var workerRange: Range<Int>?
    /// Set in a worker process: when the campaign ends (seconds since 1970).
    var workerDeadline: Double?

    struct Fault: Error, CustomStringConvertible {
        var description: String
    }

    static let usage = """
        usage: catalog-fuzz [--seconds N] [--inputs N] [--seed N] [--target NAME]... [--samples DIR]
                            [--regressions DIR] [--findings DIR] [--hang-seconds N] [--show N]
          Tries generated inputs on every reader and the engine for N seconds (default 60) or N inputs, from
          Samples/ and every input found before (the regressions folder). A crash, a hang, a non-finite or negative
          frame or a result that differs when computed twice is saved to the findings folder; exit 1 if any.
          --show N prints input N of the seed (for the engine target, the spec it writes; for catalog-rows, the
          changes it makes to the clean catalog) and exits.
          Targets: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")).
        """

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(_ name: String) throws -> String {
            guard let next = remaining.popFirst() else { throw Fault(description: "\(name) needs a value") }
            return next
        }
        func number<T: LosslessStringConvertible>(_ name: String, _ type: T.Type) throws -> T {
            let text = try value(name)
            guard let parsed = T(text) else { throw Fault(description: "\(name): \"\(text)\" is not a number") }
            return parsed
        }
        var namedTargets: [FuzzTarget] = []
        while let argument = remaining.popFirst() {
            switch argument {
            case "--seconds":
                seconds = try number(argument, Double.self)
                guard seconds.isFinite, seconds > 0 else { throw Fault(description: "--seconds must be positive") }
            case "--inputs":
                let count = try number(argument, Int.self)
                guard count > 0 else { throw Fault(description: "--inputs must be positive") }
                inputs = count
            case "--seed": seed = try number(argument, UInt64.self)
            case "--target":
                let name = try value(argument)
                guard let target = FuzzTarget(rawValue: name) else { throw Fault(description: "--target: no target named \(name)") }
                namedTargets.append(target)
            case "--samples": samplesFolder = try value(argument)
            case "--regressions": regressionsFolder = try value(argument)
            case "--findings": findingsFolder = try value(argument)
            case "--hang-seconds":
                hangSeconds = try number(argument, Double.self)
                guard hangSeconds.isFinite, hangSeconds > 0 else { throw Fault(description: "--hang-seconds must be positive") }
            case "--show": show = try number(argument, Int.self)
            case "--worker-range":
                let parts = try value(argument).split(separator: "-").compactMap { Int($0) }
                guard parts.count == 2, parts[0] <= parts[1] else { throw Fault(description: "--worker-range: START-END") }
                workerRange = parts[0]..<parts[1]
            case "--worker-deadline": workerDeadline = try number(argument, Double.self)
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default:
                throw Fault(description: "unknown argument \(argument)")
            }
        }
        if !namedTargets.isEmpty { targets = namedTargets }
    }

    /// The arguments that give a worker process this campaign.
    var campaignArguments: [String] {
        var arguments = [
            "--seed", String(seed), "--samples", samplesFolder, "--regressions", regressionsFolder, "--findings", findingsFolder,
            "--hang-seconds", String(hangSeconds),
        ]
        for target in targets { arguments += ["--target", target.rawValue] }
        return arguments
    }

    var campaign: FuzzCampaign {
        FuzzCampaign(corpus: FuzzCorpus(samplesFolder: samplesFolder, regressionsFolder: regressionsFolder), targets: targets, seed: seed)
    }
}
