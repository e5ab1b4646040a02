import LayoutModel

/// The sizes of a section's items, as the layout asks the delegate for them (F2, F15, F24).
enum FlowItemSizes {
    /// Every item has this size: the section takes the closed-form grid (F13, F15).
    case uniform(Size)
    /// Sizes differ (or are self-sized, F24): the section is broken into lines item by item. Lengths along the
    /// lines and along the scroll axis.
    case perItem(crossLengths: [Double], mainLengths: [Double])
}
