import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Puts a connection under ``ConnectionLimits``: registers it (at the cap the oldest connection without a complete
/// request header is closed), and closes it when no complete request header arrives within the header timeout
/// after it opened, or within the keep-alive timeout after its last response.
///
/// It sits after the HTTP decoder, so it sees request heads and response ends; a header still arriving is simply
/// no head yet, which is what the timeouts bound.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let registry: ConnectionRegistry
    private let limits: ConnectionLimits
    private var id: UInt64?
    private var started = false
    private var requestsInProgress = 0
    private var timeout: Scheduled<Void>?

    init(registry: ConnectionRegistry, limits: ConnectionLimits) {
        self.registry = registry
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stop()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            requestsInProgress += 1
            if requestsInProgress == 1 {
                timeout?.cancel()
                timeout = nil
                if let id { registry.set(.busy, for: id) }
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), requestsInProgress > 0 {
            requestsInProgress -= 1
            if requestsInProgress == 0 {
                if let id { registry.set(.waiting, for: id) }
                schedule(after: limits.keepAliveTimeout, context: context)
            }
        }
        context.write(data, promise: promise)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        guard let id = registry.register(context.channel) else {
            // Every held connection is answering a request: this one cannot be given room.
            context.close(promise: nil)
            return
        }
        self.id = id
        schedule(after: limits.headerTimeout, context: context)
    }

    private func stop() {
        timeout?.cancel()
        timeout = nil
        if let id { registry.remove(id) }
        id = nil
    }

    private func schedule(after delay: Duration, context: ChannelHandlerContext) {
        timeout?.cancel()
        timeout = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) {
            self.timeout = nil
            // A request whose header arrived meanwhile is answered; its response schedules the next timeout.
            guard self.requestsInProgress == 0 else { return }
            context.close(promise: nil)
        }
    }
}
