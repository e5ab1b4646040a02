import SwiftSyntax

/// The build the importer reads an app's `#if` for: the app compiled for an iPhone or iPad, a device rather than the
/// simulator, in its release configuration. An `#if` clause whose condition holds for that build is the code the
/// layout runs; the others are not compiled, so the importer never reads them (SwiftImport.md, "Conditional
/// compilation").
///
/// - `os(iOS)` holds and every other `os(…)` fails; `arch(arm64)`, `_endian(little)`, `_pointerBitWidth(_64)` and
///   `_runtime(_ObjC)` hold; `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)` fail.
/// - `canImport(M)` holds for Apple's iOS frameworks and fails for those of other platforms (`AppKit`,
///   `WatchKit`); of another module (a package the app may or may not link) the importer cannot tell.
/// - `compiler(>=V)` compares with Swift 6.2, the compiler of Xcode 26; `swift(>=V)`, the language mode, holds up to
///   5.10 and is not decided past it (a project chooses Swift 5 or 6 mode).
/// - A flag (`DEBUG`, `BETA`) is defined when `--assume FLAG=true` says so and not otherwise: a release build
///   defines none of the project's own flags, and `DEBUG` is a debug build's. The choice is said in a note, because
///   the app's own build settings may define it.
struct CompilationConditions {
    /// Flags given with `--assume NAME=true` or `NAME=false`.
    let assumedFlags: [String: Bool]

    /// What a condition comes to: whether it holds (nil: the importer cannot tell, `undecided` says why), and the
    /// flags it read without an assumption, whose default (not defined) decided it.
    struct Outcome {
        var holds: Bool?
        var defaultedFlags: [String] = []
        var assumedFlags: [String] = []
        var undecided: String?

        static func known(_ holds: Bool) -> Outcome { Outcome(holds: holds) }
        static func unknown(_ why: String) -> Outcome { Outcome(holds: nil, undecided: why) }

        /// Swift's `!`, in three values.
        var negated: Outcome {
            var outcome = self
            outcome.holds = holds.map { !$0 }
            return outcome
        }

        /// Swift's `&&` (`isAnd`) or `||` in three values: a known operand that decides the result decides it alone.
        func combined(with other: Outcome, isAnd: Bool) -> Outcome {
            let deciding = !isAnd
            if holds == deciding { return self }
            if other.holds == deciding { return other }
            var outcome = Outcome(holds: holds == nil || other.holds == nil ? nil : !deciding)
            outcome.defaultedFlags = defaultedFlags + other.defaultedFlags
            outcome.assumedFlags = assumedFlags + other.assumedFlags
            outcome.undecided = undecided ?? other.undecided
            return outcome
        }
    }

    init(assumptions: [String: AssumedValue]) {
        var flags: [String: Bool] = [:]
        for (name, value) in assumptions {
            let key = Unevaluable.assumptionKey(name)
            guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            if value == .word("true") { flags[key] = true }
            if value == .word("false") { flags[key] = false }
        }
        assumedFlags = flags
    }

    /// Whether `condition` (of `#if` or `#elseif`) holds for the build described above.
    func evaluate(_ condition: ExprSyntax) -> Outcome {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return .known(literal.literal.tokenKind == .keyword(.true)) }
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return flag(reference.baseName.text) }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).negated
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand), condition)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return platformCondition(name, call)
        }
        return .unknown("`\(condition.trimmedDescription)` is no condition the importer reads")
    }

    /// `a && b || c`: `&&` binds tighter than `||`, as in Swift.
    private func evaluate(sequence elements: [ExprSyntax]) -> Outcome {
        var disjuncts: [[ExprSyntax]] = [[]]
        var operators: [[String]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" {
                    disjuncts.append([])
                    operators.append([])
                } else {
                    operators[operators.count - 1].append(op)
                }
            } else {
                disjuncts[disjuncts.count - 1].append(element)
            }
        }
        var result: Outcome?
        for (operands, ops) in zip(disjuncts, operators) {
            guard ops.allSatisfy({ $0 == "&&" }), !operands.isEmpty else {
                return .unknown("`\(ops.first(where: { $0 != "&&" }) ?? "")` is no operator of `#if` conditions")
            }
            let conjunction = operands.dropFirst().reduce(evaluate(operands[0])) { $0.combined(with: evaluate($1), isAnd: true) }
            result = result.map { $0.combined(with: conjunction, isAnd: false) } ?? conjunction
        }
        return result ?? .unknown("an empty condition")
    }

    private func combine(_ left: Outcome, _ op: String, _ right: Outcome, _ node: ExprSyntax) -> Outcome {
        switch op {
        case "&&": return left.combined(with: right, isAnd: true)
        case "||": return left.combined(with: right, isAnd: false)
        default: return .unknown("`\(op)` is no operator of `#if` conditions")
        }
    }

    private func flag(_ name: String) -> Outcome {
        if let assumed = assumedFlags[name] {
            var outcome = Outcome.known(assumed)
            outcome.assumedFlags = [name]
            return outcome
        }
        var outcome = Outcome.known(false)
        outcome.defaultedFlags = [name]
        return outcome
    }

    private func platformCondition(_ name: String, _ call: FunctionCallExprSyntax) -> Outcome {
        guard let argument = call.arguments.first?.expression else { return .unknown("`\(call.trimmedDescription)` names nothing") }
        let word = argument.as(DeclReferenceExprSyntax.self)?.baseName.text ?? argument.trimmedDescription
        switch name {
        case "os": return .known(word == "iOS")
        case "arch": return .known(word == "arm64")
        case "targetEnvironment": return .known(false)
        case "_endian": return .known(word == "little")
        case "_pointerBitWidth": return .known(word == "_64")
        case "_runtime": return .known(word == "_ObjC")
        case "canImport":
            if Self.iOSFrameworks.contains(word) { return .known(true) }
            if Self.otherPlatformsFrameworks.contains(word) { return .known(false) }
            return .unknown("whether the app links the module `\(word)` is its project's setting")
        case "compiler", "swift":
            guard let prefix = argument.as(PrefixOperatorExprSyntax.self), let version = Self.version(prefix.expression.trimmedDescription) else {
                return .unknown("`\(call.trimmedDescription)` is no version comparison")
            }
            let atLeast = prefix.operator.text == ">="
            guard atLeast || prefix.operator.text == "<" else { return .unknown("`\(prefix.operator.text)` is no version comparison") }
            if name == "compiler" { return .known(Self.lexicographicallyAtLeast(Self.compilerVersion, version) == atLeast) }
            if Self.lexicographicallyAtLeast(Self.highestDecidedLanguageMode, version) { return .known(atLeast) }
            return .unknown("the Swift language mode (5 or 6) is the project's setting")
        default:
            return .unknown("`\(name)(…)` is a condition the importer does not decide")
        }
    }

    /// What a message about an undecided condition says the importer reads.
    static let decidedConditions = "the importer decides `os()`, `arch()`, `targetEnvironment()`, `compiler()`, `canImport()` of Apple's frameworks, and flags (--assume FLAG=true defines one)"

    static let compilerVersion = [6, 2]
    static let highestDecidedLanguageMode = [5, 10]

    private static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.map { $0! }
    }

    /// Whether version `a` is at least `b`, component by component (missing components are 0).
    private static func lexicographicallyAtLeast(_ a: [Int], _ b: [Int]) -> Bool {
        for position in 0..<max(a.count, b.count) {
            let x = position < a.count ? a[position] : 0
            let y = position < b.count ? b[position] : 0
            if x != y { return x > y }
        }
        return true
    }

    /// Modules an iOS app can import from the SDK.
    static let iOSFrameworks: Set<String> = [
        "Swift", "Foundation", "UIKit", "SwiftUI", "Combine", "CoreGraphics", "QuartzCore", "CoreData", "CoreImage",
        "CoreText", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "WebKit", "SafariServices",
        "StoreKit", "UserNotifications", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "IntentsUI",
        "LinkPresentation", "UniformTypeIdentifiers", "MessageUI", "Messages", "CloudKit", "GameKit", "HealthKit",
        "HomeKit", "Vision", "VisionKit", "PDFKit", "QuickLook", "ARKit", "RealityKit", "SceneKit", "SpriteKit", "Metal",
        "MetalKit", "os", "OSLog", "Darwin", "Dispatch", "ObjectiveC", "Observation", "SwiftData", "Charts", "TipKit",
        "CryptoKit", "Security", "LocalAuthentication", "AuthenticationServices", "Network", "BackgroundTasks",
        "CoreHaptics", "CoreMotion", "CoreBluetooth", "CoreNFC", "EventKit", "EventKitUI", "Contacts", "ContactsUI",
        "CallKit", "PushKit", "MediaPlayer", "MusicKit", "Speech", "NaturalLanguage", "CoreML", "CoreSpotlight",
        "MobileCoreServices", "SystemConfiguration", "ImageIO", "Accelerate", "simd", "CoreMedia", "CoreVideo",
        "CoreAudio", "AudioToolbox", "VideoToolbox", "CarPlay", "AdSupport", "AppTrackingTransparency", "PencilKit",
        "QuickLookThumbnailing", "ExternalAccessory", "FileProvider", "FileProviderUI", "GameController", "ReplayKit",
        "SharedWithYou", "SensitiveContentAnalysis", "DeviceCheck", "CoreTelephony", "Social", "Accounts",
    ]

    /// Frameworks of other platforms, which an iOS build cannot import.
    static let otherPlatformsFrameworks: Set<String> = [
        "AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices", "TVMLKit", "Glibc", "Musl", "WinSDK", "Android",
    ]
}
