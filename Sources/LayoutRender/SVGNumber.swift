/// Formats a length for SVG text: at most three decimals, no exponent, no trailing zeros, never `-0`.
///
/// Frames sit on a pixel grid of 1/1, 1/2 or 1/3 point, so three decimals keep every frame readable next to
/// `catalog query` output (`381.333`). The digits are produced from an integer count of thousandths, not from
/// `Double.description`, so the same value always prints the same characters on every platform.
///
/// ```swift
/// svgNumber(12)        // "12"
/// svgNumber(123.3333)  // "123.333"
/// svgNumber(-0.0001)   // "0"
/// ```
public func svgNumber(_ value: Double) -> String {
    let thousandths = (value * 1000).rounded()
    guard thousandths.isFinite, abs(thousandths) < 9e15 else { return "0" }
    let scaled = Int64(thousandths)
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 1000
    let fraction = magnitude % 1000
    if fraction == 0 { return "\(sign)\(whole)" }
    var digits = String(fraction)
    while digits.count < 3 { digits = "0" + digits }
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(sign)\(whole).\(digits)"
}
