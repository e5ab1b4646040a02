import Foundation

/// Runs the built `catalog` executable as a user would, capturing its output and exit status.
struct CommandLineRunner {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `catalog` binary next to the test bundle (SwiftPM builds it because the test target depends on it).
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("catalog"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("catalog"),
            packageRoot.appendingPathComponent(".build/debug/catalog"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }()

    let directory: URL
    var environment: [String: String] = [:]

    init(directory: URL) {
        self.directory = directory
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> Outcome {
        try run(Self.executable, arguments)
    }

    /// Runs a bash script in the folder, with `$CATALOG` the binary: for pipes, redirections and limits a
    /// `Process` cannot set up.
    @discardableResult
    func shell(_ script: String) throws -> Outcome {
        var runner = self
        runner.environment["CATALOG"] = Self.executable.path
        return try runner.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script])
    }

    private func run(_ executable: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CATALOG_DATABASE")
        for (key, value) in self.environment { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting so a large answer cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// The bytes of every file of the catalog (main file, and write-ahead log if any).
    func catalogBytes(_ name: String = "catalog.sqlite") -> [String: Data] {
        var result: [String: Data] = [:]
        for suffix in ["", "-wal"] {
            let url = directory.appendingPathComponent(name + suffix)
            if let data = FileManager.default.contents(atPath: url.path) { result[name + suffix] = data }
        }
        return result
    }
}
