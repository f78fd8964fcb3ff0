import Foundation
import SwiftUI

/// Runs an app built on `SwiftUI` in a terminal.
///
/// ```swift
/// import SwiftUI
/// import SwiftUITerminal
///
/// exit(TerminalHost.run { ContentView() })
/// ```
///
/// The command line chooses the device (`--device iphone|ipad|mac|fold`, `--landscape`), or asks for
/// one frame as text (`snapshot`), or the help (`--help`). An app adds its own options with
/// ``TerminalOption``, or parses with ``TerminalConfiguration/parse(_:options:acceptsArguments:defaultDevice:)``
/// and reads the words it left in ``TerminalConfiguration/arguments`` before calling
/// ``run(_:links:content:)``.
public enum TerminalHost {
  /// Parses the command line, then runs the app: interactively, as a snapshot, or shows the help.
  /// Returns the process's exit status (0, or 2 for a command-line mistake).
  @MainActor
  public static func run<Content: View>(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()), options: [TerminalOption] = [],
    defaultDevice: TerminalConfiguration.Device = .iphone, @ViewBuilder content: () -> Content
  ) -> Int32 {
    let configuration: TerminalConfiguration
    do {
      configuration = try TerminalConfiguration.parse(
        arguments, options: options, defaultDevice: defaultDevice)
    } catch {
      writeError("\(programName): \(error.description)\nTry “\(programName) --help”.\n")
      return 2
    }
    if configuration.command == .help {
      writeOutput(TerminalConfiguration.usage(programName: programName, options: options) + "\n")
      return 0
    }
    return run(configuration, content: content)
  }

  /// Parses the command line, then runs an `App`: the content of its first window group.
  @MainActor
  public static func run<A: App>(
    app: A.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    options: [TerminalOption] = []
  ) -> Int32 {
    let root = SwiftUI.rootView(of: app.init()) ?? AnyView(EmptyView())
    return run(arguments: arguments, options: options) { root }
  }

  /// Runs the app as a configuration says. Returns the process's exit status.
  ///
  /// - Parameters:
  ///   - configuration: What the command line asked for.
  ///   - links: Where links come from while the app runs interactively; each one is delivered to the
  ///     app's `onOpenURL` handlers, as a link opened on iOS reaches the running app.
  ///   - content: The app.
  @MainActor
  public static func run<Content: View>(
    _ configuration: TerminalConfiguration, links: TerminalLinkSource? = nil,
    @ViewBuilder content: () -> Content
  ) -> Int32 {
    switch configuration.command {
    case .help:
      writeOutput(TerminalConfiguration.usage(programName: programName) + "\n")
      return 0
    case .resetTerminal:
      return resetTerminal()
    case .snapshot(let columns, let rows):
      let host = GraphHost(geometry: geometry(for: configuration), content: content)
      let text = snapshot(host: host, configuration: configuration, columns: columns, rows: rows)
      writeOutput(text + "\n")
      return 0
    case .run:
      if let refusal = refusal(for: configuration) {
        writeError(refusal)
        return 1
      }
      let host = GraphHost(geometry: geometry(for: configuration), content: content)
      let loop = TerminalRunLoop(host: host, configuration: configuration, links: links)
      return withExtendedLifetime(loop) { loop.run() }
    }
  }

  /// Repairs the terminal a killed app left changed (`--reset-terminal`): cooked mode, the main
  /// screen, the cursor shown, the mouse no longer reported. Returns the exit status, 0.
  @MainActor
  public static func resetTerminal() -> Int32 {
    if TerminalRepair.reset() { writeError("\(programName): the terminal is reset.\n") }
    return 0
  }

  /// Files the app removes itself when it ends (a lock file, a pipe), to be removed also when a signal
  /// ends it (SIGTERM, SIGHUP as its terminal closes, a crash), which leaves it no time to. Each call
  /// replaces the list; call it with none before the app removes or gives up the files itself, so that
  /// a late signal never removes a file that is no longer the app's.
  ///
  /// - Parameter paths: Up to 8 files, removed with `unlink` from the signal handler.
  @MainActor
  public static func removeOnSignal(_ paths: [String]) {
    SignalHandlers.removeOnSignal(paths)
  }

  /// Why the configuration cannot run here, as a message that says what to do instead; nil when it can.
  /// `run` refuses with this message and exit status 1. An app that prepares anything on the way to
  /// running (takes a lock, opens files) asks first, so that a refusal leaves nothing behind.
  ///
  /// Running interactively needs standard input and output on a terminal, and a `TERM` the host can
  /// drive (see ``TerminalCapabilities``); `snapshot` and `--help` need neither.
  @MainActor
  public static func refusal(for configuration: TerminalConfiguration) -> String? {
    guard configuration.command == .run else { return nil }
    guard TerminalDevice.isInteractive else {
      return "\(programName): standard input and output must be a terminal to run interactively.\n"
        + "To print one frame as text instead, use “\(programName) snapshot” (see --help).\n"
    }
    if let problem = configuration.terminal.problem {
      return "\(programName) needs a terminal that can move the cursor (\(problem)); run "
        + "“\(programName) snapshot” for a text frame, or set TERM=xterm-256color.\n"
    }
    return nil
  }

  /// The scene geometry for a configuration's device and orientation.
  ///
  /// - Parameter configuration: What the command line asked for.
  /// - Returns: The device's profile, held as the configuration says, at its own size.
  package static func geometry(for configuration: TerminalConfiguration) -> SceneGeometry {
    let profile: DeviceProfile
    switch configuration.device {
    case .iphone: profile = .iPhone17
    case .ipad: profile = .iPadAir11
    case .mac: profile = .mac
    case .fold: profile = .iPhoneFold
    }
    return SceneGeometry(device: profile, orientation: configuration.isLandscape ? .landscape : .portrait)
  }

  /// One frame as plain text, after pressing the configuration's keys.
  ///
  /// - Parameters:
  ///   - host: The app's host.
  ///   - configuration: What the command line asked for: the device, the keys, the tree.
  ///   - columns: The terminal's width in cells; the device's frame when nil.
  ///   - rows: The terminal's height in cells; the device's frame when nil.
  /// - Returns: The frame's text, and the element tree after it when `--tree` asked for it.
  @MainActor
  package static func snapshot(
    host: GraphHost, configuration: TerminalConfiguration, columns: Int?, rows: Int?
  ) -> String {
    let mode: TerminalLayout.Mode = configuration.device == .mac ? .window : .device
    let device = CellMetrics.size(of: host.geometry.size)
    let size: (columns: Int, rows: Int)
    switch mode {
    case .window: size = (columns ?? 120, rows ?? 35)
    case .device: size = (columns ?? device.columns + 2, rows ?? device.rows + 3)
    }
    let session = TerminalSession(host: host, mode: mode, terminalSize: size, usesColor: false)
    press(configuration.keys, in: session)
    var text = session.renderText()
    if configuration.printsTree {
      text += "\n\n" + ScreenTree.text(session.screen, focusedID: session.focused?.node.id)
    }
    return text
  }

  /// The screen a snapshot drawn another way shows (its outline as text, its picture as SVG): the app
  /// on the configuration's device at the device's own size, after pressing the configuration's keys.
  ///
  /// - Parameters:
  ///   - host: The app's host.
  ///   - configuration: What the command line asked for: the keys to press first.
  /// - Returns: The screen, up to date.
  @MainActor
  package static func snapshotScreen(host: GraphHost, configuration: TerminalConfiguration) -> Screen {
    let device = CellMetrics.size(of: host.geometry.size)
    let session = TerminalSession(
      host: host, mode: .device, terminalSize: (device.columns + 2, device.rows + 3), usesColor: false)
    press(configuration.keys, in: session)
    return session.screen
  }

  /// Presses `--keys` text in a session.
  @MainActor
  private static func press(_ keys: String?, in session: TerminalSession) {
    guard let keys else { return }
    var decoder = KeyDecoder()
    session.handle(decoder.feed(KeyEscapes.bytes(keys)) + decoder.flush())
  }

  static var programName: String {
    (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
  }

  static func writeOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// `--keys` text: `\t` Tab, `\r` or `\n` Enter, `\e` Escape, `\\` a backslash, `\xHH` any byte.
enum KeyEscapes {
  static func bytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "\\"), let next = iterator.next() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"), UInt8(ascii: "n"): bytes.append(0x0D)
      case UInt8(ascii: "e"): bytes.append(0x1B)
      case UInt8(ascii: "x"):
        let digits = [iterator.next(), iterator.next()].compactMap { $0 }
        if let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) { bytes.append(value) }
      default: bytes.append(next)
      }
    }
    return bytes
  }
}
