import Foundation
import SwiftUI
import SwiftUITerminal
import Trips
import TripsKit

// trips: the Trips app in a terminal.
//
//   trips [--device iphone|ipad|mac|fold] [--landscape] [--data PATH]
//   trips open URL                 launch on a deep link (trips://trip/3, trips://trip/3/edit, …), or
//                                  hand it to the app already running on the data file
//   trips snapshot [--open URL] [--device …] [--width N --height M]   print one frame as text
//   trips snapshot --format text|svg [--output FILE]   the screen's outline, or a picture of it
//   trips --sample-data            put the sample trips back; the data file is moved aside, not deleted
//   trips --help

@MainActor
final class LaunchOptions {
  var dataURL = TripPersistence.defaultURL()
  var openURL: String?
  /// How `snapshot` draws the screen; the terminal's frame when nil.
  var snapshotFormat: SnapshotExport.Format?
  /// Where `snapshot` writes; the standard output when nil.
  var outputPath: String?
  /// Whether to put the sample trips back in the data file, and end (`--sample-data`).
  var restoresSamples = false
}

@MainActor
func launch() -> Int32 {
  let launchOptions = LaunchOptions()
  let options = commandLineOptions(setting: launchOptions)
  var configuration: TerminalConfiguration
  do {
    configuration = try TerminalConfiguration.parse(
      Array(CommandLine.arguments.dropFirst()), options: options, acceptsArguments: true,
      defaultDevice: .iphone)
  } catch {
    FileHandle.standardError.write(Data("trips: \(error.description)\nTry “trips --help”.\n".utf8))
    return 2
  }
  if configuration.command == .help {
    printHelp(options: options)
    return 0
  }
  if configuration.command == .resetTerminal { return TerminalHost.resetTerminal() }
  if let status = readWords(configuration.arguments, into: launchOptions) { return status }
  if let problem = SnapshotExport.usageProblem(launchOptions, in: configuration) {
    FileHandle.standardError.write(Data("trips: \(problem)\nTry “trips --help”.\n".utf8))
    return 2
  }

  if launchOptions.restoresSamples {
    return restoreSampleData(TripPersistence(url: launchOptions.dataURL))
  }

  // A link goes to the app already running on the data file, if one is: no second, non-saving copy.
  if configuration.command == .run, let link = launchOptions.openURL,
    let status = handOver(link, to: TripPersistence(url: launchOptions.dataURL))
  {
    return status
  }

  // A terminal the app cannot run on is refused before the lock is taken, so that nothing is left behind.
  if let refusal = TerminalHost.refusal(for: configuration) {
    FileHandle.standardError.write(Data(refusal.utf8))
    return 1
  }

  // One app saves a data file at a time; a second one shows the trips without saving, and says why.
  let store = TripStore(lockingPersistence: TripPersistence(url: launchOptions.dataURL))
  if let problem = store.saveProblem, case .notLocked = problem.kind {
    FileHandle.standardError.write(Data("trips: \(problem.description)\n".utf8))
  }
  let navigation = TripsNavigation()
  if let text = launchOptions.openURL {
    if let url = URL(string: text) {
      navigation.open(url, in: store)
    } else {
      navigation.open(URL(string: "trips://invalid")!, in: store)
    }
  }
  let status = show(store: store, navigation: navigation, launchOptions, configuration)
  store.releaseLock()
  return status
}

/// Reads the words after the options: `open URL`, or a bare `trips://` link. The exit status of a
/// mistake, or nil when the words are understood.
@MainActor
func readWords(_ arguments: [String], into launchOptions: LaunchOptions) -> Int32? {
  var words = arguments
  if words.first == "open" {
    guard words.count >= 2 else {
      FileHandle.standardError.write(Data("trips: open needs a URL, such as trips://trip/1\n".utf8))
      return 2
    }
    launchOptions.openURL = words[1]
    words.removeFirst(2)
  } else if words.first == "sample-data" {
    launchOptions.restoresSamples = true
    words.removeFirst()
  } else if let first = words.first, first.lowercased().hasPrefix("trips:") {
    launchOptions.openURL = first  // `trips trips://trip/3` is `trips open trips://trip/3`.
    words.removeFirst()
  }
  if !words.isEmpty {
    FileHandle.standardError.write(
      Data("trips: unexpected “\(words.joined(separator: " "))”. Try “trips --help”.\n".utf8))
    return 2
  }
  return nil
}

/// Runs the app over its store, interactively or as a snapshot; the exit status.
@MainActor
func show(
  store: TripStore, navigation: TripsNavigation, _ launchOptions: LaunchOptions,
  _ configuration: TerminalConfiguration
) -> Int32 {
  if case .snapshot = configuration.command {
    return SnapshotExport.run(launchOptions, configuration) {
      TripsApp(store: store, navigation: navigation)
    }
  } else {
    // The app that saves the file receives the links sent to it while it runs.
    let inbox =
      store.holdsLock ? try? TripLinkInbox.open(for: TripPersistence(url: launchOptions.dataURL)) : nil
    let links = inbox.map { inbox in
      // A link that is not a URL still arrives, as one the app says it cannot open.
      TerminalLinkSource(descriptor: inbox.descriptor) {
        inbox.receive().map { URL(string: $0) ?? URL(string: "trips://invalid")! }
      }
    }
    // A link at launch chooses the place instead of the last launch; either way the place is saved.
    let restoration = RestorationState.url(besides: launchOptions.dataURL)
    // A signal (the terminal closed, SIGTERM) removes what quitting would.
    let lockFile = store.holdsLock ? TripPersistence(url: launchOptions.dataURL).lockURL.path : nil
    TerminalHost.removeOnSignal([lockFile, inbox?.url.path].compactMap { $0 })
    let status = TerminalHost.run(configuration, links: links) {
      TripsApp(
        store: store, navigation: navigation, restorationURL: restoration,
        restoring: launchOptions.openURL == nil)
    }
    TerminalHost.removeOnSignal([])
    inbox?.close()
    return status
  }
}

/// The app's options: the data file, a deep link to open, and how a snapshot is drawn and where it goes.
@MainActor
func commandLineOptions(setting launchOptions: LaunchOptions) -> [TerminalOption] {
  [
    TerminalOption("--data", value: "PATH", help: "the trips file (default: $XDG_DATA_HOME/trips/trips.json)")
    {
      guard let path = $0, !path.isEmpty else { throw TerminalUsageError("--data needs a file path") }
      launchOptions.dataURL = URL(fileURLWithPath: path)
    },
    TerminalOption("--open", value: "URL", help: "open a deep link at launch, as `trips open URL` does") {
      launchOptions.openURL = $0
    },
    TerminalOption("--sample-data", help: "put the sample trips back (your file is moved aside), and end") {
      _ in launchOptions.restoresSamples = true
    },
  ] + SnapshotExport.options(setting: launchOptions)
}

/// The help: the host's usage with the app's options, then the deep links and the snapshot formats.
@MainActor
func printHelp(options: [TerminalOption]) {
  print(TerminalConfiguration.usage(programName: "trips", options: options))
  print("\n  open URL   launch on a deep link: trips://overview, trips://planner, trips://trips,")
  print("             trips://trip/3, trips://trip/3/next/5, trips://trip/3/edit, trips://new,")
  print("             trips://search?q=lima. While Trips runs on the same data file, the link is")
  print("             handed to it (it asks first over unsaved edits) and this command ends. `trips URL`")
  print("             is the same.")
  print("\n  snapshot --format terminal   the terminal's frame as plain text (the default)")
  print("  snapshot --format text       the screen's outline, one element a line, as text snapshots record")
  print("  snapshot --format svg        a picture of the screen in the device's outline, for a browser")
}

exit(MainActor.assumeIsolated { launch() })
