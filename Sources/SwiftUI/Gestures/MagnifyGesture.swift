import Foundation

/// A gesture that follows two fingers pinching: its value is how much they spread (2 is twice as far
/// apart). The test host pinches with `pinch(withScale:velocity:)`.
///
/// ```swift
/// Image("map").scaleEffect(scale)
///   .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
/// ```
public struct MagnifyGesture: Gesture {
  /// Where a pinch is.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// How much the fingers spread since the pinch began.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// The point between the fingers when the pinch began, in unit coordinates of the view.
    public var startAnchor: UnitPoint
    /// The point between the fingers when the pinch began, in the view's space.
    public var startLocation: CGPoint
  }

  /// The gesture has no body.
  public typealias Body = Never
  /// How much the fingers must spread before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the fingers must spread before it starts.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// Recognises a pinch, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    let now = Date()
    recognizer.pinches = [
      ContinuousRecognizer { scale in
        Value(
          time: now, magnification: scale, velocity: scale - 1, startAnchor: .center, startLocation: .zero)
      }
    ]
    return recognizer
  }
}

/// iOS 13's pinch gesture, whose value is the magnification alone.
@available(iOS, introduced: 13.0, deprecated: 17.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
  /// How much the fingers spread since the pinch began.
  public typealias Value = CGFloat
  /// The gesture has no body.
  public typealias Body = Never
  /// How much the fingers must spread before the gesture starts.
  public var minimumScaleDelta: CGFloat

  /// A pinch gesture.
  ///
  /// - Parameter minimumScaleDelta: How much the fingers must spread before it starts.
  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  /// Recognises a pinch, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    recognizer.pinches = [ContinuousRecognizer { $0 }]
    return recognizer
  }
}
