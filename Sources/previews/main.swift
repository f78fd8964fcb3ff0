import Foundation
import Routing
import SwiftUI
import SwiftUITerminal
import Trips

// previews: the previews compiled into this program (the Trips app's and the router's), without Xcode.
//
//   previews                                       list them, with where each is declared
//   previews NAME [--device iphone|ipad|mac|fold] [--landscape]    show one in this terminal, live
//   previews snapshot NAME [--device …]            print one frame as text

@MainActor
func listPreviews(_ entries: [PreviewEntry]) {
  let width = entries.map(\.name.count).max() ?? 0
  for entry in entries {
    let place = entry.line.map { "\(entry.fileID):\($0)" } ?? entry.fileID
    var traits: [String] = []
    if let orientation = entry.orientation { traits.append("\(orientation)") }
    if let device = entry.deviceName { traits.append(device) }
    if let layout = entry.layout { traits.append("\(layout)") }
    let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
    print("\(name)  \(place)\(traits.isEmpty ? "" : "  (\(traits.joined(separator: ", ")))")")
  }
}

/// The terminal host's device for the one a preview names.
func terminalDevice(_ name: String) -> TerminalConfiguration.Device {
  switch DeviceProfile.named(name) {
  case .iPadAir11: .ipad
  case .mac: .mac
  case .iPhoneFold: .fold
  default: .iphone
  }
}

@MainActor
func showPreviews() -> Int32 {
  let entries = PreviewCatalog.all
  var configuration: TerminalConfiguration
  do {
    configuration = try TerminalConfiguration.parse(
      Array(CommandLine.arguments.dropFirst()), acceptsArguments: true, defaultDevice: .iphone)
  } catch {
    FileHandle.standardError.write(Data("previews: \(error.description)\nTry “previews --help”.\n".utf8))
    return 2
  }
  if configuration.command == .help {
    print(TerminalConfiguration.usage(programName: "previews"))
    print("\n  NAME   the preview to show; without a name, the previews are listed")
    return 0
  }
  if configuration.command == .resetTerminal { return TerminalHost.resetTerminal() }
  guard let name = configuration.arguments.first else {
    listPreviews(entries)
    return 0
  }
  guard let entry = entries.first(where: { $0.name == name }) else {
    FileHandle.standardError.write(
      Data("previews: no preview named “\(name)”. Run “previews” for the list.\n".utf8))
    return 2
  }
  if let device = entry.deviceName { configuration.device = terminalDevice(device) }
  if entry.orientation == .landscapeLeft || entry.orientation == .landscapeRight {
    configuration.isLandscape = true
  }
  let view: AnyView
  do {
    view = try entry.makeView()
  } catch {
    FileHandle.standardError.write(Data("previews: “\(name)” threw \(error) as it was made.\n".utf8))
    return 1
  }
  return TerminalHost.run(configuration) { view }
}

exit(MainActor.assumeIsolated { showPreviews() })
