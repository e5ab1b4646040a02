/// The members of an object as a reader collects them: in file order, a repeated key replacing the earlier
/// member (the reader reports the duplicate), as `SpecNode.Value.object` keeps them.
///
/// Keys of large objects are found by hash. Scanning the members for every new key made an object of n keys
/// cost n² string comparisons: 100,000 keys (1.5 MB of JSON) took 18 s to read in a release build. Objects of
/// a few keys, nearly all of them, are still scanned: a hash table for each would cost more than it saves.
struct ObjectMembers {
    /// Objects with at least this many keys are indexed by hash.
    private static let indexedFrom = 8

    /// Members in file order; nil where a later duplicate replaced one.
    private var slots: [(key: String, value: SpecNode)?] = []
    /// The slot of each key once there are `indexedFrom` slots (slots are never removed, only emptied).
    private var slotOfKey: [String: Int] = [:]

    /// Adds a member, returning the value it replaces when the key was already there.
    mutating func append(key: String, value: SpecNode) -> SpecNode? {
        if slots.count == Self.indexedFrom {
            for (slot, member) in slots.enumerated() {
                if let member { slotOfKey[member.key] = slot }
            }
        }
        let previous = slots.count < Self.indexedFrom ? slots.firstIndex { $0?.key == key } : slotOfKey[key]
        var replaced: SpecNode?
        if let previous {
            replaced = slots[previous]?.value
            slots[previous] = nil
        }
        if slots.count >= Self.indexedFrom { slotOfKey[key] = slots.count }
        slots.append((key, value))
        return replaced
    }

    /// The members, each key once, the last one kept, in the order their kept occurrences appear.
    var members: [(key: String, value: SpecNode)] { slots.compactMap { $0 } }
}
