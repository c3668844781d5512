/// The ids of a list seen so far, as 64-bit hashes with the line each was first seen on: open addressing over two
/// flat arrays (8 + 4 bytes a slot, at most 90% full, grown by half), so a million ids take 12–18 MB where a
/// `Dictionary<UInt64, Int>` takes 32 MB and twice that while it grows. Slots are found by scaling the hash to
/// the table's size (any size works, not only powers of two), so the table grows in steps of 1.5, not 2.
struct CatalogueIdTable: Sendable {
    private var keys: [UInt64]
    private var lines: [UInt32]
    private(set) var count = 0

    init(capacity: Int = 1024) {
        keys = Array(repeating: 0, count: max(capacity, 16))
        lines = Array(repeating: 0, count: max(capacity, 16))
    }

    /// Records `hash` first seen on `line`; returns the line it was first seen on when it was already there.
    mutating func insert(_ hash: UInt64, line: Int) -> Int? {
        // 0 marks an empty slot; a hash of 0 is kept as 1 (two ids whose hashes are exactly 0 and 1 are not a
        // concern: finding them would take a preimage of SHA-256's first 8 bytes).
        let key = hash == 0 ? 1 : hash
        var slot = Self.slot(of: key, in: keys.count)
        while keys[slot] != 0 {
            if keys[slot] == key { return Int(lines[slot]) }
            slot = slot + 1 == keys.count ? 0 : slot + 1
        }
        keys[slot] = key
        lines[slot] = UInt32(clamping: line)
        count += 1
        if count * 10 > keys.count * 9 { grow() }
        return nil
    }

    private static func slot(of key: UInt64, in size: Int) -> Int {
        Int(key.multipliedFullWidth(by: UInt64(size)).high)
    }

    private mutating func grow() {
        let size = keys.count + keys.count / 2
        var newKeys = [UInt64](repeating: 0, count: size)
        var newLines = [UInt32](repeating: 0, count: size)
        for index in keys.indices where keys[index] != 0 {
            var slot = Self.slot(of: keys[index], in: size)
            while newKeys[slot] != 0 { slot = slot + 1 == size ? 0 : slot + 1 }
            newKeys[slot] = keys[index]
            newLines[slot] = lines[index]
        }
        keys = newKeys
        lines = newLines
    }
}
