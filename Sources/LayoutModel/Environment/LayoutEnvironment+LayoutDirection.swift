extension LayoutEnvironment {
    /// The left-to-right environment whose layout, mirrored across the content width, is this environment's
    /// right-to-left layout (EnvironmentRules.md V8; Environments.md, Right to left: the same spec laid out left to
    /// right with physical left and right insets exchanged, then mirrored across the content width).
    ///
    /// What changes, and why:
    /// - **Safe area**: left and right swap. The environment stores it physically (left as leading), and mirroring
    ///   the layout afterwards must bring a left inset back to the left.
    /// - **Layout margins** given explicitly: left and right swap, for the same reason. Margins left to their
    ///   default derive from the safe area (V3) and so follow it; the readable guide (V4) is centred and follows
    ///   the margins.
    /// - **Content offset**: the viewport `x…x + containerWidth` mirrored across the content width starts at
    ///   `contentWidth − x − containerWidth`. Only a horizontally scrolling layout reads it (pinning acts along
    ///   the scroll axis, R29); since the content width is what the plan finds, a caller may first pass a guess
    ///   (the container width) and plan again with the width found.
    /// - **Layout direction**: left-to-right.
    ///
    /// Unchanged: the spec's own insets, which are directional (leading, trailing) and so follow the mirror by
    /// themselves, and the strip offsets of orthogonal sections, which count from the strip's leading edge in
    /// either direction. A left-to-right environment is returned as it is.
    public func leftToRightEquivalent(contentWidth: Double) -> LayoutEnvironment {
        guard layoutDirection == .rightToLeft else { return self }
        var equivalent = self
        equivalent.layoutDirection = .leftToRight
        equivalent.safeAreaInsets = safeAreaInsets.mirroredHorizontally
        equivalent.layoutMargins = layoutMargins?.mirroredHorizontally
        // At rest (no offset) the equivalent rests too: its leading end, mirrored, is the right end.
        if let offset = contentOffset {
            equivalent.contentOffset = Point(x: contentWidth - offset.x - containerSize.width, y: offset.y)
        }
        return equivalent
    }
}
