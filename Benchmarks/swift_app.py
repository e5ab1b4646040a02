"""A whole app at once: `catalog import` of a synthetic app folder of N Swift files, timed as a user runs it
(process start to exit, median of RUNS) with its peak memory, at two sizes ten times apart.

The app is written here, not copied: one file in ten is a view controller with a layout (a compositional grid whose
columns follow the size class, an inset-grouped list, a flow grid answering `sizeForItemAt`), the rest are the
code around layouts in an app (models with properties and methods, views with constants, view controllers that
configure no collection view), each a few hundred lines like an app's; plus asset catalogs and configuration files
that are not specs. Standard library only.

    python3 Benchmarks/swift_app.py CATALOG_BINARY [RUNS] [FILES]
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

LAYOUTS = [
    """import UIKit

final class Grid{n}ViewController: UIViewController {{
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    func makeLayout() -> UICollectionViewCompositionalLayout {{
        UICollectionViewCompositionalLayout {{ index, environment in
            let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat({height}))),
                subitem: item, count: columns
            )
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Metrics{n}.spacing
            if index == 0 {{
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top
                )
                section.boundarySupplementaryItems = [header]
            }}
            return section
        }}
    }}
}}

enum Metrics{n} {{
    static let spacing: CGFloat = {spacing}
}}
""",
    """import UIKit

final class Settings{n}ViewController: UIViewController {{
    func makeLayout() -> UICollectionViewLayout {{
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }}
}}
""",
    """import UIKit

final class Photos{n}ViewController: UIViewController, UICollectionViewDelegateFlowLayout {{
    let collectionView: UICollectionView = {{
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }}()

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {{
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }}
}}
""",
]

OTHER = """import Foundation
import UIKit

struct Model{n}: Codable, Hashable {{
    let identifier: String
    var title: String
    var subtitle: String?
    var count: Int
    var isFavorite: Bool

    var displayTitle: String {{ isFavorite ? "★ " + title : title }}

    func matches(_ query: String) -> Bool {{
        title.localizedCaseInsensitiveContains(query) || (subtitle?.localizedCaseInsensitiveContains(query) ?? false)
    }}
}}

final class Store{n} {{
    private(set) var items: [Model{n}] = []
    private let queue = DispatchQueue(label: "store.{n}")

    func load(from url: URL, completion: @escaping (Result<[Model{n}], Error>) -> Void) {{
        queue.async {{
            do {{
                let data = try Data(contentsOf: url)
                let decoded = try JSONDecoder().decode([Model{n}].self, from: data)
                self.items = decoded.sorted {{ $0.title < $1.title }}
                completion(.success(self.items))
            }} catch {{
                completion(.failure(error))
            }}
        }}
    }}
}}

final class Detail{n}View: UIView {{
    enum Constants {{
        static let padding: CGFloat = 16
        static let cornerRadius: CGFloat = 12
    }}

    private let titleLabel = UILabel()
    private let scrollView = UIScrollView()

    override init(frame: CGRect) {{
        super.init(frame: frame)
        layer.cornerRadius = Constants.cornerRadius
        scrollView.contentInsetAdjustmentBehavior = .never
        addSubview(scrollView)
        scrollView.addSubview(titleLabel)
    }}

    required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

    override func layoutSubviews() {{
        super.layoutSubviews()
        scrollView.frame = bounds.insetBy(dx: Constants.padding, dy: Constants.padding)
        titleLabel.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: 44)
    }}
}}
"""


def write_app(folder, files):
    """An app folder of `files` Swift files, one in ten with a layout, and the files Xcode and tools keep."""
    for n in range(files):
        kind = n % 10
        text = LAYOUTS[(n // 10) % 3].format(n=n, height=60 + n % 40, spacing=4 + n % 8) if kind == 0 else OTHER.format(n=n)
        path = os.path.join(folder, "App", f"Module{n // 100}", f"File{n}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
    assets = os.path.join(folder, "App", "Assets.xcassets", "AppIcon.appiconset")
    os.makedirs(assets, exist_ok=True)
    with open(os.path.join(assets, "Contents.json"), "w") as handle:
        handle.write('{"images": [], "info": {"author": "xcode", "version": 1}}')
    with open(os.path.join(folder, ".swiftlint.yml"), "w") as handle:
        handle.write("line_length: 140\n")


def run(binary, folder):
    database = os.path.join(folder, "catalog.sqlite")
    for suffix in ["", "-wal", "-shm"]:
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    started = time.perf_counter()
    process = subprocess.Popen([binary, "--database", database, "import", "App"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    output = process.stdout.read().decode()
    errors = process.stderr.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"catalog import failed: {errors}")
    return elapsed, usage.ru_maxrss / 1024, output.strip().splitlines()[-1]


def main():
    binary = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    sizes = [int(sys.argv[3])] if len(sys.argv) > 3 else [100, 1000]
    for files in sizes:
        folder = tempfile.mkdtemp(prefix="catalog-swift-app-")
        try:
            write_app(folder, files)
            results = [run(binary, folder) for _ in range(runs)]
            times = [r[0] for r in results]
            print(f"{files} Swift files: median {statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f}), "
                  f"peak {max(r[1] for r in results):.0f} MB; {results[-1][2]}")
        finally:
            shutil.rmtree(folder)


main()
