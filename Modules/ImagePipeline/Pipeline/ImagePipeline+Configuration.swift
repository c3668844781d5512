public import ColorManagement
public import Foundation
public import ImageCache
public import Logging

extension ImagePipeline {
    /// The collaborators and limits of a pipeline.
    public struct Configuration: Sendable {
        /// Loads source bytes.
        public var dataLoader: any ImageDataLoading
        /// Encoded results, memory in front of disk; nil disables the processed-image cache.
        public var resultCache: TieredCache<DataCodec>?
        /// Decoded bitmaps for canvases, by request.
        public var bitmapCache: MemoryCache<String, PixelBuffer>
        /// Decoded bitmaps on disk, behind ``bitmapCache`` (as ``BitmapArchive``s), so that a later run finds the
        /// pictures this one resized; nil keeps them in memory only.
        public var bitmapStore: DiskCache?
        /// Limits checked before decoding.
        public var limits: ImageDecoders.Limits
        /// How many decodes run at once; one per core by default.
        public var maxConcurrentJobs: Int
        /// See ``Thumbnailer/defaultShrinkHeadroom``.
        public var shrinkHeadroom: Double
        /// Where the pipeline logs.
        public var logger: Logger
        /// How embedded profiles' colours come into sRGB, for every recipe the pipeline processes; part of the
        /// pipeline's ``ImagePipeline/identity`` and so of every key.
        public var colorIntent: RenderingIntent
        /// Where the pipeline's identity is kept between processes; nil computes it in every process.
        public var identityMemo: IdentityMemo?

        /// Creates a configuration; the defaults load files only and cache in memory.
        public init(
            dataLoader: any ImageDataLoading = FileDataLoader(),
            resultCache: TieredCache<DataCodec>? = TieredCache(
                memory: MemoryCache(costLimit: 64 << 20),
                disk: nil,
                codec: DataCodec()
            ),
            bitmapCache: MemoryCache<String, PixelBuffer> = MemoryCache(costLimit: 128 << 20),
            bitmapStore: DiskCache? = nil,
            limits: ImageDecoders.Limits = .init(),
            maxConcurrentJobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            shrinkHeadroom: Double = Thumbnailer.defaultShrinkHeadroom,
            logger: Logger = Logger(label: "catalog.image-pipeline"),
            colorIntent: RenderingIntent = .perceptual,
            identityMemo: IdentityMemo? = nil
        ) {
            self.dataLoader = dataLoader
            self.resultCache = resultCache
            self.bitmapCache = bitmapCache
            self.bitmapStore = bitmapStore
            self.limits = limits
            self.maxConcurrentJobs = maxConcurrentJobs
            self.shrinkHeadroom = shrinkHeadroom
            self.logger = logger
            self.colorIntent = colorIntent
            self.identityMemo = identityMemo
        }
    }
}
