import Foundation
import Logging

/// The tool's one logging bootstrap: stderr at `warning` by default, so the libraries' info lines (stale responses,
/// retries) stay quiet; `--verbose` (anywhere before a `--`) turns on `info`, and `CATALOG_LOG_LEVEL`
/// (trace, debug, info, notice, warning, error, critical) sets any level.
enum LogLevelSetting {
    /// The arguments without `--verbose`, and the level to log at.
    static func resolve(
        arguments: [String],
        environment: [String: String]
    ) -> (arguments: [String], level: Logger.Level) {
        // Only options count: after `--` every argument is a value (a file may be called `--verbose`).
        let options = arguments.prefix { $0 != "--" }
        let verbose = options.contains("--verbose")
        let remaining = options.filter { $0 != "--verbose" } + arguments.dropFirst(options.count)
        if let name = environment["CATALOG_LOG_LEVEL"]?.lowercased(), let level = Logger.Level(rawValue: name) {
            return (remaining, level)
        }
        return (remaining, verbose ? .info : .warning)
    }

    /// Bootstraps swift-log once for the process.
    static func bootstrap(level: Logger.Level) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
