import LayoutModel
import SwiftLayoutImport
import Testing

/// `#if` is read as the app's iOS release build compiles it: the clauses that build leaves out are never read, a flag
/// is undefined unless `--assume` defines it (and a note says which branch that chose), and a condition the importer
/// cannot decide is refused, never decided by the clause's place in the file (SwiftImport.md, Conditional
/// compilation).
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
    static let makeRow = SectionProviderTests.makeRow
    static let row = SectionProviderTests.row

    static func layout(height expression: String) -> String {
        """
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout(section: row(\(expression)))
        }
        """
    }

    /// A constant declared once for macOS and once for the other platforms: an iOS build compiles the `#else` one,
    /// whichever comes first in the file.
    @Test func theDeclarationTheBuildCompilesIsTheOneRead() throws {
        for (first, second) in [("os(macOS)", "50"), ("canImport(AppKit)", "50"), ("targetEnvironment(macCatalyst)", "50")] {
            let spec = Importing.spec("""
                \(Self.makeRow)
                enum Metrics {
                #if \(first)
                    static let height: CGFloat = \(second)
                #else
                    static let height: CGFloat = 100
                #endif
                }
                \(Self.layout(height: "Metrics.height"))
                """)
            #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(100))]")), "\(first)")
        }
        let iOSFirst = Importing.spec("""
            \(Self.makeRow)
            enum Metrics {
            #if os(iOS) && !targetEnvironment(simulator)
                static let height: CGFloat = 72
            #elseif os(macOS)
                static let height: CGFloat = 50
            #endif
            }
            \(Self.layout(height: "Metrics.height"))
            """)
        #expect(iOSFirst?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(72))]")))
    }

    /// Statements in a function: `#elseif` chains, nested `#if` inside the chosen clause, compiler versions (Swift 6.2,
    /// Xcode 26's), and a whole file wrapped in `#if canImport(UIKit)`.
    @Test func statementsOfTheChosenClauseRunInPlace() throws {
        let spec = Importing.spec("""
            #if canImport(UIKit)
            import UIKit
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                var height: CGFloat = 10
                #if os(watchOS)
                height = 20
                #elseif os(iOS) || os(visionOS)
                height += 30
                    #if compiler(>=5.9) && !compiler(>=7)
                    height += 4
                    #else
                    height = 0
                    #endif
                #else
                height = 0
                #endif
                return UICollectionViewCompositionalLayout(section: row(height))
            }
            #endif
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(44))]")))
    }

    /// `DEBUG` and the project's own flags are not defined in a release build: the other branch is read, and a note
    /// at the `#if` says so and how to read the build that defines it; `--assume BETA=true` reads that branch.
    @Test func aFlagIsUndefinedUnlessAssumedAndTheNoteSaysWhich() throws {
        let source = """
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                #if DEBUG || BETA
                let height: CGFloat = 300
                #else
                let height: CGFloat = 100
                #endif
                return UICollectionViewCompositionalLayout(section: row(height))
            }
            """
        let release = Importing.result(source)
        #expect(release.diagnostics.isEmpty, "\(release.diagnostics)")
        #expect(release.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(100))]")))
        #expect(release.notes.map(\.description) == [
            "Layouts.swift:7:5: `#if DEBUG || BETA` is read as a build that does not define `BETA`, `DEBUG`: the layout uses the `#else` branch (--assume BETA=true --assume DEBUG=true reads the build that defines it)"
        ])
        let beta = Importing.result(source, assumptions: ["BETA": .word("true")])
        #expect(beta.layouts.first?.spec.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(300))]")))
        #expect(beta.notes.isEmpty)
        #expect(beta.usedAssumptions == ["BETA"])
    }

    /// A flag's choice is noted only where a layout reads the code: an `#if DEBUG` in code no layout runs says nothing.
    @Test func aFlagInCodeNoLayoutReadsIsNotNoted() {
        let result = Importing.result("""
            \(Self.makeRow)
            func log(_ text: String) {
                #if DEBUG
                print(text)
                #endif
            }
            \(Self.layout(height: "44"))
            """)
        #expect(result.layouts.count == 1)
        #expect(result.notes.isEmpty, "\(result.notes)")
    }

    /// A module the app may or may not link decides nothing: a statement under it stops the layout at the `#if`,
    /// and a declaration under it is no declaration of the app.
    @Test func aConditionTheImporterCannotDecideIsRefused() {
        #expect(Importing.faults("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                var height: CGFloat = 44
                #if canImport(Then)
                height = 60
                #endif
                return UICollectionViewCompositionalLayout(section: row(height))
            }
            """) == [
            "Layouts.swift:8:5: cannot tell whether `#if canImport(Then)` holds when the app is built: whether the app links the module `Then` is its project's setting (the importer decides `os()`, `arch()`, `targetEnvironment()`, `compiler()`, `canImport()` of Apple's frameworks, and flags (--assume FLAG=true defines one))"
        ])
        let declared = Importing.faults("""
            \(Self.makeRow)
            enum Metrics {
            #if swift(>=6.0)
                static let height: CGFloat = 60
            #else
                static let height: CGFloat = 44
            #endif
            }
            \(Self.layout(height: "Metrics.height"))
            """)
        #expect(declared == [
            "Layouts.swift:14:54: cannot evaluate `Metrics.height`: `height` is declared under `#if swift(>=6.0)` (Layouts.swift:7), which the importer cannot decide: the Swift language mode (5 or 6) is the project's setting (the importer decides `os()`, `arch()`, `targetEnvironment()`, `compiler()`, `canImport()` of Apple's frameworks, and flags (--assume FLAG=true defines one), or give the value with --assume Metrics.height=VALUE)"
        ])
    }

    /// The clauses left out are blanks, not deletions: what the code after them says is reported at its own line and
    /// column.
    @Test func positionsAfterALeftOutClauseAreTheFilesOwn() {
        #expect(Importing.faults("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                #if os(macOS)
                let window = NSApp.mainWindow!
                let height = window.frame.height
                #endif
                return UICollectionViewCompositionalLayout(section: row(UIScreen.main.scale))
            }
            """) == [
            "Layouts.swift:11:61: cannot evaluate `UIScreen.main.scale`: it is known only when the app runs (give it a value with --assume UIScreen.main.scale=NUMBER)"
        ])
    }

    /// Cases of a `switch` under `#if`: only the compiled ones answer.
    @Test func switchCasesUnderIfAreTheBuildsOwn() throws {
        let spec = Importing.spec("""
            \(Self.makeRow)
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, _ in
                    switch index {
                    #if os(tvOS)
                    case 0: return row(10)
                    #endif
                    case 0: return row(20)
                    default: return row(30)
                    }
                }
            }
            """)
        #expect(spec?.compositional?.sections == (try Importing.sections(yaml: "sections: [\(Self.row(20)), \(Self.row(30))]")))
    }
}
