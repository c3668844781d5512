import ArgumentParser

/// Output options every subcommand shares.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Print machine-readable JSON lines instead of text.")
    var json = false
}
