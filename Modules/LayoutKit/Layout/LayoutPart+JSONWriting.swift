// A part's JSON: `{"image"|"shape"|"text": {…}, "type": …}`, members in sorted key order, as its `Codable`
// conformance encodes it through `JSONEncoder` (see LayoutDocument+JSONWriting.swift).

extension LayoutPart {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        switch self {
        case .image(let slot):
            json.key("image")
            try slot.write(to: &json)
            json.string("type", "image")
        case .shape(let shape):
            json.key("shape")
            try shape.write(to: &json)
            json.string("type", "shape")
        case .text(let run):
            json.key("text")
            try run.write(to: &json)
            json.string("type", "text")
        }
        json.endObject()
    }
}

extension LayoutPart.ImageSlot {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        try json.number("cornerRadius", cornerRadius.roundedToHundredths)
        json.string("crop", crop.rawValue)
        if let fallback {
            json.key("fallback")
            json.beginObject()
            switch fallback {
            case .initials(let text):
                json.string("kind", "initials")
                json.string("text", text)
            case .noPhoto:
                json.string("kind", "no-photo")
            }
            json.endObject()
        }
        json.key("frame")
        try frame.write(to: &json)
        json.string("placeholderSeed", placeholderSeed)
        json.string("url", url)
        json.endObject()
    }
}

extension LayoutPart.Shape {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        if let contours {
            json.key("contours")
            json.beginArray()
            for contour in contours {
                json.element()
                json.beginArray()
                for point in contour {
                    json.element()
                    json.beginObject()
                    try json.number("x", point.x)
                    try json.number("y", point.y)
                    json.endObject()
                }
                json.endArray()
            }
            json.endArray()
        }
        try json.number("cornerRadius", cornerRadius)
        json.string("fill", fill)
        json.key("frame")
        try frame.write(to: &json)
        if let gradient {
            json.key("gradient")
            json.beginObject()
            json.string("axis", gradient.axis.rawValue)
            json.strings("colors", gradient.colors)
            json.endObject()
        }
        json.string("kind", kind.rawValue)
        if let role { json.string("role", role.rawValue) }
        json.endObject()
    }
}

extension LayoutPart.TextRun {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        json.string("alignment", alignment.rawValue)
        json.string("color", color)
        if let cut { json.int("cut", cut) }
        if let direction { json.string("direction", direction.rawValue) }
        try json.number("fontSize", fontSize)
        if let fonts { json.strings("fonts", fonts) }
        json.key("frame")
        try frame.write(to: &json)
        if let hides { json.string("hides", hides) }
        json.strings("lines", lines)
        json.int("maxLines", maxLines)
        json.int("missingGlyphs", missingGlyphs)
        json.string("role", role.rawValue)
        json.bool("strikethrough", strikethrough)
        json.string("style", style.rawValue)
        json.string("text", text)
        if let underline { json.bool("underline", underline) }
        json.string("weight", weight.rawValue)
        json.endObject()
    }
}
