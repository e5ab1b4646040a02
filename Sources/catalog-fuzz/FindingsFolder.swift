import FilePaths
import CatalogFuzzing
import Foundation

/// Where a campaign keeps what it found, and the input a worker is running (so that the supervisor can keep it
/// when the worker dies on it). Every finding is also copied into the regressions folder, where the tests replay
/// it from then on (Fuzzing.md: every input the harness ever found is kept as a regression test).
struct FindingsFolder {
    let path: String
    let regressionsFolder: String

    private var currentInputPath: String { FilePath.joining(path, ".current-input") }
    private var currentNumberPath: String { FilePath.joining(path, ".current-number") }
    private var donePath: String { FilePath.joining(path, ".worker-done") }

    init(path: String, regressionsFolder: String) throws {
        self.path = path
        self.regressionsFolder = regressionsFolder
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Called before each input: the bytes first, then the number, so a number on disk always has its bytes.
    func recordCurrent(number: Int, target: FuzzTarget, bytes: [UInt8]) {
        _ = FileManager.default.createFile(atPath: currentInputPath, contents: Data(bytes))
        _ = FileManager.default.createFile(atPath: currentNumberPath, contents: Data("\(number) \(target.rawValue)".utf8))
    }

    /// The input a worker was running when it stopped.
    func current() -> (number: Int, target: FuzzTarget, bytes: [UInt8])? {
        guard let text = FileManager.default.contents(atPath: currentNumberPath).map({ String(decoding: $0, as: UTF8.self) }),
            let bytes = FileManager.default.contents(atPath: currentInputPath)
        else { return nil }
        let parts = text.split(separator: " ")
        guard parts.count == 2, let number = Int(parts[0]), let target = FuzzTarget(rawValue: String(parts[1])) else { return nil }
        return (number, target, Array(bytes))
    }

    func recordDone(ran: Int, findings: Int) {
        _ = FileManager.default.createFile(atPath: donePath, contents: Data("\(ran) \(findings)".utf8))
    }

    /// What a worker that ended normally ran, and how many findings it saved; nil if it did not end normally.
    func takeDone() -> (ran: Int, findings: Int)? {
        defer { try? FileManager.default.removeItem(atPath: donePath) }
        guard let text = FileManager.default.contents(atPath: donePath).map({ String(decoding: $0, as: UTF8.self) }) else { return nil }
        let parts = text.split(separator: " ").compactMap { Int($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// Saves a finding: its input under a name from its kind, target and a hash of its bytes, a note of what broke
    /// beside it, and the input into the regressions folder. Returns the input's path.
    @discardableResult
    func save(kind: String, target: FuzzTarget, bytes: [UInt8], note: String) -> String {
        let name = "\(kind)-\(Self.hash(bytes))"
        let file = FilePath.joining(path, "\(target.rawValue)-\(name)")
        _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
        _ = FileManager.default.createFile(atPath: file + ".txt", contents: Data((note + "\n").utf8))
        let regressionFolder = FilePath.joining(regressionsFolder, target.rawValue)
        try? FileManager.default.createDirectory(atPath: regressionFolder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: FilePath.joining(regressionFolder, name), contents: Data(bytes))
        return file
    }

    /// FNV-1a, 64 bits, in hex: a stable name for the same bytes.
    static func hash(_ bytes: [UInt8]) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(value, radix: 16)
    }
}
