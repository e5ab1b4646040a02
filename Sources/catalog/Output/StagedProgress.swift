import Foundation

/// Two progress bars, one after the other, for a command that computes a matrix's runs and then works on them (a
/// report writes its layouts, a lint lints them): the first bar counts runs, and is cleared when the second stage
/// begins.
final class StagedProgress {
    private let computing: ProgressBar
    private let working: ProgressBar

    /// `unit`: what the second stage counts, "layouts written".
    init(then unit: String) {
        let started = Date()
        computing = ProgressBar(unit: "runs", started: started)
        working = ProgressBar(unit: unit, started: started)
    }

    /// How far the first stage (`secondStage` false) or the second has come.
    func update(secondStage: Bool, done: Int, total: Int) {
        if secondStage {
            computing.finish()
            working.update(stored: done, total: total)
        } else {
            computing.update(stored: done, total: total)
        }
    }

    /// Runs the command's work and clears both bars however it ends: done, failed, or stopped by a signal.
    func showing<Answer>(_ work: () throws -> Answer) rethrows -> Answer {
        defer {
            computing.finish()
            working.finish()
        }
        return try work()
    }
}
