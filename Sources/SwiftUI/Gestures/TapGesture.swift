/// A gesture that ends after a number of taps.
public struct TapGesture: Gesture {
  /// A tap has no value.
  public typealias Value = Void
  /// The gesture has no body.
  public typealias Body = Never
  /// How many taps end it.
  public var count: Int

  /// A tap gesture.
  ///
  /// - Parameter count: How many taps end it.
  public init(count: Int = 1) {
    self.count = count
  }

  /// Recognises its number of taps.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    recognizer.taps = [(count, {})]
    return recognizer
  }
}
