import Foundation

/// Type-checks documentation examples against the package's modules as this test run built them: `swiftc
/// -typecheck` with the build's module folder, and the C module maps and header folders SwiftPM compiled the
/// modules with, read from its build manifest (`.build/debug.yaml`), so a C module a Swift module imports
/// (GRDBSQLite, CFreeType, …) is found as it was in the build.
struct ExampleCompiler {
    /// `swiftc` from `PATH`; nil when it is not there.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The folder the test binary is in: the build's products (`.build/<triple>/debug`).
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()

    /// A fault the compiler reported, at the documentation's file and line.
    struct Fault: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var message: String

        var description: String { "\(file):\(line):\(column): error: \(message)" }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let swiftc: URL

    /// Type-checks every example in one compiler run (one file each); the faults, each at the example's own line.
    func faults(in examples: [DocumentationExample]) throws -> [Fault] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-doc-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, example) in examples.enumerated() {
            let file = folder.appendingPathComponent("Example\(index).swift")
            try example.checkSource(named: "example\(index)").write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let arguments = ["-typecheck", "-continue-building-after-errors", "-swift-version", "6", "-suppress-warnings"]
            + ["-module-name", "DocumentationExamples", "-I", Self.products.appendingPathComponent("Modules").path]
            + ["-module-cache-path", Self.products.appendingPathComponent("DocumentationExamples.ModuleCache").path]
            + (try Self.importFlags()) + files

        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let faults = Self.faults(in: text)
        if process.terminationStatus != 0, faults.isEmpty {
            throw Failure(description: "swiftc exited \(process.terminationStatus) without a located error:\n\(text)")
        }
        return faults
    }

    /// `path:line:column: error: message` lines of the compiler's output.
    static func faults(in output: String) -> [Fault] {
        output.split(separator: "\n").compactMap { line -> Fault? in
            guard let range = line.range(of: ": error: ") else { return nil }
            let place = line[..<range.lowerBound].split(separator: ":")
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                return nil
            }
            let file = place.dropLast(2).joined(separator: ":")
            return Fault(file: file, line: row, column: column, message: String(line[range.upperBound...]))
        }
    }

    /// The C module maps (`-Xcc -fmodule-map-file=…`) and header folders (`-Xcc -I …`, `-I…`) of every Swift module
    /// the build compiled, from SwiftPM's build manifest (`<products>/../../debug.yaml`, named after the build
    /// configuration).
    static func importFlags() throws -> [String] {
        let configuration = products.lastPathComponent
        let candidates = [products.deletingLastPathComponent(), products.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appendingPathComponent("\(configuration).yaml") }
        guard let manifest = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw Failure(description: "no build manifest at \(candidates.map(\.path)): the example check reads the flags SwiftPM compiled the modules with from it")
        }
        var flags: [[String]] = []
        for line in try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("args: ["),
                let data = trimmed.dropFirst("args: ".count).data(using: .utf8),
                let arguments = try? JSONDecoder().decode([String].self, from: data),
                arguments.contains("-module-name")
            else { continue }
            var index = 0
            while index < arguments.count {
                let argument = arguments[index]
                let rest = Array(arguments[index...].prefix(4))
                if rest.count >= 2, argument == "-Xcc", rest[1].hasPrefix("-fmodule-map-file=") {
                    flags.append(Array(rest.prefix(2)))
                    index += 2
                } else if rest.count == 4, argument == "-Xcc", rest[1] == "-I", rest[2] == "-Xcc" {
                    flags.append(rest)
                    index += 4
                } else {
                    if argument.hasPrefix("-I"), argument.count > 2 { flags.append([argument]) }
                    index += 1
                }
            }
        }
        var unique: [[String]] = []
        for flag in flags where !unique.contains(flag) { unique.append(flag) }
        return unique.flatMap { $0 }
    }
}
