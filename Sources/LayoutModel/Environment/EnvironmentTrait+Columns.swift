/// A trait as SQL sees it: a column of the catalog's `environments` table, which the views `runs` and `layout_runs`
/// carry under the same name (and `frames` for the axes of a matrix). SQLViews.md documents them.
public struct EnvironmentColumn: Sendable, Equatable {
    public var name: String
    public var value: Value

    /// The value of one column, of the type SQL stores.
    public enum Value: Sendable, Equatable {
        case text(String?)
        case real(Double?)
        case integer(Int?)
    }

    public init(_ name: String, _ value: Value) {
        self.name = name
        self.value = value
    }
}

extension EnvironmentTrait {
    /// The trait's columns in `environment`. The content offset has none of its own: where a run's frames were
    /// computed is its summary's `offset_x`, `offset_y` (the environment's offset, or where the layout rests).
    public func columns(in environment: LayoutEnvironment) -> [EnvironmentColumn] {
        switch self {
        case .device:
            return [EnvironmentColumn("device", .text(environment.device?.device.slug))]
        case .orientation:
            return [EnvironmentColumn("orientation", .text(environment.device?.orientation.rawValue))]
        case .size:
            return [
                EnvironmentColumn("container_width", .real(environment.containerSize.width)),
                EnvironmentColumn("container_height", .real(environment.containerSize.height)),
            ]
        case .scale:
            return [EnvironmentColumn("scale", .real(environment.scale))]
        case .safeArea:
            let insets = environment.safeAreaInsets
            return [
                EnvironmentColumn("safe_area_top", .real(insets.top)), EnvironmentColumn("safe_area_left", .real(insets.leading)),
                EnvironmentColumn("safe_area_bottom", .real(insets.bottom)), EnvironmentColumn("safe_area_right", .real(insets.trailing)),
            ]
        case .layoutMargins:
            let insets = environment.layoutMargins
            return [
                EnvironmentColumn("layout_margin_top", .real(insets?.top)), EnvironmentColumn("layout_margin_left", .real(insets?.leading)),
                EnvironmentColumn("layout_margin_bottom", .real(insets?.bottom)),
                EnvironmentColumn("layout_margin_right", .real(insets?.trailing)),
            ]
        case .layoutDirection:
            return [EnvironmentColumn("layout_direction", .text(environment.layoutDirection.rawValue))]
        case .contentSizeCategory:
            return [EnvironmentColumn("content_size_category", .text(environment.contentSizeCategory.rawValue))]
        case .iosVersion:
            return [EnvironmentColumn("ios_version", .integer(environment.iosVersion.rawValue))]
        case .offset:
            return []
        case .orthogonalOffset:
            // A JSON object of strip offsets by section, keys sorted, as the column has always held it.
            let entries = environment.orthogonalOffsets.keys.sorted { String($0) < String($1) }.map { section in
                "\"\(section)\":\(formatNumber(environment.orthogonalOffsets[section]!))"
            }
            return [EnvironmentColumn("orthogonal_offsets", .text("{" + entries.joined(separator: ",") + "}"))]
        }
    }

    /// The names of the trait's columns, whatever the environment.
    public var columnNames: [String] {
        columns(in: LayoutEnvironment(containerSize: Size(width: 1, height: 1))).map(\.name)
    }
}
