import LayoutModel
import SwiftLayoutImport
import Testing

/// `#available(iOS N, *)` reads the iOS version, a trait of the environment (Environments.md, iOS version): it
/// imports as the condition `iosVersion >= N`, so iOS 18 and iOS 26 each compute their own branch, never the newest's
/// for both. Checks that every version the catalog computes passes, or none does, need no condition.
@Suite("Availability import")
struct AvailabilityImportTests {
    static let row = SectionProviderTests.row

    static func spec(_ check: String) -> LayoutSpec? {
        TraitImportTests.spec("""
            if \(check) {
                return UICollectionViewCompositionalLayout(section: row(52))
            } else {
                return UICollectionViewCompositionalLayout(section: row(44))
            }
            """)
    }

    @Test func anAvailabilityCheckIsAConditionOnTheIOSVersion() throws {
        #expect(Self.spec("#available(iOS 26, *)")?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: iosVersion >= 26, section: \(Self.row(52))}
                  - {section: \(Self.row(44))}
            """)))
    }

    /// `#unavailable(iOS 17)` holds before iOS 17: the code of its `else` is iOS 17's and later's.
    @Test func anUnavailabilityCheckTakesTheOtherBranchFromItsVersion() throws {
        #expect(Self.spec("#unavailable(iOS 17)")?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: iosVersion >= 17, section: \(Self.row(44))}
                  - {section: \(Self.row(52))}
            """)))
    }

    /// iOS 16.4 is between the versions the catalog models: iOS 16 lacks what it added, iOS 17 has it.
    @Test func aMinorVersionIsTheNextWholeVersion() throws {
        #expect(Self.spec("#available(iOS 16.4, *)")?.compositional?.sections == (try Importing.sections(yaml: """
            sections:
              - adaptive:
                  - {when: iosVersion >= 17, section: \(Self.row(52))}
                  - {section: \(Self.row(44))}
            """)))
    }

    /// iOS 15, the oldest version modelled, passes a check of iOS 14; a check naming no iOS version holds on iOS
    /// through its `*`.
    @Test func aCheckEveryVersionPassesIsNoCondition() throws {
        for check in ["#available(iOS 14, *)", "#available(iOS 15.0, *)", "#available(macOS 14, *)"] {
            #expect(Self.spec(check)?.compositional?.sections == (try Importing.sections(yaml: "sections:\n  - \(Self.row(52))")), "\(check)")
        }
    }

    /// A version newer than any the catalog computes: the code for earlier versions, with a note saying so.
    @Test func aCheckNoVersionPassesReadsTheEarlierCode() throws {
        let result = Importing.result("""
            \(SectionProviderTests.makeRow)
            func createLayout() -> UICollectionViewLayout {
                if #available(iOS 30, *) {
                    return UICollectionViewCompositionalLayout(section: row(52))
                }
                return UICollectionViewCompositionalLayout(section: row(44))
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: "sections:\n  - \(Self.row(44))")))
        #expect(result.notes.map(\.message).contains {
            $0.contains("`#available(iOS 30, *)`: no iOS version the catalog computes (15, 16, 17, 18, 26) is iOS 30 or later")
        }, "\(result.notes.map(\.message))")
    }
}
