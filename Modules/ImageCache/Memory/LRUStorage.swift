import Foundation

/// The unsynchronised core of ``MemoryCache``: nodes in one array linked by index, a free list, and a map.
struct LRUStorage<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var expiry: Date?
        var previous: Int
        var next: Int
    }

    private var nodes: [Node] = []
    private var index: [Key: Int] = [:]
    private var freeList: [Int] = []
    /// Most recently used end.
    private var head = -1
    /// Least recently used end.
    private var tail = -1
    private var totalCost = 0
    private var hits = 0
    private var misses = 0
    private var evictions = 0
    /// Whether any entry was stored with an expiry: only then must a lookup read the clock.
    private(set) var hasExpiries = false

    var statistics: CacheStatistics {
        CacheStatistics(entries: index.count, cost: totalCost, hits: hits, misses: misses, evictions: evictions)
    }

    mutating func value(forKey key: Key, now: Date?) -> Value? {
        guard let slot = index[key] else {
            misses += 1
            return nil
        }
        if let now, let expiry = nodes[slot].expiry, expiry <= now {
            removeSlot(slot)
            misses += 1
            return nil
        }
        moveToFront(slot)
        hits += 1
        return nodes[slot].value
    }

    mutating func set(_ value: Value, forKey key: Key, cost: Int, expiry: Date?, limits: (cost: Int, count: Int)) {
        if expiry != nil { hasExpiries = true }
        if let slot = index[key] {
            totalCost += cost - nodes[slot].cost
            nodes[slot].value = value
            nodes[slot].cost = cost
            nodes[slot].expiry = expiry
            moveToFront(slot)
        } else {
            let node = Node(key: key, value: value, cost: cost, expiry: expiry, previous: -1, next: -1)
            let slot: Int
            if let free = freeList.popLast() {
                nodes[free] = node
                slot = free
            } else {
                nodes.append(node)
                slot = nodes.count - 1
            }
            index[key] = slot
            totalCost += cost
            linkAtFront(slot)
        }
        while tail != -1, totalCost > limits.cost || index.count > limits.count {
            removeSlot(tail)
            evictions += 1
        }
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        let value = nodes[slot].value
        removeSlot(slot)
        return value
    }

    mutating func removeAll() {
        nodes.removeAll()
        index.removeAll()
        freeList.removeAll()
        head = -1
        tail = -1
        totalCost = 0
    }

    private mutating func removeSlot(_ slot: Int) {
        unlink(slot)
        index[nodes[slot].key] = nil
        totalCost -= nodes[slot].cost
        // Drop the value now so a large evicted value is freed at once, not when the slot is reused.
        nodes[slot].value = nil
        freeList.append(slot)
    }

    private mutating func moveToFront(_ slot: Int) {
        guard slot != head else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func linkAtFront(_ slot: Int) {
        nodes[slot].previous = -1
        nodes[slot].next = head
        if head != -1 { nodes[head].previous = slot }
        head = slot
        if tail == -1 { tail = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let previous = nodes[slot].previous
        let next = nodes[slot].next
        if previous != -1 { nodes[previous].next = next } else { head = next }
        if next != -1 { nodes[next].previous = previous } else { tail = previous }
        nodes[slot].previous = -1
        nodes[slot].next = -1
    }
}
