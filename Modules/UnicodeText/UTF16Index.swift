/// A text as UTF-16 units (what ICU takes) with the scalar each unit belongs to, so results per unit can be given per
/// Unicode scalar.
struct UTF16Index {
    var units: [UInt16] = []
    /// For every UTF-16 unit, the index of its scalar.
    var scalarOfUnit: [Int] = []
    /// For every scalar, the index of its first UTF-16 unit; one more entry holds the units' count.
    var unitOfScalar: [Int] = []

    init<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) {
        units.reserveCapacity(scalars.count)
        scalarOfUnit.reserveCapacity(scalars.count)
        unitOfScalar.reserveCapacity(scalars.count + 1)
        for (index, scalar) in scalars.enumerated() {
            unitOfScalar.append(units.count)
            for unit in scalar.utf16 {
                units.append(unit)
                scalarOfUnit.append(index)
            }
        }
        unitOfScalar.append(units.count)
    }
}
