import LayoutModel

extension FlowPlan {
    /// Every element whose frame shares area with `rect`, in the order `result()` writes them, computed without
    /// writing the rest: sections and the lines of non-uniform sections are found by binary search, the lines
    /// and columns of a uniform section by arithmetic, so a query costs about the frames it returns.
    public func elements(in rect: Rect) -> [LayoutElementFrame] {
        // A NaN edge shares area with nothing (every comparison with it is false).
        guard ![rect.x, rect.y, rect.maxX, rect.maxY].contains(where: \.isNaN) else { return [] }
        var found: [LayoutElementFrame] = []
        // A screenful is a few dozen elements: one allocation instead of doubling from one.
        found.reserveCapacity(64)
        let axes = container.axes
        let low = rect.minimum(along: axes.main)
        let high = rect.maximum(along: axes.main)
        let writer = self.writer
        // Every element lies within its section's extent along the scroll axis, pinned headers and footers too.
        var index = firstSection(endingAtOrAfter: low)
        while index < sections.count, sections[index].start <= high {
            let section = sections[index]
            index += 1
            if let frame = writer.headerFrame(section), frame.intersects(rect) {
                found.append(supplementary(SectionElementKind.sectionHeader, section: section.index, frame: frame))
            }
            switch section.cells {
            case .none: break
            case .grid(let grid): cells(of: grid, section: section.index, in: rect, into: &found)
            case .lines(let lines): cells(of: lines, section: section.index, in: rect, into: &found)
            }
            if let frame = writer.footerFrame(section), frame.intersects(rect) {
                found.append(supplementary(SectionElementKind.sectionFooter, section: section.index, frame: frame))
            }
        }
        return found
    }

    /// The first section that ends at or after `position` along the scroll axis (sections are stacked in order).
    private func firstSection(endingAtOrAfter position: Double) -> Int {
        sections.partitionIndex { $0.end < position }
    }

    private func supplementary(_ kind: String, section: Int, frame: Rect) -> LayoutElementFrame {
        LayoutElementFrame(
            category: .supplementary, elementKind: kind, section: section, item: 0, frame: frame,
            zIndex: FlowFrameWriter.supplementaryZIndex
        )
    }

    private func cell(section: Int, item: Int, main: Double, cross: Double, mainLength: Double, crossLength: Double) -> LayoutElementFrame {
        LayoutElementFrame(
            category: .cell, elementKind: nil, section: section, item: item,
            frame: container.axes.rect(main: main, cross: cross, mainLength: mainLength, crossLength: crossLength), zIndex: 0
        )
    }

    /// A uniform section's cells near `rect`: lines and columns by arithmetic (F13).
    private func cells(of grid: FlowGrid, section: Int, in rect: Rect, into found: inout [LayoutElementFrame]) {
        let axes = container.axes
        let perLine = grid.itemsPerLine
        let columns = grid.columns(touching: rect.minimum(along: axes.cross), rect.maximum(along: axes.cross))
        for line in grid.lines(touching: rect.minimum(along: axes.main), rect.maximum(along: axes.main)) {
            let main = grid.main(ofLine: line)
            let itemsOnLine = min(perLine, grid.itemCount - line * perLine)
            for column in columns.clamped(to: 0..<itemsOnLine) {
                let element = cell(
                    section: section, item: line * perLine + column, main: main, cross: grid.cross(ofColumn: column),
                    mainLength: grid.mainLength, crossLength: grid.crossLength
                )
                if element.frame.intersects(rect) { found.append(element) }
            }
        }
    }

    /// A non-uniform section's cells near `rect`: the first line by binary search, then line by line while they
    /// can reach it; within a line, positions as the writer forms them (F11, F14, F17).
    private func cells(of lines: FlowLines, section: Int, in rect: Rect, into found: inout [LayoutElementFrame]) {
        let axes = container.axes
        let high = rect.maximum(along: axes.main)
        var index = lines.firstLine(endingAtOrAfter: rect.minimum(along: axes.main))
        while index < lines.lines.count, lines.lines[index].main <= high {
            let line = lines.lines[index]
            index += 1
            var position = line.firstCross
            for item in line.firstItem..<(line.firstItem + line.itemCount) {
                let crossLength = lines.crossLengths[item]
                let mainLength = lines.mainLengths[item]
                let element = cell(
                    section: section, item: item, main: line.main + (line.thickness - mainLength) / 2, cross: position,
                    mainLength: mainLength, crossLength: crossLength
                )
                if element.frame.intersects(rect) { found.append(element) }
                position = position + crossLength + line.gap
            }
        }
    }
}
