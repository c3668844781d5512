import AsyncPrimitives
import Foundation
import Networking
import NetworkingCurl
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `catalog-tool serve` under a real descriptor limit (`ulimit -n 128` in the child).
///
/// The server once died with SIGILL and no message right after a connection flood was released. The trap is in
/// libdispatch, not in Swift code: `_dispatch_workq_count_runnable_workers` (swift-corelibs-libdispatch,
/// `src/event/workqueue.c`), run once a second by the worker-pool monitor while jobs wait for the cooperative pool,
/// opens `/proc/<tid>/stat` for every worker and calls `DISPATCH_CLIENT_CRASH("workq: registered worker exited
/// prematurely")` when that `open` fails, as it does with `EMFILE` once the connections hold every descriptor. The
/// connection cap keeps a quarter of the descriptors out of the connections' reach, and a cap above that is refused.
@Suite struct ServeDescriptorLimitTests {
    static let descriptorLimit = 128

    /// `catalog-tool serve --port 0 OPTIONS` started by a shell that first lowers the descriptor limit.
    static func serve(_ options: [String], in scratch: Scratch) throws -> ChildProcess {
        let cache = scratch.url.appendingPathComponent("cache")
        return try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", try ToolProcess.executable().path]
                + ["serve", "--port", "0"] + options,
            environment: [
                "CATALOG_CACHE_DIR": cache.path, "CATALOG_DATA_DIR": cache.appendingPathComponent("data").path,
            ],
            currentDirectory: scratch.url
        )
    }

    /// Starts the server with the lowered descriptor limit and returns it with its port once it listens.
    static func startServer(in scratch: Scratch) async throws -> (ChildProcess, Int) {
        let child = try serve([], in: scratch)
        guard await child.waitForOutput(containing: "(Ctrl-C to stop)") else {
            let output = await child.output()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve ended: \(output.stderr)"])
        }
        let url = try #require(child.standardOutputSoFar.split(separator: " ").first { $0.hasPrefix("http://") })
        let port = try #require(url.split(separator: ":").last?.split(separator: "/").first.flatMap { Int($0) })
        return (child, port)
    }

    @Test func aCapAboveWhatTheDescriptorLimitLeavesIsRefused() async throws {
        let scratch = try Scratch()
        let refused = try Self.serve(["--max-connections", "5000"], in: scratch)
        let output = await refused.output()
        #expect(output.status == 2)
        #expect(output.stderr.contains("--max-connections 5000 is more than this process can hold"), "\(output.stderr)")
        #expect(output.stderr.contains("descriptor limit (ulimit -n) is 128"), "\(output.stderr)")
        #expect(output.stderr.contains("; use 1 to "), "\(output.stderr)")
    }

    /// Ask for screens, then hold twice the descriptor limit in connections (half with a partial request line)
    /// while they are answered, release them all, and ask again: twenty times. The server answers every time, and
    /// its open descriptors stay below the limit by the reserve (without the cap they reach the limit, where the
    /// runtime traps).
    @Test func floodsPastTheDescriptorLimitNeverStopTheServer() async throws {
        let scratch = try Scratch()
        let (child, port) = try await Self.startServer(in: scratch)
        let transport = CurlTransport()
        let appCSS = try #require(URL(string: "http://127.0.0.1:\(port)/app.css"))
        var (answered, peak) = (0, 0)
        for _ in 0..<20 {
            let asking = (0..<16).compactMap { _ in LoopbackSocket(port: port) }
            for socket in asking {
                socket.send("GET /layout.json?feature=users&story=loaded HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            }
            var held: [LoopbackSocket] = []
            for index in 0..<(2 * Self.descriptorLimit) {
                guard let socket = LoopbackSocket(port: port) else { break }
                if index.isMultiple(of: 2) { socket.send("GET /app.css HTT") }
                held.append(socket)
            }
            // Until every screen asked for is answered, and at least half a second: the server keeps accepting
            // the flood meanwhile.
            let (start, deadline) = (ContinuousClock.now, ContinuousClock.now + .seconds(120))
            while asking.contains(where: { !$0.answeredOrClosed }) || ContinuousClock.now < start + .milliseconds(500),
                ContinuousClock.now < deadline
            {
                peak = max(peak, Self.openDescriptors(of: child.processIdentifier))
                try await Task.sleep(for: .milliseconds(10))
            }
            for socket in held + asking { socket.close() }
            if (try? await transport.send(HTTPRequest(url: appCSS)))?.status == 200 { answered += 1 }
        }
        #expect(answered == 20)
        #expect(peak > 0 && peak <= Self.descriptorLimit - 8, "the server held \(peak) of \(Self.descriptorLimit)")
        child.send(SIGTERM)
        let output = await child.output()
        #expect(!output.termination.wasSignalled && output.status == 0, "\(output.stderr)")
    }

    /// The descriptors a process has open (its entries in `/proc/PID/fd`).
    static func openDescriptors(of process: Int32) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process)/fd").count) ?? 0
    }
}

/// A non-blocking TCP connection to a loopback port that the test holds without reading, to fill a server's
/// descriptor table. Nothing here waits: a send that cannot go out now is dropped.
private struct LoopbackSocket {
    let descriptor: Int32

    init?(port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 || errno == EINPROGRESS else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    func send(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer {
            Glibc.send(descriptor, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL))
        }
    }

    /// Whether the server has answered or closed the connection.
    var answeredOrClosed: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    func close() {
        Glibc.close(descriptor)
    }
}
