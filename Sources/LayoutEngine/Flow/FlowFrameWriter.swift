import LayoutModel

/// Writes a planned flow layout's elements in content coordinates, unrounded (F5, F23): per section the header,
/// the cells in item order, then the footer. Cells go straight into the buffer's columns, a block of lines at
/// a time, so memory stays bounded by the chunk size.
struct FlowFrameWriter {
    /// The zIndex UIKit gives flow headers and footers (F21); cells keep 0.
    static let supplementaryZIndex = 10

    let container: FlowContainer
    let pinning: FlowPinning

    /// Headers and footers span the content across the scroll axis, `C`, whatever the section insets (F4).
    private var supplementaryCrossLength: Double { max(0, container.crossLength) }

    /// The header at the scroll position, or nil when the section has none (F3, F4, F22).
    func headerFrame(_ section: FlowSectionPlan) -> Rect? {
        guard section.hasHeader else { return nil }
        return container.axes.rect(
            main: pinning.headerStart(section), cross: 0, mainLength: section.headerLength, crossLength: supplementaryCrossLength
        )
    }

    /// The footer at the scroll position, or nil when the section has none (F3, F4, F19, F22).
    func footerFrame(_ section: FlowSectionPlan) -> Rect? {
        guard section.hasFooter else { return nil }
        return container.axes.rect(
            main: pinning.footerStart(section), cross: 0, mainLength: section.footerLength, crossLength: supplementaryCrossLength
        )
    }

    func write(_ section: FlowSectionPlan, into sink: inout FrameSink) throws {
        if let frame = headerFrame(section) {
            sink.buffer.append(
                category: .supplementary, kind: sink.buffer.kindIndex(for: SectionElementKind.sectionHeader), section: section.index,
                item: 0, frame: frame, zIndex: Self.supplementaryZIndex
            )
        }
        switch section.cells {
        case .none: break
        case .grid(let grid): try writeGrid(grid, section: section.index, into: &sink)
        case .lines(let lines): try writeLines(lines, section: section.index, into: &sink)
        }
        if let frame = footerFrame(section) {
            sink.buffer.append(
                category: .supplementary, kind: sink.buffer.kindIndex(for: SectionElementKind.sectionFooter), section: section.index,
                item: 0, frame: frame, zIndex: Self.supplementaryZIndex
            )
        }
        try sink.flushIfFull()
    }

    /// A uniform section (F13): item `r·n + c` at column `c` of line `r`, both in closed form.
    private func writeGrid(_ grid: FlowGrid, section: Int, into sink: inout FrameSink) throws {
        let perLine = grid.itemsPerLine
        let lineCount = grid.lineCount
        // One line's column starts, shared by every line (the last included, F13).
        let columnStarts = (0..<perLine).map(grid.cross(ofColumn:))
        let linesPerBlock = max(1, sink.chunkSize == .max ? lineCount : sink.chunkSize / perLine)
        let isVertical = container.axes.main == .vertical
        let crossLength = grid.crossLength
        let mainLength = grid.mainLength
        var line = 0
        while line < lineCount {
            let firstLine = line
            let endLine = min(lineCount, line + linesPerBlock)
            let firstItem = firstLine * perLine
            let count = min(grid.itemCount, endLine * perLine) - firstItem
            sink.buffer.appendCells(count: count, section: Int32(truncatingIfNeeded: section), firstItem: firstItem) { x, y, width, height, z in
                let (cross, main) = isVertical ? (x, y) : (y, x)
                let (crossLengths, mainLengths) = isVertical ? (width, height) : (height, width)
                columnStarts.withUnsafeBufferPointer { columnStarts in
                    var index = 0
                    for r in firstLine..<endLine {
                        let lineMain = grid.main(ofLine: r)
                        let itemsOnLine = min(perLine, grid.itemCount - r * perLine)
                        for c in 0..<itemsOnLine {
                            cross[index] = columnStarts[c]
                            main[index] = lineMain
                            crossLengths[index] = crossLength
                            mainLengths[index] = mainLength
                            z[index] = 0
                            index += 1
                        }
                    }
                }
            }
            line = endLine
            try sink.flushIfFull()
        }
    }

    /// A non-uniform section, a block of lines at a time: across a line each item follows the one before it by
    /// its length and the line's gap (F11, F14); along the scroll axis it is centred in the line (F17).
    private func writeLines(_ flowLines: FlowLines, section: Int, into sink: inout FrameSink) throws {
        let lines = flowLines.lines
        let isVertical = container.axes.main == .vertical
        var next = 0
        while next < lines.count {
            let firstLine = next
            var count = 0
            while next < lines.count, count < sink.chunkSize {
                count += lines[next].itemCount
                next += 1
            }
            let endLine = next
            sink.buffer.appendCells(count: count, section: Int32(truncatingIfNeeded: section), firstItem: lines[firstLine].firstItem) { x, y, width, height, z in
                let (cross, main) = isVertical ? (x, y) : (y, x)
                let (crossLengths, mainLengths) = isVertical ? (width, height) : (height, width)
                flowLines.crossLengths.withUnsafeBufferPointer { itemCross in
                    flowLines.mainLengths.withUnsafeBufferPointer { itemMain in
                        var index = 0
                        for line in lines[firstLine..<endLine] {
                            var position = line.firstCross
                            for item in line.firstItem..<(line.firstItem + line.itemCount) {
                                cross[index] = position
                                main[index] = line.main + (line.thickness - itemMain[item]) / 2
                                crossLengths[index] = itemCross[item]
                                mainLengths[index] = itemMain[item]
                                z[index] = 0
                                position = position + itemCross[item] + line.gap
                                index += 1
                            }
                        }
                    }
                }
            }
            try sink.flushIfFull()
        }
    }
}
