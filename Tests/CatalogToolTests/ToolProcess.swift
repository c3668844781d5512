import AsyncPrimitives
import Foundation

/// Runs the built `catalog-tool` (found beside the test bundle) as a child process.
enum ToolProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func executable() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("catalog-tool")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "catalog-tool beside the test bundle"])
    }

    /// Runs the tool with `arguments`, its caches in `cache`, and returns status and output. The exit is awaited
    /// (never `waitUntilExit()`), so a running tool holds none of the cooperative pool's threads.
    static func run(_ arguments: [String], cache: URL, in directory: URL) async throws -> Output {
        let child = try start(arguments, cache: cache, in: directory)
        let output = await child.output()
        return Output(status: output.status, stdout: output.stdout, stderr: output.stderr)
    }

    /// Starts the tool without waiting for it, for tests that signal it or read its output as it runs.
    static func start(_ arguments: [String], cache: URL, in directory: URL) throws -> ChildProcess {
        try ChildProcess(
            try executable(),
            arguments: arguments,
            environment: [
                "CATALOG_CACHE_DIR": cache.path,
                "CATALOG_DATA_DIR": cache.appendingPathComponent("data").path,
            ],
            currentDirectory: directory
        )
    }
}

/// A scratch directory removed when released.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-tool-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
