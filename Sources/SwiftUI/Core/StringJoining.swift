extension Sequence where Element == String {
  /// The strings one after the other, `separator` between each two, joined by hand: the standard
  /// library's `joined(separator:)` runs unspecialized from this module and looks up the array's
  /// conformances the first time it is called, some 290,000 instructions of an app's launch.
  ///
  /// - Parameter separator: What goes between two strings.
  /// - Returns: The joined string.
  func concatenated(separator: String = "") -> String {
    var joined = ""
    var isFirst = true
    for string in self {
      if !isFirst { joined += separator }
      joined += string
      isFirst = false
    }
    return joined
  }
}
