/// Why an image could not be loaded, decoded, processed or encoded; each case names the source.
public enum ImagePipelineError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bytes are neither PNG nor JPEG.
    case unrecognizedFormat(source: String)
    /// The file is larger than the configured limit.
    case fileTooLarge(source: String, bytes: Int, limit: Int)
    /// The image claims more pixels than the configured limit; nothing was allocated for it.
    case tooManyPixels(source: String, width: Int, height: Int, limit: Int)
    /// The data is corrupt or truncated; `cause` says which codec found it and its status.
    case decodingFailed(source: String, reason: String, cause: ImageCodecCause)
    /// A valid file of a kind the pipeline does not handle (for example a 12-bit JPEG).
    case unsupported(source: String, reason: String)
    /// The encoder failed.
    case encodingFailed(reason: String)
    /// The source's bytes could not be loaded.
    case loadingFailed(source: String, reason: String)
    /// The recipe asks for something impossible (for example a size of 0).
    case invalidRecipe(reason: String)
    /// The caller was cancelled before the work finished.
    case cancelled

    public var description: String {
        switch self {
        case .unrecognizedFormat(let source):
            "\(source): not a PNG, JPEG, WebP, GIF, HEIC or AVIF file."
        case .fileTooLarge(let source, let bytes, let limit):
            "\(source): file is \(bytes) bytes, over the limit of \(limit) bytes."
        case .tooManyPixels(let source, let width, let height, let limit):
            "\(source): image is \(width)×\(height), over the limit of \(limit) pixels; raise the limit to process it."
        case .decodingFailed(let source, let reason, _):
            "\(source): cannot decode image: \(reason)."
        case .unsupported(let source, let reason):
            "\(source): unsupported image: \(reason)."
        case .encodingFailed(let reason):
            "Cannot encode image: \(reason)."
        case .loadingFailed(let source, let reason):
            // Reasons from Networking are already sentences naming the URL.
            reason.hasSuffix(".") ? reason : "\(source): cannot load: \(reason)."
        case .invalidRecipe(let reason):
            "Invalid image recipe: \(reason)."
        case .cancelled:
            "Cancelled."
        }
    }
}
