// Each layout type's JSON, members in sorted key order, exactly as its `Codable` conformance encodes it through
// `JSONEncoder` (optionals left out when nil unless the conformance writes null, the same values rounded).
// `LayoutJSONWriterTests` holds every story's document to that, so a field added to a type and not here fails.

extension LayoutDocument {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        if let background { json.string("background", background) }
        json.key("contentSize")
        try contentSize.write(to: &json)
        if let cut {
            json.key("cut")
            try cut.write(to: &json)
        }
        json.key("device")
        try device.write(to: &json)
        if let endOfList {
            json.key("endOfList")
            endOfList.write(to: &json)
        }
        if let events {
            json.key("events")
            json.beginArray()
            for event in events {
                json.element()
                json.beginObject()
                json.string("name", event.name)
                if let value = event.value { json.string("value", value) }
                json.endObject()
            }
            json.endArray()
        }
        json.string("feature", feature)
        json.string("orientation", orientation.rawValue)
        if let panes {
            json.key("panes")
            json.beginArray()
            for pane in panes {
                json.element()
                try pane.write(to: &json)
            }
            json.endArray()
        }
        if let readingOrder { json.strings("readingOrder", readingOrder) }
        if let safeArea {
            json.key("safeArea")
            try safeArea.write(to: &json)
        }
        json.string("screen", screen)
        json.key("sections")
        json.beginArray()
        for section in sections {
            json.element()
            try section.write(to: &json)
        }
        json.endArray()
        if let story { json.string("story", story) }
        if let traits {
            json.key("traits")
            json.beginObject()
            json.string("appearance", traits.appearance.rawValue)
            json.string("direction", traits.direction.rawValue)
            json.string("textSize", traits.textSize.rawValue)
            json.endObject()
        }
        if let transition { json.string("transition", transition.rawValue) }
        json.int("version", version)
        if let window {
            json.key("window")
            json.beginObject()
            json.int("count", window.count)
            json.int("first", window.first)
            json.int("total", window.total)
            json.endObject()
        }
        json.endObject()
    }
}

extension LayoutDocument.Device {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        try json.number("height", height)
        json.string("name", name)
        try json.number("scale", scale)
        try json.number("width", width)
        json.endObject()
    }
}

extension DocumentCut {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        try json.number("fullHeight", fullHeight.roundedToHundredths)
        try json.number("height", height.roundedToHundredths)
        json.int("items", items)
        json.endObject()
    }
}

extension Size {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        try json.number("height", height.roundedToHundredths)
        try json.number("width", width.roundedToHundredths)
        json.endObject()
    }
}

extension Rect {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        try json.number("height", height.roundedToHundredths)
        try json.number("width", width.roundedToHundredths)
        try json.number("x", x.roundedToHundredths)
        try json.number("y", y.roundedToHundredths)
        json.endObject()
    }
}

extension LayoutAction {
    func write(to json: inout LayoutJSONWriter) {
        json.beginObject()
        json.string("event", event)
        if let value { json.string("value", value) }
        json.endObject()
    }
}

extension LayoutSection {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        if let headerFrame {
            json.key("headerFrame")
            try headerFrame.write(to: &json)
        }
        json.string("id", id)
        json.key("items")
        json.beginArray()
        for item in items {
            json.element()
            try item.write(to: &json)
        }
        json.endArray()
        json.string("title", title)
        json.endObject()
    }
}

extension LayoutItem {
    func write(to json: inout LayoutJSONWriter) throws(LayoutError) {
        json.beginObject()
        if let accessibility {
            json.key("accessibility")
            json.beginObject()
            if let hidden = accessibility.hidden { json.bool("hidden", hidden) }
            if let hint = accessibility.hint { json.string("hint", hint) }
            json.string("label", accessibility.label)
            json.strings("traits", accessibility.traits.map(\.rawValue))
            if let value = accessibility.value { json.string("value", value) }
            json.endObject()
        }
        if let action {
            json.key("action")
            action.write(to: &json)
        }
        if let diagnostic { json.string("diagnostic", diagnostic) }
        json.key("frame")
        try frame.write(to: &json)
        if let href { json.string("href", href) }
        json.string("id", id)
        json.string("kind", kind.rawValue)
        json.key("parts")
        json.beginArray()
        for part in parts {
            json.element()
            try part.write(to: &json)
        }
        json.endArray()
        if let segments {
            json.key("segments")
            json.beginArray()
            for segment in segments {
                json.element()
                json.beginObject()
                json.key("action")
                segment.action.write(to: &json)
                json.key("frame")
                try segment.frame.write(to: &json)
                json.string("title", segment.title)
                json.string("value", segment.value)
                json.endObject()
            }
            json.endArray()
        }
        if let selected {
            json.key("selected")
            switch selected {
            case .item: json.string("true")
            case .segment(let value): json.string(value)
            }
        }
        json.endObject()
    }
}
