import Foundation
import ImagePipeline
import LayoutKit
import TextEngine

/// Writes a layout document as a standalone SVG document.
struct SVGWriter {
    let document: LayoutDocument
    var options = SVGOptions()

    func write() -> Data {
        let width = document.contentSize.width
        let height = max(document.contentSize.height, document.device.height)
        var out = options.standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        out += """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(number(width))" height="\(number(height))" viewBox="0 0 \(number(width)) \(number(height))" \
            font-family="Inter, DejaVu Sans, Verdana, sans-serif">
            <rect x="0" y="0" width="\(number(width))" height="\(number(height))" fill="\(escape(document.background ?? "#FFFFFF"))"/>

            """
        for section in document.sections {
            out += "<g id=\"\(escape(section.id))\">\n"
            if let title = section.title, let frame = section.headerFrame {
                // A header starts at the screen's leading edge: the right one when it reads right to left.
                let rightToLeft = document.traits?.direction == .rightToLeft
                out += textElement(
                    title,
                    x: rightToLeft ? frame.maxX : frame.x,
                    y: frame.y + frame.height * 0.75,
                    // A section title is a title3 at the document's text size (20 pt at Large).
                    size: TextStyle.title3.size(at: document.traits?.textSize ?? .large),
                    weight: .bold,
                    color: document.headerColor,
                    anchor: rightToLeft ? "end" : "start"
                )
            }
            for item in section.items { out += group(for: item) }
            out += "</g>\n"
        }
        out += "</svg>\n"
        return Data(out.utf8)
    }

    /// An item's group: links wrapped in `<a href>`, interactive items tagged with their action (for `serve` to
    /// send on a tap), activity indicators spinning.
    private func group(for item: LayoutItem) -> String {
        var attributes = "id=\"\(escape(item.id))\" class=\"\(escape(item.kind.rawValue))\""
        if let action = item.action {
            attributes += " data-event=\"\(escape(action.event))\""
            if let value = action.value { attributes += " data-value=\"\(escape(value))\"" }
        }
        switch item.selected {
        case .item?: attributes += " data-selected=\"true\""
        case .segment(let value)?: attributes += " data-selected=\"\(escape(value))\""
        case nil: break
        }
        // The document's accessibility element: `serve`'s page names the control by it, never by drawn symbols.
        if let element = item.accessibility {
            if element.isHidden {
                attributes += " aria-hidden=\"true\""
            } else if !element.label.isEmpty {
                attributes += " data-label=\"\(escape(element.label))\""
            }
        }
        var out = "<g \(attributes)>\n"
        if item.action != nil {
            // The whole frame takes taps, as on the device, not only where something is drawn.
            out += "<rect \(rectAttributes(item.frame)) fill=\"transparent\" class=\"hit\"/>\n"
        }
        for (index, part) in item.parts.enumerated() {
            out += element(for: part, clipID: "clip-\(document.device.name)-\(item.id)-\(index)")
        }
        for segment in item.segments ?? [] {
            // An invisible hit area per segment, carrying the segment's own action.
            out +=
                "<rect \(rectAttributes(segment.frame)) fill=\"transparent\" class=\"segment\" data-event=\"\(escape(segment.action.event))\" data-value=\"\(escape(segment.action.value ?? ""))\"/>\n"
        }
        if item.kind == .activityIndicator {
            let centre = "\(number(item.frame.midX)) \(number(item.frame.midY))"
            out +=
                "<animateTransform attributeName=\"transform\" type=\"rotate\" from=\"0 \(centre)\" to=\"360 \(centre)\" dur=\"1s\" repeatCount=\"indefinite\"/>\n"
        }
        out += "</g>\n"
        // Only web links: a feed's `javascript:` or `data:` URL never becomes a link.
        if let href = item.href, let scheme = href.split(separator: ":").first?.lowercased(),
            scheme == "http" || scheme == "https"
        {
            out = "<a href=\"\(escape(href))\" target=\"_blank\" rel=\"noopener\">\n" + out + "</a>\n"
        }
        return out
    }

    /// `clipID` names the clip path of a rounded image: unique within a page that inlines several screens.
    private func element(for part: LayoutPart, clipID: String) -> String {
        switch part {
        case .shape(let shape) where shape.kind == .polygon:
            let path = shape.absoluteContours.filter { $0.count >= 3 }.map { contour in
                "M" + contour.map { "\(number($0.x)) \(number($0.y))" }.joined(separator: " L") + " Z"
            }
            return "<path d=\"\(path.joined(separator: " "))\" fill-rule=\"evenodd\" fill=\"\(escape(shape.fill))\"/>\n"
        case .shape(let shape):
            let radius = shape.kind == .circle ? min(shape.frame.width, shape.frame.height) / 2 : shape.cornerRadius
            guard let gradient = shape.gradient, gradient.colors.count > 1 else {
                return
                    "<rect \(rectAttributes(shape.frame)) rx=\"\(number(radius))\" fill=\"\(escape(shape.fill))\"/>\n"
            }
            // A linearGradient across the shape's box, its stops evenly spaced, as the PNG renderer mixes them.
            let id = escape("gradient-" + clipID)
            let end = gradient.axis == .vertical ? "x2=\"0\" y2=\"1\"" : "x2=\"1\" y2=\"0\""
            let last = Double(gradient.colors.count - 1)
            let stops = gradient.colors.enumerated().map { index, color in
                "<stop offset=\"\(number(Double(index) / last))\" stop-color=\"\(escape(color))\"/>"
            }
            return "<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" \(end)>\(stops.joined())</linearGradient>\n"
                + "<rect \(rectAttributes(shape.frame)) rx=\"\(number(radius))\" fill=\"url(#\(id))\"/>\n"
        case .image(let slot):
            let radius = number(slot.cornerRadius)
            // Under the picture: what shows while it loads or if it fails (the layout's fallback, else the
            // placeholder's colour).
            var text =
                slot.fallback.map { fallback(for: slot, $0) }
                ?? "<rect \(rectAttributes(slot.frame)) rx=\"\(radius)\" fill=\"\(Placeholder.color(for: slot.placeholderSeed).hex)\"/>\n"
            if let url = slot.url.map({ options.imageHref?(slot, document.device.scale) ?? $0 }) {
                let aspect = slot.crop == .cover ? "xMidYMid slice" : "xMidYMid meet"
                var clip = ""
                if slot.cornerRadius > 0 {
                    // Rounded like the placeholder under it, as the PNG renderer draws it.
                    let id = escape(clipID)
                    text +=
                        "<clipPath id=\"\(id)\"><rect \(rectAttributes(slot.frame)) rx=\"\(radius)\"/></clipPath>\n"
                    clip = " clip-path=\"url(#\(id))\""
                }
                text +=
                    "<image \(rectAttributes(slot.frame)) preserveAspectRatio=\"\(aspect)\"\(clip) href=\"\(escape(url))\"/>\n"
            }
            return text
        case .text(let run):
            let lineHeight = run.fontSize * TextMeasurer.lineSpacing
            let anchor: String
            let x: Double
            let rightToLeft = run.isRightToLeft
            switch run.alignment {
            case .leading: (anchor, x) = rightToLeft ? ("end", run.frame.maxX) : ("start", run.frame.x)
            case .center: (anchor, x) = ("middle", run.frame.midX)
            case .trailing: (anchor, x) = rightToLeft ? ("start", run.frame.x) : ("end", run.frame.maxX)
            }
            // Fonts beyond the primary, named so a viewer without them installed knows what to get.
            var extra = ""
            if let fonts = run.fonts {
                extra += " font-family=\"\(escape(fonts.joined(separator: ", "))), sans-serif\""
            }
            var text = ""
            for (index, line) in run.lines.enumerated() {
                let baseline = run.frame.y + Double(index) * lineHeight + run.fontSize * 0.95
                text += textElement(
                    content(of: line, rightToLeft: rightToLeft),
                    x: x,
                    y: baseline,
                    size: run.fontSize,
                    weight: run.weight,
                    color: run.color,
                    anchor: anchor,
                    strikethrough: run.strikethrough,
                    underline: run.underline == true,
                    extra: extra
                )
            }
            return text
        }
    }

    /// A line's content: escaped text as it is for a left-to-right line with no right-to-left characters. Otherwise
    /// the line's bidi runs in visual order (the PNG renderer's order, from ``VisualRuns``), each an isolate holding
    /// an override of its own direction (`RLI RLO run PDF PDI`, or `LRI LRO … PDF PDI`), between two left-to-right
    /// marks, in a `<text direction="ltr">`. The Unicode controls decide the order, whatever a browser makes of CSS
    /// `unicode-bidi` on SVG (Chromium ignores it on `<tspan>`): the isolates keep the runs in the order written and
    /// the overrides draw each run in its direction. The first mark matters because Chromium takes `text-anchor`'s
    /// start and end from the direction of a line's first character, so a line starting with a right-to-left run would
    /// hang off the other side of its anchor (issue #29); the last keeps a run's trailing space where the run puts it
    /// (rule L1 would move whitespace at the end of a line to the line's end). Characters stay in logical order inside
    /// each run, so the text reads and copies as written.
    private func content(of line: String, rightToLeft: Bool) -> (markup: String, overridden: Bool) {
        // A left-to-right line without right-to-left letters or bidi controls is one run: most lines (CJK and emoji
        // included) need no bidi pass at all.
        if !rightToLeft, !line.unicodeScalars.contains(where: Self.mayReadRightToLeft) { return (escape(line), false) }
        let runs = VisualRuns.runs(of: line, rightToLeft: rightToLeft)
        guard rightToLeft || runs.contains(where: \.rightToLeft) else { return (escape(line), false) }
        var markup = "&#x200E;"
        for run in runs {
            let opening = run.rightToLeft ? "&#x2067;&#x202E;" : "&#x2066;&#x202D;"
            markup += opening + escape(run.text) + "&#x202C;&#x2069;"
        }
        return (markup + "&#x200E;", true)
    }

    /// Whether `scalar` is in a right-to-left block (Hebrew to NKo and beyond, the presentation forms, the
    /// right-to-left planes) or is a bidi control that can start a right-to-left run.
    private static func mayReadRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x061C, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A slot's fallback as the PNG renderer draws it: initials on the person's colour, or the no-photo plate.
    private func fallback(for slot: LayoutPart.ImageSlot, _ fallback: ImageFallback) -> String {
        let frame = slot.frame
        let radius = number(slot.cornerRadius)
        switch fallback {
        case .initials(let initials):
            let side = min(frame.width, frame.height)
            let size = (side * (initials.count > 1 ? 0.38 : 0.45)).rounded()
            let color = ImageFallback.color(for: slot.placeholderSeed)
            // A picture, not text of the item: grouped apart and hidden from assistive technology (the item's label
            // names the person).
            return "<g class=\"image-fallback\" aria-hidden=\"true\">\n"
                + "<rect \(rectAttributes(frame)) rx=\"\(radius)\" fill=\"\(color)\"/>\n"
                + textElement(
                    initials,
                    x: frame.midX,
                    y: frame.midY - size * TextMeasurer.lineSpacing / 2 + size * 0.95,
                    size: size,
                    weight: .bold,
                    color: "#FFFFFF",
                    anchor: "middle"
                ) + "</g>\n"
        case .noPhoto:
            let side = min(frame.width, frame.height) * 0.36
            return "<rect \(rectAttributes(frame)) rx=\"\(radius)\" fill=\"\(ImageFallback.plateGround)\"/>\n"
                + "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" r=\"\(number(side / 2))\" fill=\"\(ImageFallback.plate)\"/>\n"
                + "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" r=\"\(number(side * 0.32))\" fill=\"\(ImageFallback.plateGround)\"/>\n"
        }
    }

    private func textElement(
        _ text: String,
        x: Double,
        y: Double,
        size: Double,
        weight: FontWeight,
        color: String,
        anchor: String
    ) -> String {
        textElement((escape(text), false), x: x, y: y, size: size, weight: weight, color: color, anchor: anchor)
    }

    /// A `<text>` element around `content` (markup, and whether it is made of direction-overriding runs).
    private func textElement(
        _ content: (markup: String, overridden: Bool),
        x: Double,
        y: Double,
        size: Double,
        weight: FontWeight,
        color: String,
        anchor: String,
        strikethrough: Bool = false,
        underline: Bool = false,
        extra: String = ""
    ) -> String {
        let decoration =
            (strikethrough ? " text-decoration=\"line-through\"" : underline ? " text-decoration=\"underline\"" : "")
            + extra + (content.overridden ? " direction=\"ltr\"" : "")
        return
            "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(number(size))\" font-weight=\"\(weight == .bold ? "600" : "normal")\" fill=\"\(escape(String(color.prefix(7))))\" text-anchor=\"\(anchor)\"\(decoration)>\(content.markup)</text>\n"
    }

    private func rectAttributes(_ frame: Rect) -> String {
        "x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\""
    }

    private func number(_ value: Double) -> String {
        let rounded = value.roundedToHundredths
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }
}
