import Foundation

/// The pasteboard, as UIKit names it: `UIPasteboard.general.string = id.uuidString` in a context
/// menu's Copy. The hosts keep one pasteboard per process, which the app and a test can read; it
/// does not reach the system's clipboard (docs/DIVERGENCES.md).
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The pasteboard every app shares.
  public static let general = UIPasteboard()

  /// The copied strings, first first.
  public var strings: [String]? {
    get { items.isEmpty ? nil : items.compactMap { $0 as? String } }
    set { items = newValue ?? [] }
  }

  /// The first copied string.
  public var string: String? {
    get { strings?.first }
    set { items = newValue.map { [$0] } ?? [] }
  }

  /// The copied URLs, first first.
  public var urls: [URL]? {
    get { items.isEmpty ? nil : items.compactMap { $0 as? URL } }
    set { items = newValue ?? [] }
  }

  /// The first copied URL.
  public var url: URL? {
    get { urls?.first }
    set { items = newValue.map { [$0] } ?? [] }
  }

  /// Whether the pasteboard holds a string.
  public var hasStrings: Bool { items.contains { $0 is String } }

  /// Whether the pasteboard holds a URL.
  public var hasURLs: Bool { items.contains { $0 is URL } }

  /// How many times the pasteboard's contents changed.
  public private(set) var changeCount = 0

  private var items: [any Sendable] = [] {
    didSet { changeCount += 1 }
  }
}
