import LayoutModel
import SwiftSyntax

/// `#available(iOS N, *)` and `#unavailable(iOS N)`: the iOS version is a trait of the environment (Environments.md,
/// iOS version), so a check of it is a decision of `TraitCaseExplorer` like a size class's, and the layout is computed
/// per version (`iosVersion >= N` in the spec's conditions, LayoutSpecFormat.md, Trait conditions) rather than taken
/// for the newest. A check every version the catalog computes passes, or none does, is settled with no condition.
extension Interpreter {
    /// Whether the availability condition holds on the current path of the trait explorer.
    func availability(_ condition: AvailabilityConditionSyntax) throws -> Bool {
        let negated = condition.availabilityKeyword.text == "#unavailable"
        guard let minimum = Self.iOSMinimum(of: condition) else {
            // No iOS version named (`#available(macOS 14, *)`): on iOS the `*` makes it hold.
            return !negated
        }
        let versions = IOSVersion.allCases.map { Double($0.rawValue) }
        let code = SourceMap.quote(condition)
        let position = map.position(of: condition)
        let available: Bool
        if versions.allSatisfy({ $0 >= minimum }) {
            available = true
        } else if versions.allSatisfy({ $0 < minimum }) {
            note(at: position, "`\(code)`: no iOS version the catalog computes (\(IOSVersion.allCases.map { String($0.rawValue) }.joined(separator: ", "))) is \(Self.versionText(minimum)) or later, so the code for earlier versions is read")
            available = false
        } else {
            guard traitCases != nil else {
                throw stop(
                    condition, "`\(code)` depends on the iOS version, which this code cannot read per version",
                    hint: "move the check into the code that builds the layout or its sections"
                )
            }
            available = traitCases!.decide("iosVersion", .greaterOrEqual, minimum, code: code, at: position)
        }
        return available != negated
    }

    /// The iOS version an availability condition names (`iOS 17`, `iOS 16.4`, `iOSApplicationExtension 17`), as a
    /// number the `iosVersion` trait compares with: 16.4 is read as 17, the first whole version the catalog models at
    /// or above it. Nil when it names no iOS version.
    static func iOSMinimum(of condition: AvailabilityConditionSyntax) -> Double? {
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension",
                let version = restriction.version, let major = Double(version.major.text)
            else { continue }
            let hasMinor = version.components.contains { Int($0.number.text) ?? 0 > 0 }
            return hasMinor ? major + 1 : major
        }
        return nil
    }

    private static func versionText(_ version: Double) -> String {
        "iOS \(Int(version))"
    }
}
