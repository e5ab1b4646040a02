import Testing
import TextMeasure

/// UIKit's tracking of the system font (V10): Apple's values at its sizes, linear between them, the end values
/// outside them.
@Suite("System font tracking")
struct SystemFontTrackingTests {
    @Test(arguments: [
        (11.0, 0.06), (12, 0), (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (19, -0.45), (20, -0.45),
        (22, -0.26), (23, -0.10), (24, 0.07), (26, 0.22), (28, 0.38), (34, 0.40), (40, 0.37), (48, 0.35), (53, 0.31), (60, 0.26),
    ])
    func theTableSizesTrackAsApplesTableSays(_ size: Double, _ tracking: Double) {
        #expect(SystemFontTracking.points(at: size) == tracking)
    }

    @Test func sizesBetweenAreReadLinearly() {
        // 18 pt halfway between 17 (-0.43) and 19 (-0.45); 21 pt halfway between 20 (-0.45) and 22 (-0.26);
        // 31 pt halfway between 28 (+0.38) and 34 (+0.40).
        #expect(abs(SystemFontTracking.points(at: 18) - -0.44) < 1e-12)
        #expect(abs(SystemFontTracking.points(at: 21) - -0.355) < 1e-12)
        #expect(abs(SystemFontTracking.points(at: 31) - 0.39) < 1e-12)
        #expect(abs(SystemFontTracking.points(at: 17.5) - -0.435) < 1e-12)
    }

    @Test func sizesOutsideTheTableKeepItsEndValues() {
        #expect(SystemFontTracking.points(at: 6) == 0.06)
        #expect(SystemFontTracking.points(at: 96) == 0.26)
    }
}
