/// What a section provider compared its section index with, which tells how many indexes to evaluate before
/// a repeated section means "the same from here on".
struct SectionIndexProbes {
    /// The largest number the index was compared with (a `case 2:`, a `rawValue:` of an enum whose last case
    /// is 2, an array of 3 indexed by it).
    private(set) var largest: Double?
    /// True once the index took part in arithmetic (`sectionIndex % 2`): then no probe tells the pattern.
    var usedInArithmetic = false

    mutating func note(comparedWith value: Double) {
        // An index is a whole number; comparing it with infinity or NaN tells nothing about where sections differ.
        guard value.isFinite else { return }
        largest = max(largest ?? value, value)
    }
}
