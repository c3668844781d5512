import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// A raw TCP connection to a test server, for what a well-behaved HTTP client never sends: partial headers, idle
/// connections, `OPTIONS`, and for watching when the server closes it.
final class RawConnection: Sendable {
    private let channel: any Channel
    private let received: ReceivedBytes

    private init(channel: any Channel, received: ReceivedBytes) {
        self.channel = channel
        self.received = received
    }

    /// Connects to 127.0.0.1:`port`.
    static func open(port: Int) async throws -> RawConnection {
        let received = ReceivedBytes()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(received: received))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return RawConnection(channel: channel, received: received)
    }

    /// Sends `text` as it is.
    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Everything received so far, as text.
    var text: String { received.text }

    /// Whether the connection is still open.
    var isOpen: Bool { channel.isActive }

    /// Waits until the received text contains `marker`, the connection closes, or `limit` passes.
    func waitFor(_ marker: String, within limit: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if text.contains(marker) { return true }
            if !channel.isActive { return text.contains(marker) }
            try await Task.sleep(for: .milliseconds(20))
        }
        return text.contains(marker)
    }

    /// Whether the server closes the connection within `limit`.
    func closedByServer(within limit: Duration) async throws -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if !channel.isActive { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return !channel.isActive
    }

    /// Closes the connection from this side.
    func close() async {
        try? await channel.close().get()
    }
}

/// The bytes a connection received.
private final class ReceivedBytes: Sendable {
    private let bytes = Mutex([UInt8]())

    func append(_ buffer: ByteBuffer) {
        bytes.withLock { $0 += buffer.readableBytesView }
    }

    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}

private final class Collector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    let received: ReceivedBytes

    init(received: ReceivedBytes) {
        self.received = received
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        received.append(unwrapInboundIn(data))
    }
}
