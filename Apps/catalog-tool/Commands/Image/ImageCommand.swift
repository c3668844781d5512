// The argument conformances below are public by nature, so these imports must be too.
public import ArgumentParser
public import ImagePipeline

/// `catalog-tool image …`: the pipeline on local files.
struct ImageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Inspect, decode and thumbnail PNG, JPEG, WebP, GIF, HEIC and AVIF files.",
        subcommands: [ImageInfoCommand.self, ImageThumbnailCommand.self, ImageDecodeCommand.self]
    )
}

extension ImageRecipe.Fit: ExpressibleByArgument {}
extension ImageRecipe.OutputFormat: ExpressibleByArgument {}
extension ResamplingFilter: ExpressibleByArgument {}
extension ImageEncoders.ChromaSubsampling: ExpressibleByArgument {}

extension ImageRecipe.Crop: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument == "center" ? "centre" : argument)
    }
}
