// swift-tools-version:6.2
import PackageDescription

// Shared products, named once.
let argumentParser: Target.Dependency = .product(name: "ArgumentParser", package: "swift-argument-parser")
let crypto: Target.Dependency = .product(name: "Crypto", package: "swift-crypto")
let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
let httpTypes: Target.Dependency = .product(name: "HTTPTypes", package: "swift-http-types")
let hummingbird: Target.Dependency = .product(name: "Hummingbird", package: "hummingbird")
let hummingbirdCore: Target.Dependency = .product(name: "HummingbirdCore", package: "hummingbird")
let nioCore: Target.Dependency = .product(name: "NIOCore", package: "swift-nio")
let nioHTTPTypes: Target.Dependency = .product(name: "NIOHTTPTypes", package: "swift-nio-extras")
let nioPosix: Target.Dependency = .product(name: "NIOPosix", package: "swift-nio")
let serviceLifecycle: Target.Dependency = .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")
let unixSignals: Target.Dependency = .product(name: "UnixSignals", package: "swift-service-lifecycle")

/// One feature module: its name (`Modules/<name>`, with bundled data in `Fixtures/`), what it depends on, and what
/// its test target (`Tests/<name>Tests`) depends on besides the module itself. `scripts/new-feature` adds an entry;
/// `CatalogFeatures` depends on every one, and its `FeatureRegistry.all` lists them. A module may hold more than one
/// feature, each in a folder of its own with its own fixtures (`resources`).
struct FeatureModule {
    var name: String
    var dependencies: [Target.Dependency]
    var testDependencies: [Target.Dependency]
    var resources: [Resource] = [.copy("Fixtures")]
}

let featureTestSupport: [Target.Dependency] = [
    "FeatureKit", "FeatureTestSupport", "Networking", "NetworkingTestSupport",
]

let features: [FeatureModule] = [
    FeatureModule(
        name: "FeatureRecipes",
        dependencies: ["FeatureKit", "Networking"],
        testDependencies: featureTestSupport
    ),
    FeatureModule(
        name: "FeatureSpecials",
        dependencies: ["FeatureKit", "Networking"],
        testDependencies: featureTestSupport
    ),
    // The design card's FeatureUsers holds both user features, each in a folder of its own: the Mario cards
    // (`UserCards/`, feature `users`) and the Stack Overflow users (`StackOverflow/`, feature `stackoverflow`).
    FeatureModule(
        name: "FeatureUsers",
        dependencies: ["FeatureKit", "ImageCache", "Networking"],
        testDependencies: featureTestSupport + ["ImageCache", "NetworkingCurl"],
        resources: [.copy("UserCards/Fixtures/users"), .copy("StackOverflow/Fixtures/stackoverflow")]
    ),
    FeatureModule(
        name: "FeatureTrending",
        dependencies: ["AsyncPrimitives", "CSQLiteShim", "FeatureKit", "Networking"],
        testDependencies: featureTestSupport + ["AsyncPrimitives", "ImageCache", "NetworkingCurl"]
    ),
    // new-feature: entries above this line
]

/// The template `scripts/new-feature` copies and renames: a feature module like the others, built and tested on
/// every build so that an API change that breaks it breaks `swift build`, but in no product and not in
/// `CatalogFeatures` (so in no registry, command, gallery or reference document).
let scaffold = FeatureModule(
    name: "FeatureScaffold",
    dependencies: ["FeatureKit", "Networking"],
    testDependencies: ["FeatureKit", "FeatureTestSupport", "Networking"]
)

let package = Package(
    name: "Catalog",
    products: [
        .library(name: "ImageCache", targets: ["ImageCache"]),
        .library(name: "ImagePipeline", targets: ["ImagePipeline"]),
        .library(name: "Networking", targets: ["Networking"]),
        .library(name: "NetworkingCurl", targets: ["NetworkingCurl"]),
        .library(name: "UnicodeText", targets: ["UnicodeText"]),
        .library(name: "LayoutKit", targets: ["LayoutKit"]),
        .library(name: "ScreenChecks", targets: ["ScreenChecks"]),
        .library(name: "ScreenControls", targets: ["ScreenControls"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "TextEngine", targets: ["TextEngine"]),
        .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
        .library(name: "CatalogFeatures", targets: ["CatalogFeatures"]),
        .library(name: "CatalogServer", targets: ["CatalogServer"]),
        .library(name: "Catalogue", targets: ["Catalogue"]),
        .executable(name: "catalog-tool", targets: ["CatalogTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
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
        // ICU (Unicode 15): line breaking. Only CICUShim's C file sees its headers.
        .systemLibrary(name: "CICU", path: "Modules/CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .target(name: "CICUShim", dependencies: ["CICU"], path: "Modules/CICUShim"),
        // GNU FriBidi: the bidirectional algorithm (all of Unicode's BidiCharacterTest, where ICU 72 misses 30 lines).
        .systemLibrary(
            name: "CFriBidi",
            path: "Modules/CFriBidi",
            pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]
        ),
        .target(name: "CFriBidiShim", dependencies: ["CFriBidi"], path: "Modules/CFriBidiShim"),
        // Colour management: littleCMS 2 converts embedded ICC profiles to sRGB.
        .systemLibrary(name: "CLCMS2", path: "Modules/CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        .target(name: "CColorShim", dependencies: ["CLCMS2"], path: "Modules/CColorShim"),
        // More input formats through their own libraries: libwebp, giflib (linked by name), libheif (HEIC, AVIF).
        .systemLibrary(
            name: "CWebP",
            path: "Modules/CWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]
        ),
        .systemLibrary(name: "CGIF", path: "Modules/CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CHeif", path: "Modules/CHeif", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        .target(
            name: "CImageFormatsShim",
            dependencies: ["CWebP", "CGIF", "CHeif"],
            path: "Modules/CImageFormatsShim",
            // giflib ships no pkg-config file, and a module map's `link` reaches only Swift importers.
            linkerSettings: [.linkedLibrary("gif")]
        ),
        // glibc's <malloc.h> (mallopt), for the tool's allocator settings.
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),

        // MARK: - Core
        .target(name: "AsyncPrimitives", path: "Modules/AsyncPrimitives"),
        .testTarget(name: "AsyncPrimitivesTests", dependencies: ["AsyncPrimitives"]),
        .target(name: "FileAccess", path: "Modules/FileAccess"),
        .target(name: "ImageCache", dependencies: ["AsyncPrimitives", crypto], path: "Modules/ImageCache"),
        .executableTarget(
            name: "ImageCacheStress",
            dependencies: ["ImageCache"],
            path: "Tests/Support/ImageCacheStress"
        ),
        .testTarget(name: "ImageCacheTests", dependencies: ["AsyncPrimitives", "ImageCache", "ImageCacheStress"]),
        // The colour stage and the codecs of WebP, GIF, HEIC and AVIF, apart from the pipeline that uses them.
        .target(name: "ColorManagement", dependencies: ["CColorShim"], path: "Modules/ColorManagement"),
        .testTarget(name: "ColorManagementTests", dependencies: ["ColorManagement"], resources: [.copy("Fixtures")]),
        .target(
            name: "ImageFormats",
            dependencies: ["CImageFormatsShim", "ColorManagement"],
            path: "Modules/ImageFormats"
        ),
        // Its tests read the reference decodes (PNGs) through the pipeline's PNG decoder.
        .testTarget(
            name: "ImageFormatsTests",
            dependencies: ["ImageFormats", "ImagePipeline"],
            resources: [.copy("Fixtures")]
        ),
        .target(
            name: "ImagePipeline",
            dependencies: [
                "AsyncPrimitives", "CPNGShim", "CTurboJPEG", "ColorManagement", "FileAccess", "ImageCache",
                "ImageFormats", crypto, logging,
            ],
            path: "Modules/ImagePipeline"
        ),
        .testTarget(
            name: "ImagePipelineTests",
            dependencies: ["CPNGShim", "ColorManagement", "ImageCache", "ImagePipeline", logging],
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
        .target(name: "UnicodeText", dependencies: ["CFriBidiShim", "CICUShim"], path: "Modules/UnicodeText"),
        .testTarget(name: "UnicodeTextTests", dependencies: ["UnicodeText"]),
        // The layout model and vocabulary, devices, traits, accessibility; no network, font library or codec.
        .target(name: "LayoutKit", dependencies: ["UnicodeText"], path: "Modules/LayoutKit"),
        // The UI kit screens are drawn with: chrome (bars, tabs, banners), controls, the accessibility overlay.
        .target(name: "ScreenControls", dependencies: ["LayoutKit"], path: "Modules/ScreenControls"),
        // The audit's rules over layout documents.
        .target(name: "ScreenChecks", dependencies: ["LayoutKit"], path: "Modules/ScreenChecks"),
        // The screen runtime features build on: features, screens, stories, conditions, errors; the one part of the
        // screen stack that knows Networking. It re-exports LayoutKit and ScreenChecks.
        .target(
            name: "FeatureKit",
            dependencies: ["LayoutKit", "Networking", "ScreenChecks", "ScreenControls"],
            path: "Modules/FeatureKit"
        ),
        .testTarget(name: "LayoutKitTests", dependencies: ["FeatureTestSupport", "LayoutKit", "ScreenControls"]),
        .testTarget(
            name: "ScreenChecksTests",
            dependencies: ["FeatureTestSupport", "LayoutKit", "ScreenChecks", "ScreenControls"],
            exclude: ["BeforeIssue55"]
        ),
        .testTarget(name: "FeatureKitTests", dependencies: ["FeatureKit", "FeatureTestSupport", "Networking"]),
        // What the feature suites share: the story matrix.
        .target(
            name: "FeatureTestSupport",
            dependencies: ["FeatureKit", "LayoutKit", "Networking"],
            path: "Modules/FeatureTestSupport"
        ),
        // Real text: FreeType, HarfBuzz and fontconfig behind FeatureKit's `TextMeasuring`.
        // Whole catalogues: lists, shards, manifests, merge, resume and the host budget (`thumbnails --input`).
        .target(
            name: "Catalogue",
            dependencies: ["FileAccess", "ImagePipeline", "Networking", crypto],
            path: "Modules/Catalogue"
        ),
        .testTarget(
            name: "CatalogueTests",
            dependencies: [
                "Catalogue", "ColorManagement", "ImagePipeline", "Networking", "NetworkingCurl",
                "NetworkingTestSupport",
            ]
        ),
        .target(
            name: "TextEngine",
            dependencies: ["CFontconfig", "CFreeType", "CHarfBuzz", "LayoutKit", "UnicodeText"],
            path: "Modules/TextEngine"
        ),
        .testTarget(name: "TextEngineTests", dependencies: ["FeatureTestSupport", "LayoutKit", "TextEngine"]),
        // Layout documents to JSON, SVG and PNG, placeholders, and pictures through an injected image loader.
        .target(
            name: "ScreenRendering",
            dependencies: ["ImagePipeline", "LayoutKit", "TextEngine"],
            path: "Modules/ScreenRendering"
        ),
        .testTarget(
            name: "ScreenRenderingTests",
            dependencies: ["ImagePipeline", "LayoutKit", "ScreenControls", "ScreenRendering", "TextEngine"]
        ),

        // Reviewing a change: gallery manifests, the structural and perceptual comparison of two galleries, the report.
        .target(
            name: "ScreenReview",
            dependencies: ["FileAccess", "ImagePipeline", "LayoutKit", crypto],
            path: "Modules/ScreenReview"
        ),
        .testTarget(
            name: "ScreenReviewTests",
            dependencies: ["FeatureTestSupport", "ImagePipeline", "LayoutKit", "ScreenReview"]
        ),

        // MARK: - Features: see `features` below; each adds a module and its test target.
        // The one list of features, as a library: the tool, `serve` and every suite over features take them from it.
        .target(
            name: "CatalogFeatures",
            dependencies: ["FeatureKit", "Networking"] + features.map { .target(name: $0.name) },
            path: "Modules/CatalogFeatures"
        ),

        // Every story of every feature through the real text engine and the renderers.
        .testTarget(
            name: "StoryRenderingTests",
            dependencies: [
                "CatalogFeatures", "FeatureKit", "ImageCache", "ImagePipeline", "Networking", "ScreenRendering",
                "ScreenReview", "TextEngine",
            ],
            exclude: ["References"]
        ),

        // MARK: - Server
        .target(
            name: "CatalogServer",
            dependencies: [
                "AsyncPrimitives", "FeatureKit", "ImageCache", "ImagePipeline", "Networking", "ScreenRendering",
                "TextEngine", crypto,
                httpTypes, hummingbird, hummingbirdCore, logging, nioCore, nioHTTPTypes,
                serviceLifecycle,
                unixSignals,
            ],
            path: "Modules/CatalogServer",
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "CatalogServerTests",
            dependencies: [
                "CatalogFeatures", "Catalogue", "CatalogServer", "FeatureKit", "ImageCache", "ImagePipeline",
                "Networking", "NetworkingCurl", "ScreenRendering", "TextEngine", logging,
                nioCore, nioPosix,
            ]
        ),

        // MARK: - App
        .executableTarget(
            name: "CatalogTool",
            dependencies: [
                // FeatureTrending for `favorites`, the one command that exists for one feature.
                "AsyncPrimitives", "CatalogFeatures", "Catalogue", "CatalogServer", "CMalloc", "FeatureKit",
                "FeatureTrending", "ImageCache", "ImagePipeline", "Networking", "NetworkingCurl", "ScreenRendering",
                "ScreenReview",
                "TextEngine", argumentParser, logging,
            ],
            path: "Apps/catalog-tool"
        ),
        .testTarget(
            name: "CatalogToolTests",
            dependencies: [
                "AsyncPrimitives", "CatalogFeatures", "CatalogTool", "ColorManagement", "FeatureKit",
                "FeatureTestSupport", "ImageCache",
                "ImagePipeline", "Networking", "NetworkingCurl", "NetworkingTestSupport", "ScreenReview", "TextEngine",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

package.products += features.map { .library(name: $0.name, targets: [$0.name]) }
package.targets += (features + [scaffold]).flatMap { feature -> [Target] in
    [
        .target(
            name: feature.name,
            dependencies: feature.dependencies,
            path: "Modules/\(feature.name)",
            resources: feature.resources
        ),
        .testTarget(
            name: "\(feature.name)Tests",
            dependencies: [.target(name: feature.name)] + feature.testDependencies
        ),
    ]
}

for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
            .treatAllWarnings(as: .error),
        ]
}
