import ArgumentParser
import Foundation
import ImageCache

/// `catalog-tool bench cache`: operations per second of each tier, with Foundation's NSCache as the memory peer.
struct BenchCacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Memory hits, disk hits and disk writes per second for 4 KiB and 64 KiB values, against NSCache.",
        discussion: "Example: catalog-tool bench cache --directory /tmp/bench-cache"
    )

    @Option(help: "Directory in which the disk tier's scratch folders are made (only those are removed afterwards).")
    var directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-bench-cache").path

    @Option(help: "Memory lookups per measurement (1…100,000,000).")
    var lookups = 2_000_000

    func validate() throws {
        guard (1...100_000_000).contains(lookups) else {
            throw ValidationError("--lookups must be between 1 and 100,000,000 (got \(lookups)).")
        }
    }

    func run() async throws {
        print("| workload | value | ops/s | peer (NSCache) ops/s | ratio |")
        print("|---|---|---|---|---|")
        for size in [4 << 10, 64 << 10] {
            let keys = (0..<1_000).map { "https://example.com/image/\($0).png" }
            let value = Data(repeating: 0xAB, count: size)

            let memory = MemoryCache<String, Data>(costLimit: 1 << 30)
            for key in keys { memory.set(value, forKey: key, cost: size) }
            let ours = measure(lookups) { index in _ = memory.value(forKey: keys[index % keys.count]) }

            let nsCache = NSCache<NSString, NSData>()
            let nsKeys = keys.map { $0 as NSString }
            for key in nsKeys { nsCache.setObject(value as NSData, forKey: key) }
            let peer = measure(lookups) { index in _ = nsCache.object(forKey: nsKeys[index % nsKeys.count]) }
            row("memory hit", size, ours, peer)

            // A folder of our own inside the one given: nothing the user had there is touched.
            let root = URL(fileURLWithPath: directory).appendingPathComponent(
                "catalog-bench-\(size)-\(UUID().uuidString)"
            )
            defer { try? FileManager.default.removeItem(at: root) }
            let disk = try DiskCache(configuration: .init(directory: root, sizeLimit: 1 << 30))
            let writes = size > 8 << 10 ? 1_000 : 4_000
            let writeRate = try measureThrowing(writes) { index in try disk.store(value, forKey: "w\(index)") }
            row("disk write", size, writeRate, nil)
            let readRate = measure(writes) { index in _ = disk.data(forKey: "w\(index)") }
            row("disk hit", size, readRate, nil)
        }
    }

    private func row(_ name: String, _ size: Int, _ ours: Double, _ peer: Double?) {
        let peerText = peer.map { String(format: "%.0f", $0) } ?? "–"
        let ratio = peer.map { String(format: "%.2f×", ours / $0) } ?? "–"
        print("| \(name) | \(size >> 10) KiB | \(String(format: "%.0f", ours)) | \(peerText) | \(ratio) |")
    }

    private func measure(_ count: Int, _ body: (Int) -> Void) -> Double {
        let start = ContinuousClock.now
        for index in 0..<count { body(index) }
        return Double(count) / seconds(since: start)
    }

    private func measureThrowing(_ count: Int, _ body: (Int) throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        for index in 0..<count { try body(index) }
        return Double(count) / seconds(since: start)
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return elapsed.seconds
    }
}
