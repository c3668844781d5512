import CFriBidiShim

/// The Unicode Bidirectional Algorithm (UAX #9) over one text as one line, computed by GNU FriBidi: the embedding
/// level of every scalar, the paragraph's level, and the visual order (rule L2).
///
/// ```swift
/// let paragraph = try BidiParagraph(Array("abc سلام 123".unicodeScalars))
/// paragraph.visualOrder  // [0, 1, 2, 3, 9, 10, 11, 8, 7, 6, 5, 4]: "abc 123 مالس" read left to right
/// ```
public struct BidiParagraph: Sendable, Equatable {
    /// How the paragraph's own direction is chosen.
    public enum Direction: Sendable, Equatable {
        case leftToRight
        case rightToLeft
        /// From the first strong character (rules P2–P3), left-to-right when there is none.
        case firstStrong
    }

    /// The resolved level of every scalar (odd: right-to-left), rule L1 applied.
    public let levels: [UInt8]
    /// The (first) paragraph's embedding level: 0 left-to-right, 1 right-to-left.
    public let paragraphLevel: UInt8
    /// The scalars' indices in visual (left-to-right drawing) order (rule L2).
    public let visualOrder: [Int]

    /// Whether the paragraph runs right to left.
    public var isRightToLeft: Bool { paragraphLevel % 2 == 1 }

    /// Resolves `scalars`. Throws only when FriBidi cannot allocate.
    public init(_ scalars: some Collection<Unicode.Scalar>, direction: Direction = .firstStrong)
        throws(UnicodeTextError)
    {
        // Nothing below U+0590 is right-to-left, an Arabic number or an explicit embedding, so in a paragraph that
        // is not right-to-left every such character resolves to level 0 (the algorithm's outcome, without FriBidi).
        if direction != .rightToLeft, scalars.allSatisfy({ $0.value < 0x0590 }) {
            levels = [UInt8](repeating: 0, count: scalars.count)
            paragraphLevel = 0
            visualOrder = Array(0..<scalars.count)
            return
        }
        let codePoints = scalars.map(\.value)
        var levels = [UInt8](repeating: 0, count: codePoints.count)
        var order = [Int32](repeating: 0, count: codePoints.count)
        var paragraph: Int32 = 0
        let code: Int32 = codePoints.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { levelsOut in
                order.withUnsafeMutableBufferPointer { orderOut in
                    catalog_fribidi_levels(
                        text.baseAddress,
                        Int32(text.count),
                        Int32(Self.fribidiDirection(direction)),
                        levelsOut.baseAddress,
                        orderOut.baseAddress,
                        &paragraph
                    )
                }
            }
        }
        guard code == 0 else { throw .fribidi(operation: "the bidirectional algorithm", length: codePoints.count) }
        self.levels = levels
        paragraphLevel = UInt8(paragraph)
        visualOrder = order.map(Int.init)
    }

    /// Rule L2: from the highest level down to the lowest odd one (including levels not present), reverses every sequence of items at that level or
    /// higher. `items` are in logical order: characters, or runs of characters that share a level.
    public static func reorder<Item>(_ items: [Item], level: (Item) -> UInt8) -> [Item] {
        let itemLevels = items.map(level)
        // The lowest odd level at or above the lowest level present ({0, 2} reverses at 2 and again at 1).
        guard let highest = itemLevels.max(), let lowest = itemLevels.min().map({ $0 | 1 }), highest >= lowest
        else { return items }
        var order = Array(items.indices)
        for current in stride(from: Int(highest), through: Int(lowest), by: -1) {
            var start = 0
            while start < order.count {
                guard itemLevels[order[start]] >= current else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, itemLevels[order[end]] >= current { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order.map { items[$0] }
    }

    /// The direction of the first strong character of `scalars` (rules P2–P3), nil when there is none.
    public static func firstStrongDirection(of scalars: some Collection<Unicode.Scalar>) -> Direction? {
        let codePoints = scalars.map(\.value)
        let direction = codePoints.withUnsafeBufferPointer { text in
            catalog_fribidi_base_direction(text.baseAddress, Int32(text.count))
        }
        switch direction {
        case 0: return .leftToRight
        case 1: return .rightToLeft
        default: return nil
        }
    }

    private static func fribidiDirection(_ direction: Direction) -> Int {
        switch direction {
        case .leftToRight: Int(CATALOG_FRIBIDI_LTR)
        case .rightToLeft: Int(CATALOG_FRIBIDI_RTL)
        case .firstStrong: Int(CATALOG_FRIBIDI_AUTO)
        }
    }
}
