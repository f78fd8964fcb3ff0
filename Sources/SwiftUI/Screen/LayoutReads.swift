/// What laying out the screen under the presentations read besides its elements, recorded as it was
/// read, so that a later update can tell whether that layout still holds (see ``KeptScene``).
///
/// A body's reads are tracked by the views that made them, and so are a primitive's as it resolves:
/// a change to one drops kept content, which the host notes. What only layout reads is not: a
/// binding read as a container is placed (a tab view's selection, a search field's text, a split
/// view's selection noticed), a scroll offset. Each such read is recorded here with the value it
/// saw, and compared with the value of now before the layout is replayed. Content whose placement
/// reads what cannot be recorded (a text field's text and focus, a geometry reader's closure, a
/// volatile boundary) makes the record incomplete, and the layout is never replayed.
///
/// One record for a host's life, emptied as each layout afresh begins: most layouts are not
/// replayed, and a record made for each would cost its allocations at every update.
///
/// Written by a binding's getter, which is not isolated, while the main actor lays the screen out.
final class LayoutReads: @unchecked Sendable {
  /// Whether each binding's value is still the one the layout read.
  @exclusivity(unchecked) nonisolated(unsafe) private var checks: [@MainActor () -> Bool] = []
  /// The scroll offsets read, with whether a `ScrollViewReader` had the container note its views.
  @exclusivity(unchecked) nonisolated(unsafe) private var scrolls: [ScrollRead] = []
  /// The locations of the bindings read so far: a binding read several times is recorded once.
  @exclusivity(unchecked) nonisolated(unsafe) private var locations: [ObjectIdentifier] = []
  /// False once the layout read something that is not recorded.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) var isComplete = true

  private struct ScrollRead {
    let state: ScrollState
    let offset: CGFloat
    let isScrollTarget: Bool
  }

  /// Empties the record for a layout that begins.
  func reset() {
    checks.removeAll(keepingCapacity: true)
    scrolls.removeAll(keepingCapacity: true)
    locations.removeAll(keepingCapacity: true)
    isComplete = true
  }

  /// Notes that the layout read what cannot be recorded.
  func markIncomplete() {
    isComplete = false
  }

  /// Reads a binding's value for layout, recording what was read.
  ///
  /// - Parameter location: Where the binding reads.
  /// - Returns: The value.
  func read<Value>(_ location: Location<Value>) -> Value {
    let value = location.get()
    let key = ObjectIdentifier(location)
    if !locations.contains(key) {
      locations.append(key)
      // Compared as a view's inputs are: a value that cannot be compared counts as changed.
      nonisolated(unsafe) let value = value
      checks.append { ValueComparison.isEqual(location.get(), value) }
    }
    return value
  }

  /// Records a scroll offset the layout read.
  ///
  /// - Parameter state: The scrolling container's state.
  @MainActor func noteScroll(_ state: ScrollState) {
    scrolls.append(ScrollRead(state: state, offset: state.offset, isScrollTarget: state.isScrollTarget))
  }

  /// Whether every value recorded is still the one the layout read.
  @MainActor var areCurrent: Bool {
    for read in scrolls
    where read.state.offset != read.offset || read.state.isScrollTarget != read.isScrollTarget {
      return false
    }
    for check in checks where !check() { return false }
    return true
  }
}
