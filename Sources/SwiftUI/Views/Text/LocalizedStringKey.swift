/// The key of a localized string, written as a string literal with interpolations.
///
/// The runtime has no string tables: the key is its own English text. Markdown in the literal part is
/// applied when a ``Text`` shows it (`**bold**`, `*italic*`, links, and inflection such as
/// `^[\(n) night](inflect: true)`, which reads "1 night" or "5 nights"); interpolated values are never
/// read as markdown.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case value(String)
  }

  /// A literal alone, as most keys are (a button's title, a navigation title), needs no array: a
  /// body makes its keys again each time it runs.
  private enum Storage: Hashable, Sendable {
    case literal(String)
    case segments([Segment])
  }

  private let storage: Storage

  /// Creates a key from a string.
  public init(_ value: String) {
    storage = .literal(value)
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    storage = .literal(value)
  }

  /// Creates a key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    let segments = stringInterpolation.segments
    if segments.count == 1, case .literal(let text) = segments[0] {
      storage = .literal(text)
    } else {
      storage = .segments(segments)
    }
  }

  /// Calls `body` with each part of the key in order: its literal text and its interpolated values.
  ///
  /// - Parameter body: Takes a part; returns false to stop.
  func forEachSegment(_ body: (Segment) -> Bool) {
    switch storage {
    case .literal(let text):
      _ = body(.literal(text))
    case .segments(let segments):
      for segment in segments where !body(segment) { return }
    }
  }

  /// The key's text with its interpolations, before markdown.
  var rawText: String {
    switch storage {
    case .literal(let text):
      return text
    case .segments(let segments):
      var text = ""
      for segment in segments {
        switch segment {
        case .literal(let part), .value(let part): text += part
        }
      }
      return text
    }
  }

  /// Builds a key from literal parts and interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var segments: [Segment] = []

    /// Reserves room for the segments: a literal around each interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      segments.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      segments.append(.literal(literal))
    }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {
      segments.append(.value(string))
    }

    /// Appends a number in its default format, as SwiftUI does: an integer in decimal digits, a
    /// floating-point number with six decimals (`%lf`: `Text("\(2.5)")` reads "2.500000").
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
      segments.append(.value(value._formattedByDefault))
    }

    /// Appends any value, described as `String(describing:)` would.
    public mutating func appendInterpolation<T>(_ value: T) {
      segments.append(.value(String(describing: value)))
    }

    /// Appends a number formatted by a `printf` specifier: `Text("\(total, specifier: "%.2f")")`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The format, such as `"%.2f"` or `"%d"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      segments.append(.value(String(format: specifier, locale: .runtimeDefault, value._arg)))
    }

    /// Appends a value in a format.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      segments.append(.value(LocaleFormatting.format(input, with: format, locale: .runtimeDefault)))
    }

    /// Appends the text of a `Text`.
    public mutating func appendInterpolation(_ text: Text) {
      segments.append(.value(text.plainText(locale: .runtimeDefault)))
    }

    /// Appends an image; the text shows its symbol name in brackets.
    public mutating func appendInterpolation(_ image: Image) {
      segments.append(.value(""))
    }

    /// Appends a value through a formatter.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      if let formatter, let string = formatter.string(for: subject) {
        segments.append(.value(string))
      } else {
        segments.append(.value(String(describing: subject)))
      }
    }
  }
}

extension Locale {
  /// The locale the modelled devices use: English (United States), as the seeds' screenshots.
  static let runtimeDefault = Locale(identifier: "en_US")
}

/// A number a `printf` specifier can format in a text's interpolation; the standard integer and
/// floating-point types are.
public protocol _FormatSpecifiable: Equatable {
  /// The value as a C variadic argument.
  associatedtype _Arg: CVarArg
  /// The value as a C variadic argument.
  var _arg: _Arg { get }
  /// The value in its default format.
  var _formattedByDefault: String { get }
}

extension _FormatSpecifiable where Self: CVarArg {
  /// The value itself.
  public var _arg: Self { self }
}

extension _FormatSpecifiable where Self: BinaryInteger {
  /// The decimal digits (`%lld`), without a locale's grouping.
  public var _formattedByDefault: String { String(self) }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
  /// Six decimals (`%lf`).
  public var _formattedByDefault: String { String(format: "%lf", locale: .runtimeDefault, Double(self)) }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}

extension CGFloat: _FormatSpecifiable {
  /// The value as a `Double`.
  public var _arg: Double { Double(self) }
}
