import Foundation

/// A gesture that follows a finger moving across the view.
public struct DragGesture: Gesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When this step happened.
    public var time: Date
    /// Where the finger is now, in the view's space.
    public var location: CGPoint
    /// Where the finger started.
    public var startLocation: CGPoint
    /// How far it moved since it started.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// How fast it moves, in points per second.
    public var velocity: CGSize
    /// Where the finger would stop if it let go now.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
    }
    /// How far the finger would have moved if it let go now.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The gesture has no body.
  public typealias Body = Never
  /// How far the finger must move before the drag starts.
  public var minimumDistance: CGFloat
  /// The space the locations are given in.
  public var coordinateSpace: CoordinateSpace

  /// A drag gesture.
  ///
  /// - Parameters:
  ///   - minimumDistance: How far the finger must move before the drag starts.
  ///   - coordinateSpace: The space the locations are given in; locations are the view's own.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Recognises a drag, with nothing to do yet.
  public var _recognizer: _GestureRecognizer {
    var recognizer = _GestureRecognizer()
    recognizer.drags = [({ _ in }, { _ in })]
    return recognizer
  }
}

extension _GestureRecognizer {
  /// The same handlers, with an action at each step: a drag's value, a press as it starts.
  func changing<V>(with action: @escaping (V) -> Void) -> _GestureRecognizer {
    var copy = self
    copy.drags = drags.map { drag in
      (
        { value in
          drag.changed(value)
          if let value = value as? V { action(value) }
        }, drag.ended
      )
    }
    copy.pinches = pinches.map { $0.changing(with: action) }
    copy.rotations = rotations.map { $0.changing(with: action) }
    copy.presses = presses.map { press in
      (
        press.minimumDuration,
        { finished in
          if let value = true as? V { action(value) }
          press.action(finished)
        }
      )
    }
    return copy
  }

  /// The same handlers, with an action at the end of each: a drag's value, a press's success.
  func ending<V>(with action: @escaping (V) -> Void) -> _GestureRecognizer {
    var copy = self
    copy.drags = drags.map { drag in
      (
        drag.changed,
        { value in
          drag.ended(value)
          if let value = value as? V { action(value) }
        }
      )
    }
    copy.pinches = pinches.map { $0.ending(with: action) }
    copy.rotations = rotations.map { $0.ending(with: action) }
    copy.presses = presses.map { press in
      (
        press.minimumDuration,
        { finished in
          press.action(finished)
          if finished, let value = true as? V { action(value) }
        }
      )
    }
    copy.taps = taps.map { tap in
      (
        tap.count,
        {
          tap.action()
          if let value = () as? V { action(value) }
        }
      )
    }
    return copy
  }
}
