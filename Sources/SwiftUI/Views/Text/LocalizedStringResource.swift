/// A string to localize, as Foundation's `LocalizedStringResource` on Apple platforms. Linux's
/// Foundation has none, so the runtime provides it: a string literal, with interpolations, read as
/// its own English text.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
  let key: LocalizedStringKey

  /// A resource from a string literal.
  public init(stringLiteral value: String) {
    key = LocalizedStringKey(stringLiteral: value)
  }

  /// A resource from an interpolated literal.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    key = LocalizedStringKey(stringInterpolation: stringInterpolation)
  }

  /// A resource from a key.
  public init(_ key: LocalizedStringKey) {
    self.key = key
  }

  var text: String { InlineMarkdown.render(key) }
}

extension String {
  /// The text of a resource.
  public init(localized resource: LocalizedStringResource) {
    self = resource.text
  }
}
