import CatalogFuzzing
import Foundation

/// The seeded fuzzing campaign (Fuzzing.md): a supervisor that runs ranges of inputs in
/// worker processes, a worker, or `--show N` to print one input.
@main
enum CatalogFuzz {
    static func main() {
        do {
            let options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            if let number = options.show {
                let (target, bytes) = options.campaign.input(number: number)
                print(FuzzCheck().shown(target, input: bytes))
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
