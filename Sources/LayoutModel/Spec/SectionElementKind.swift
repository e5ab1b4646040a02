/// The element kinds UIKit gives section headers and footers: a flow layout's supplementary views and a list
/// section's headers and footers have them.
public enum SectionElementKind {
    /// `UICollectionView.elementKindSectionHeader`.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
