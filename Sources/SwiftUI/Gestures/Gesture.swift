/// An interaction a view recognises: a tap, a long press, a drag, or a combination of them.
///
/// The hosts drive gestures with their own events: a tap (and the test host's `doubleTap()`) ends a
/// ``TapGesture``, `press(forDuration:)` a ``LongPressGesture`` at least that short, a swipe a
/// ``DragGesture`` whose translation is the swipe's.
@MainActor
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and ends.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
  /// What the runtime does for each event; the built-in gestures provide it.
  var _recognizer: _GestureRecognizer { get }
}

extension Gesture {
  /// What the gesture's body does.
  public var _recognizer: _GestureRecognizer { body._recognizer }
}

extension Never: Gesture {
  /// Never.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// A built-in gesture has no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

/// What a gesture does for each of the hosts' events; an implementation detail of ``Gesture``.
public struct _GestureRecognizer {
  /// Runs for a tap of a number of taps.
  var taps: [(count: Int, action: () -> Void)] = []
  /// Runs for a tap of a number of taps, told the size of what was tapped (it is tapped at its centre).
  var locatedTaps: [(count: Int, action: (CGSize) -> Void)] = []
  /// Runs for a press held at least the duration.
  var presses: [(minimumDuration: Double, action: (Bool) -> Void)] = []
  /// Runs for each step of a drag, then at its end.
  var drags: [(changed: (DragGesture.Value) -> Void, ended: (DragGesture.Value) -> Void)] =
    []
  /// Runs for each step of a pinch, told the scale, then at its end.
  var pinches: [ContinuousRecognizer] = []
  /// Runs for each step of a two-finger rotation, told the angle in radians, then at its end.
  var rotations: [ContinuousRecognizer] = []
  /// Runs when assistive technology adjusts the view (`accessibilityAdjustableAction`): the test
  /// host's `increment()` and `decrement()`.
  var adjustments: [(AccessibilityAdjustmentDirection) -> Void] = []

  /// Both recognisers' handlers.
  func merged(with other: _GestureRecognizer) -> _GestureRecognizer {
    var copy = self
    copy.taps += other.taps
    copy.locatedTaps += other.locatedTaps
    copy.presses += other.presses
    copy.drags += other.drags
    copy.pinches += other.pinches
    copy.rotations += other.rotations
    copy.adjustments += other.adjustments
    return copy
  }

  var isEmpty: Bool {
    taps.isEmpty && locatedTaps.isEmpty && presses.isEmpty && drags.isEmpty && pinches.isEmpty
      && rotations.isEmpty && adjustments.isEmpty
  }
}

/// A gesture that follows one measure as two fingers move (a pinch's scale, a rotation's angle):
/// its steps, its end, and the gesture's value for a measure, which `onChanged` and `onEnded` get.
struct ContinuousRecognizer {
  var changed: (CGFloat) -> Void = { _ in }
  var ended: (CGFloat) -> Void = { _ in }
  let value: (CGFloat) -> Any

  /// The same recognizer, with an action at each step.
  func changing<V>(with action: @escaping (V) -> Void) -> ContinuousRecognizer {
    var copy = self
    copy.changed = { [changed, value] measure in
      changed(measure)
      if let typed = value(measure) as? V { action(typed) }
    }
    return copy
  }

  /// The same recognizer, with an action at the end.
  func ending<V>(with action: @escaping (V) -> Void) -> ContinuousRecognizer {
    var copy = self
    copy.ended = { [ended, value] measure in
      ended(measure)
      if let typed = value(measure) as? V { action(typed) }
    }
    return copy
  }
}

/// The parts of a view whose gestures take part: its own, its subviews', both or neither.
public struct GestureMask: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates a mask from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Neither.
  public static let none = GestureMask([])
  /// The gesture attached.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// Both gestures' values, each nil until it changed.
  public typealias Value = (first: First.Value?, second: Second.Value?)
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// Two gestures recognised together.
  ///
  /// - Parameters:
  ///   - first: The first gesture.
  ///   - second: The second gesture.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both gestures' handlers.
  public var _recognizer: _GestureRecognizer { first._recognizer.merged(with: second._recognizer) }
}

/// One gesture, or the other if the first does not happen.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// Which gesture happened.
  public typealias Value = Bool
  /// The gesture tried first.
  public var first: First
  /// The gesture tried second.
  public var second: Second

  /// One gesture, or the other.
  ///
  /// - Parameters:
  ///   - first: The gesture tried first.
  ///   - second: The gesture tried second.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both gestures' handlers: a host event matches at most one kind.
  public var _recognizer: _GestureRecognizer { first._recognizer.merged(with: second._recognizer) }
}

/// One gesture, then another once the first has ended (a long press, then a drag).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// The first gesture's value, then both.
  public typealias Value = (first: First.Value, second: Second.Value?)
  /// The gesture that comes first.
  public var first: First
  /// The gesture that comes second.
  public var second: Second

  /// One gesture, then another.
  ///
  /// - Parameters:
  ///   - first: The gesture that comes first.
  ///   - second: The gesture that comes second.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Both gestures' handlers: each host event is one gesture.
  public var _recognizer: _GestureRecognizer { first._recognizer.merged(with: second._recognizer) }
}

/// A gesture that runs an action when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// The base gesture's value.
  public typealias Value = Base.Value
  let recognizer: _GestureRecognizer
  /// The handlers, with the action.
  public var _recognizer: _GestureRecognizer { recognizer }
}

/// A gesture that runs an action as it changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// The base gesture's value.
  public typealias Value = Base.Value
  let recognizer: _GestureRecognizer
  /// The handlers, with the action.
  public var _recognizer: _GestureRecognizer { recognizer }
}

/// A gesture that updates a ``GestureState`` as it changes.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The gesture has no body.
  public typealias Body = Never
  /// The base gesture's value.
  public typealias Value = Base.Value
  let recognizer: _GestureRecognizer
  /// The handlers, with the update.
  public var _recognizer: _GestureRecognizer { recognizer }
}

extension Gesture {
  /// Runs an action when the gesture ends: a tap's taps, a long enough press, a drag letting go.
  ///
  /// - Parameter action: Told the gesture's last value.
  /// - Returns: The gesture with the action.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(recognizer: _recognizer.ending(with: action))
  }

  /// This gesture and another, recognised together.
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: Both together.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// This gesture, then the other once it has ended.
  ///
  /// - Parameter other: The gesture that follows.
  /// - Returns: The sequence.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or the other if it does not happen.
  ///
  /// - Parameter other: The other gesture.
  /// - Returns: One or the other.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  /// Runs an action as the gesture changes: at each step of a drag, as a press starts.
  ///
  /// - Parameter action: Told the gesture's value.
  /// - Returns: The gesture with the action.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(recognizer: _recognizer.changing(with: action))
  }
}

extension View {
  /// Attaches a gesture to the view.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whose gestures take part; accepted.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(ElementModifier.gesture(gesture, including: mask))
  }

  /// Attaches a gesture that is recognised along with the view's other gestures.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whose gestures take part; accepted.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(ElementModifier.gesture(gesture, including: mask))
  }

  /// Attaches a gesture that takes precedence over the gestures of the view's subviews.
  ///
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whose gestures take part; accepted.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(ElementModifier.highPriorityGesture(gesture))
  }

  /// Runs an action when the view is pressed and held.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the finger may move; accepted.
  ///   - action: What to do once the press has lasted long enough.
  ///   - onPressingChanged: Told true as the press starts and false as it ends.
  /// - Returns: The view with the gesture.
  @inlinable
  public consuming func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      ElementModifier.onLongPressGesture(
        minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
        onPressingChanged: onPressingChanged))
  }

  /// Runs an action when the view is pressed and held, in iOS 13's order of arguments.
  ///
  /// - Parameters:
  ///   - minimumDuration: How long the press must last, in seconds.
  ///   - maximumDistance: How far the finger may move; accepted.
  ///   - pressing: Told true as the press starts and false as it ends.
  ///   - action: What to do once the press has lasted long enough.
  /// - Returns: The view with the gesture.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
  )
  // Disfavoured: the iOS availability above does not rank it below the current form on Linux, and
  // `onLongPressGesture { … }` would match both.
  @_disfavoredOverload
  @inlinable
  public consuming func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> some View {
    modifier(
      ElementModifier.onLongPressGesture(
        minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
        onPressingChanged: pressing))
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension ElementModifier {
  @usableFromInline
  static func highPriorityGesture<T: Gesture>(_ gesture: T) -> ElementModifier {
    let recognizer = gesture._recognizer
    return .traits { traits in
      traits.gestures = traits.gestures.merged(with: recognizer)
      traits.gesturesTakePriority = true
    }
  }

  @usableFromInline
  static func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask) -> ElementModifier {
    let recognizer = gesture._recognizer
    return .traits { $0.gestures = $0.gestures.merged(with: recognizer) }
  }

  @usableFromInline
  static func onLongPressGesture(
    minimumDuration: Double, maximumDistance: CGFloat, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)?
  ) -> ElementModifier {
    var gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
      ._recognizer
    gesture.presses = gesture.presses.map { press in
      (press.minimumDuration, { finished in if finished { action() } })
    }
    // As on iOS, the press is told it started and ended before a long enough press runs the action.
    if let onPressingChanged {
      gesture.presses.insert(
        (
          0,
          { _ in
            onPressingChanged(true)
            onPressingChanged(false)
          }
        ), at: 0)
    }
    return .traits { $0.gestures = $0.gestures.merged(with: gesture) }
  }
}
