/// What changed between two loads of the feed, for animating a refresh.
///
/// The rule: items are matched by **name, width and height**, ignoring position. When a key occurs several times, the
/// k-th occurrence in the old list matches the k-th in the new one. Then:
/// - `inserted`: new positions with no match; `removed`: old positions with no match.
/// - `moved`: matched pairs outside the longest run that kept its relative order, i.e. the fewest moves that explain
///   the new order (an insertion above an item does not count as moving it).
/// - `updated`: matched pairs whose other content (prices, image) changed; an item can be both moved and updated.
public struct SpecialsDiff: Sendable, Hashable {
    /// A matched item that changed place.
    public struct Move: Sendable, Hashable {
        /// Position in the old list.
        public var from: Int
        /// Position in the new list.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Positions in the new list.
    public var inserted: [Int]
    /// Positions in the old list.
    public var removed: [Int]
    /// Matched items that changed place beyond what insertions and removals explain.
    public var moved: [Move]
    /// Positions in the new list.
    public var updated: [Int]

    /// Creates a diff.
    public init(inserted: [Int] = [], removed: [Int] = [], moved: [Move] = [], updated: [Int] = []) {
        self.inserted = inserted
        self.removed = removed
        self.moved = moved
        self.updated = updated
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        inserted.isEmpty && removed.isEmpty && moved.isEmpty && updated.isEmpty
    }

    /// Compares `old` with `new` under the matching rule above.
    public init(old: [ManagerSpecial], new: [ManagerSpecial]) {
        struct Key: Hashable {
            var name: String
            var width: Int
            var height: Int
        }
        func key(_ item: ManagerSpecial) -> Key { Key(name: item.name, width: item.width, height: item.height) }

        var unmatchedOld: [Key: [Int]] = [:]
        for (index, item) in old.enumerated() { unmatchedOld[key(item), default: []].append(index) }
        var pairs: [(from: Int, to: Int)] = []
        var inserted: [Int] = []
        for (index, item) in new.enumerated() {
            if var candidates = unmatchedOld[key(item)], !candidates.isEmpty {
                pairs.append((candidates.removeFirst(), index))
                unmatchedOld[key(item)] = candidates
            } else {
                inserted.append(index)
            }
        }
        let matchedOld = Set(pairs.map(\.from))
        let stable = Self.longestIncreasingRun(pairs.map(\.from))
        self.init(
            inserted: inserted,
            removed: old.indices.filter { !matchedOld.contains($0) },
            moved: pairs.enumerated().filter { !stable.contains($0.offset) }.map {
                Move(from: $0.element.from, to: $0.element.to)
            },
            updated: pairs.filter { old[$0.from] != new[$0.to] }.map(\.to)
        )
    }

    /// Offsets into `values` of one longest strictly increasing subsequence (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        var tails: [Int] = []  // offsets of the smallest tail of each run length
        var previous = [Int?](repeating: nil, count: values.count)
        for (offset, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            previous[offset] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(offset) } else { tails[low] = offset }
        }
        var result = Set<Int>()
        var cursor = tails.last
        while let offset = cursor {
            result.insert(offset)
            cursor = previous[offset]
        }
        return result
    }
}
