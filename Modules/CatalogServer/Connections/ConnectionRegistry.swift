import NIOCore
import Synchronization

/// The server's open connections, shared by every event loop: counts them against the cap and, at the cap, picks
/// the connection that has waited longest without a complete request header for closing.
final class ConnectionRegistry: Sendable {
    /// Where a connection is: waiting for a request header (new, or idle between requests), or answering one.
    enum Phase: Sendable {
        case waiting
        case busy
    }

    private struct Entry {
        var channel: any Channel
        var phase: Phase
        /// Changes whenever the entry enters the waiting queue, so that stale queue slots are recognised.
        var ticket: UInt64
    }

    private struct State {
        var nextID: UInt64 = 0
        var nextTicket: UInt64 = 0
        var entries: [UInt64: Entry] = [:]
        /// Waiting connections, oldest first; a slot whose ticket no longer matches its entry is skipped.
        var waiting = CircularBuffer<(id: UInt64, ticket: UInt64)>()

        mutating func enqueue(_ id: UInt64) {
            nextTicket += 1
            entries[id]?.ticket = nextTicket
            waiting.append((id, nextTicket))
            // Busy-idle cycles leave stale slots behind; rebuild when they outnumber the live ones.
            if waiting.count > 2 * entries.count + 64 {
                var live = CircularBuffer<(id: UInt64, ticket: UInt64)>(initialCapacity: entries.count)
                for slot in waiting where isCurrent(slot) { live.append(slot) }
                waiting = live
            }
        }

        func isCurrent(_ slot: (id: UInt64, ticket: UInt64)) -> Bool {
            guard let entry = entries[slot.id] else { return false }
            return entry.phase == .waiting && entry.ticket == slot.ticket
        }

        /// Removes and returns the connection that has waited longest, if any is waiting.
        mutating func takeOldestWaiting() -> (any Channel)? {
            while let slot = waiting.popFirst() {
                if isCurrent(slot) { return entries.removeValue(forKey: slot.id)?.channel }
            }
            return nil
        }
    }

    private let state = Mutex(State())
    /// Connections held at once.
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Registers a new connection as waiting for its header and returns its id; at the cap the oldest waiting
    /// connection is closed to make room, and when every connection is answering a request the new one is refused
    /// (nil: the caller closes it).
    func register(_ channel: any Channel) -> UInt64? {
        let (id, evicted): (UInt64?, (any Channel)?) = state.withLock { state in
            var evicted: (any Channel)?
            if state.entries.count >= limit {
                evicted = state.takeOldestWaiting()
                if evicted == nil { return (nil, nil) }
            }
            let id = state.nextID
            state.nextID += 1
            state.entries[id] = Entry(channel: channel, phase: .waiting, ticket: 0)
            state.enqueue(id)
            return (id, evicted)
        }
        // Outside the lock: closing runs the channel's handlers, which call back into the registry.
        evicted?.close(promise: nil)
        return id
    }

    /// Moves connection `id` to `phase`.
    func set(_ phase: Phase, for id: UInt64) {
        state.withLock { state in
            guard let entry = state.entries[id], entry.phase != phase else { return }
            state.entries[id]?.phase = phase
            if phase == .waiting { state.enqueue(id) }
        }
    }

    /// Forgets connection `id` (it closed).
    func remove(_ id: UInt64) {
        state.withLock { _ = $0.entries.removeValue(forKey: id) }
    }

    /// Connections held now.
    var count: Int {
        state.withLock { $0.entries.count }
    }
}
