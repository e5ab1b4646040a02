/// The engine's output version. Bump it whenever any frame, size or flag the engine produces can change, or the
/// cache key's form changes, so runs computed under an earlier version are recomputed instead of served (and a
/// catalog never shows two runs of one computation side by side).
///
/// - 2: cache keys take the environment's canonical text (frames unchanged).
/// - 3: `.readableContent` narrows to the readable width of the text size (V4) instead of standing for the layout
///   margins; devices, text styles and content size categories join the environment.
/// - 4: right-to-left is laid out (the left-to-right equivalent mirrored across the content width, V8) instead of
///   refused.
/// - 5: insets larger than their element leave it 0 long instead of negative, a group whose insets leave no room
///   holds nothing, and negative content lengths are 0 (R41, F28).
/// - 6: a group's supplementaries anchor to its frame inside its content insets, as UIKit draws them (R32).
/// - 7: labels in the system font are SF Pro's line height tall (V10) and measured with SF Pro or the calibrated
///   stand-in (V11); headline is semibold.
/// - 8: a label cut by its line limit is as wide as its lines with the ellipsis (R40); a label in a cell whose width
///   is not estimated wraps inside the cell's insets (R13, R40); iOS 15 to 18's grouped headers are measured
///   upper-cased, as shown (L22); list rows make room for their accessories (L35).
public enum EngineVersion {
    public static let current = 8
}
