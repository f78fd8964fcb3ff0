import Foundation

/// A gesture that follows two fingers turning: its value is the angle they turned. The test host
/// turns with `rotate(_:withVelocity:)`.
///
/// ```swift
/// Image("dial").rotationEffect(angle)
///   .gesture(RotateGesture().onChanged { angle = $0.rotation })
/// ```
public struct RotateGesture: Gesture {
  /// Where a rotation is.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// How far the fingers turned since the gesture began.
    public var rotation: Angle
    /// How fast they turn, per second.
    public var velocity: Angle
    /// The point between the fingers when the gesture began, in unit coordinates of the view.
    public var startAnchor: UnitPoint
    /// The point between the fingers when the gesture began, in the view's space.
    public var startLocation: CGPoint
  }

  /// The gesture has no body.
  public typealias Body = Never
  /// How far the fingers must turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: How far the fingers must turn before it starts.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Recognises a rotation, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    let now = Date()
    recognizer.rotations = [
      ContinuousRecognizer { radians in
        Value(
          time: now, rotation: .radians(Double(radians)), velocity: .radians(Double(radians)),
          startAnchor: .center, startLocation: .zero)
      }
    ]
    return recognizer
  }
}

/// iOS 13's rotation gesture, whose value is the angle alone.
@available(iOS, introduced: 13.0, deprecated: 17.0, renamed: "RotateGesture")
public struct RotationGesture: Gesture {
  /// How far the fingers turned since the gesture began.
  public typealias Value = Angle
  /// The gesture has no body.
  public typealias Body = Never
  /// How far the fingers must turn before the gesture starts.
  public var minimumAngleDelta: Angle

  /// A rotation gesture.
  ///
  /// - Parameter minimumAngleDelta: How far the fingers must turn before it starts.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Recognises a rotation, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    recognizer.rotations = [ContinuousRecognizer { Angle.radians(Double($0)) }]
    return recognizer
  }
}
