/// Whether a view's content is being edited. A list in edit mode shows a delete control before each
/// row that has `onDelete` and a reorder control after each row that has `onMove`.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment, as a swipe to delete does.
  case transient
  /// Editing.
  case active

  /// Whether this is a mode of editing: `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views here, as a binding that `EditButton` and lists share. A scene and
  /// each screen of a navigation stack have their own; `.environment(\.editMode, $mode)` gives your
  /// own state instead.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns the edit mode of its environment on (Edit) and off (Done).
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an Edit button.
  public init() {}

  /// The button: Edit while not editing, Done while editing.
  public var body: some View {
    // Reading the mode through its binding makes this body follow it.
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}

/// The edit mode a scene or a screen of a stack gives its views when the app gives none: state the
/// runtime keeps, whose writes update the views that read it.
@MainActor
final class EditModeStorage {
  let binding: Binding<EditMode>

  init(host: GraphHost) {
    let box = StateBox(EditMode.inactive)
    box.host = host
    binding = Binding(location: RuntimeEditModeLocation(box: box))
  }

  /// Whether an environment's edit mode is one the app did not give: none, or one of the runtime's.
  static func isRuntimeOwned(_ editMode: Binding<EditMode>?) -> Bool {
    guard let editMode else { return true }
    return editMode.location is RuntimeEditModeLocation
  }
}

/// The location of an edit mode the runtime keeps: state, told apart from the app's own.
final class RuntimeEditModeLocation: Location<EditMode>, @unchecked Sendable {
  let box: StateBox<EditMode>

  init(box: StateBox<EditMode>) {
    self.box = box
    super.init(identity: LocationIdentity(root: ObjectIdentifier(box), path: []))
  }

  override func get() -> EditMode { box.readCurrent() }
  override func set(_ value: EditMode) { box.write(value) }
  override var readsAreTracked: Bool { true }
  override var readsObservableObjects: Bool { false }
}
