/// Each id's winning line in one shard manifest (a finished line over a failed one, a later line over an earlier
/// one), for the merge's second pass: 16 bytes a line, gathered in blocks of 65,536 that are sorted when the first
/// pass ends. No table grows by copying itself and none is sized in advance, so a 1,000,000-line manifest costs
/// 16 MB where a `Dictionary` of winners took about 50 MB and twice that while it grew.
struct CatalogueWinners {
    private struct Entry: Comparable {
        var hash: UInt64
        /// Line number above a finished bit.
        var value: UInt32

        static func < (left: Entry, right: Entry) -> Bool { left.hash < right.hash }
    }

    private static let blockEntries = 1 << 16
    private var blocks: [[Entry]] = []
    private var open: [Entry] = []

    /// Records line `number` of the id hashed as `hash`.
    mutating func record(hash: UInt64, line number: Int, done: Bool) {
        if open.isEmpty { open.reserveCapacity(Self.blockEntries) }
        // Lines past 2³¹ (a manifest of billions of lines) share the last number; the merge needs no such file.
        let line = UInt32(clamping: min(number, Int(UInt32.max >> 1)))
        open.append(Entry(hash: hash, value: line << 1 | (done ? 1 : 0)))
        if open.count == Self.blockEntries { seal() }
    }

    /// Ends the recording: every block sorted by hash.
    mutating func seal() {
        guard !open.isEmpty else { return }
        open.sort()
        blocks.append(open)
        open = []
    }

    /// Whether line `number` is its id's winner: of the id's lines, the last finished one, or the last one when
    /// none finished.
    func isWinner(hash: UInt64, line number: Int) -> Bool {
        var best: UInt32?
        for block in blocks {
            var index = Self.first(hash, in: block)
            while index < block.count, block[index].hash == hash {
                // Finished first, then later: (done, line) as one number.
                let rank = (block[index].value & 1) << 31 | block[index].value >> 1
                best = max(best ?? 0, rank)
                index += 1
            }
        }
        guard let best else { return false }
        return Int(best & (UInt32.max >> 1)) == min(number, Int(UInt32.max >> 1))
    }

    /// Whether `hash` was recorded.
    func contains(_ hash: UInt64) -> Bool {
        blocks.contains { block in
            let index = Self.first(hash, in: block)
            return index < block.count && block[index].hash == hash
        }
    }

    /// The index of the first entry of `block` whose hash is not below `hash`.
    private static func first(_ hash: UInt64, in block: [Entry]) -> Int {
        var low = 0
        var high = block.count
        while low < high {
            let middle = (low + high) / 2
            if block[middle].hash < hash { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
