import UnicodeText

/// A line's characters split into runs of one font and one embedding level, in visual (left-to-right drawing) order.
/// Levels come from the Unicode Bidirectional Algorithm (``BidiParagraph``, by ICU) and runs are reordered by its rule
/// L2, so numbers and Latin words inside a right-to-left paragraph keep their own order and vice versa.
enum BidiRuns {
    /// Characters `range` of the line, drawn with font `face`, right-to-left when the level is odd.
    struct Run: Equatable {
        var range: Range<Int>
        var face: Int
        var level: Int
        var rightToLeft: Bool { level % 2 == 1 }
    }

    /// Whether `scalars` form a right-to-left paragraph: its first strong character is right-to-left (P2–P3).
    static func isRightToLeft(_ scalars: [UnicodeScalar]) -> Bool {
        BidiParagraph.firstStrongDirection(of: scalars) == .rightToLeft
    }

    /// The runs of `scalars`, each drawn with `faces[i]`, in visual order.
    static func runs(_ scalars: [UnicodeScalar], faces: [Int], rightToLeft paragraph: Bool) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        // ICU fails only when it cannot allocate: the line is then drawn as one run in the paragraph's direction.
        let levels =
            (try? BidiParagraph(scalars, direction: paragraph ? .rightToLeft : .leftToRight).levels)
            ?? [UInt8](repeating: paragraph ? 1 : 0, count: scalars.count)
        var runs: [Run] = []
        for index in scalars.indices {
            let level = Int(levels[index])
            if var last = runs.last, last.level == level, last.face == faces[index] {
                last.range = last.range.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: index..<(index + 1), face: faces[index], level: level))
            }
        }
        return BidiParagraph.reorder(runs) { UInt8($0.level) }
    }
}
