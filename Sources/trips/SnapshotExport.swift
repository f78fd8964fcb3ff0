import Foundation
import ScreenRendering
import SwiftUI
import SwiftUITerminal

/// `trips snapshot --format terminal|text|svg [--output FILE]`: one screen of the app (the first, or
/// the one `--open` and `--keys` lead to) as the terminal draws it, as the test host's text outline,
/// or as an SVG picture in the device's outline; printed, or written to a file.
enum SnapshotExport {
  /// How the snapshot is drawn.
  enum Format: String, CaseIterable {
    /// The terminal's frame in plain text, as `trips snapshot` has always printed.
    case terminal
    /// The screen's outline, one element a line: what a `.text` snapshot test records.
    case text
    /// A picture of the screen in its device: what a `.svg` snapshot test records.
    case svg
  }

  /// The options `snapshot` adds to the command line, which set the launch options' format and output.
  ///
  /// - Parameter launchOptions: Where the values go.
  /// - Returns: `--format` and `--output`.
  @MainActor
  static func options(setting launchOptions: LaunchOptions) -> [TerminalOption] {
    let formats = Format.allCases.map(\.rawValue).joined(separator: "|")
    return [
      TerminalOption("--format", value: formats, help: "snapshot: how to draw it (default terminal)") {
        guard let name = $0, let format = Format(rawValue: name.lowercased()) else {
          throw TerminalUsageError("unknown format “\($0 ?? "")”: use terminal, text or svg")
        }
        launchOptions.snapshotFormat = format
      },
      TerminalOption("--output", value: "FILE", help: "snapshot: write it to a file, not to the output") {
        guard let path = $0, !path.isEmpty else { throw TerminalUsageError("--output needs a file path") }
        launchOptions.outputPath = path
      },
    ]
  }

  /// What is wrong with the snapshot's options on this command line, or nil.
  ///
  /// - Parameters:
  ///   - launchOptions: The format and output asked for.
  ///   - configuration: The rest of the command line.
  /// - Returns: A sentence for the usage error, or nil when the options go together.
  @MainActor
  static func usageProblem(_ launchOptions: LaunchOptions, in configuration: TerminalConfiguration) -> String?
  {
    guard case .snapshot(let columns, let rows) = configuration.command else {
      let asked = launchOptions.snapshotFormat != nil || launchOptions.outputPath != nil
      return asked ? "--format and --output go with snapshot" : nil
    }
    let format = launchOptions.snapshotFormat ?? .terminal
    if format != .terminal && (columns != nil || rows != nil || configuration.printsTree) {
      return "--width, --height and --tree draw the terminal's cells: they go with --format terminal"
    }
    return nil
  }

  /// Draws the snapshot and prints it, or writes it to the output file.
  ///
  /// - Parameters:
  ///   - launchOptions: The format and the output file.
  ///   - configuration: The device, the keys to press first, the terminal's size.
  ///   - content: The app.
  /// - Returns: The exit status: 0, or 1 when the file cannot be written.
  @MainActor
  static func run<Content: View>(
    _ launchOptions: LaunchOptions, _ configuration: TerminalConfiguration,
    @ViewBuilder content: () -> Content
  ) -> Int32 {
    let host = GraphHost(geometry: TerminalHost.geometry(for: configuration), content: content)
    let text: String
    switch launchOptions.snapshotFormat ?? .terminal {
    case .terminal:
      guard case .snapshot(let columns, let rows) = configuration.command else { return 2 }
      text =
        TerminalHost.snapshot(host: host, configuration: configuration, columns: columns, rows: rows) + "\n"
    case .text:
      text = ScreenText.render(TerminalHost.snapshotScreen(host: host, configuration: configuration)) + "\n"
    case .svg:
      text = ScreenSVG.render(TerminalHost.snapshotScreen(host: host, configuration: configuration))
    }
    guard let path = launchOptions.outputPath else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return 0
    }
    do {
      try text.write(to: URL(fileURLWithPath: path), atomically: true, encoding: .utf8)
      return 0
    } catch {
      FileHandle.standardError.write(
        Data("trips: cannot write “\(path)”: \(error.localizedDescription)\n".utf8))
      return 1
    }
  }
}
