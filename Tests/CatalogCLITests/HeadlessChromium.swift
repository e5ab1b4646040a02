import Foundation

/// Debian's `chromium`, run headless from its command line: `--dump-dom` prints a page's DOM once its scripts have
/// run (with a virtual-time budget, so awaited loads finish first), `--screenshot` writes a PNG. Each run gets a
/// profile folder of its own, so tests running side by side do not share one; console messages go to standard
/// error (`--enable-logging=stderr`), one `CONSOLE` line each, naming the file that logged it.
struct HeadlessChromium {
    /// The command that installs it, for skip messages.
    static let installCommand = "apt-get install -y --no-install-recommends chromium"

    /// `chromium` (or `chromium-browser`) from `PATH`; nil when neither is installed.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    static var isInstalled: Bool { executable != nil }

    struct Outcome {
        var status: Int32
        var output: String
        var errors: String

        /// The console messages pages logged (`log`, `warn`, `error` and uncaught exceptions alike), each with
        /// its source, from standard error.
        var consoleMessages: [String] {
            errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        }
    }

    let executable: URL

    /// The DOM of `page` after its scripts have run, file pages allowed to read one another (so a test page can
    /// look into the report's pages through an iframe).
    func dumpDOM(_ page: URL, virtualTimeBudget milliseconds: Int = 60_000) throws -> Outcome {
        try run([
            "--allow-file-access-from-files", "--virtual-time-budget=\(milliseconds)", "--dump-dom", page.absoluteString,
        ])
    }

    /// A PNG of `page` at the window size given.
    func screenshot(_ page: URL, to file: URL, width: Int = 1280, height: Int = 1600) throws -> Outcome {
        try run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--virtual-time-budget=5000", "--screenshot=\(file.path)",
            page.absoluteString,
        ])
    }

    /// Runs chromium headless with a fresh profile; gives up after `timeout` seconds. Standard error goes to a file
    /// in the profile folder (the browser logs a lot there), standard output through a pipe read to its end.
    private func run(_ arguments: [String], timeout: TimeInterval = 180) throws -> Outcome {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: profile) }
        let log = profile.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let errors = try FileHandle(forWritingTo: log)
        defer { try? errors.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
            "--user-data-dir=\(profile.appendingPathComponent("profile").path)", "--enable-logging=stderr", "--v=0",
        ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        )
    }
}
