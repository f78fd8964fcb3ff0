import Foundation
import SwiftUI
import SwiftUITerminal
import Trips
import TripsKit

// trips: the Trips app in a terminal.
//
//   trips [--device iphone|ipad|mac|fold] [--landscape] [--data PATH]
//   trips open URL                 launch on a deep link (trips://trip/3, trips://trip/3/edit, …)
//   trips snapshot [--open URL] [--device …] [--width N --height M]   print one frame as text
//   trips --help

@MainActor
final class LaunchOptions {
  var dataURL = TripPersistence.defaultURL()
  var openURL: String?
}

@MainActor
func launch() -> Int32 {
  let launchOptions = LaunchOptions()
  let options = [
    TerminalOption("--data", value: "PATH", help: "the trips file (default: $XDG_DATA_HOME/trips/trips.json)")
    {
      guard let path = $0, !path.isEmpty else { throw TerminalUsageError("--data needs a file path") }
      launchOptions.dataURL = URL(fileURLWithPath: path)
    },
    TerminalOption("--open", value: "URL", help: "open a deep link at launch, as `trips open URL` does") {
      launchOptions.openURL = $0
    },
  ]
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
    print(TerminalConfiguration.usage(programName: "trips", options: options))
    print("\n  open URL   launch on a deep link: trips://overview, trips://planner, trips://trips,")
    print("             trips://trip/3, trips://trip/3/next/5, trips://trip/3/edit, trips://new,")
    print("             trips://search?q=lima")
    return 0
  }
  var words = configuration.arguments
  if words.first == "open" {
    guard words.count >= 2 else {
      FileHandle.standardError.write(Data("trips: open needs a URL, such as trips://trip/1\n".utf8))
      return 2
    }
    launchOptions.openURL = words[1]
    words.removeFirst(2)
  }
  if !words.isEmpty {
    FileHandle.standardError.write(
      Data("trips: unexpected “\(words.joined(separator: " "))”. Try “trips --help”.\n".utf8))
    return 2
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
  let restorationURL = RestorationState.url(besides: launchOptions.dataURL)
  if let text = launchOptions.openURL {
    if let url = URL(string: text) {
      navigation.open(url, in: store)
    } else {
      navigation.open(URL(string: "trips://invalid")!, in: store)
    }
  }
  let status = TerminalHost.run(configuration) {
    TripsApp(
      store: store, navigation: navigation,
      restorationURL: launchOptions.openURL == nil && configuration.command == .run ? restorationURL : nil)
  }
  store.releaseLock()
  return status
}

exit(MainActor.assumeIsolated { launch() })
