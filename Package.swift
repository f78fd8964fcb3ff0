// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "SwiftUIForLinux",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "SwiftUITesting", targets: ["SwiftUITesting"]),
    .library(name: "SwiftUITerminal", targets: ["SwiftUITerminal"]),
    .library(name: "Routing", targets: ["Routing"]),
    .executable(name: "trips", targets: ["trips"]),
    .executable(name: "previews", targets: ["previews"]),
  ],
  targets: [
    // The macros (`#Preview`, `@Previewable`, `@Entry`): a plugin that speaks the compiler's plugin
    // protocol itself, so that it needs no swift-syntax package.
    .target(name: "SwiftUIMacroSupport"),
    .macro(name: "SwiftUIMacros", dependencies: ["SwiftUIMacroSupport"]),
    // Combine for Linux: publishers, subscribers, subjects, `ObservableObject` and `@Published`.
    .target(name: "Combine"),
    // What `import SwiftUI` shows of UIKit on iOS: the device, screen, application, system colours,
    // haptics and keyboard names pure SwiftUI apps touch, answered from the active host's device.
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
    // Empty: the overlay Swift Testing loads when a test file sees UIKit (see its one file).
    .target(name: "_Testing_UIKit"),
    // The runtime: Apple's SwiftUI API on Linux. No unsafe flags, so that packages can depend on a
    // version of this one.
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit", "SwiftUIMacros"]),
    // What the hosts share to draw a screen: its text outline, its SVG picture, symbol glyphs.
    .target(name: "ScreenRendering", dependencies: ["SwiftUI"]),
    // The headless test host: drives any app built on `SwiftUI` as a user would.
    .target(name: "SwiftUITesting", dependencies: ["SwiftUI", "ScreenRendering"]),
    // The terminal host: runs any app built on `SwiftUI` in a terminal, with keys and the mouse.
    .target(name: "SwiftUITerminal", dependencies: ["SwiftUI", "ScreenRendering"]),
    // Sheet routing (seed 001): a router in the environment, destinations, guards for unsaved edits.
    .target(name: "Routing", dependencies: ["SwiftUI"]),
    // The Trips app's model and saving, with no UI.
    .target(name: "TripsKit"),
    // The Trips app of the lesson: ordinary SwiftUI code on this runtime.
    .target(name: "Trips", dependencies: ["SwiftUI", "Routing", "TripsKit"]),
    // The main job: the Trips app in a terminal.
    .executableTarget(
      name: "trips", dependencies: ["Trips", "TripsKit", "SwiftUI", "SwiftUITerminal", "ScreenRendering"]),
    // The previews of the Trips app and the router, listed and shown in a terminal.
    .executableTarget(
      name: "previews", dependencies: ["SwiftUI", "SwiftUITerminal", "Trips", "Routing"]),
    // A seeded random user for the Trips app, and its command line.
    .target(name: "TripsMonkey", dependencies: ["Trips", "TripsKit", "SwiftUI", "SwiftUITesting"]),
    .executableTarget(name: "trips-monkey", dependencies: ["TripsMonkey", "TripsKit"]),
    // The benchmark: `swift run -c release trips-bench`.
    .executableTarget(
      name: "trips-bench", dependencies: ["SwiftUI", "SwiftUITerminal", "Trips", "TripsKit"]),
    // Examples: the headless host driving the lesson's split view, and a small app in the terminal.
    .executableTarget(name: "swiftui-demo", dependencies: ["SwiftUI", "SwiftUITesting"]),
    .executableTarget(name: "terminal-demo", dependencies: ["SwiftUI", "SwiftUITerminal"]),
    // Measures the terminal host's render path alone (build it in release).
    .executableTarget(name: "terminal-benchmark", dependencies: ["SwiftUI", "SwiftUITerminal"]),
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "SwiftUIMacroTests", dependencies: ["SwiftUIMacroSupport"]),
    .testTarget(name: "CombineTests", dependencies: ["Combine"]),
    .testTarget(
      name: "SwiftUITerminalTests", dependencies: ["SwiftUI", "SwiftUITerminal", "ScreenRendering"]),
    .testTarget(name: "RoutingTests", dependencies: ["Routing", "SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "TripsKitTests", dependencies: ["TripsKit"]),
    .testTarget(
      name: "TripsTests", dependencies: ["Trips", "TripsKit", "SwiftUI", "SwiftUITesting"],
      // The recorded snapshots of the app's screens: files the tests read, not sources or resources.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ReliabilityTests", dependencies: ["TripsMonkey", "Trips", "TripsKit", "SwiftUITesting"]),
  ],
  swiftLanguageModes: [.v6]
)
