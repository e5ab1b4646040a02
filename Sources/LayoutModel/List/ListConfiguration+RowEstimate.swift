extension ListConfiguration {
    /// The height a list estimates its rows at before they size themselves (ListRules.md L3): 44 points, and 52 on
    /// iOS 26 ("iOS 26"). The estimate moves no final frame; it is what the collection view's scroll indicator and
    /// `scrollToItem` work with until the rows are measured, so the lint compares measured rows with it (`LL010`).
    /// The one place the estimate is written.
    public func estimatedRowHeight(in environment: LayoutEnvironment) -> Double {
        environment.iosVersion.listModel == .ios26 ? 52 : 44
    }
}
