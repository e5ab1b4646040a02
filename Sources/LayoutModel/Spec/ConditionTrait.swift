/// A trait of the environment an adaptive section's condition may read (LayoutSpecFormat.md, Trait conditions):
/// its name in a `when`, the kind of value it has, and how to read it from what a section provider is handed.
///
/// The vocabulary is the table `all`: a trait the environment gains is one entry there, and the spec decoder,
/// the checks of `TraitConditionCheck`, `show` and the engine's choice of a case follow from it.
public struct ConditionTrait: Sendable {
    /// What a trait's values are, which decides what it may be compared with.
    public enum Kind: Hashable, Sendable {
        /// A length in points (`width`, `height`): compared with numbers and with other lengths.
        case length
        /// A number of another kind (a version), compared with numbers only; `values` lists every value it can
        /// have, for the checks that look for cases that can never be chosen.
        case number(values: [Double])
        /// One of a fixed list of cases (`idiom`: `.phone`, `.pad`), compared with a case of that list; `ordered`
        /// when the cases have an order that `<` and `>` compare (text sizes, smallest first).
        case cases([String], ordered: Bool)
        /// True or false (`isAccessibilityCategory`): a condition by itself, or compared with `true` or `false`.
        case flag

        /// How a message names what the trait holds: "a length", "one of .phone, .pad".
        public var description: String {
            switch self {
            case .length: return "a length in points"
            case .number: return "a number"
            case .cases(let cases, _): return "one of " + cases.map { "." + $0 }.joined(separator: ", ")
            case .flag: return "true or false"
            }
        }
    }

    /// The name a condition uses: `horizontalSizeClass`.
    public let name: String
    public let kind: Kind
    /// The trait's value in an environment.
    public let value: @Sendable (SectionEnvironment) -> PredicateValue

    public init(_ name: String, _ kind: Kind, value: @escaping @Sendable (SectionEnvironment) -> PredicateValue) {
        self.name = name
        self.kind = kind
        self.value = value
    }

    /// A trait whose values are the cases of a Swift enumeration of the model, in their declared order.
    init<Cases: CaseIterable & RawRepresentable & Equatable & Sendable>(
        _ name: String, cases: Cases.Type, ordered: Bool = false, value: @escaping @Sendable (SectionEnvironment) -> Cases
    ) where Cases.RawValue == String {
        let all = Array(Cases.allCases)
        self.init(name, .cases(all.map(\.rawValue), ordered: ordered)) { environment in
            let chosen = value(environment)
            return .enumCase(chosen.rawValue, rank: all.firstIndex(of: chosen) ?? 0)
        }
    }

    /// Every trait a condition may read, in the order messages list them.
    public static let all: [ConditionTrait] = [
        ConditionTrait("width", .length) { .number($0.effectiveContentSize.width) },
        ConditionTrait("height", .length) { .number($0.effectiveContentSize.height) },
        ConditionTrait("idiom", cases: DeviceIdiom.self) { $0.layout.conditionIdiom },
        ConditionTrait("horizontalSizeClass", cases: SizeClass.self) { $0.layout.conditionSizeClasses.horizontal },
        ConditionTrait("verticalSizeClass", cases: SizeClass.self) { $0.layout.conditionSizeClasses.vertical },
        ConditionTrait("contentSizeCategory", cases: ContentSizeCategory.self, ordered: true) { $0.layout.contentSizeCategory },
        ConditionTrait("isAccessibilityCategory", .flag) { .bool($0.layout.contentSizeCategory.isAccessibilityCategory) },
        ConditionTrait("layoutDirection", cases: LayoutDirection.self) { $0.layout.layoutDirection },
        ConditionTrait("iosVersion", .number(values: IOSVersion.allCases.map { Double($0.rawValue) })) {
            .number(Double($0.layout.iosVersion.rawValue))
        },
    ]

    /// The traits by name.
    public static let named: [String: ConditionTrait] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Every name a condition may read.
    public static var names: Set<String> { Set(all.map(\.name)) }

    /// The traits among `names`, in the order messages list them (`width`, `height`, `idiom`, …).
    public static func listed(_ names: Set<String>) -> [String] {
        all.map(\.name).filter(names.contains)
    }

    /// The values of the traits among `names` in an environment, for messages: `idiom .phone, width 390`.
    public static func describe(_ names: Set<String>, in environment: SectionEnvironment) -> String {
        all.filter { names.contains($0.name) }.map { trait in
            switch trait.value(environment) {
            case .number(let value): return "\(trait.name) \(formatNumber(value))"
            case .bool(let value): return "\(trait.name) \(value)"
            case .enumCase(let name, _): return "\(trait.name) .\(name)"
            case .string(let text): return "\(trait.name) \(text)"
            case .null: return "\(trait.name) null"
            }
        }.joined(separator: ", ")
    }

    /// Each case name with its position among its trait's cases. No two traits share a case name (a test keeps it
    /// so), so a case literal alone says which case it is.
    static let caseRanks: [String: Int] = {
        var ranks: [String: Int] = [:]
        for trait in all {
            guard case .cases(let cases, _) = trait.kind else { continue }
            for (rank, name) in cases.enumerated() { ranks[name] = rank }
        }
        return ranks
    }()

    /// A case literal (`.pad`, `.accessibilityLarge`) as conditions compare it: the case with its rank, or, for a
    /// name no trait has, the name as text (which equals no trait's value).
    static func caseValue(_ name: String) -> PredicateValue {
        caseRanks[name].map { .enumCase(name, rank: $0) } ?? .string(name)
    }
}

/// The values a trait condition reads in one environment (`ConditionTrait`), as a predicate environment: names are
/// traits, case literals (`.pad`) are cases with their rank.
public struct TraitConditionValues: PredicateEnvironment, Sendable {
    public let environment: SectionEnvironment

    public init(_ environment: SectionEnvironment) {
        self.environment = environment
    }

    public func value(named name: String) -> PredicateValue {
        ConditionTrait.named[name]?.value(environment) ?? .null
    }

    public func hasValue(named name: String) -> Bool { ConditionTrait.named[name] != nil }

    public func value(ofCase name: String) -> PredicateValue { ConditionTrait.caseValue(name) }
}

extension LayoutEnvironment {
    /// The idiom a condition reads: the named device's; for a plain view of `--size`, `pad` when its shorter side
    /// is at least 744 points (the smallest iPad, the mini's 744 × 1133), else `phone` (LayoutSpecFormat.md, Trait
    /// conditions: a plain view is read as the screen of a device of its size).
    public var conditionIdiom: DeviceIdiom {
        if let device { return device.device.idiom }
        return min(containerSize.width, containerSize.height) >= 744 ? .pad : .phone
    }

    /// The size classes a condition reads (V12): the named device's in its orientation; for a plain view, those of
    /// a device of `conditionIdiom` held as the view's sides say (landscape when wider than tall): an iPad is
    /// regular both ways; a phone is compact wide and regular high upright, and compact high on its side, where
    /// it is regular wide when its shorter side is 414 points or more.
    public var conditionSizeClasses: (horizontal: SizeClass, vertical: SizeClass) {
        if let device { return (device.device.widthClass(device.orientation), device.device.heightClass(device.orientation)) }
        guard conditionIdiom == .phone else { return (.regular, .regular) }
        guard containerSize.width > containerSize.height else { return (.compact, .regular) }
        return (min(containerSize.width, containerSize.height) >= 414 ? .regular : .compact, .compact)
    }
}
