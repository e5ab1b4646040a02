extension FlowInsets {
    /// The insets with left and right exchanged.
    public var swappingLeftAndRight: FlowInsets { FlowInsets(top: top, left: right, bottom: bottom, right: left) }
}

extension FlowLayout {
    /// Exchanges left and right in every physical inset (the collection view's content inset, the section inset and
    /// every section's override): what a right-to-left layout is the mirror of (Environments.md, Right to left).
    public mutating func swapLeftAndRight() {
        collectionView.contentInset = collectionView.contentInset.swappingLeftAndRight
        sectionInset = sectionInset.swappingLeftAndRight
        for index in sections.indices {
            sections[index].sectionInset = sections[index].sectionInset?.swappingLeftAndRight
        }
    }
}
