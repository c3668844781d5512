import ColorManagement
import Crypto
import Foundation

/// The pipeline's part of every cache key, derived from what the code makes instead of a number bumped by hand: the
/// SHA-256 of the bytes the pipeline makes of fixed probe pictures (``PipelineProbes``: an ICC-tagged PNG and JPEG,
/// nclx-tagged AVIF and HEIC, a 16-bit PNG, a GIF, a WebP with alpha, and a generated picture with alpha) through
/// every decoder, the colour stage with the pipeline's intent, each filter, fit and crop, and each encoder. A change
/// to any of them, to a library they call (a Debian update of libjpeg-turbo, libwebp, libheif or littleCMS) or to
/// an injected setting moves every key, so no cache answers with what other code made; a change that makes the same
/// bytes (a refactor, a comment) keeps the caches warm.
///
/// Why outputs and not a hash of the sources: a source hash misses the system libraries, which decide most of the
/// bytes, and misses settings injected at run time; it also throws every cache away on any edit. The cost is that a
/// change only inputs outside the probes would show goes unseen: a new code path gets a probe (the generator,
/// `scripts/fixtures/make_identity_probes.py`, and ``variants``).
enum PipelineIdentity {
    /// The recipes the generated picture is rendered with: each filter, fit, crop and encoder once.
    static func variants(intent: RenderingIntent) -> [ImageRecipe] {
        let filters = ResamplingFilter.allCases.map {
            ImageRecipe(width: 9, height: 7, filter: $0, format: .png, colorIntent: intent)
        }
        return filters + [
            ImageRecipe(width: 10, height: 10, fit: .contain, format: .jpeg, background: .white, colorIntent: intent),
            ImageRecipe(width: 12, height: 5, fit: .fill, format: .webp, colorIntent: intent),
            ImageRecipe(width: 8, height: 8, crop: .attention, format: .avif, colorIntent: intent),
            ImageRecipe(
                width: 16,
                height: 12,
                format: .jpeg,
                progressive: true,
                subsampling: .yuv444,
                colorIntent: intent
            ),
            ImageRecipe(width: 16, height: 12, format: .png, pngLevel: 9, colorIntent: intent),
        ]
    }

    /// The generated picture: a colour gradient with an alpha ramp and a hard edge, as a PNG.
    static func generated() -> Data {
        var canvas = Canvas(width: 24, height: 16, background: RGBAColor(red: 20, green: 90, blue: 160, alpha: 255))
        canvas.fillRoundedRect(PixelRect(x: 3.5, y: 2, width: 15, height: 11), radius: 4, color: .white)
        var buffer = canvas.buffer
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let index = (y * buffer.width + x) * 4
                buffer.pixels[index] = UInt8(truncatingIfNeeded: x * 10 + y)
                buffer.pixels[index + 3] = UInt8(truncatingIfNeeded: 255 - x * 6)
            }
        }
        return (try? ImageEncoders.png(buffer)) ?? Data()
    }

    /// The settings of a pipeline that change its bytes, each named in the identity's first field.
    struct Settings: Sendable, Equatable {
        /// How embedded profiles' colours come into sRGB.
        var intent: RenderingIntent
        /// See ``Thumbnailer/defaultShrinkHeadroom``.
        var shrinkHeadroom: Double

        /// The first field hashed, and the part of an ``IdentityMemo`` key that is not the code.
        var header: String {
            "catalog-pipeline-identity/2 intent=\(intent.name) headroom=\(shrinkHeadroom)"
        }
    }

    /// The identity for a pipeline with `settings`, from `memo` when the same code and settings computed it before:
    /// hex SHA-256.
    static func identity(_ settings: Settings, memo: IdentityMemo?) -> String {
        guard let memo, let code = CodeFingerprint.current() else { return compute(settings) }
        let key = SHA256.hash(data: Data("\(code)\n\(settings.header)".utf8)).map { String(format: "%02x", $0) }
            .joined()
        if let known = memo.load(key) { return known }
        let computed = compute(settings)
        memo.save(key, computed)
        return computed
    }

    /// The identity for a pipeline with `settings`, computed: hex SHA-256, in about 30 ms of a debug build.
    static func compute(_ settings: Settings) -> String {
        let intent = settings.intent
        var hasher = SHA256()
        func add(_ field: String) {
            hasher.update(data: Data(field.utf8))
            hasher.update(data: [0])
        }
        add(settings.header)
        let probe = ImageRecipe(width: 12, height: 8, format: .png, colorIntent: intent)
        var inputs = PipelineProbes.all.map { (name: $0.name, data: $0.data, recipes: [probe]) }
        inputs.append((name: "generated", data: generated(), recipes: variants(intent: intent)))
        for input in inputs {
            for recipe in input.recipes {
                add("\(input.name) \(recipe.canonical)")
                do {
                    let thumbnail = try Thumbnailer.render(
                        input.data,
                        source: input.name,
                        recipe: recipe,
                        shrinkHeadroom: settings.shrinkHeadroom
                    )
                    add("\(thumbnail.format) \(thumbnail.width)x\(thumbnail.height)")
                    hasher.update(data: thumbnail.data)
                } catch {
                    // A probe the code refuses is part of what the code does.
                    add("error: \(error)")
                }
            }
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
