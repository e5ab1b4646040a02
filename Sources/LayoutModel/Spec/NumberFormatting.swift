/// Formats a number the way spec files and summaries show it: integers without a fraction part, other values
/// in the shortest form that reads back to the same `Double`.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        let integer = Int64(value)
        return integer == 0 ? "0" : String(integer)
    }
    return "\(value)"
}

/// Formats a length for people: at most three decimals (`381.333`), integers bare. Stored values stay exact.
public func formatPoints(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return formatNumber(rounded == 0 ? 0 : rounded)
}
