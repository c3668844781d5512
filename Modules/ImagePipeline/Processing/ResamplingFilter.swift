import Foundation

/// Reconstruction filters for resizing. Lanczos3 is the default: sharpest without visible ringing on photos.
public enum ResamplingFilter: String, Sendable, Codable, CaseIterable {
    /// Windowed sinc with three lobes.
    case lanczos3
    /// Mitchell–Netravali cubic (B = C = 1/3): softer, no ringing.
    case mitchell
    /// Linear interpolation (a triangle filter when shrinking).
    case bilinear
    /// Area average.
    case box

    /// Half-width of the kernel in source pixels at scale 1.
    var support: Double {
        switch self {
        case .lanczos3: 3
        case .mitchell: 2
        case .bilinear: 1
        case .box: 0.5
        }
    }

    /// The kernel's weight at distance `x`.
    func weight(_ x: Double) -> Double {
        let x = abs(x)
        switch self {
        case .lanczos3:
            if x < 1e-8 { return 1 }
            if x >= 3 { return 0 }
            let pix = Double.pi * x
            return 3 * sin(pix) * sin(pix / 3) / (pix * pix)
        case .mitchell:
            let b = 1.0 / 3
            let c = 1.0 / 3
            if x < 1 {
                return ((12 - 9 * b - 6 * c) * x * x * x + (-18 + 12 * b + 6 * c) * x * x + (6 - 2 * b)) / 6
            }
            if x < 2 {
                return ((-b - 6 * c) * x * x * x + (6 * b + 30 * c) * x * x + (-12 * b - 48 * c) * x + (8 * b + 24 * c))
                    / 6
            }
            return 0
        case .bilinear:
            return x < 1 ? 1 - x : 0
        case .box:
            return x <= 0.5 ? 1 : 0
        }
    }

    /// The weights at `count` points `start`, `start + step`, …; Lanczos3 steps its sines by the angle-addition
    /// formulas, so a whole row of taps costs four `sin`/`cos` calls instead of two per tap.
    func weights(start: Double, step: Double, count: Int) -> [Double] {
        guard self == .lanczos3, count > 2 else {
            return (0..<count).map { weight(start + Double($0) * step) }
        }
        let angleStep = Double.pi * step
        let (sinStep, cosStep) = (sin(angleStep), cos(angleStep))
        let (sinThirdStep, cosThirdStep) = (sin(angleStep / 3), cos(angleStep / 3))
        var (sine, cosine) = (sin(Double.pi * start), cos(Double.pi * start))
        var (sineThird, cosineThird) = (sin(Double.pi * start / 3), cos(Double.pi * start / 3))
        var result = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let x = start + Double(index) * step
            if abs(x) < 1e-8 {
                result[index] = 1
            } else if abs(x) < 3 {
                let angle = Double.pi * x
                result[index] = 3 * sine * sineThird / (angle * angle)
            }
            (sine, cosine) = (sine * cosStep + cosine * sinStep, cosine * cosStep - sine * sinStep)
            (sineThird, cosineThird) = (
                sineThird * cosThirdStep + cosineThird * sinThirdStep,
                cosineThird * cosThirdStep - sineThird * sinThirdStep
            )
        }
        return result
    }
}
