// swift-tools-version:6.2
import PackageDescription

// Shared products, named once.
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")
let hummingbirdCore: Target.Dependency = .product(name: "HummingbirdCore", package: "hummingbird")
let serviceLifecycle: Target.Dependency = .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
let unixSignals: Target.Dependency = .product(name: "UnixSignals", package: "swift-service-lifecycle")

let package = Package(
    name: "Catalog",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ImageCache", targets: ["ImageCache"]),
        .library(name: "ImagePipeline", targets: ["ImagePipeline"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingCurl", targets: ["NetworkingCurl"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "FeatureRecipes", targets: ["FeatureRecipes"]),
        .library(name: "FeatureUsers", targets: ["FeatureUsers"]),
        .library(name: "FeatureTrending", targets: ["FeatureTrending"]),
        .library(name: "FeatureSpecials", targets: ["FeatureSpecials"]),
        .library(name: "CatalogServer", targets: ["CatalogServer"]),
        .library(name: "Catalogue", targets: ["Catalogue"]),
        .executable(name: "catalog-tool", targets: ["CatalogTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `catalog-tool serve`: Hummingbird 2 on SwiftNIO; its swift-configuration support is not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: - C libraries
        .systemLibrary(
            name: "CLibPNG",
            path: "Modules/CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CLibDeflate",
            path: "Modules/CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(name: "CPNGShim", dependencies: ["CLibPNG", "CLibDeflate"], path: "Modules/CPNGShim"),
        .systemLibrary(
            name: "CTurboJPEG",
            path: "Modules/CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CCurl",
            path: "Modules/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .target(name: "CCurlShim", dependencies: ["CCurl"], path: "Modules/CCurlShim"),
        .systemLibrary(
            name: "CSQLite",
            path: "Modules/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "CSQLiteShim", dependencies: ["CSQLite"], path: "Modules/CSQLiteShim"),
        .systemLibrary(
            name: "CFreeType",
            path: "Modules/CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "fonts-dejavu-core"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            path: "Modules/CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFontconfig",
            path: "Modules/CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev", "fonts-wqy-microhei", "fonts-noto-color-emoji"])]
        ),
        // glibc's <malloc.h> (mallopt), for the tool's allocator settings.
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),

        // MARK: - Core
        .target(name: "AsyncPrimitives", path: "Modules/AsyncPrimitives"),
        .target(name: "FileAccess", path: "Modules/FileAccess"),
        .target(name: "ImageCache", dependencies: [crypto], path: "Modules/ImageCache"),
        .executableTarget(
            name: "ImageCacheStress",
            dependencies: ["ImageCache"],
            path: "Tests/Support/ImageCacheStress"
        ),
        .testTarget(name: "ImageCacheTests", dependencies: ["AsyncPrimitives", "ImageCache", "ImageCacheStress"]),
        .target(
            name: "ImagePipeline",
            dependencies: ["AsyncPrimitives", "CPNGShim", "CTurboJPEG", "FileAccess", "ImageCache", crypto, logging],
            path: "Modules/ImagePipeline"
        ),
        .testTarget(
            name: "ImagePipelineTests",
            dependencies: ["ImageCache", "ImagePipeline"],
            resources: [.copy("Fixtures")]
        ),
        .target(
            name: "Networking",
            dependencies: ["AsyncPrimitives", "FileAccess", "ImageCache", logging],
            path: "Modules/Networking"
        ),
        // The libcurl transport, apart so that FeatureKit and the features build without libcurl.
        .target(
            name: "NetworkingCurl",
            dependencies: ["CCurlShim", "Networking"],
            path: "Modules/NetworkingCurl"
        ),
        .target(
            name: "NetworkingTestSupport",
            dependencies: ["Networking"],
            path: "Modules/NetworkingTestSupport"
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["AsyncPrimitives", "ImageCache", "Networking", "NetworkingCurl", "NetworkingTestSupport"]
        ),
        // Whole catalogues: lists, shards, manifests, merge, resume and the host budget (`thumbnails --input`).
        .target(
            name: "Catalogue",
            dependencies: ["FileAccess", "ImagePipeline", "Networking", crypto],
            path: "Modules/Catalogue"
        ),
        .testTarget(
            name: "CatalogueTests",
            dependencies: ["Catalogue", "ImagePipeline", "Networking", "NetworkingCurl", "NetworkingTestSupport"]
        ),
        .target(
            name: "FeatureKit",
            dependencies: ["CFontconfig", "CFreeType", "CHarfBuzz", "ImagePipeline", "Networking"],
            path: "Modules/FeatureKit"
        ),
        .testTarget(name: "FeatureKitTests", dependencies: ["FeatureKit", "ImagePipeline"]),

        // MARK: - Features
        .target(
            name: "FeatureUsers",
            dependencies: ["FeatureKit", "ImageCache", "Networking"],
            path: "Modules/FeatureUsers",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FeatureUsersTests",
            dependencies: [
                "FeatureKit", "FeatureUsers", "ImageCache", "Networking", "NetworkingCurl", "NetworkingTestSupport",
            ]
        ),
        .target(
            name: "FeatureRecipes",
            dependencies: ["FeatureKit", "Networking"],
            path: "Modules/FeatureRecipes",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FeatureRecipesTests",
            dependencies: ["FeatureKit", "FeatureRecipes", "ImagePipeline", "Networking", "NetworkingTestSupport"]
        ),
        .target(
            name: "FeatureSpecials",
            dependencies: ["FeatureKit", "Networking"],
            path: "Modules/FeatureSpecials",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FeatureSpecialsTests",
            dependencies: ["FeatureKit", "FeatureSpecials", "Networking", "NetworkingTestSupport"],
            exclude: ["Snapshots"]
        ),

        .target(
            name: "FeatureTrending",
            dependencies: ["CSQLiteShim", "FeatureKit", "Networking"],
            path: "Modules/FeatureTrending",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FeatureTrendingTests",
            dependencies: [
                "FeatureKit", "FeatureTrending", "ImageCache", "Networking", "NetworkingCurl", "NetworkingTestSupport",
            ]
        ),

        // MARK: - Server
        .target(
            name: "CatalogServer",
            dependencies: [
                "FeatureKit", "ImageCache", "ImagePipeline", crypto, hummingbird, hummingbirdCore, logging,
                serviceLifecycle,
                unixSignals,
            ],
            path: "Modules/CatalogServer"
        ),
        .testTarget(
            name: "CatalogServerTests",
            dependencies: [
                "CatalogServer", "FeatureKit", "FeatureRecipes", "FeatureSpecials", "FeatureTrending", "FeatureUsers",
                "ImageCache", "ImagePipeline", "Networking", "NetworkingCurl", logging,
            ]
        ),

        // MARK: - App
        .executableTarget(
            name: "CatalogTool",
            dependencies: [
                "AsyncPrimitives", "Catalogue", "CatalogServer", "CMalloc", "FileAccess", "FeatureKit",
                "FeatureRecipes",
                "FeatureSpecials",
                "FeatureTrending",
                "FeatureUsers",
                "ImageCache", "ImagePipeline", "Networking", "NetworkingCurl",
                argumentParser, logging,
            ],
            path: "Apps/catalog-tool"
        ),
        .testTarget(
            name: "CatalogToolTests",
            dependencies: [
                "AsyncPrimitives", "Catalogue", "CatalogTool", "FeatureKit", "ImagePipeline", "Networking",
                "NetworkingCurl",
                "NetworkingTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .treatAllWarnings(as: .error),
        ]
}
