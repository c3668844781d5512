extension Palette {
    /// The palette of `appearance`. (Declared here, outside the type, so the type keeps its memberwise initialiser.)
    public init(_ appearance: Appearance) {
        self = appearance == .light ? .light : .dark
    }

    /// Light: the colours every screen had before appearances existed, so light documents are unchanged.
    public static let light = Palette(
        appearance: .light,
        background: "#FFFFFF",
        secondaryBackground: "#F2F2F7",
        groupedBackground: "#F2F2F2",
        elevatedBackground: "#FFFFFF",
        barBackground: "#F7F7F8",
        titleLabel: "#000000",
        label: "#1C1C1E",
        detailLabel: "#3C3C43",
        secondaryLabel: "#5F5F64",
        tertiaryLabel: "#6C6C70",
        separator: "#C6C6C8",
        faintSeparator: "#D1D1D6",
        tint: "#0A64D6",
        onTint: "#FFFFFF",
        filledTint: "#0A64D6",
        destructive: "#D70015",
        controlBackground: "#E9E9EB",
        fieldBackground: "#EEEEF0",
        sensorHousing: "#000000",
        systemGray: "#8E8E93",
        placeholderFill: "#E5E5EA",
        avatarBackground: "#D1D1D6",
        avatarFigure: "#F2F2F7",
        selectedBackground: "#E5F0FF",
        selectedCardBackground: "#CFE3FF",
        infoBackground: "#E5F0FF",
        infoText: "#0A3A7A",
        warningBackground: "#FFF4CE",
        warningText: "#5C4300",
        errorBackground: "#FDECEA",
        errorText: "#7A1712",
        scrim: "#00000099",
        onScrim: "#FFFFFF",
        cardShadow: "#0000001A",
        softShadow: ["#0000000A", "#0000000F", "#00000014"],
        specialsPrice: "#1D7A50",
        favorite: "#E0245E",
        userBandStart: "#3AC4F5",
        userBandEnd: "#8A4FF2",
        onUserBand: "#1C1C1E",
        userAvatarRing: "#FFFFFF",
        badgeGold: "#F1B600",
        badgeSilver: "#9A9FA4",
        badgeBronze: "#AB825F",
        stackOverflowBrand: "#24B88E",
        onStackOverflowBrand: "#1C1C1E"
    )

    /// Dark, after iOS's dark semantic colours: a black page, surfaces a step lighter, light text, a lighter tint.
    public static let dark = Palette(
        appearance: .dark,
        background: "#000000",
        secondaryBackground: "#1C1C1E",
        groupedBackground: "#000000",
        elevatedBackground: "#1C1C1E",
        barBackground: "#161618",
        titleLabel: "#FFFFFF",
        label: "#FFFFFF",
        detailLabel: "#C7C7CC",
        secondaryLabel: "#AEAEB2",
        tertiaryLabel: "#98989D",
        separator: "#38383A",
        faintSeparator: "#2C2C2E",
        tint: "#4DA3FF",
        onTint: "#FFFFFF",
        filledTint: "#0073E6",
        destructive: "#FF6961",
        controlBackground: "#2C2C2E",
        fieldBackground: "#1C1C1E",
        sensorHousing: "#000000",
        systemGray: "#8E8E93",
        placeholderFill: "#2C2C2E",
        avatarBackground: "#636366",
        avatarFigure: "#AEAEB2",
        selectedBackground: "#0B2A4A",
        selectedCardBackground: "#0B2A4A",
        infoBackground: "#0A2A4F",
        infoText: "#A8CFFF",
        warningBackground: "#3A2E05",
        warningText: "#FFD966",
        errorBackground: "#3D1412",
        errorText: "#FFA49E",
        scrim: "#00000099",
        onScrim: "#FFFFFF",
        cardShadow: "#38383A",
        softShadow: [],
        specialsPrice: "#30D158",
        favorite: "#FF375F",
        userBandStart: "#3AC4F5",
        userBandEnd: "#8A4FF2",
        onUserBand: "#1C1C1E",
        userAvatarRing: "#FFFFFF",
        badgeGold: "#F1B600",
        badgeSilver: "#9A9FA4",
        badgeBronze: "#AB825F",
        stackOverflowBrand: "#24B88E",
        onStackOverflowBrand: "#1C1C1E"
    )
}

extension Palette {
    /// The colours a person's initials are drawn on when their picture is missing (``ImageFallback``): white on each
    /// is 4.5:1 or more, and they are far apart. Pictures keep their colours in both appearances, so these are one
    /// list, not one per palette (`scripts/fixtures/initials_avatar.py` draws the bundled avatars from it).
    public static let initialsBackgrounds = [
        "#1565C0", "#2E7D32", "#6A1B9A", "#AD1457", "#00695C", "#BF360C", "#283593", "#5D4037", "#4527A0", "#00838F",
    ]
    /// The no-photo plate: its ground and the plate on it (a picture, the same in both appearances).
    public static let noPhotoGround = "#ECECF0"
    public static let noPhotoPlate = "#D1D1D6"
    /// The accessibility overlay's outline colours, in turn (dark enough for white numbers on them), and the
    /// legend's sheet; the overlay is a drawing over a screen, not part of it.
    public static let overlayMarks = [
        "#C2185B", "#1565C0", "#2E7D32", "#6A1B9A", "#AD4A00", "#00695C", "#283593", "#8E0000",
    ]
    public static let overlaySheet = "#FFFFFF"
    public static let overlayText = "#1C1C1E"
    public static let overlayDetail = "#5F5F64"
}
