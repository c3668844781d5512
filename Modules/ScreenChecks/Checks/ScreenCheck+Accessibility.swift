import Foundation
public import LayoutKit

extension ScreenCheck {
    /// The accessibility rules of a composed screen (one with a reading order): every item has an element, every
    /// actionable one a label and an interactive trait, no label is only a URL or a status code, two people never
    /// share one generated avatar, and the reading order is the visual order.
    public static func accessibilityViolations(in document: LayoutDocument) -> [ScreenViolation] {
        var problems: [ScreenViolation] = []
        var avatars: [String: String] = [:]
        var fallbackAvatars: [String: (item: String, person: String)] = [:]
        for item in document.allItems {
            guard let element = item.accessibility else {
                problems.append(.init(.noAccessibility, item: item.id, "\(item.id): no accessibility element"))
                continue
            }
            let actionable = item.isTappable || !(item.segments ?? []).isEmpty
            if actionable,
                element.isHidden || element.label.trimmingCharacters(in: .whitespaces).isEmpty
                    || Set(element.traits).isDisjoint(with: AccessibilityTrait.interactive)
            {
                problems.append(
                    .init(
                        .unlabelledAction,
                        item: item.id,
                        "\(item.id): actionable but reads as \"\(element.label)\" \(element.traits.map(\.rawValue))"
                    )
                )
            }
            if !element.isHidden, TechnicalText.isOnlyTechnical(element.label) {
                problems.append(
                    .init(.technicalLabel, item: item.id, "\(item.id): label \"\(element.label)\" is only technical")
                )
            }
            // Initials drawn for a missing picture: one person may appear twice (an owner of two repositories), two
            // people never with the same letters on the same colour.
            for (signature, person) in fallbackSignatures(of: item) {
                if let other = fallbackAvatars[signature], other.person != person {
                    problems.append(
                        .init(
                            .sharedAvatar,
                            item: item.id,
                            "\(item.id) (\(person)) and \(other.item) (\(other.person)) show one generated avatar, \(signature)"
                        )
                    )
                } else {
                    fallbackAvatars[signature] = (item.id, person)
                }
            }
            for signature in avatarSignatures(of: item) {
                if let other = avatars[signature], other != item.id {
                    problems.append(
                        .init(.sharedAvatar, item: item.id, "\(item.id) and \(other) show one generated avatar")
                    )
                } else {
                    avatars[signature] = item.id
                }
            }
        }
        problems += readingOrderViolations(in: document)
        return problems
    }

    /// The initials an item's picture slots fall back to, as drawn (colour and letters), with whose they are.
    static func fallbackSignatures(of item: LayoutItem) -> [(signature: String, person: String)] {
        item.parts.compactMap { part in
            guard case .image(let slot) = part, case .initials(let letters) = slot.fallback else { return nil }
            return ("\(ImageFallback.color(for: slot.placeholderSeed)) \(letters)", slot.placeholderSeed)
        }
    }

    /// A generated avatar as drawn: its back's colour and the initials inside it.
    static func avatarSignatures(of item: LayoutItem) -> [String] {
        item.parts.compactMap { part -> String? in
            guard case .shape(let back) = part, back.role == .avatar else { return nil }
            let initials = item.parts.compactMap { part -> String? in
                guard case .text(let run) = part, back.frame.contains(run.frame) else { return nil }
                return run.text
            }
            return "\(back.fill) \(initials.joined())"
        }
    }

    /// The reading order names every read item once and no other, and never goes back up the screen (unless to the
    /// top of a column further on: to the right, or to the left in a right-to-left document) or back along a line
    /// (leftwards, or rightwards right to left).
    static func readingOrderViolations(in document: LayoutDocument) -> [ScreenViolation] {
        guard let order = document.readingOrder else {
            return [.init(.readingOrder, item: nil, "no reading order")]
        }
        var problems: [ScreenViolation] = []
        let read = document.allItems.filter { $0.accessibility?.isHidden != true }
        let ids = Set(read.map(\.id))
        for id in order where !ids.contains(id) {
            problems.append(.init(.readingOrder, item: id, "reading order names \(id), which is not read"))
        }
        for id in ids.subtracting(order).sorted() {
            problems.append(.init(.readingOrder, item: id, "\(id) is read but not in the reading order"))
        }
        // Measured from the leading edge: in a right-to-left document a line is read from the right.
        let frames = Dictionary(
            read.map { ($0.id, AccessibilityTree.leadingFrame(AccessibilityTree.readingFrame(of: $0), in: document)) }
        ) { first, _ in first }
        let backwards = document.traits?.direction == .rightToLeft ? "right of" : "left of"
        for (a, b) in zip(order, order.dropFirst()) {
            guard let first = frames[a], let next = frames[b] else { continue }
            let sameLine = next.midY >= first.minY && next.midY <= first.maxY
            let backUp = next.maxY <= first.minY + 0.01 && next.minX < first.maxX - 0.01
            let backAlong = sameLine && next.maxX <= first.minX + 0.01
            if backUp || backAlong {
                problems.append(
                    .init(
                        .readingOrder,
                        item: b,
                        "\(b) is read after \(a) but drawn \(backUp ? "above" : backwards) it"
                    )
                )
            }
        }
        return problems
    }

    /// Items whose label differs between documents of one story on different devices or orientations.
    public static func labelConsistencyViolations(across documents: [LayoutDocument]) -> [ScreenViolation] {
        var labels: [String: (label: String, where: String)] = [:]
        var problems: [ScreenViolation] = []
        for document in documents {
            let place = "\(document.device.name) \(document.orientation.rawValue)"
            for item in document.allItems {
                guard let label = item.accessibility?.label else { continue }
                // Compared within one screen: a phone's pushed detail and a tablet's split list are two screens.
                let key = "\(document.screen) \(item.id)"
                if let seen = labels[key] {
                    if seen.label != label {
                        problems.append(
                            .init(
                                .labelDiffersByDevice,
                                item: item.id,
                                "\(item.id): \"\(label)\" on \(place), \"\(seen.label)\" on \(seen.where)"
                            )
                        )
                    }
                } else {
                    labels[key] = (label, place)
                }
            }
        }
        return problems
    }
}
