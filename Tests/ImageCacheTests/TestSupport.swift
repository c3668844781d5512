import AsyncPrimitives
import Foundation
import ImageCache
import Synchronization

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    var cacheClock: CacheClock {
        CacheClock { [self] in current.withLock { $0 } }
    }
}

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Every entry file under a disk cache directory.
func entryFiles(in directory: URL) -> [URL] {
    let root = directory.appendingPathComponent("entries")
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.allObjects as? [URL] ?? []).filter {
        (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }
}

/// The path of the ImageCacheStress helper built beside the test bundle.
func stressExecutable() throws -> URL {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL.deletingLastPathComponent(),
        Bundle.main.bundleURL,
    ]
    for folder in candidates {
        let url = folder.appendingPathComponent("ImageCacheStress")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "ImageCacheStress beside the test bundle"])
}

/// Runs the stress helper to completion and returns its exit status and standard error; the exit is awaited, so
/// the helper holds no thread of the cooperative pool while it runs.
func runStress(_ arguments: [String]) async throws -> (status: Int32, error: String) {
    let output = try await ChildProcess.run(try stressExecutable(), arguments: arguments)
    return (output.status, output.stderr)
}
