/// A limit on a number an input file or option may hold: the largest magnitude, and the name the error message
/// gives it ("the limit for lengths").
///
/// Each bound keeps arithmetic on the value finite and meaningful: a length of 1e308 points multiplied by a
/// scale or added to an offset becomes infinite, and a count of 1e9 subitems allocates before anything can
/// refuse it. The bounds sit orders of magnitude above anything a screen holds (the largest iPad is 1,376
/// points wide; a million 44-point rows are 44 million points long), so no real layout meets them.
public struct InputBound: Sendable, Equatable {
    /// The largest magnitude allowed; `-magnitude` is the smallest value where negative values are allowed.
    public let magnitude: Double
    /// What the bound is for, as the message names it: "lengths", "fractions".
    public let name: String

    public init(_ magnitude: Double, for name: String) {
        self.magnitude = magnitude
        self.name = name
    }

    /// Nil when `value` is within the bound, else the fault: "must be at most 10000000 (found 1e+09; the limit
    /// for lengths)". `describe` prints numbers as the caller's format does.
    public func fault(for value: Double, describe: (Double) -> String) -> String? {
        guard abs(value) > magnitude else { return nil }
        let side = value > 0 ? "at most \(describe(magnitude))" : "at least \(describe(-magnitude))"
        return "must be \(side) (found \(describe(value)); the limit for \(name))"
    }

    /// The same check for an integer, printed as the integer it is.
    public func fault(for value: Int) -> String? {
        guard Double(value.magnitude) > magnitude else { return nil }
        let bound = Int(magnitude)
        let side = value > 0 ? "at most \(bound)" : "at least \(-bound)"
        return "must be \(side) (found \(value); the limit for \(name))"
    }
}
