/// Where the run loop reads what the person types: the terminal, or bytes in memory in a benchmark or
/// a test.
package protocol ByteSource {
  /// Reads what is available into the buffer without waiting: the number of bytes, 0 when the input
  /// has ended, or a negative number when nothing could be read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
  /// Whether bytes are ready to read, waiting at most this many milliseconds for them.
  mutating func isReady(waiting milliseconds: Int32) -> Bool
}

/// The run loop's input: the bytes that are ready, read in as many pieces as the terminal hands them
/// over in (a paste comes a few kilobytes at a time), then decoded into keys together. A paste is
/// then one run of characters, which the session types in one go: one update and one frame for the
/// whole paste, not one per piece, each of which would cost as much as the text typed so far.
package struct TerminalInput {
  private var decoder = KeyDecoder()
  private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

  /// The most bytes taken in before the app updates and draws (4 MB unless a test says otherwise): a
  /// flood of input (a paste of many megabytes, a program writing to the terminal) still shows frames
  /// and reaches the keys after it.
  package let burstLimit: Int
  /// A read this long is taken for a piece of a paste: the next piece is waited for this long.
  private static let pieceOfPaste = 1024
  private static let pieceWait: Int32 = 5

  /// Input with nothing pending.
  package init(burstLimit: Int = 4 * 1024 * 1024) {
    self.burstLimit = max(1, burstLimit)
  }

  /// Whether bytes wait for more (an ESC that may start a sequence, half a character).
  package var hasPending: Bool { decoder.hasPending }

  /// Reads everything the source has ready, up to ``burstLimit`` bytes, and returns the keys it
  /// completes; nil when the input has ended with nothing read.
  package mutating func read(from source: inout some ByteSource) -> [Key]? {
    var bytes: [UInt8] = []
    while bytes.count < burstLimit {
      let room = min(buffer.count, burstLimit - bytes.count)
      let count = buffer.withUnsafeMutableBytes { source.read(into: .init(rebasing: $0[0..<room])) }
      if count == 0 && bytes.isEmpty { return nil }
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      // A person types a few bytes at a time; a long read is part of a paste whose next piece is
      // usually on its way, so it is given a moment to arrive.
      guard source.isReady(waiting: count >= Self.pieceOfPaste ? Self.pieceWait : 0) else { break }
    }
    return decoder.feed(bytes)
  }

  /// Settles what is pending once no more bytes come (a lone ESC is the Escape key).
  package mutating func flush() -> [Key] {
    decoder.flush()
  }
}
