extension FlowLayout {
    /// True when some item size names a dataset field (`sizeForItemAt` from data): computing the layout then
    /// needs the dataset's records, and without them such a size is an error.
    public var readsDatasetFields: Bool {
        let sizes = [itemSize] + sections.compactMap(\.itemSize) + [estimate].compactMap { $0 }
        return sizes.contains { !$0.width.fieldNames.isEmpty || !$0.height.fieldNames.isEmpty }
    }

    /// The content descriptions of self-sizing cells (F24): what a measurer must prepare fonts for.
    public var contentDescriptions: [ContentDescription] {
        isSelfSizing ? [content].compactMap { $0 } : []
    }
}
