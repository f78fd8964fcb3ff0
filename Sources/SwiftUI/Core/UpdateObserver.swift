/// A step of an update, told as it happens to whoever observes a host's updates
/// (``GraphHost/updateObserver``): a profiler that splits an interaction's cost among the phases of
/// its updates and the views whose content they resolve (`trips-bench --profile-views`).
package enum UpdateEvent {
  /// The update enters a phase.
  case phase(UpdatePhase)
  /// A view's content starts resolving. Contents nest: a view's content resolves its children's.
  ///
  /// - Parameters:
  ///   - type: The view's type (the runtime's own roots around content, such as a tab's or a
  ///     presentation's, appear as `ContentRoot<…>`).
  ///   - bodyRuns: Whether the view's body runs; false for a content resolved again around a child
  ///     that changed, with its body as it was.
  case contentBegan(type: Any.Type, bodyRuns: Bool)
  /// The content that began last is resolved.
  case contentEnded
  /// The update is over: what runs next is outside the host until its next event or update.
  case updateFinished
}

/// The phases of a host's update, in order: the event that asks for it, if any, then the last four
/// once for each pass.
package enum UpdatePhase: String, Sendable {
  /// The event the host handles before it updates: a tap's action, the typing into a field, and
  /// what they write.
  case event
  /// Resolving the tree from its root: bodies and primitives.
  case resolve
  /// Laying out the screen (and resolving the contents kept apart, such as a tab's, as it reaches
  /// them).
  case place
  /// Removing what left the tree.
  case sweep
  /// Running the actions the pass queued (`onChange`, `onAppear`, `onDismiss`).
  case actions
}
