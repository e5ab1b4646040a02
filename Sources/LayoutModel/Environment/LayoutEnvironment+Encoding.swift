extension LayoutEnvironment {
    /// The environment as trait texts in a fixed order, leaving out traits at their defaults (size and scale are
    /// always given): `[(.size, "390x844"), (.scale, "3"), (.safeArea, "47,0,34,0")]`. Two environments are equal
    /// exactly when their encodings are, and a trait added later leaves the encoding of existing environments as
    /// it was.
    public var encoded: [(trait: EnvironmentTrait, text: String)] {
        EnvironmentTrait.allCases.flatMap { trait in trait.texts(in: self).map { (trait, $0) } }
    }

    /// The encoding as one line, `size=390x844 scale=3 safe-area=47,0,34,0`: what cache keys digest and run rows
    /// store.
    public var canonicalText: String {
        encoded.map { "\($0.trait.rawValue)=\($0.text)" }.joined(separator: " ")
    }

    /// Reads trait texts (a command line's options, a fixture's environment) in order onto the defaults, or, for
    /// the canonical encoding, onto `base` (`encodingBase`); `size` is required, unless a `device` gives it. The result
    /// is checked with `validate()`.
    public init(
        traits: [(trait: EnvironmentTrait, text: String)], base: LayoutEnvironment = LayoutEnvironment(containerSize: .zero)
    ) throws(EnvironmentFault) {
        guard traits.contains(where: { $0.trait == .size || $0.trait == .device }) else {
            throw EnvironmentFault(.size, "is required: \(EnvironmentTrait.size.syntax)")
        }
        var environment = base
        for (trait, text) in traits { try trait.read(text, into: &environment) }
        try environment.validate()
        self = environment
    }

    /// What the canonical encoding leaves out, which may differ from what a command has without an option: the
    /// iOS version of an encoding that names none is `IOSVersion.unwritten`, since runs stored before the trait
    /// existed name none.
    public static var encodingBase: LayoutEnvironment {
        LayoutEnvironment(containerSize: .zero, iosVersion: .unwritten)
    }

    /// Reads the one-line form `canonicalText` writes.
    public init(canonicalText: String) throws(EnvironmentFault) {
        var traits: [(trait: EnvironmentTrait, text: String)] = []
        for field in canonicalText.split(separator: " ") {
            let parts = field.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let trait = EnvironmentTrait(rawValue: String(parts[0])) else {
                throw EnvironmentFault(.size, "cannot read the environment \"\(canonicalText)\" at \"\(field)\"")
            }
            traits.append((trait, String(parts[1])))
        }
        try self.init(traits: traits, base: Self.encodingBase)
    }

    /// The screen as summaries name it: `390x844@3x`, or with a device `iPhone 15 Pro landscape 852x393@3x`.
    public var screenLabel: String {
        let screen = "\(EnvironmentTrait.size.texts(in: self)[0])@\(EnvironmentTrait.scale.texts(in: self)[0])x"
        guard let device else { return screen }
        return "\(device.device.name) \(device.orientation.rawValue) \(screen)"
    }

    /// The other traits that differ from what a command has without them (a device's safe area counts as its
    /// default), as labels name them: `["safe area 47,0,34,0", "iOS 18", "offset 0,400", "strip 1 at 120"]`.
    public var detailLabels: [String] {
        EnvironmentTrait.allCases.flatMap { $0.labels(in: self) }
    }

    /// The whole environment for people: `390x844@3x, safe area 47,0,34,0, offset 0,400`.
    public var label: String {
        ([screenLabel] + detailLabels).joined(separator: ", ")
    }
}
