import Foundation

/// Where a scene is in its life: in front and taking events, visible but not taking them (an
/// incoming call, the app switcher), or in the background.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// .onChange(of: scenePhase) { _, phase in if phase == .inactive { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// In the background: not visible.
  case background
  /// Visible, not taking events.
  case inactive
  /// In front, taking events.
  case active
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene the view is in; `.active` while the host shows it.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

extension GraphHost {
  /// Moves the scene to a phase one step at a time, as iOS does (active, inactive, background), so
  /// that the app sees each phase in its environment and UIKit's notifications for each step.
  ///
  /// - Parameter phase: The phase to end in.
  package func moveScene(to phase: ScenePhase) {
    while scenePhase != phase {
      let next: ScenePhase
      switch (scenePhase, phase) {
      case (.active, _), (.background, _): next = .inactive
      case (.inactive, let target): next = target
      }
      let notification = Self.notification(from: scenePhase, to: next)
      perform {
        scenePhase = next
        NotificationCenter.default.post(name: notification, object: UIApplication.shared)
      }
    }
  }

  private static func notification(from old: ScenePhase, to new: ScenePhase) -> Notification.Name {
    switch (old, new) {
    case (.active, _): return UIApplication.willResignActiveNotification
    case (_, .background): return UIApplication.didEnterBackgroundNotification
    case (.background, _): return UIApplication.willEnterForegroundNotification
    default: return UIApplication.didBecomeActiveNotification
    }
  }
}
