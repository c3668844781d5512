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

    /// Runs the tool with `arguments`, its caches in `cache`, and returns status and output.
    static func run(_ arguments: [String], cache: URL, in directory: URL) throws -> Output {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CATALOG_CACHE_DIR"] = cache.path
        environment["CATALOG_DATA_DIR"] = cache.appendingPathComponent("data").path
        process.environment = environment
        // Output goes to files, so a chatty child never blocks on a full pipe.
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        let stdout = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        let stderrData = try Data(contentsOf: errURL)
        return Output(
            status: process.terminationStatus,
            stdout: stdout,
            stderr: String(decoding: stderrData, as: UTF8.self)
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
