import Synchronization
import Testing

@testable import CatalogServer

/// The gate that stops accepting while the connections accepted and not closed reach its ceiling (issue #58: a
/// flood under `ulimit -n 128` with both cores busy held 127 descriptors, since the cap counted connections only
/// once active and evicted ones closed late).
@Suite struct AcceptGateTests {
    @Test func acceptingStopsAtTheCeilingAndStartsWhenAConnectionCloses() {
        let gate = AcceptGate(ceiling: 3)
        let switches = Mutex<[Bool]>([])
        gate.attach { accepting in switches.withLock { $0.append(accepting) } }
        gate.opened()
        gate.opened()
        #expect(!gate.isPaused && switches.withLock { $0 } == [])
        gate.opened()
        #expect(gate.isPaused && switches.withLock { $0 } == [false], "the third connection reaches the ceiling")
        gate.opened()
        #expect(switches.withLock { $0 } == [false], "one switch, not one per connection")
        gate.closed()
        #expect(gate.isPaused, "four open, one closed: still at the ceiling")
        gate.closed()
        #expect(!gate.isPaused && switches.withLock { $0 } == [false, true] && gate.open == 2)
    }

    @Test func theCeilingLeavesHalfTheRoomBeyondTheCapFree() {
        // Under ulimit -n 128 with 30 descriptors open at start the cap is 34: accepting stops at 66 connections,
        // 32 descriptors short of the limit.
        #expect(AcceptGate.ceiling(maxConnections: 34, descriptorLimit: 128, inUse: 30) == 66)
        #expect(AcceptGate.ceiling(maxConnections: 768, descriptorLimit: 1_024, inUse: 30) == 881)
    }

    @Test func aGateAttachedWhilePausedSwitchesAtOnce() {
        let gate = AcceptGate(ceiling: 1)
        gate.opened()
        let switches = Mutex<[Bool]>([])
        gate.attach { accepting in switches.withLock { $0.append(accepting) } }
        #expect(switches.withLock { $0 } == [false])
    }
}
