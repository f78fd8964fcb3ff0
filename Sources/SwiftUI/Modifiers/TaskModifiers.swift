extension View {
  /// Adds an asynchronous task to perform before this view appears; SwiftUI cancels it when the view
  /// disappears.
  ///
  /// ```swift
  /// List(trips) { TripRow(trip: $0) }
  ///   .task { await store.refresh() }
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name for the task, for tools.
  ///   - priority: The task's priority.
  ///   - file: Where the modifier is, for the task's default name.
  ///   - line: Where the modifier is, for the task's default name.
  ///   - action: The work; it inherits the caller's isolation (the main actor, in a view).
  /// - Returns: The view, with the task.
  @inlinable
  public consuming func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier<TaskID>.task(priority: priority, action))
  }

  /// Adds a task to perform before this view appears or when a specified value changes: a change
  /// cancels the running task and starts another.
  ///
  /// - Parameters:
  ///   - id: The value to observe for changes.
  ///   - name: A name for the task, for tools.
  ///   - priority: The task's priority.
  ///   - file: Where the modifier is, for the task's default name.
  ///   - line: Where the modifier is, for the task's default name.
  ///   - action: The work.
  /// - Returns: The view, with the task.
  @inlinable
  public consuming func task<T: Equatable>(
    id: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier.task(id: id, priority: priority, action))
  }
}

/// The identity of a task without an `id`: one per appearance.
@usableFromInline
enum TaskID: Equatable {
  case once
}

/// Unconstrained, a modifier only where its identity is equatable: a requirement on a parameter is
/// checked, a scan of every conformance in the process, for each new type it is given
/// (docs/ARCHITECTURE.md), and the identities an app gives are mostly of its own types.
@usableFromInline
struct TaskModifier<ID> {
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void

  init(id: ID, priority: TaskPriority, action: sending @escaping @isolated(any) () async -> Void) {
    self.id = id
    self.priority = priority
    self.action = action
  }
}

extension TaskModifier: ViewModifier, PrimitiveModifier where ID: Equatable {
  @usableFromInline static var _runtimeModifier: _RuntimeModifier? { _RuntimeModifier(Self.self) }
  @usableFromInline typealias Body = Never

  /// The running task of one view, cancelled when the view leaves the tree.
  final class Running: PrimitiveState {
    var id: ID?
    var task: Task<Void, Never>?

    override func didDisappear(host: GraphHost) { task?.cancel() }
    override func release() {
      task?.cancel()
      task = nil
    }
  }

  func resolve(in context: ResolveContext, content: (ResolveContext) -> [Element]) -> [Element] {
    let running = context.genericPrimitiveState { Running() }
    if running.task == nil || running.id != id {
      running.task?.cancel()
      running.id = id
      nonisolated(unsafe) let action = self.action
      running.task = Task(priority: priority) { await action() }
    }
    return content(context)
  }
}

// The modifiers above, made apart from the view they modify (see ``ElementModifier``).
extension TaskModifier where ID == TaskID {
  @usableFromInline
  static func task(priority: TaskPriority, _ action: sending @escaping @isolated(any) () async -> Void)
    -> TaskModifier
  {
    TaskModifier(id: .once, priority: priority, action: action)
  }
}

extension TaskModifier {
  @usableFromInline
  static func task(
    id: ID, priority: TaskPriority, _ action: sending @escaping @isolated(any) () async -> Void
  ) -> TaskModifier {
    TaskModifier(id: id, priority: priority, action: action)
  }
}
