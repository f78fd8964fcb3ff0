import Foundation

/// Links that arrive from outside while the app runs, as the system hands a running iOS app a URL
/// (`onOpenURL`): a descriptor the run loop waits on with the terminal's input, and what to read from
/// it once it is ready. The app decides where the links come from (a pipe beside its data file, a
/// socket); the host only waits, reads and delivers them.
@MainActor
public struct TerminalLinkSource {
  /// The descriptor that becomes readable when links arrive.
  public let descriptor: Int32
  /// Reads the links that arrived, without waiting; empty when none is whole yet.
  public let receive: @MainActor () -> [URL]

  /// A source of links.
  ///
  /// - Parameters:
  ///   - descriptor: Readable (for `poll`) when links arrive.
  ///   - receive: Reads them without waiting.
  public init(descriptor: Int32, receive: @escaping @MainActor () -> [URL]) {
    self.descriptor = descriptor
    self.receive = receive
  }
}
