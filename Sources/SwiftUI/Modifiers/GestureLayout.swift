import Foundation

extension ScreenBuilder {
  /// How far a host's swipe moves a drag gesture, in points.
  nonisolated static let swipeDistance: CGFloat = 120

  /// Gives the nodes an element made the actions of its gestures: taps, double taps, presses and
  /// swipes, where a node inside has none of its own (or the gestures take priority).
  mutating func attachGestures(of element: Element, to nodes: [ScreenNode]) {
    if let onTap = element.traits.onTap {
      // `onTapGesture`: what the view shows answers a tap it has none of its own for (a text, an
      // image, every part of an `HStack` row, but not a button inside it).
      for node in nodes {
        setActions(node) { actions in
          if actions.tap == nil { actions.tap = onTap }
        }
      }
    }
    let recognizer = element.traits.gestures
    guard !recognizer.isEmpty else { return }
    let wins = element.traits.gesturesTakePriority
    let singles = recognizer.taps.filter { $0.count == 1 }.map(\.action)
    let doubles = recognizer.taps.filter { $0.count >= 2 }.map(\.action)
    let presses = recognizer.presses
    for node in nodes {
      let size = node.frame.size
      let singles =
        singles + recognizer.locatedTaps.filter { $0.count == 1 }.map { tap in { tap.action(size) } }
      let doubles =
        doubles + recognizer.locatedTaps.filter { $0.count >= 2 }.map { tap in { tap.action(size) } }
      let drags = Self.swipes(recognizer.drags, in: node.frame)
      setActions(node) { actions in
        if !singles.isEmpty, wins || actions.tap == nil {
          actions.tap = { for action in singles { action() } }
        }
        if !doubles.isEmpty, wins || actions.doubleTap == nil {
          actions.doubleTap = { for action in doubles { action() } }
        }
        if !presses.isEmpty, wins || actions.longPress == nil {
          let press = { (duration: TimeInterval) in
            for press in presses { press.action(duration >= press.minimumDuration) }
          }
          actions.longPressFor = press
          actions.longPress = { press(1) }
        }
        if let pinch = Self.continuous(recognizer.pinches, from: 1), wins || actions.pinch == nil {
          actions.pinch = pinch
        }
        if let rotate = Self.continuous(recognizer.rotations, from: 0), wins || actions.rotate == nil {
          actions.rotate = rotate
        }
        let adjustments = recognizer.adjustments
        if !adjustments.isEmpty, wins || actions.increment == nil {
          actions.increment = { for adjust in adjustments { adjust(.increment) } }
          actions.decrement = { for adjust in adjustments { adjust(.decrement) } }
        }
        guard let drags else { return }
        if wins || actions.swipeLeft == nil { actions.swipeLeft = { drags(CGSize(width: -1, height: 0)) } }
        if wins || actions.swipeRight == nil { actions.swipeRight = { drags(CGSize(width: 1, height: 0)) } }
        if wins || actions.swipeUp == nil { actions.swipeUp = { drags(CGSize(width: 0, height: -1)) } }
        if wins || actions.swipeDown == nil { actions.swipeDown = { drags(CGSize(width: 0, height: 1)) } }
      }
    }
  }

  /// Two fingers moving to a measure (a scale, an angle) as a gesture's steps: half way from where
  /// it starts, then all the way, then the end.
  private static func continuous(_ recognizers: [ContinuousRecognizer], from start: CGFloat)
    -> ((CGFloat) -> Void)?
  {
    guard !recognizers.isEmpty else { return nil }
    return { measure in
      for recognizer in recognizers { recognizer.changed(start + (measure - start) / 2) }
      for recognizer in recognizers { recognizer.changed(measure) }
      for recognizer in recognizers { recognizer.ended(measure) }
    }
  }

  /// A swipe along a direction as a drag over a node: from its centre, half way, then the whole
  /// distance, then the end.
  private static func swipes(
    _ drags: [(changed: (DragGesture.Value) -> Void, ended: (DragGesture.Value) -> Void)],
    in frame: CGRect
  ) -> ((CGSize) -> Void)? {
    guard !drags.isEmpty else { return nil }
    return { direction in
      let start = CGPoint(x: frame.width / 2, y: frame.height / 2)
      let now = Date()
      func value(_ fraction: CGFloat) -> DragGesture.Value {
        let distance = swipeDistance * fraction
        return DragGesture.Value(
          time: now.addingTimeInterval(0.1 * fraction),
          location: CGPoint(
            x: start.x + direction.width * distance, y: start.y + direction.height * distance),
          startLocation: start,
          velocity: CGSize(
            width: direction.width * swipeDistance * 5, height: direction.height * swipeDistance * 5))
      }
      for drag in drags { drag.changed(value(0.5)) }
      for drag in drags { drag.changed(value(1)) }
      for drag in drags { drag.ended(value(1)) }
    }
  }
}
