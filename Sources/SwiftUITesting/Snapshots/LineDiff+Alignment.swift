extension LineDiff {
  /// The most lines the alignment compares pairwise (the changed middle's lines of one text times the
  /// other's); beyond it the middle is shown as removed, then added.
  static let alignmentLimit = 4_000_000

  /// Two texts' lines aligned: the shared beginning and end as they are, the middle by the longest
  /// run of lines both have in order, each change's removed lines before its added ones.
  static func lines(from old: [String], to new: [String]) -> [Line] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var result = old[..<prefix].map { Line.same($0) }
    result += middle(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
    result += old[(old.count - suffix)...].map { Line.same($0) }
    return result
  }

  /// The changed middle, aligned by the longest common subsequence of its lines.
  private static func middle(_ old: [String], _ new: [String]) -> [Line] {
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= alignmentLimit else {
      return old.map { Line.removed($0) } + new.map { Line.added($0) }
    }
    // lengths[i * width + j]: how many lines old[i...] and new[j...] share, in order.
    let width = new.count + 1
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count && j < new.count {
      if old[i] == new[j] {
        result.append(.same(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        result.append(.removed(old[i]))
        i += 1
      } else {
        result.append(.added(new[j]))
        j += 1
      }
    }
    result += old[i...].map { Line.removed($0) } + new[j...].map { Line.added($0) }
    return result
  }
}
