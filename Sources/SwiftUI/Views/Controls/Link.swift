/// A control that opens a URL: a tap hands it to the environment's `openURL` action, which by
/// default gives it to the system.
///
/// ```swift
/// Link("Terms of Service", destination: URL(string: "https://example.com/terms")!)
/// ```
///
/// The test host finds it among `links`; the URLs the system was asked to open are the app's
/// `openedURLs`.
public struct Link<Label: View>: View {
  @usableFromInline let destination: URL
  @usableFromInline let label: Label

  /// A link with a custom label.
  ///
  /// - Parameters:
  ///   - destination: The URL it opens.
  ///   - label: What it shows.
  @inlinable
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  /// A link titled with a localized key.
  ///
  /// - Parameters:
  ///   - titleKey: What it shows.
  ///   - destination: The URL it opens.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  ///
  /// - Parameters:
  ///   - title: What it shows.
  ///   - destination: The URL it opens.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = context.appending(slot: "label").resolve(label)
    let (openURL, destination) = (context.environment.openURL, destination)
    let element = Element(URLLinkContent(open: { openURL(destination) }), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}

/// A link as resolved: what a tap does; its label is the element's children. It shows as a link
/// titled by its texts.
struct URLLinkContent: ElementContent {
  var open: () -> Void

  func measure(_ element: Element, width: CGFloat?, in builder: ScreenBuilder) -> CGSize {
    builder.measureLabel(element, width: width)
  }

  func place(
    _ element: Element, at origin: CGPoint, width: CGFloat, height: CGFloat, scope: ScreenBuilder.Scope,
    in builder: inout ScreenBuilder
  ) -> ScreenBuilder.Placed {
    var placed = builder.placeButton(element, at: origin, width: width, scope: scope, tap: open) {
      $0.facts.systemImage = element.firstImageName
    }
    if !placed.nodes.isEmpty { placed.nodes[0].role = .link }
    return placed
  }
}

/// An action that opens a URL, read from the environment as `\.openURL`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(helpURL) }
/// ```
///
/// By default the system opens the URL (the host records it: the test host's `openedURLs`). Set your
/// own with `environment(\.openURL, OpenURLAction { url in … return .handled })`.
public struct OpenURLAction {
  let handler: (URL) -> Result

  /// An action that handles URLs itself.
  ///
  /// - Parameter handler: Handles a URL; returns whether it did, or asks the system to.
  public init(handler: @escaping (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL.
  ///
  /// - Parameter url: The URL.
  @MainActor public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Opens a URL, then reports whether it was opened.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completion: Called with whether the URL was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).kind {
    case .handled:
      completion(true)
    case .discarded:
      completion(false)
    case .systemAction(let other):
      Runtime.activeHost?.openedURLs.append(other ?? url)
      completion(true)
    }
  }

  /// What an `OpenURLAction`'s handler did with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler did not open the URL, and nothing else will.
    public static let discarded = Result(kind: .discarded)
    /// The system opens the URL.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The system opens another URL.
    ///
    /// - Parameter url: The URL the system opens instead.
    /// - Returns: The result.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }
}

struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
  /// Opens a URL: by default, the system does.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
