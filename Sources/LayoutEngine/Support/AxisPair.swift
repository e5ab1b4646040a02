import LayoutModel

/// The scroll axis and the axis across it, for writing section rules once for both scroll directions
/// (CompositionalRules.md, horizontal scroll direction: a horizontal layout is the vertical one transposed).
struct AxisPair {
    /// The axis sections and groups advance along.
    let main: Axis
    var cross: Axis { main.crossing }

    func point(main mainValue: Double, cross crossValue: Double) -> Point {
        main == .vertical ? Point(x: crossValue, y: mainValue) : Point(x: mainValue, y: crossValue)
    }

    func size(main mainValue: Double, cross crossValue: Double) -> Size {
        Size(along: main, mainValue, across: crossValue)
    }

    func rect(main mainValue: Double, cross crossValue: Double, mainLength: Double, crossLength: Double) -> Rect {
        Rect(origin: point(main: mainValue, cross: crossValue), size: size(main: mainLength, cross: crossLength))
    }

    func main(of point: Point) -> Double { main == .vertical ? point.y : point.x }
    func cross(of point: Point) -> Double { main == .vertical ? point.x : point.y }
}
