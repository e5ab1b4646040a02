/// Sets of environment numbers, each distinct set stored once: findings of a layout mostly occur in the same few
/// sets of environments (every environment, the landscape ones, the large text sizes), so a finding holds the number
/// of its set instead of a list of its own, and a million findings over 288 environments hold a million numbers.
struct EnvironmentSets {
    /// Each set, its members ascending. Set 0 is empty.
    private(set) var sets: [[Int32]] = [[]]
    private var numbers: [[Int32]: Int32] = [[]: 0]
    /// Set, member added → set: one look-up per finding and run once the sets are known.
    private var transitions: [Transition: Int32] = [:]

    private struct Transition: Hashable {
        var set: Int32
        var member: Int32
    }

    static let empty: Int32 = 0

    /// The set `set` with `member` added.
    mutating func adding(_ member: Int, to set: Int32) -> Int32 {
        let transition = Transition(set: set, member: Int32(member))
        if let known = transitions[transition] { return known }
        var members = sets[Int(set)]
        let value = Int32(member)
        if let last = members.last, last < value {
            members.append(value)
        } else if !members.contains(value) {
            members.append(value)
            members.sort()
        }
        let result = intern(members)
        transitions[transition] = result
        return result
    }

    private mutating func intern(_ members: [Int32]) -> Int32 {
        if let known = numbers[members] { return known }
        sets.append(members)
        let number = Int32(sets.count - 1)
        numbers[members] = number
        return number
    }

    /// The members of set `set`.
    func members(of set: Int32) -> [Int32] { sets[Int(set)] }
}
