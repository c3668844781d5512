import Foundation

/// A visual part of an item: an image slot, a run of text, or a shape.
public enum LayoutPart: Sendable, Equatable, Codable {
    case image(ImageSlot)
    case text(TextRun)
    case shape(Shape)

    /// An image drawn into a frame.
    public struct ImageSlot: Sendable, Equatable, Codable {
        /// How an image fills its frame.
        public enum Fit: String, Sendable, Hashable, Codable {
            /// Scaled to cover the frame, cropped at the centre.
            case cover
            /// Scaled to fit inside the frame.
            case contain
        }

        /// Where the image comes from, or nil when there is none (a placeholder is drawn).
        public var url: String?
        public var frame: Rect
        /// How the image fills the frame (`crop` in the JSON: `cover` or `contain`).
        public var crop: Fit
        public var cornerRadius: Double
        /// Seeds the placeholder drawn while the image is missing or failed.
        public var placeholderSeed: String
        /// What is drawn instead of the generic placeholder when the image is missing or failed (a person's initials,
        /// a no-photo plate); nil for the placeholder.
        public var fallback: ImageFallback?

        /// Creates a slot.
        public init(
            url: String?,
            frame: Rect,
            crop: Fit = .cover,
            cornerRadius: Double = 0,
            placeholderSeed: String,
            fallback: ImageFallback? = nil
        ) {
            self.fallback = fallback
            self.url = url
            self.frame = frame
            self.crop = crop
            self.cornerRadius = cornerRadius
            self.placeholderSeed = placeholderSeed
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(frame, forKey: .frame)
            try container.encode(crop, forKey: .crop)
            try container.encode(cornerRadius.roundedToHundredths, forKey: .cornerRadius)
            try container.encode(placeholderSeed, forKey: .placeholderSeed)
            try container.encodeIfPresent(fallback, forKey: .fallback)
        }
    }

    /// Text laid out into lines that fit its frame.
    public struct TextRun: Sendable, Equatable, Codable {
        public var text: String
        public var frame: Rect
        public var fontSize: Double
        /// The text style the run is set in; ``fontSize`` is its size unless the run shrank to fit a tile.
        public var style: TextStyle
        /// Whether the run is what its item is about (a name, a title) or supporting detail.
        public var role: TextRole
        public var weight: FontWeight
        /// `#RRGGBB` or `#RRGGBBAA`.
        public var color: String
        public var alignment: TextAlignment
        public var maxLines: Int
        /// The lines actually laid out (after wrapping and truncation).
        public var lines: [String]
        /// Drawn through the middle (a crossed-out price).
        public var strikethrough: Bool
        /// Drawn underlined (a link); nil when not.
        public var underline: Bool?
        /// Characters of `text` that no installed font can draw (shown as boxes); 0 is the goal everywhere.
        public var missingGlyphs: Int
        /// The font families the text needs, the primary's first, when it needs more than the primary; else nil.
        public var fonts: [String]?
        /// `rtl` for a right-to-left paragraph (its first strong character is Hebrew, Arabic, …): lines are laid out
        /// right to left and leading alignment is the right edge. Nil for left-to-right.
        public var direction: Direction?

        /// A paragraph's direction, when it is not left to right.
        public enum Direction: String, Sendable, Hashable, Codable {
            case rightToLeft = "rtl"
        }
        /// Set when the text was longer than ``TextMetrics/maxCharacters`` Unicode scalars: it was cut after that many,
        /// with an ellipsis, before anything measured it. Nil when whole.
        public var cut: Int?
        /// The words the laid-out lines leave out (after their ellipsis); nil when every word is shown.
        public var hides: String?

        /// Creates a text run; `measurer` fills in the fonts it needs, its missing glyphs and its direction. A text
        /// longer than ``TextMetrics/maxCharacters`` is cut first (``cut`` says so).
        /// `color` defaults to light black, for fixtures: layouts pass their palette's colour.
        public init(
            text: String,
            frame: Rect,
            fontSize: Double,
            style: TextStyle,
            role: TextRole = .primary,
            weight: FontWeight = .regular,
            color: String = Palette.light.titleLabel,
            alignment: TextAlignment = .leading,
            maxLines: Int = 1,
            lines: [String],
            strikethrough: Bool = false,
            measurer: any TextMeasuring
        ) {
            let bounded = TextMetrics.bounded(text)
            let text = bounded.text
            self.text = text
            self.cut = bounded.wasCut ? TextMetrics.maxCharacters : nil
            self.frame = frame
            self.fontSize = fontSize
            self.style = style
            self.role = role
            self.weight = weight
            self.color = color
            self.alignment = alignment
            self.maxLines = maxLines
            self.lines = lines
            self.strikethrough = strikethrough
            self.missingGlyphs = measurer.missingGlyphs(in: text, weight: weight)
            let families = measurer.fontFamilies(for: text, weight: weight)
            self.fonts = families.count > 1 ? families : nil
            self.direction = TextMetrics.isRightToLeft(text) ? .rightToLeft : nil
            self.hides = Self.hiddenText(text, lines: lines)
        }

        /// What of `text` the `lines` do not show: the rest after the characters they hold (spaces aside), or nil.
        public static func hiddenText(_ text: String, lines: [String]) -> String? {
            // Most texts fit: one line holding the whole text, or ASCII lines with the text's bytes bar the spaces
            // (the Unicode whitespace test below was a sixth of a gallery's layout time).
            if lines.count == 1, lines[0] == text { return nil }
            if let shown = asciiNonSpaces(lines.joined()), shown == asciiNonSpaces(text) { return nil }
            var shown = lines.joined().filter { !$0.isWhitespace }
            if shown == text.filter({ !$0.isWhitespace }) { return nil }
            if shown.hasSuffix(TextMetrics.ellipsis) { shown.removeLast(TextMetrics.ellipsis.count) }
            var remaining = Substring(text)
            var matched = shown[...]
            while let next = matched.first, let character = remaining.first {
                if character.isWhitespace {
                    remaining.removeFirst()
                    continue
                }
                // The hyphen the wrapper adds where it breaks a word too long for its line is not in the text.
                if character != next, next == "-" {
                    matched.removeFirst()
                    continue
                }
                remaining.removeFirst()
                guard character == next else { break }
                matched.removeFirst()
            }
            let rest = remaining.trimmingCharacters(in: .whitespacesAndNewlines)
            return rest.isEmpty ? nil : rest
        }

        /// The bytes of an ASCII `text` that are not whitespace (`Character.isWhitespace` for ASCII: tab to
        /// carriage return, and space), or nil when the text is not ASCII.
        private static func asciiNonSpaces(_ text: String) -> [UInt8]? {
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                guard byte < 0x80 else { return nil }
                if byte != 0x20, !(0x09...0x0D).contains(byte) { bytes.append(byte) }
            }
            return bytes
        }

        /// Whether lines are laid out right to left.
        public var isRightToLeft: Bool { direction == .rightToLeft }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            frame = try container.decode(Rect.self, forKey: .frame)
            fontSize = try container.decode(Double.self, forKey: .fontSize)
            weight = try container.decode(FontWeight.self, forKey: .weight)
            style =
                try container.decodeIfPresent(TextStyle.self, forKey: .style)
                ?? TextStyle.nearest(to: fontSize, weight: weight)
            role = try container.decodeIfPresent(TextRole.self, forKey: .role) ?? .primary
            hides = try container.decodeIfPresent(String.self, forKey: .hides)
            color = try container.decode(String.self, forKey: .color)
            alignment = try container.decode(TextAlignment.self, forKey: .alignment)
            maxLines = try container.decode(Int.self, forKey: .maxLines)
            lines = try container.decode([String].self, forKey: .lines)
            strikethrough = try container.decode(Bool.self, forKey: .strikethrough)
            underline = try container.decodeIfPresent(Bool.self, forKey: .underline)
            // Documents written before these keys existed.
            missingGlyphs = try container.decodeIfPresent(Int.self, forKey: .missingGlyphs) ?? 0
            fonts = try container.decodeIfPresent([String].self, forKey: .fonts)
            direction = try container.decodeIfPresent(Direction.self, forKey: .direction)
            cut = try container.decodeIfPresent(Int.self, forKey: .cut)
        }
    }

    /// A filled shape.
    public struct Shape: Sendable, Equatable, Codable {
        /// What is drawn.
        public enum Kind: String, Sendable, Hashable, Codable {
            case roundedRect
            case circle
            case line
            /// A glyph drawn as filled outlines (``contours``): a magnifier, a status-bar or tab-bar symbol.
            case polygon
        }

        /// What a shape means, when it means more than decoration.
        public enum Role: String, Sendable, Hashable, Codable {
            /// Shows that its item or segment is selected (checked for contrast against what is behind it).
            case indicator
            /// The back of a generated avatar (initials on a palette colour): two people never share one.
            case avatar
        }

        public var kind: Kind
        public var frame: Rect
        public var fill: String
        public var cornerRadius: Double
        /// What the shape means; nil for decoration.
        public var role: Role?
        /// A linear gradient filling the shape instead of ``fill`` (which is then its first colour, for tools that
        /// draw one colour); nil for a flat fill.
        public var gradient: Gradient?
        /// A polygon's outlines, in per cent of its frame (0–100 each way, so a glyph moves, scales and mirrors with
        /// its frame), filled by the even-odd rule: a contour inside another cuts a hole. Nil for other kinds.
        public var contours: [[Point]]?

        /// Creates a shape.
        public init(
            kind: Kind,
            frame: Rect,
            fill: String,
            cornerRadius: Double = 0,
            role: Role? = nil,
            contours: [[Point]]? = nil,
            gradient: Gradient? = nil
        ) {
            self.kind = kind
            self.frame = frame
            self.fill = fill
            self.cornerRadius = cornerRadius
            self.role = role
            self.contours = contours
            self.gradient = gradient
        }

        /// A linear gradient across a shape's frame: `colors` evenly spaced from its leading (left) or top edge to
        /// the other, mixed smoothly between them.
        public struct Gradient: Sendable, Equatable, Codable {
            /// Along which side the colours change.
            public enum Axis: String, Sendable, Codable {
                case horizontal
                case vertical
            }

            public var axis: Axis
            /// `#RRGGBB` colours, at least two.
            public var colors: [String]

            /// A gradient of `colors` along `axis`.
            public init(axis: Axis, colors: [String]) {
                self.axis = axis
                self.colors = colors
            }
        }

        /// A glyph: `contours` (per cent of `frame`) filled with `fill`.
        public static func glyph(_ contours: [[Point]], in frame: Rect, fill: String) -> Shape {
            Shape(kind: .polygon, frame: frame, fill: fill, contours: contours)
        }

        /// A polygon's contours in content coordinates (its frame's), empty for other kinds.
        public var absoluteContours: [[Point]] {
            (contours ?? []).map { contour in
                contour.map {
                    Point(x: frame.x + $0.x / 100 * frame.width, y: frame.y + $0.y / 100 * frame.height)
                }
            }
        }
    }

    private enum CodingKeys: String, CodingKey {
        case type
        case image
        case text
        case shape
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "image": self = .image(try container.decode(ImageSlot.self, forKey: .image))
        case "text": self = .text(try container.decode(TextRun.self, forKey: .text))
        case "shape": self = .shape(try container.decode(Shape.self, forKey: .shape))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .type,
                in: container,
                debugDescription: "unknown part \(other)"
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .image(let slot):
            try container.encode("image", forKey: .type)
            try container.encode(slot, forKey: .image)
        case .text(let run):
            try container.encode("text", forKey: .type)
            try container.encode(run, forKey: .text)
        case .shape(let shape):
            try container.encode("shape", forKey: .type)
            try container.encode(shape, forKey: .shape)
        }
    }

    /// This part moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> LayoutPart {
        switch self {
        case .image(var slot):
            slot.frame = slot.frame.offsetBy(dx: dx, dy: dy)
            return .image(slot)
        case .text(var run):
            run.frame = run.frame.offsetBy(dx: dx, dy: dy)
            return .text(run)
        case .shape(var shape):
            shape.frame = shape.frame.offsetBy(dx: dx, dy: dy)
            return .shape(shape)
        }
    }

    /// The part's frame.
    public var frame: Rect {
        switch self {
        case .image(let slot): slot.frame
        case .text(let run): run.frame
        case .shape(let shape): shape.frame
        }
    }
}

/// Font weights available to layouts.
public enum FontWeight: String, Sendable, Codable {
    case regular
    case bold
}

/// Horizontal text alignment within a frame.
public enum TextAlignment: String, Sendable, Codable {
    case leading
    case center
    case trailing
}
