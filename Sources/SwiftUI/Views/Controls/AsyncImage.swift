import Foundation

/// A view that loads and shows an image from a URL, through the phases of its loading.
///
/// ```swift
/// AsyncImage(url: photoURL) { phase in
///   if let image = phase.image { image.resizable() }
///   else if phase.error != nil { Image(systemName: "exclamationmark.triangle") }
///   else { ProgressView() }
/// }
/// ```
///
/// This runtime has no network: an `http` or `https` URL fails at once
/// (`URLError(.notConnectedToInternet)`), and a `file:` URL or a nil one stays empty, showing the
/// placeholder (docs/DIVERGENCES.md).
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let make: @MainActor (AsyncImagePhase) -> AnyView

  /// An image from a URL, a grey area until it loads.
  ///
  /// - Parameters:
  ///   - url: The image's URL.
  ///   - scale: The image's scale; accepted.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    make = { phase in
      if let image = phase.image { return AnyView(image) }
      return AnyView(Color(uiColor: .systemGray5))
    }
  }

  /// An image from a URL, shown by `content` once it loads and by `placeholder` until then or if it
  /// fails.
  ///
  /// - Parameters:
  ///   - url: The image's URL.
  ///   - scale: The image's scale; accepted.
  ///   - content: The view for the loaded image.
  ///   - placeholder: The view until then.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.url = url
    make = { phase in
      if let image = phase.image { return AnyView(content(image)) }
      return AnyView(placeholder())
    }
  }

  /// An image from a URL, with a view for each phase of its loading.
  ///
  /// - Parameters:
  ///   - url: The image's URL.
  ///   - scale: The image's scale; accepted.
  ///   - transaction: The transaction of phase changes; accepted.
  ///   - content: The view for a phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    make = { AnyView(content($0)) }
  }

  /// The view for the phase the URL's loading reaches here.
  public var body: some View {
    make(AsyncImagePhase.reached(loading: url))
  }
}

/// Where the loading of an `AsyncImage` stands.
public enum AsyncImagePhase: Sendable {
  /// Not loaded yet.
  case empty
  /// Loaded.
  case success(Image)
  /// The loading failed.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error, if the loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }

  /// The phase loading reaches without a network: a failure for a web URL, empty otherwise.
  static func reached(loading url: URL?) -> AsyncImagePhase {
    guard let scheme = url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return .empty }
    return .failure(URLError(.notConnectedToInternet))
  }
}
