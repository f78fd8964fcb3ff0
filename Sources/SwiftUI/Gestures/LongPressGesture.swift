/// A gesture that ends once a press has been held long enough.
public struct LongPressGesture: Gesture {
  /// Whether the press is held (on change) or lasted long enough (at the end).
  public typealias Value = Bool
  /// The gesture has no body.
  public typealias Body = Never
  /// How long the press must last, in seconds.
  public var minimumDuration: Double
  /// How far the finger may move.
  public var maximumDistance: CGFloat

  /// A long press gesture.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the finger may move; accepted.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Recognises a long enough press, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    recognizer.presses = [(minimumDuration, { _ in })]
    return recognizer
  }
}
