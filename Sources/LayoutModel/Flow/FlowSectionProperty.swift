/// The flow-layout properties a section can override, as the delegate's per-section methods do (F2). The raw
/// value is the key in a spec file.
public enum FlowSectionProperty: String, Hashable, Sendable, CaseIterable {
    /// `collectionView(_:layout:sizeForItemAt:)`.
    case itemSize
    /// `collectionView(_:layout:insetForSectionAt:)`.
    case sectionInset
    /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    case minimumLineSpacing
    /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    case minimumInteritemSpacing
    /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    case headerReferenceSize
    /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    case footerReferenceSize
}
