/// What changed between two texts, line by line: the lines they share, the lines only the first has
/// (removed) and the lines only the second has (added), in order. Described as a unified diff, with
/// three lines of context around each change.
///
/// ```swift
/// let diff = LineDiff(from: "a\nb\nc", to: "a\nB\nc")
/// diff.removed  // ["b"]
/// diff.added    // ["B"]
/// print(diff)   // @@ -1,3 +1,3 @@ / " a" / "-b" / "+B" / " c"
/// ```
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
  /// One line of the diff.
  public enum Line: Equatable, Sendable {
    /// A line both texts have.
    case same(String)
    /// A line only the first text (the reference) has.
    case removed(String)
    /// A line only the second text (the new one) has.
    case added(String)
  }

  /// Every line of both texts, in order: the shared ones once, each change where it happens.
  public let lines: [Line]

  /// The lines that differ between two texts, split at newlines.
  ///
  /// - Parameters:
  ///   - reference: The text as it was (the recorded snapshot).
  ///   - actual: The text as it is now.
  public init(from reference: String, to actual: String) {
    lines = LineDiff.lines(from: LineDiff.split(reference), to: LineDiff.split(actual))
  }

  /// A text's lines; a newline at its end ends the last line rather than starting an empty one.
  private static func split(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.count > 1 && lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The lines only the reference has, in order.
  public var removed: [String] {
    lines.compactMap { if case .removed(let text) = $0 { text } else { nil } }
  }

  /// The lines only the new text has, in order.
  public var added: [String] {
    lines.compactMap { if case .added(let text) = $0 { text } else { nil } }
  }

  /// Whether the two texts have the same lines.
  public var isEmpty: Bool {
    !lines.contains { if case .same = $0 { false } else { true } }
  }

  /// The changes as a unified diff: a `@@ -a,b +c,d @@` header for each run of changes, then its
  /// lines, shared ones behind a space, removed ones behind `-`, added ones behind `+`.
  public var description: String {
    var output: [String] = []
    for hunk in hunks() {
      output.append(hunk.header)
      output += lines[hunk.range].map { line in
        switch line {
        case .same(let text): " " + text
        case .removed(let text): "-" + text
        case .added(let text): "+" + text
        }
      }
    }
    return output.joined(separator: "\n")
  }

  /// The runs of changes with up to three shared lines around each, runs that nearly touch merged.
  private func hunks(context: Int = 3) -> [(range: Range<Int>, header: String)] {
    let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
    var ranges: [Range<Int>] = []
    for index in changed {
      let range = max(0, index - context)..<min(lines.count, index + context + 1)
      if let last = ranges.last, range.lowerBound <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in (range, header(for: range)) }
  }

  /// A hunk's header: where its lines start in each text (from 1), and how many it has of each.
  private func header(for range: Range<Int>) -> String {
    var oldStart = 1
    var newStart = 1
    for line in lines[..<range.lowerBound] {
      if case .added = line {} else { oldStart += 1 }
      if case .removed = line {} else { newStart += 1 }
    }
    var oldCount = 0
    var newCount = 0
    for line in lines[range] {
      if case .added = line {} else { oldCount += 1 }
      if case .removed = line {} else { newCount += 1 }
    }
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"
  }
}
