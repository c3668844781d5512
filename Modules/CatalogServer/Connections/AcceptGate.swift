import NIOCore
import Synchronization

/// Stops accepting connections while those accepted and not yet closed reach `ceiling`, and starts again once one
/// closes: a burst of new connections, or connections the cap has evicted but whose close has not run yet, can no
/// longer take the descriptors the cap keeps free. Under load closes and pipeline set-ups lag behind accepts:
/// without the gate a flood under `ulimit -n 128` held 127 descriptors with both cores busy (the cap counts a
/// connection only once its pipeline is active). The count runs from the accept itself (``AcceptCounter``, first
/// in the listening channel's pipeline) to the connection's close. The ceiling sits above the cap, so at the cap new
/// connections are still accepted and evict the oldest idle one, as ``ConnectionRegistry`` does.
final class AcceptGate: Sendable {
    private struct State {
        var open = 0
        var paused = false
        var apply: (@Sendable (_ accepting: Bool) -> Void)?
    }

    private let state = Mutex(State())
    /// Connections accepted and not closed at which accepting stops.
    let ceiling: Int

    /// A gate closing at `ceiling` open connections.
    init(ceiling: Int) {
        self.ceiling = max(1, ceiling)
    }

    /// The ceiling for a cap: halfway from the cap to what the descriptor limit leaves once the descriptors open at
    /// start are counted, so half of the room beyond the cap stays free for files, upstream transfers and the
    /// runtime.
    static func ceiling(maxConnections: Int, descriptorLimit: Int, inUse: Int) -> Int {
        maxConnections + max(1, (descriptorLimit - inUse - maxConnections) / 2)
    }

    /// Counts the listening `channel`'s accepted connections and switches its reading: what a switch applies is
    /// the state when the server's event loop runs it, so switches issued from several loops cannot land out of
    /// order.
    func attach(_ channel: any Channel) {
        channel.eventLoop.execute {
            try? channel.pipeline.syncOperations.addHandler(AcceptCounter(gate: self), position: .first)
        }
        attach { _ in
            channel.eventLoop.execute {
                channel.setOption(ChannelOptions.autoRead, value: !self.isPaused).whenComplete { _ in }
            }
        }
    }

    /// Makes the gate call `apply` with whether to accept whenever that changes (a test's).
    func attach(_ apply: @escaping @Sendable (_ accepting: Bool) -> Void) {
        let paused = state.withLock { state in
            state.apply = apply
            return state.paused
        }
        if paused { apply(false) }
    }

    /// Whether accepting is stopped now.
    var isPaused: Bool { state.withLock { $0.paused } }

    /// Connections accepted and not closed now.
    var open: Int { state.withLock { $0.open } }

    /// A connection was accepted.
    func opened() {
        let apply = state.withLock { state -> (@Sendable (Bool) -> Void)? in
            state.open += 1
            guard state.open >= ceiling, !state.paused else { return nil }
            state.paused = true
            return state.apply
        }
        apply?(false)
    }

    /// A connection closed.
    func closed() {
        let apply = state.withLock { state -> (@Sendable (Bool) -> Void)? in
            state.open = max(0, state.open - 1)
            guard state.paused, state.open < ceiling else { return nil }
            state.paused = false
            return state.apply
        }
        apply?(true)
    }
}

/// First in the listening channel's pipeline, where each accepted connection arrives as a channel: counts it open
/// at once and closed when its close completes.
final class AcceptCounter: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    let gate: AcceptGate

    init(gate: AcceptGate) {
        self.gate = gate
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let child = unwrapInboundIn(data)
        gate.opened()
        child.closeFuture.whenComplete { [gate] _ in gate.closed() }
        context.fireChannelRead(data)
    }
}
