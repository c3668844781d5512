public import Foundation

/// `gallery.json`: every screen a gallery holds, with the files written for it and a SHA-256 of the document and of
/// the PNG, so that two galleries can be compared without trusting file dates and a damaged file is noticed.
public struct GalleryManifest: Sendable, Equatable, Codable {
    /// The manifest format; a reader refuses a format it does not know.
    public static let currentFormat = 1
    /// The file name inside a gallery directory.
    public static let fileName = "gallery.json"

    public var format: Int
    /// The tool that wrote it (`catalog-tool gallery`), for people reading the file.
    public var generator: String
    public var screens: [GalleryScreen]

    /// Creates a manifest of `screens`.
    public init(screens: [GalleryScreen], generator: String = "catalog-tool gallery") {
        self.format = Self.currentFormat
        self.generator = generator
        self.screens = screens
    }

    /// The manifest's JSON: keys sorted and screens in a stable order, so equal galleries give equal bytes.
    public func jsonData() throws -> Data {
        var sorted = self
        sorted.screens.sort { $0.key < $1.key }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(sorted)
    }

    /// Reads `directory/gallery.json`.
    public static func read(from directory: URL) throws(ReviewError) -> GalleryManifest {
        let url = directory.appendingPathComponent(fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .galleryUnreadable(path: url.path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let manifest: GalleryManifest
        do {
            manifest = try JSONDecoder().decode(GalleryManifest.self, from: data)
        } catch {
            throw .galleryUnreadable(path: url.path, reason: "not a gallery manifest (\(error))")
        }
        guard manifest.format == currentFormat else {
            throw .galleryUnreadable(
                path: url.path,
                reason: "format \(manifest.format) is not \(currentFormat); render the gallery again with this tool"
            )
        }
        var seen = Set<ScreenKey>()
        for screen in manifest.screens where !seen.insert(screen.key).inserted {
            throw .galleryUnreadable(path: url.path, reason: "lists \(screen.key) twice")
        }
        return manifest
    }
}

/// One screen of a gallery: which state on which device and variant, and its files.
public struct GalleryScreen: Sendable, Equatable, Codable {
    public var screen: ScreenKey
    /// The layout document, relative to the gallery directory.
    public var json: GalleryFile
    /// The PNG render, relative to the gallery directory.
    public var png: GalleryFile
    /// The SVG render (not hashed: it follows from the document).
    public var svg: String

    /// Creates an entry.
    public init(screen: ScreenKey, json: GalleryFile, png: GalleryFile, svg: String) {
        (self.screen, self.json, self.png, self.svg) = (screen, json, png, svg)
    }

    /// The screen's identity.
    public var key: ScreenKey { screen }
}

/// A file of a gallery and the SHA-256 of its bytes (lower-case hex).
public struct GalleryFile: Sendable, Equatable, Codable {
    public var path: String
    public var sha256: String

    /// Creates a file entry.
    public init(path: String, sha256: String) {
        (self.path, self.sha256) = (path, sha256)
    }
}

/// Which screen: the feature's story on a device and orientation, in a text size, appearance and direction.
public struct ScreenKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var feature: String
    public var story: String
    public var device: String
    public var orientation: String
    public var textSize: String
    public var appearance: String
    public var direction: String

    /// Creates a key; the variant defaults are the gallery's (text size l, light, left-to-right).
    public init(
        feature: String,
        story: String,
        device: String,
        orientation: String,
        textSize: String = "l",
        appearance: String = "light",
        direction: String = "ltr"
    ) {
        (self.feature, self.story, self.device, self.orientation) = (feature, story, device, orientation)
        (self.textSize, self.appearance, self.direction) = (textSize, appearance, direction)
    }

    private var fields: [String] { [feature, story, device, orientation, textSize, appearance, direction] }

    public static func < (lhs: ScreenKey, rhs: ScreenKey) -> Bool { lhs.fields.lexicographicallyPrecedes(rhs.fields) }

    public var description: String {
        "\(feature)/\(story) on \(device) \(orientation) (\(textSize), \(appearance), \(direction))"
    }

    /// A name usable as a folder: the fields joined by `-`, anything else replaced.
    public var slug: String {
        fields.joined(separator: "-").map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.reduce(into: "") {
            $0.append($1)
        }
    }
}
