import Foundation

/// A one-line progress bar on standard error, for computes that take more than a second. Silent when standard
/// error is not a terminal (scripts and tests see only the summary).
final class ProgressBar {
    /// What is counted: "frames stored", "runs".
    private let unit: String

    /// `started`: when the work began; the bar appears once it has taken a second.
    init(unit: String = "frames stored", started: Date = Date()) {
        self.unit = unit
        self.started = started
    }

    private let started: Date
    private let enabled = isatty(STDERR_FILENO) == 1
    private var shown = false
    private var lastDrawn = Date.distantPast

    func update(stored: Int, total: Int) {
        guard enabled, total > 0 else { return }
        let now = Date()
        guard now.timeIntervalSince(started) >= 1, now.timeIntervalSince(lastDrawn) >= 0.1 || stored >= total else { return }
        lastDrawn = now
        shown = true
        let fraction = min(1, Double(stored) / Double(total))
        let width = 30
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "\r\(bar) \(Int(fraction * 100))%  \(stored.formatted()) of \(total.formatted()) \(unit)"
        StandardOutput.note(line)
    }

    /// Clears the bar's line.
    func finish() {
        guard shown else { return }
        shown = false
        StandardOutput.note("\r\u{1B}[K")
    }
}
