/// A UIKit layout object (an item, group, section, ...) as Swift code holds it: by reference, so
/// `item.contentInsets = ...` changes the object every name for it sees.
///
/// UIKit copies an object when another one takes it (a group copies its subitems, a section its group), so the
/// importer copies `value` at that moment too, and remembers where, to point out a change made afterwards
/// (which UIKit would not see either).
final class Reference<Value> {
    var value: Value
    /// Where another object first took a copy of this one.
    var firstCopiedAt: SourcePosition?

    init(_ value: Value) {
        self.value = value
    }
}
