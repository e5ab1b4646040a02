/// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): what a section's insets are measured from
/// across the lines (F7). The content inset is always the minimum: with `fromSafeArea` a line starts at
/// `max(I.left, safeArea.left + S.left)` in bounds coordinates.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// UIKit's default (raw value 0): section insets add to the adjusted content inset.
    case fromContentInset
    /// Raw value 1: section insets add to the safe area.
    case fromSafeArea
    /// Raw value 2: section insets add to the layout margins.
    case fromLayoutMargins
}
