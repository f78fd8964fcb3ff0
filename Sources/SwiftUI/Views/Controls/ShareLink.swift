/// A button that shares items through the system's share sheet.
///
/// ```swift
/// ShareLink(item: tripURL)
/// ShareLink("Share Trip", item: tripURL, subject: Text("Seattle"))
/// ```
///
/// Accepted and drawn as a button ("Share", with the `square.and.arrow.up` symbol, or its own
/// label). There is no share sheet here: a tap does nothing. Items are URLs or strings, as
/// `Transferable` is not available on this platform.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: View {
  let label: Label
}

/// The label of a share link without one of its own: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
  let title: Text

  /// The title beside the share symbol.
  public var body: some View {
    SwiftUI.Label {
      title
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// A share link for a URL, titled "Share".
  ///
  /// - Parameters:
  ///   - item: The URL to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }

  /// A share link for a string, titled "Share".
  ///
  /// - Parameters:
  ///   - item: The string to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  public init(item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    label = DefaultShareLinkLabel(title: Text("Share"))
  }

  /// A share link for a URL with a title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The URL to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    label = DefaultShareLinkLabel(title: Text(titleKey))
  }

  /// A share link for a string with a title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - item: The string to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    label = DefaultShareLinkLabel(title: Text(titleKey))
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// A share link for a URL with a custom label.
  ///
  /// - Parameters:
  ///   - item: The URL to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  ///   - label: What the link shows.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<URL> {
    self.label = label()
  }

  /// A share link for a string with a custom label.
  ///
  /// - Parameters:
  ///   - item: The string to share.
  ///   - subject: A title for activities that take one.
  ///   - message: A description for activities that take one.
  ///   - label: What the link shows.
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<String> {
    self.label = label()
  }
}

extension ShareLink: SingleElementView {
  /// Drawn by the runtime (see ``View/_runtimeView``).
  public static var _runtimeView: _RuntimeView? { _RuntimeView(primitive: Self.self) }

  func element(in context: ResolveContext) -> Element {
    let labelElements = context.appending(slot: "label").resolve(label)
    let element = Element(ButtonContent(role: nil, action: {}), children: labelElements)
    if !context.environment.isEnabled { element.traits.isDisabled = true }
    return element
  }
}
