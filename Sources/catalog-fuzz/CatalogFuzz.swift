import CatalogKit
import Foundation

#if LIBFUZZER
// Built with libFuzzer (`.ci/fuzz`): libFuzzer owns the loop, the corpus and the crash files; each input is
// checked as the seeded campaign checks it, and a broken property stops the run like a crash so libFuzzer keeps
// the input. The target is named by CATALOG_FUZZ_TARGET.

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

nonisolated(unsafe) private var fuzzedTarget = FuzzTarget.specJSON
nonisolated(unsafe) private var fuzzCheck: FuzzCheck?

/// SwiftPM names an executable's entry point after its module; libFuzzer's driver is started from it.
@_cdecl("catalog_fuzz_main")
func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    let name = ProcessInfo.processInfo.environment["CATALOG_FUZZ_TARGET"] ?? "spec-json"
    guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(Data("CATALOG_FUZZ_TARGET: unknown target \(name) (one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))\n".utf8))
        return 64
    }
    fuzzedTarget = target
    fuzzCheck = FuzzCheck()
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let problems = fuzzCheck!.violations(of: fuzzedTarget, input: bytes)
        if !problems.isEmpty { fatalError("a property broke:\n" + problems.joined(separator: "\n")) }
        return 0
    }
}
#else
@main
enum CatalogFuzz {
    static func main() {
        do {
            let options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            if let number = options.show {
                let (target, bytes) = options.campaign.input(number: number)
                var generator = SpecGenerator(bytes)
                print(target == .engine ? generator.json() : String(decoding: bytes, as: UTF8.self))
            } else if let range = options.workerRange {
                FuzzWorker(options: options).run(range)
            } else {
                exit(FuzzSupervisor(options: options).run())
            }
        } catch {
            FileHandle.standardError.write(Data("catalog-fuzz: \(error)\n\n\(FuzzOptions.usage)\n".utf8))
            exit(64)
        }
    }
}
#endif
