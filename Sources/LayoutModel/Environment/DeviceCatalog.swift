/// The named devices (V1 of EnvironmentRules.md, with its "related devices"), one table: a device is one entry
/// here. Values the reference does not confirm from two sources say so in `uncertain`.
public enum DeviceCatalog {
    public static let all: [Device] = phones + pads

    /// The device with this slug.
    public static func device(_ slug: String) -> Device? { all.first { $0.slug == slug } }

    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
        EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    private static func phone(
        _ slug: String, _ name: String, _ width: Double, _ height: Double, scale: Double = 3, portrait: EdgeInsets,
        landscape: EdgeInsets, uncertain: [String] = []
    ) -> Device {
        // V12: phones 414 points wide or more are regular wide in landscape.
        Device(
            slug: slug, name: name, idiom: .phone, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: portrait, landscapeSafeArea: landscape, landscapeWidthClass: width >= 414 ? .regular : .compact,
            uncertain: uncertain + (width >= 414 ? [Self.widePhoneMargins] : [])
        )
    }

    /// V3: the root view's margins on phones 414 to 440 points wide held upright may be 20, not the compact 16.
    static let widePhoneMargins = "layout margins in portrait: 16 (the compact-width rule of V3); reports for phones this wide suggest 20"

    private static let notch = (portrait: insets(47, 0, 34, 0), landscape: insets(0, 47, 21, 47))
    private static let island59 = (portrait: insets(59, 0, 34, 0), landscape: insets(0, 59, 21, 59))
    private static let island62 = (portrait: insets(62, 0, 34, 0), landscape: insets(0, 62, 21, 62))
    private static let ios26Landscape62 = insets(20, 62, 20, 62)

    static let phones: [Device] = [
        phone("iphone-se-3", "iPhone SE (2nd and 3rd generation)", 375, 667, scale: 2, portrait: insets(20, 0, 0, 0), landscape: .zero),
        phone(
            "iphone-13-mini", "iPhone 13 mini", 375, 812, portrait: insets(50, 0, 34, 0), landscape: insets(0, 50, 21, 50),
            uncertain: ["size: UIKit reports 375x812 (native scale 2.88); Apple's current tables list 360x780"]
        ),
        phone("iphone-14", "iPhone 14", 390, 844, portrait: notch.portrait, landscape: notch.landscape),
        phone("iphone-14-plus", "iPhone 14 Plus", 428, 926, portrait: notch.portrait, landscape: notch.landscape),
        phone(
            "iphone-14-pro", "iPhone 14 Pro", 393, 852, portrait: island59.portrait, landscape: island59.landscape,
            uncertain: ["safe area in landscape: inferred from the 15 Pro"]
        ),
        phone(
            "iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, portrait: island59.portrait, landscape: island59.landscape,
            uncertain: ["safe area in landscape: inferred from the 15 Pro Max"]
        ),
        phone("iphone-15", "iPhone 15", 393, 852, portrait: island59.portrait, landscape: island59.landscape),
        phone("iphone-15-plus", "iPhone 15 Plus", 430, 932, portrait: island59.portrait, landscape: island59.landscape),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, portrait: island59.portrait, landscape: island59.landscape),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, portrait: island59.portrait, landscape: island59.landscape),
        phone("iphone-16", "iPhone 16", 393, 852, portrait: island59.portrait, landscape: island59.landscape),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, portrait: island59.portrait, landscape: island59.landscape),
        phone(
            "iphone-16-pro", "iPhone 16 Pro", 402, 874, portrait: island62.portrait, landscape: island62.landscape,
            uncertain: ["safe area in landscape: single-source; iOS 26 configurations give 20,62,20,62"]
        ),
        phone(
            "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, portrait: island62.portrait, landscape: island62.landscape,
            uncertain: ["safe area in landscape: single-source; iOS 26 configurations give 20,62,20,62"]
        ),
        phone(
            "iphone-16e", "iPhone 16e", 390, 844, portrait: notch.portrait, landscape: notch.landscape,
            uncertain: ["safe area: inferred from the iPhone 14's notch"]
        ),
        phone(
            "iphone-17", "iPhone 17", 402, 874, portrait: island62.portrait, landscape: ios26Landscape62,
            uncertain: ["safe area in portrait: inferred from the 16 Pro", "safe area in landscape: single-source (iOS 26)"]
        ),
        phone(
            "iphone-17-pro", "iPhone 17 Pro", 402, 874, portrait: island62.portrait, landscape: ios26Landscape62,
            uncertain: ["safe area in portrait: inferred from the 16 Pro", "safe area in landscape: single-source (iOS 26)"]
        ),
        phone(
            "iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, portrait: island62.portrait, landscape: ios26Landscape62,
            uncertain: ["safe area in portrait: inferred from the 16 Pro Max", "safe area in landscape: single-source (iOS 26)"]
        ),
        phone(
            "iphone-air", "iPhone Air", 420, 912, portrait: insets(68, 0, 34, 0), landscape: insets(20, 68, 29, 68),
            uncertain: ["safe area: single-source (iOS 26)"]
        ),
    ]

    /// V2: iPads without a home button keep 24 at the top and 20 at the bottom in both orientations.
    private static func pad(_ slug: String, _ name: String, _ width: Double, _ height: Double, uncertain: [String] = []) -> Device {
        let safe = insets(24, 0, 20, 0)
        return Device(
            slug: slug, name: name, idiom: .pad, portraitSize: Size(width: width, height: height), scale: 2, portraitSafeArea: safe,
            landscapeSafeArea: safe, landscapeWidthClass: .regular, uncertain: uncertain
        )
    }

    static let pads: [Device] = [
        pad("ipad-10", "iPad (10th generation)", 820, 1180, uncertain: ["safe area: inferred from the rule for iPads without a home button"]),
        pad("ipad-air-11-m2", "iPad Air 11-inch (M2)", 820, 1180, uncertain: ["safe area: single-source"]),
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", 834, 1210),
        pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", 1032, 1376),
        pad("ipad-mini-6", "iPad mini (6th generation)", 744, 1133),
    ]
}
