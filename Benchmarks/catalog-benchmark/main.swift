import Foundation
import LayoutEngine
import LayoutModel

// Temporary P1 probe (replaced by the full benchmark in Benchmarks/).
let count = Int(CommandLine.arguments.dropFirst().first ?? "1000000")!
let spec = LayoutSpec(name: "grid", sections: [.fixed(LayoutSection(
    group: LayoutGroup(
        kind: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
        arrangement: .counted(.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))), count: 2),
        interItemSpacing: .fixed(10)
    ),
    contentInsets: EdgeInsets(leading: 10, trailing: 10), interGroupSpacing: 10
))])
let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), scale: 3, itemCounts: [count])
var times: [Double] = []
var last = Rect.zero
for _ in 0..<9 {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try LayoutEngine.compute(spec, in: environment)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    last = result.elements.frame(at: count - 1)
}
times.sort()
print("engine ms", times.map { (($0 * 100).rounded() / 100) }, "median", times[times.count / 2], "last", last)
