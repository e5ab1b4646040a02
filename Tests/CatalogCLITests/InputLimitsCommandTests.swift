import Foundation
import TestSupport
import Testing

/// Limits.md: every value and count a file or option controls is bounded up front, with a message
/// that names the limit, a non-zero exit, and the catalog byte for byte as it was.
@Suite("Command line: input limits")
struct InputLimitsCommandTests {
    static let countThree = PackageRoot.url("Samples/layouts/p000-count-3.json")
    static let twoColumn = PackageRoot.path("Samples/layouts/p003-two-column-count.json")

    /// A catalog holding the two-column grid, and the bytes it holds.
    static func catalog(in folder: TemporaryDirectory, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (CommandLineRunner, [String: Data])
    {
        let cli = CommandLineRunner(directory: folder.url)
        try cli.succeeding(["import", twoColumn], sourceLocation: sourceLocation)
        return (cli, cli.catalogBytes())
    }

    /// The sample with one value replaced, written to the folder.
    static func variant(
        _ folder: TemporaryDirectory, _ name: String, replacing old: String, with new: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let text = try String(contentsOf: countThree, encoding: .utf8)
        #expect(text.contains(old), "the sample no longer holds \(old)", sourceLocation: sourceLocation)
        return try folder.write(name, text.replacingOccurrences(of: old, with: new))
    }

    @Test func aCountPastTheSubitemLimitIsALocatedError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (cli, before) = try Self.catalog(in: folder)
        _ = try Self.variant(folder, "big-count.json", replacing: "\"count\": 3", with: "\"count\": 1e9")
        let outcome = try cli.run(["import", "big-count.json"])
        #expect(outcome.status == 1)
        #expect(outcome.errors == """
            Error: import failed, nothing was changed (1 fault):
              big-count.json:29:16: $.section.group.count: must be at most 1000 (found 1000000000; the limit for subitems per group)

            """)
        #expect(cli.catalogBytes() == before)
    }

    @Test func lengthsAndFractionsPastTheirLimitsAreRefused() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (cli, before) = try Self.catalog(in: folder)
        _ = try Self.variant(folder, "huge.json", replacing: "\"leading\": 10", with: "\"leading\": 1e308")
        let huge = try cli.run(["import", "huge.json"])
        #expect(huge.status == 1)
        #expect(huge.errors.contains("$.section.group.subitem.contentInsets.leading: must be at most 10000000 (found 1e+308; the limit for lengths)"))
        _ = try Self.variant(folder, "wide.json", replacing: "fractionalWidth(1.0)", with: "fractionalWidth(1e7)")
        let wide = try cli.run(["import", "wide.json"])
        #expect(wide.status == 1)
        #expect(wide.errors.contains("must be at most 100 (found 10000000; the limit for fractions)"))
        #expect(cli.catalogBytes() == before)
    }

    @Test func itemCountsPastTheLimitAreUsageErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (cli, before) = try Self.catalog(in: folder)
        for count in ["9223372036854775807", "1000000000000"] {
            let outcome = try cli.run(["compute", "p003-two-column-count", "--size", "390x844", "--items", count])
            #expect(outcome.status == 64)
            #expect(outcome.errors.hasPrefix("Error: --items: section 0 must be at most 1000000000 (found \(count); the limit for items per section)\n"))
        }
        let past = try cli.run(["compute", "p003-two-column-count", "--size", "390x844", "--items", "99999999999999999999"])
        #expect(past.status == 64)
        #expect(past.errors.hasPrefix("Error: --items expects one item count per section"))
        #expect(cli.catalogBytes() == before)
    }

    @Test func aRunPastTheElementLimitIsRefusedBeforePlanning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var (cli, before) = try Self.catalog(in: folder)
        cli.environment["CATALOG_MAX_ELEMENTS"] = "1000"
        let outcome = try cli.run(["compute", "p003-two-column-count", "--size", "390x844", "--items", "2000"])
        #expect(outcome.status == 1)
        // 2,000 elements at 48 bytes each: 96,000 bytes.
        #expect(outcome.errors == "Error: p003-two-column-count: the run would store 2000 items (about 0.1 MB); a run may store at most 1000 elements (the limit for elements per run; set CATALOG_MAX_ELEMENTS to change it)\n")
        #expect(cli.catalogBytes() == before)
        #expect(try cli.run(["compute", "p003-two-column-count", "--size", "390x844", "--items", "1000"]).status == 0)
    }

    /// A matrix plans inside its transaction, on several threads: a run past the limit is refused with the same
    /// words as alone, and the runs planned before it are not stored either.
    @Test func aMatrixWithARunPastTheElementLimitStoresNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var (cli, before) = try Self.catalog(in: folder)
        cli.environment["CATALOG_MAX_ELEMENTS"] = "1000"
        // Every device at every text size: hundreds of runs, each of 2,000 items.
        let outcome = try cli.run([
            "compute", "p003-two-column-count", "--device", "all", "--content-size-category", "all", "--items", "2000",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.errors.hasSuffix("Error: p003-two-column-count: the run would store 2000 items (about 0.1 MB); a run may store at most 1000 elements (the limit for elements per run; set CATALOG_MAX_ELEMENTS to change it)\n"), "\(outcome.errors)")
        #expect(cli.catalogBytes() == before)
    }

    @Test func environmentsPastTheirLimitsAreUsageErrors() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (cli, before) = try Self.catalog(in: folder)
        let cases: [([String], String)] = [
            (["--size", "1e308x844"], "Error: --size must be at most 10000000 (found 1e+308; the limit for lengths)\n"),
            (["--size", "390x844", "--safe-area", "500,0,500,0"],
             "Error: --safe-area must leave room inside the 390x844 view (found 500,0,500,0: the edges meet or cross)\n"),
        ]
        for (options, message) in cases {
            let outcome = try cli.run(["compute", "p003-two-column-count"] + options)
            #expect(outcome.status == 64, "\(options)")
            #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
        }
        for velocity in ["nan", "inf"] {
            let outcome = try cli.run(["target-offset", "p003-two-column-count", "--size", "390x844", "--section", "0", "--from", "0", "--velocity", velocity])
            #expect(outcome.status == 64)
            #expect(outcome.errors.hasPrefix("Error: --velocity must be a finite number (found \(velocity))\n"), "\(outcome.errors)")
        }
        #expect(cli.catalogBytes() == before)
    }

    @Test func importReadsOnlyRegularFilesWithinTheSizeLimit() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var (cli, before) = try Self.catalog(in: folder)
        let device = try cli.run(["import", "/dev/zero"])
        #expect(device.status == 1)
        #expect(device.errors.contains("/dev/zero: not a regular file (a device, pipe or socket is not read)"))
        let size = try FileManager.default.attributesOfItem(atPath: Self.countThree.path)[.size] as! Int
        cli.environment["CATALOG_MAX_FILE_BYTES"] = "100"
        let large = try cli.run(["import", Self.countThree.path])
        #expect(large.status == 1)
        #expect(large.errors.contains(": \(size) bytes; a file may hold at most 100 (the limit for imported files; set CATALOG_MAX_FILE_BYTES to change it)"))
        #expect(cli.catalogBytes() == before)
    }
}
