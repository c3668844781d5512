import ArgumentParser
import Foundation

/// The command-line entry point: one tool that composes every feature into thumbnails, sheets and layouts.
@main
struct CatalogTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog-tool",
        abstract: "Thumbnails, contact sheets and screen layouts from the Catalog features.",
        version: "0.1.0",
        subcommands: [
            FeaturesCommand.self, ThumbnailsCommand.self, SheetCommand.self, LayoutCommand.self, StoriesCommand.self,
            ImageCommand.self,
            GalleryCommand.self, CompareCommand.self, AuditCommand.self, ServeCommand.self, FetchCommand.self,
            FavoritesCommand.self,
            CacheCommand.self,
            BenchCommand.self,
        ]
    )

    /// Runs the command, exiting 2 on usage errors (argument-parser's default is 64): 0 success, 1 a batch with
    /// failures or a runtime error, 2 bad arguments.
    static func main() async {
        AllocatorTuning.apply()
        let logging = LogLevelSetting.resolve(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment
        )
        LogLevelSetting.bootstrap(level: logging.level)
        let work = Task {
            var command = try parseAsRoot(logging.arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        }
        // `serve` stops gracefully on a signal by itself (requests in flight finish) and exits 0; every other
        // command is cancelled.
        let graceful = (try? parseAsRoot(logging.arguments)) is ServeCommand
        let interrupts = graceful ? nil : Interrupts { work.cancel() }
        if graceful { Interrupts.unblockSignals() }
        let outcome = await work.result
        if interrupts?.wasInterrupted == true {
            FileHandle.standardError.write(Data("interrupted\n".utf8))
            Foundation.exit(130)
        }
        do {
            try outcome.get()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            if let hint = ToolHints.hint(for: error) {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\nhint: \(hint)\n").utf8))
                Foundation.exit(1)
            }
            exit(withError: error)
        }
    }
}
