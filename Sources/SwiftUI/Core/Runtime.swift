/// Where the runtime is in its cycle. The runtime runs on the main thread only; these flags are read by
/// property wrappers that SwiftUI declares nonisolated, so they are plain globals.
enum Runtime {
  /// True while the runtime evaluates bodies and resolves views (SwiftUI's "view update").
  nonisolated(unsafe) static var isUpdating = false
  /// The view whose body is running now, if any: reads of state are recorded against it.
  nonisolated(unsafe) static var evaluatingNode: ViewNode?
  /// Which body is running now (0 for none): a number of its own for each evaluation of a body, so
  /// that a value read several times by one body can be read once (``ObjectLocation``).
  nonisolated(unsafe) static var bodyRun = 0
  /// How many bodies have run, the next ``bodyRun``'s source.
  nonisolated(unsafe) static var bodyRuns = 0
  /// The host that is updating or handling an event now: `print` and the log reach it, and UIKit's
  /// names (`UIDevice.current`, `UIScreen.main`) answer from it.
  nonisolated(unsafe) static var activeHost: GraphHost?
  /// How many hosts have an update observer (``GraphHost/updateObserver``): one global to check as
  /// each content resolves, rather than each host's closure.
  nonisolated(unsafe) static var observedHosts = 0
  /// While the screen under the presentations is laid out: where the bindings that layout reads
  /// record their values (see ``KeptScene``).
  nonisolated(unsafe) static var layoutReads: LayoutReads?
  /// What the state read now is read for, besides any body or content: a `ForEach`'s kept rows
  /// while its closure makes a row (see ``StateReadListener``).
  nonisolated(unsafe) static var stateReadListener: StateReadListener?
}

/// Told when a state it read changes: what keeps results made by an app's closure outside any body,
/// which neither a body's dependency nor the content holding it would make again (a `ForEach`'s
/// rows, kept while its value is the same).
protocol StateReadListener: AnyObject {
  /// A state read while this listened changed.
  @MainActor func stateDidChange()
}
