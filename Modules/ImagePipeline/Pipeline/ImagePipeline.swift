import AsyncPrimitives
import ColorManagement
import Crypto
public import Foundation
import ImageCache
import Logging
import Synchronization

/// Turns (source, recipe) into encoded thumbnails or bitmaps: load, hash, look up the result cache, otherwise
/// decode with shrink-on-load, crop, resize, encode and store.
///
/// Concurrent requests for the same result share one decode, and at most `maxConcurrentJobs` decodes run at once.
/// The heavy work (decode, resize, encode) does not run in the calling task: the first caller of a result starts a
/// task for it (shared by every caller of the same result, cancelled when the last one leaves), which runs on the
/// cooperative pool, never on an actor, so a slow image never stalls the others. The result cache's disk writes wait
/// for its lock on the cache's own thread, suspending that task instead of holding a pool thread.
///
/// ```swift
/// let pipeline = ImagePipeline(configuration: .init())
/// let response = try await pipeline.thumbnail(for: ImageRequest(url: fileURL, recipe: .thumbnail(size: 256)))
/// ```
public final class ImagePipeline: Sendable {
    /// The pipeline's collaborators and limits.
    public let configuration: Configuration
    private let thumbnails = TaskCoalescer<ImageResponse>()
    private let bitmaps = TaskCoalescer<PixelBuffer>()
    private let limiter: AsyncLimiter
    private let counters = Mutex(Statistics())
    /// ``PipelineIdentity`` for this pipeline's settings, computed on the first key and kept.
    private let identityValue = Mutex<String?>(nil)

    /// How much work the pipeline has done.
    public struct Statistics: Sendable, Equatable {
        /// Images decoded and processed.
        public var decodes = 0
        /// Results served from the cache.
        public var cacheHits = 0
    }

    /// Creates a pipeline.
    public init(configuration: Configuration = .init()) {
        self.configuration = configuration
        self.limiter = AsyncLimiter(limit: configuration.maxConcurrentJobs)
    }

    /// Counters since the pipeline was created.
    public var statistics: Statistics {
        counters.withLock { $0 }
    }

    /// What this pipeline's code and settings make, as a digest (``PipelineIdentity``): part of every key, so a
    /// cache written by other code or other settings is never answered from. Computed once per pipeline, on the
    /// first key, or read from the configuration's ``IdentityMemo`` when this code and these settings made it before.
    public var identity: String {
        if let known = identityValue.withLock({ $0 }) { return known }
        let settings = PipelineIdentity.Settings(
            intent: configuration.colorIntent,
            shrinkHeadroom: configuration.shrinkHeadroom
        )
        let computed = PipelineIdentity.identity(settings, memo: configuration.identityMemo)
        identityValue.withLock { $0 = computed }
        return computed
    }

    /// `request` with this pipeline's settings in its recipe (its colour intent).
    private func configured(_ request: ImageRequest) -> ImageRequest {
        var request = request
        request.recipe.colorIntent = configuration.colorIntent
        return request
    }

    /// The encoded thumbnail for `request`, from the cache when an identical source and recipe were processed before.
    public func thumbnail(for request: ImageRequest) async throws(ImagePipelineError) -> ImageResponse {
        let request = configured(request)
        let data = try await load(request)
        // Without a result cache the content digest buys nothing; identical requests still coalesce on this key.
        let key =
            configuration.resultCache == nil
            ? "uncached\n\(request.url.absoluteString)\n\(request.recipe.canonical)"
            : cacheKey(sourceIdentity: request.url.absoluteString, content: data, recipe: request.recipe)
        if let cached = await configuration.resultCache?.suspending.lookup(key) {
            counters.withLock { $0.cacheHits += 1 }
            let info = try ImageDecoders.info(of: cached.value, source: request.sourceName)
            return ImageResponse(
                data: cached.value,
                format: info.format,
                width: info.width,
                height: info.height,
                cacheTier: cached.tier == .memory ? .memory : .disk,
                cacheKey: key
            )
        }
        do {
            return try await thumbnails.run(key: key) { [self] in
                let thumbnail = try await process { () throws(ImagePipelineError) in
                    try Thumbnailer.render(
                        data,
                        source: request.sourceName,
                        recipe: request.recipe,
                        limits: configuration.limits,
                        shrinkHeadroom: configuration.shrinkHeadroom
                    )
                }
                warnAboutProfile(thumbnail.sourceInfo, source: request.sourceName)
                do {
                    try await configuration.resultCache?.suspending.store(thumbnail.data, forKey: key)
                } catch {
                    configuration.logger.warning(
                        "cannot cache thumbnail",
                        metadata: ["image.source": "\(request.sourceName)", "error": "\(error)"]
                    )
                }
                return ImageResponse(
                    data: thumbnail.data,
                    format: thumbnail.format,
                    width: thumbnail.width,
                    height: thumbnail.height,
                    cacheTier: nil,
                    cacheKey: key
                )
            }
        } catch {
            throw Self.pipelineError(error, source: request.sourceName)
        }
    }

    /// The key `thumbnail(for:)` would give `request`'s result, computed from the source's bytes without decoding
    /// them: a caller that kept a result can tell whether it is still the one the request would make.
    public func cacheKey(for request: ImageRequest) async throws(ImagePipelineError) -> String {
        let request = configured(request)
        let data = try await load(request)
        return cacheKey(sourceIdentity: request.url.absoluteString, content: data, recipe: request.recipe)
    }

    /// The processed bitmap for `request` (its output format is ignored), kept in the memory bitmap cache.
    public func pixels(for request: ImageRequest) async throws(ImagePipelineError) -> PixelBuffer {
        let request = configured(request)
        let data = try await load(request)
        let key = cacheKey(sourceIdentity: request.url.absoluteString, content: data, recipe: request.recipe)
        if let cached = configuration.bitmapCache.value(forKey: key) {
            counters.withLock { $0.cacheHits += 1 }
            return cached
        }
        do {
            return try await bitmaps.run(key: key) { [self] in
                if let stored = await configuration.bitmapStore?.suspending.entry(forKey: key),
                    let buffer = BitmapArchive.buffer(from: stored.data, maxPixels: configuration.limits.maxPixels)
                {
                    counters.withLock { $0.cacheHits += 1 }
                    configuration.bitmapCache.set(buffer, forKey: key, cost: buffer.pixels.count)
                    return buffer
                }
                let (buffer, info) = try await process { () throws(ImagePipelineError) in
                    try Thumbnailer.renderPixels(
                        data,
                        source: request.sourceName,
                        recipe: request.recipe,
                        limits: configuration.limits,
                        shrinkHeadroom: configuration.shrinkHeadroom
                    )
                }
                warnAboutProfile(info, source: request.sourceName)
                configuration.bitmapCache.set(buffer, forKey: key, cost: buffer.pixels.count)
                do {
                    try await configuration.bitmapStore?.suspending.store(BitmapArchive.data(for: buffer), forKey: key)
                } catch {
                    // The picture is made; only the next run's shortcut is lost.
                    configuration.logger.warning("could not keep the bitmap of \(request.sourceName): \(error)")
                }
                return buffer
            }
        } catch {
            throw Self.pipelineError(error, source: request.sourceName)
        }
    }

    /// The processed-image cache key: SHA-256 over the pipeline's ``identity``, the source's identity, the SHA-256
    /// of its bytes and the canonical recipe (every choice that changes the bytes), so a changed source, recipe,
    /// setting or code never returns a stale result.
    public func cacheKey(sourceIdentity: String, content: Data, recipe: ImageRecipe) -> String {
        let digest = Self.hex(SHA256.hash(data: content))
        let text = "catalog-pipeline/\(identity)\n\(sourceIdentity)\n\(digest)\n\(recipe.canonical)"
        return keyPrefix + Self.hex(SHA256.hash(data: Data(text.utf8)))
    }

    /// What every key of this pipeline starts with: `thumb-`, the first 16 hex digits of its ``identity``, `-`.
    /// The identity is hashed into the key too; in clear it lets a cache tell this code's entries from those other
    /// code wrote (``ownsKey(_:)``), which `cache stats` counts and `cache prune` removes.
    public var keyPrefix: String {
        "thumb-" + identity.prefix(16) + "-"
    }

    /// Whether `key` was made by a pipeline of this pipeline's identity (a key of older code, or of other
    /// settings, is not).
    public func ownsKey(_ key: String) -> Bool {
        key.hasPrefix(keyPrefix)
    }

    /// Lower-case hex of a digest (`String(format:)` per byte was 8% of a gallery whose screens all came from its
    /// render cache).
    private static func hex(_ digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(SHA256.Digest.byteCount * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func load(_ request: ImageRequest) async throws(ImagePipelineError) -> Data {
        do {
            return try await configuration.dataLoader.loadData(for: request.url)
        } catch {
            throw Self.pipelineError(error, source: request.sourceName)
        }
    }

    /// Runs CPU-heavy work within the job limit.
    /// A colour profile that could not be used leaves the image decoded as sRGB; the log says so, naming the file.
    private func warnAboutProfile(_ info: ImageInfo, source: String) {
        guard let problem = info.colorProfile?.problem else { return }
        configuration.logger.warning("\(source): \(problem)")
    }

    private func process<T: Sendable>(_ work: () throws(ImagePipelineError) -> T) async throws(ImagePipelineError) -> T
    {
        do {
            try await limiter.acquire()
        } catch {
            throw .cancelled
        }
        counters.withLock { $0.decodes += 1 }
        let result: Result<T, ImagePipelineError>
        do {
            result = .success(try work())
        } catch {
            result = .failure(error)
        }
        await limiter.release()
        return try result.get()
    }

    private static func pipelineError(_ error: any Error, source: String) -> ImagePipelineError {
        if let error = error as? ImagePipelineError { return error }
        // A loader may answer cancellation with an error of its own (a network loader's "cancelled"); whatever it
        // threw, a cancelled caller is told it was cancelled.
        if error is CancellationError || Task.isCancelled { return .cancelled }
        return .loadingFailed(source: source, reason: "\(error)")
    }
}
