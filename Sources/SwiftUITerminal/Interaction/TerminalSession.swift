import SwiftUI

/// One run of an app in the terminal, independent of any real terminal: it owns the app's
/// ``GraphHost``, the keyboard focus and the layout, turns keys into what a person does to the app,
/// and draws frames. The run loop feeds it bytes and writes its frames; tests drive it directly.
@MainActor
package final class TerminalSession {
  /// The app.
  package let host: GraphHost
  /// A device of fixed size, or a Mac window that follows the terminal.
  package let mode: TerminalLayout.Mode
  /// The terminal's size in cells.
  package private(set) var terminalSize: (columns: Int, rows: Int)
  /// Where the app's screen is on the terminal.
  package private(set) var layout: TerminalLayout
  /// Set when the person asked to quit.
  package private(set) var wantsQuit = false
  /// Whether the key help is shown over the app.
  package var showsHelp = false
  /// Whether the runtime's notes on the app's code (its diagnostics) are shown over the app.
  package var showsNotes = false
  /// A message for the status line, until the next key.
  package var message: String?

  private var composer: FrameComposer
  var tracker = FocusTracker()
  /// Where the caret is in the focused text field, once a key moved it from the end.
  var caret: TextCaret?
  /// The letters typed since a letter that is no command, while nothing takes text: a word being
  /// typed in the wrong place, whose letters are therefore not commands either.
  var typingRun: String?
  /// Set by `q` over unsaved edits: the next `q` quits, any other key stays.
  var isConfirmingQuit = false
  private var cachedFocusables: [Focusable] = []
  private var cachedVersion = -1
  private var cachedContext: FocusContext?
  private var resolvedContext: FocusContext?
  private var seenConsole = 0
  private var seenLog = 0

  /// A session for an app's host, on a terminal of a size.
  package init(
    host: GraphHost, mode: TerminalLayout.Mode, terminalSize: (columns: Int, rows: Int), usesColor: Bool
  ) {
    self.host = host
    self.mode = mode
    self.terminalSize = terminalSize
    composer = FrameComposer(palette: Palette(usesColor: usesColor))
    layout = TerminalLayout(
      mode: mode, terminal: terminalSize, device: CellMetrics.size(of: host.geometry.size), focus: nil)
    applyWindowSize()
    host.updateIfNeeded()
    seenConsole = host.console.count
    seenLog = host.log.count
  }

  // MARK: Size

  /// Follows a new terminal size: a Mac window takes it (and the app lays out again); a device is
  /// centred again. Any size is accepted, from 0 x 0 up.
  package func resize(columns: Int, rows: Int) {
    terminalSize = (max(0, columns), max(0, rows))
    applyWindowSize()
  }

  private func applyWindowSize() {
    guard mode == .window else { return }
    // The app never gets a window too small to lay out; the terminal shows what fits.
    let columns = min(max(terminalSize.columns, 30), 2000)
    let rows = min(max(terminalSize.rows, 10), 1000)
    let size = CGSize(
      width: CGFloat(columns) * CellMetrics.columnWidth, height: CGFloat(rows) * CellMetrics.rowHeight)
    if host.geometry.windowSize != size { host.geometry.windowSize = size }
  }

  // MARK: Screen and focus

  /// The app's screen, up to date.
  package var screen: Screen {
    host.updateIfNeeded()
    return host.screen
  }

  /// The elements the keyboard can reach now, in order.
  package var focusables: [Focusable] {
    host.updateIfNeeded()
    if cachedVersion != host.metrics.updates {
      cachedFocusables = FocusOrder.focusables(in: host.screen)
      cachedContext = FocusContext(host.screen)
      cachedVersion = host.metrics.updates
    }
    return cachedFocusables
  }

  /// The focused element, if anything can be focused. When the focused element is gone, a step
  /// forward (a push, a sheet) focuses the new screen's first control; a step back returns the focus
  /// to where it was on the screen shown again.
  package var focused: Focusable? {
    let all = focusables
    let context = cachedContext
    let isForward = resolvedContext.map { context?.isForward(from: $0) ?? false } ?? false
    resolvedContext = context
    guard let index = tracker.resolve(in: all, restoringHistory: !isForward) else { return nil }
    return all[index]
  }

  /// Moves the focus to an element, or to the reachable element holding it (the row a link is in).
  package func focus(_ node: ScreenNode) {
    let all = focusables
    if let focusable = all.first(where: { $0.node.id == node.id })
      ?? all.first(where: { $0.node.role == .cell && $0.node.containsDescendant { $0.id == node.id } })
    {
      tracker.focus(focusable)
      caret = nil
    }
  }

  // MARK: Frames

  /// The last frame drawn by ``render()``.
  package var frame: CellGrid { composer.grid }

  /// Draws a frame of the app as it is now.
  @discardableResult
  package func render() -> CellGrid {
    let screen = self.screen
    let focused = self.focused
    let device = CellMetrics.size(of: host.geometry.size)
    let focusedID = focused?.node.id
    composer.paintDevice(
      screen.root, geometry: host.geometry, size: device, focusedID: focusedID,
      caretFromEnd: focused.map(caretFromEnd(in:)) ?? 0)
    let painted = composer.device
    layout = TerminalLayout(
      mode: mode, terminal: terminalSize, device: device,
      focus: focused.map { CellMetrics.rect($0.node.frame) },
      previousScroll: layout.scroll, blank: { painted.isBlank(row: $0) }, pinned: PinnedRows.of(screen))
    let status = StatusLine(
      focus: focused.map { Self.describe($0.node) } ?? "", message: message, notes: host.diagnostics.count,
      canRotate: mode == .device)
    composer.compose(geometry: host.geometry, layout: layout, status: status)
    if showsHelp { composer.drawHelp(canRotate: mode == .device) }
    if showsNotes { composer.drawNotes(host.diagnostics) }
    return composer.grid
  }

  /// The frame as plain text, as `snapshot` prints it.
  package func renderText() -> String {
    render().text
  }

  /// A short description of an element for the status line, such as `button “Save”`.
  static func describe(_ node: ScreenNode) -> String {
    var text = "▸ \(roleName(node)) “\(node.label)”"
    if node.isSelected { text += " (selected)" }
    switch node.role {
    case .textField, .searchField, .secureTextField, .textView: text += " — type to edit"
    case .stepper: text += " — + / − to change"
    case .slider, .pickerWheel, .datePicker, .colorWell: text += " \(node.value ?? "") — + / − to change"
    case .toggle: text += node.value == "1" ? " on" : " off"
    case .cell where !node.marks.contains(.inert): break
    default: break
    }
    return text
  }

  /// What a person calls an element: a row, a text field, a switch, a stepper.
  static func roleName(_ node: ScreenNode) -> String {
    switch node.role {
    case .cell: "row"
    case .textField, .searchField: "text field"
    case .secureTextField: "secure field"
    case .textView: "text view"
    case .toggle: "switch"
    case .staticText: "text"
    default: node.role.rawValue
    }
  }

  /// Notes what the app printed or the runtime logged since the last look, for the status line.
  func collectMessages() {
    let console = host.console
    let log = host.log
    if console.count > seenConsole, let last = console.last { message = "› " + last }
    if log.count > seenLog, let last = log.last {
      message = "⚠ " + last.split(separator: "\n").first.map(String.init)!
    }
    seenConsole = console.count
    seenLog = log.count
  }

  /// Runs an action on the app and updates it.
  func perform(_ action: () -> Void) {
    let focusedBefore = appFocusedNodeLabel
    host.perform(action)
    followAppFocus(changedFrom: focusedBefore)
  }

  /// The field the app's `FocusState` says has the focus, by label, if any.
  private var appFocusedNodeLabel: String? {
    screen.firstNode { $0.marks.contains(.focused) && $0.isHittable }?.label
  }

  /// When an action moved the app's focus (`field = .country`), the keyboard focus follows it.
  private func followAppFocus(changedFrom before: String?) {
    guard let node = screen.firstNode(where: { $0.marks.contains(.focused) && $0.isHittable }),
      node.label != before
    else { return }
    focus(node)
  }

  /// Asks to quit.
  func quit() {
    wantsQuit = true
  }
}
