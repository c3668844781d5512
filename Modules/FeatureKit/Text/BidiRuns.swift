/// A line's characters split into runs of one font and one direction, in visual (left-to-right drawing) order: a
/// small subset of the Unicode bidirectional algorithm, enough for a right-to-left paragraph with embedded Latin
/// words and numbers, or a left-to-right one with embedded Hebrew or Arabic.
///
/// Strong characters are letters (right-to-left for Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation
/// forms); digits count as left-to-right inside a run but do not set the paragraph's direction; anything else takes
/// the direction of the strong characters on both sides when they agree, else the paragraph's. Levels follow the
/// algorithm (0/1 in a left-to-right paragraph, 1/2 in a right-to-left one) and runs are reordered by its rule L2.
enum BidiRuns {
    /// Characters `range` of the line, drawn with font `face`, right-to-left when `rightToLeft`.
    struct Run: Equatable {
        var range: Range<Int>
        var face: Int
        var level: Int
        var rightToLeft: Bool { level % 2 == 1 }
    }

    enum Strength: Equatable {
        case leftToRight
        case rightToLeft
        case number
        case neutral
    }

    /// Whether `scalars` form a right-to-left paragraph: its first strong character is right-to-left.
    static func isRightToLeft(_ scalars: [UnicodeScalar]) -> Bool {
        for scalar in scalars {
            switch strength(of: scalar) {
            case .rightToLeft: return true
            case .leftToRight: return false
            case .number, .neutral: continue
            }
        }
        return false
    }

    /// The runs of `scalars`, each drawn with `faces[i]`, in visual order.
    static func runs(_ scalars: [UnicodeScalar], faces: [Int], rightToLeft paragraph: Bool) -> [Run] {
        guard !scalars.isEmpty else { return [] }
        let strengths = scalars.map(strength(of:))
        // The next strong character's direction after each position, in one backward pass (nil: none).
        var nextStrong = [Bool?](repeating: nil, count: scalars.count)
        var upcoming: Bool?
        for index in scalars.indices.reversed() {
            nextStrong[index] = upcoming
            if strengths[index] != .neutral { upcoming = strengths[index] == .rightToLeft }
        }
        // Resolved direction per character: true for right-to-left.
        var resolved = [Bool](repeating: paragraph, count: scalars.count)
        var previousStrong: Bool?
        for index in scalars.indices {
            switch strengths[index] {
            case .rightToLeft:
                resolved[index] = true
                previousStrong = true
            case .leftToRight, .number:
                resolved[index] = false
                previousStrong = false
            case .neutral:
                let before = previousStrong ?? paragraph
                let after = nextStrong[index] ?? paragraph
                resolved[index] = before == after ? before : paragraph
            }
        }
        let base = paragraph ? 1 : 0
        var runs: [Run] = []
        for index in scalars.indices {
            let level = resolved[index] == paragraph ? base : base + 1
            if var last = runs.last, last.level == level, last.face == faces[index] {
                last.range = last.range.lowerBound..<(index + 1)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(range: index..<(index + 1), face: faces[index], level: level))
            }
        }
        // Rule L2: from the highest level down to 1, reverse every sequence of runs at that level or higher.
        let highest = runs.map(\.level).max() ?? 0
        if highest >= 1 {
            for level in stride(from: highest, through: 1, by: -1) {
                var start = 0
                while start < runs.count {
                    guard runs[start].level >= level else {
                        start += 1
                        continue
                    }
                    var end = start
                    while end < runs.count, runs[end].level >= level { end += 1 }
                    runs[start..<end].reverse()
                    start = end
                }
            }
        }
        return runs
    }

    static func strength(of scalar: UnicodeScalar) -> Strength {
        let value = scalar.value
        if scalar.properties.numericType != nil, scalar.properties.generalCategory == .decimalNumber {
            return .number
        }
        if isRightToLeftScript(value) {
            return scalar.properties.isAlphabetic ? .rightToLeft : .neutral
        }
        return scalar.properties.isAlphabetic ? .leftToRight : .neutral
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms.
    static func isRightToLeftScript(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
            || (0x10800...0x10FFF).contains(value) || (0x1E800...0x1EFFF).contains(value)
    }
}
