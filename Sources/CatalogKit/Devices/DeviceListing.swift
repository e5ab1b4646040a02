import LayoutModel

/// The named devices as `catalog devices` prints them: one row per device with its slug, name, screen in both
/// orientations, scale, safe areas, size classes, root-view layout margins, and what the reference does not confirm.
public enum DeviceListing {
    /// The columns of the table and CSV forms.
    static let columns = [
        "slug", "name", "idiom", "portrait", "landscape", "scale", "safe_area_portrait", "safe_area_landscape",
        "size_classes_portrait", "size_classes_landscape", "margins_portrait", "margins_landscape", "uncertain",
    ]

    /// Every device of `DeviceCatalog` in `format`.
    public static func text(_ format: QueryFormat) -> String {
        let devices = DeviceCatalog.all
        switch format {
        case .table:
            return QueryTableWriter.text(names: columns, rows: devices.map { row($0).map { $0.isEmpty ? "-" : $0 } })
        case .csv:
            return ([columns] + devices.map(row)).map { $0.map(Catalog.csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
        case .json:
            return "[\n" + devices.map(json).joined(separator: ",\n") + "\n]\n"
        }
    }

    static func size(_ size: Size) -> String { "\(formatNumber(size.width))x\(formatNumber(size.height))" }

    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map(formatNumber).joined(separator: ",")
    }

    static func sizeClasses(_ device: Device, _ orientation: Orientation) -> String {
        "\(device.widthClass(orientation).rawValue),\(device.heightClass(orientation).rawValue)"
    }

    /// The root view's margins in an orientation (V3).
    static func margins(_ device: Device, _ orientation: Orientation) -> EdgeInsets {
        var environment = LayoutEnvironment(containerSize: device.size(orientation))
        environment.choose(device, orientation)
        return environment.effectiveLayoutMargins
    }

    static func row(_ device: Device) -> [String] {
        [
            device.slug, device.name, device.idiom.rawValue, size(device.size(.portrait)), size(device.size(.landscape)),
            formatNumber(device.scale), insets(device.safeArea(.portrait)), insets(device.safeArea(.landscape)),
            sizeClasses(device, .portrait), sizeClasses(device, .landscape), insets(margins(device, .portrait)),
            insets(margins(device, .landscape)), device.uncertain.joined(separator: "; "),
        ]
    }

    static func json(_ device: Device) -> String {
        func string(_ text: String) -> String { Catalog.json(.text(text)) }
        func insetsObject(_ value: EdgeInsets) -> String {
            "{\"top\": \(formatNumber(value.top)), \"left\": \(formatNumber(value.leading)), \"bottom\": \(formatNumber(value.bottom)), \"right\": \(formatNumber(value.trailing))}"
        }
        func orientation(_ orientation: Orientation) -> String {
            let screen = device.size(orientation)
            return "{\"width\": \(formatNumber(screen.width)), \"height\": \(formatNumber(screen.height)), "
                + "\"safeArea\": \(insetsObject(device.safeArea(orientation))), "
                + "\"sizeClasses\": {\"horizontal\": \(string(device.widthClass(orientation).rawValue)), \"vertical\": \(string(device.heightClass(orientation).rawValue))}, "
                + "\"layoutMargins\": \(insetsObject(margins(device, orientation)))}"
        }
        return "  {\"slug\": \(string(device.slug)), \"name\": \(string(device.name)), \"idiom\": \(string(device.idiom.rawValue)), "
            + "\"scale\": \(formatNumber(device.scale)),\n   \"portrait\": \(orientation(.portrait)),\n   \"landscape\": \(orientation(.landscape)),\n"
            + "   \"uncertain\": [\(device.uncertain.map(string).joined(separator: ", "))]}"
    }
}
