import Foundation
import Testing

/// Runs the built `catalog` executable as a user would, capturing its output and exit status.
public struct CommandLineRunner: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// The `catalog` binary next to the test bundle (SwiftPM builds it because the test target depends on it).
    public static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("catalog"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("catalog"),
            PackageRoot.url(".build/debug/catalog"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[2]
    }()

    /// The folder commands run in (and where `catalog.sqlite` is, unless an argument names another).
    public let directory: URL
    /// Variables added to the test runner's environment (`CATALOG_DATABASE` is always removed).
    public var environment: [String: String] = [:]

    public init(directory: URL) {
        self.directory = directory
    }

    /// A runner in a new temporary folder whose catalog (`catalog.sqlite`) holds `files`, imported with
    /// `catalog import`; an import that fails is recorded at the caller's line. The caller removes the folder.
    public static func inNewFolder(
        importing files: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (folder: TemporaryDirectory, cli: CommandLineRunner) {
        let folder = try TemporaryDirectory()
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import"] + files, sourceLocation: sourceLocation)
        return (folder, cli)
    }

    @discardableResult
    public func run(_ arguments: [String]) throws -> Outcome {
        try start(arguments).finish()
    }

    /// Runs `catalog ARGUMENTS` and records an issue at the caller's line, with the command's standard error,
    /// unless it succeeds.
    @discardableResult
    public func succeeding(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        let outcome = try run(arguments)
        #expect(
            outcome.status == 0, "catalog \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.errors)",
            sourceLocation: sourceLocation
        )
        return outcome
    }

    /// Runs a bash script in the folder, with `$CATALOG` the binary: for redirections and limits a `Process`
    /// cannot set up.
    @discardableResult
    public func shell(_ script: String) throws -> Outcome {
        var runner = self
        runner.environment["CATALOG"] = Self.executable.path
        return try runner.start(URL(fileURLWithPath: "/bin/bash"), ["-c", script]).finish()
    }

    /// Starts a bash script in the folder, with `$CATALOG` the binary and `arguments` as `$0`, `$1`…, and returns at
    /// once: for a command started through another program (`exec timeout … "$CATALOG" …`) that a test signals.
    public func startShell(_ script: String, arguments: [String] = []) throws -> RunningCommand {
        var runner = self
        runner.environment["CATALOG"] = Self.executable.path
        return try runner.start(URL(fileURLWithPath: "/bin/bash"), ["-c", script] + arguments)
    }

    /// Runs `catalog ARGUMENTS` with standard output a pipe whose reading end is closed before the command starts:
    /// a reader that has already gone away, as `catalog query ... | head -1` gives once `head` is done. The
    /// outcome's `output` is empty.
    public func runWritingToClosedPipe(_ arguments: [String]) throws -> Outcome {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return try start(Self.executable, arguments, standardOutput: pipe.fileHandleForWriting).finish()
    }

    /// Starts `catalog ARGUMENTS` and returns at once, for tests that act while it runs (a signal, a kill).
    public func start(_ arguments: [String]) throws -> RunningCommand {
        try start(Self.executable, arguments)
    }

    /// Starts `catalog ARGUMENTS` (a compute into `catalog.sqlite` of this folder) and waits, on file events, until
    /// its frames have filled more than `bytes` of the write-ahead log: the command is then inside its write
    /// transaction, storing. Returns the running command and how the wait ended (`.ended` when it exited first).
    public func startStoring(_ arguments: [String], pastLogBytes bytes: Int) throws -> (command: RunningCommand, storing: FileEvents.Outcome) {
        let log = directory.appendingPathComponent("catalog.sqlite-wal").path
        let writes = try FileEvents(watching: [directory.path], for: FileEvents.created | FileEvents.modified)
        let command = try start(arguments)
        return (command, writes.wait(endingWith: command) { _ in FileEvents.size(of: log) > bytes })
    }

    private func start(_ executable: URL, _ arguments: [String], standardOutput: FileHandle? = nil) throws -> RunningCommand {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "CATALOG_DATABASE")
        for (key, value) in self.environment { environment[key] = value }
        return try RunningCommand(
            executable, arguments, in: directory, environment: environment, standardOutput: standardOutput
        )
    }

    /// The bytes of every file of the catalog (main file, and write-ahead log if any).
    public func catalogBytes(_ name: String = "catalog.sqlite") -> [String: Data] {
        var result: [String: Data] = [:]
        for suffix in ["", "-wal"] {
            let url = directory.appendingPathComponent(name + suffix)
            if let data = FileManager.default.contents(atPath: url.path) { result[name + suffix] = data }
        }
        return result
    }
}
