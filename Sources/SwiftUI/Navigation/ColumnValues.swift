/// Values by column number, for a split view's two or three columns: an array of optionals indexed
/// by column, where a dictionary would hash the column at every lookup (layout asks several times
/// an update).
struct ColumnValues<Value> {
  private var values: [Value?] = []

  /// The value recorded for a column, or nil.
  subscript(column: Int) -> Value? {
    get { column < values.count ? values[column] : nil }
    set {
      if column >= values.count {
        guard case .some = newValue else { return }
        values.append(contentsOf: repeatElement(nil, count: column + 1 - values.count))
      }
      values[column] = newValue
    }
  }

  /// Forgets every column's value.
  mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
  }
}
