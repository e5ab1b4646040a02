extension RandomAccessCollection {
    /// The first index whose element does not satisfy `belongsBefore`, in a collection where every element that
    /// does comes before every element that does not (sections and lines stacked in order along the scroll axis):
    /// a binary search, so a rect query finds where to start in logarithmic time.
    @inline(__always)
    func partitionIndex(where belongsBefore: (Element) -> Bool) -> Index {
        var lower = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(lower, offsetBy: half)
            if belongsBefore(self[middle]) {
                lower = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return lower
    }
}
