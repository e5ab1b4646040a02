/// A seeded fuzzing campaign: input number *n* of seed *s* is always the same bytes for the same target (a corpus
/// entry of that target, mutated by `FuzzMutator` with a generator seeded from *s* and *n*), so a campaign is
/// reproduced exactly by its seed, and a test can run a bounded, deterministic slice of it.
///
/// This type runs inputs in this process and reports broken properties. A crash or a hang ends the process; the
/// `catalog-fuzz` command runs campaigns in a child process to see those and keep the input (Fuzzing.md).
public struct FuzzCampaign: Sendable {
    public let corpus: FuzzCorpus
    public let targets: [FuzzTarget]
    public let seed: UInt64

    /// One input that broke a property.
    public struct Finding: Sendable {
        public var target: FuzzTarget
        public var input: [UInt8]
        public var problems: [String]
    }

    public init(corpus: FuzzCorpus, targets: [FuzzTarget] = FuzzTarget.allCases, seed: UInt64) {
        self.corpus = corpus
        self.targets = targets.isEmpty ? FuzzTarget.allCases : targets
        self.seed = seed
    }

    /// Input number `number`: its target (round robin) and bytes.
    public func input(number: Int) -> (target: FuzzTarget, bytes: [UInt8]) {
        let target = targets[number % targets.count]
        var random = FuzzRandom(seed: seed ^ (UInt64(truncatingIfNeeded: number) &* 0xD6E8_FEB8_6659_FD93))
        let seeds = corpus.seeds[target] ?? []
        guard !seeds.isEmpty else {
            return (target, (0..<random.below(256)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        }
        let base = seeds[random.below(seeds.count)]
        // One input in eight is a seed as it stands, so every sample and regression input is replayed too.
        if random.below(8) == 0 { return (target, base) }
        return (target, FuzzMutator().mutate(base, others: seeds, using: &random))
    }

    /// Runs inputs `range` (stopping early when `shouldStop` says so) and returns how many ran and what broke.
    /// `willRun` is called before each input, so a caller can keep it where a crash would not lose it.
    public func run(
        _ range: Range<Int>, check: FuzzCheck, willRun: (Int, FuzzTarget, [UInt8]) -> Void = { _, _, _ in },
        shouldStop: () -> Bool = { false }
    ) -> (ran: Int, findings: [Finding]) {
        var findings: [Finding] = []
        var ran = 0
        for number in range {
            if shouldStop() { break }
            let (target, bytes) = input(number: number)
            willRun(number, target, bytes)
            let problems = check.violations(of: target, input: bytes)
            if !problems.isEmpty { findings.append(Finding(target: target, input: bytes, problems: problems)) }
            ran += 1
        }
        return (ran, findings)
    }
}
