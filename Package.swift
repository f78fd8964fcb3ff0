// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftUIForLinux",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUITesting", targets: ["SwiftUITesting"]),
    .library(name: "SwiftUITerminal", targets: ["SwiftUITerminal"]),
  ],
  targets: [
    // The runtime: Apple's SwiftUI API for the navigation and presentation subset, on Linux.
    .target(name: "SwiftUI"),
    // The headless test host: drives any app built on `SwiftUI` as a user would.
    .target(name: "SwiftUITesting", dependencies: ["SwiftUI"]),
    // The main job until the terminal host lands: builds a small app, drives it, prints its screens.
    .executableTarget(name: "swiftui-demo", dependencies: ["SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftUITesting"]),
    // The terminal host: runs any app built on `SwiftUI` in a terminal, with keys and the mouse.
    .target(name: "SwiftUITerminal", dependencies: ["SwiftUI"]),
    // A small sample app run through the terminal host, to try by hand and to drive end to end.
    .executableTarget(name: "terminal-demo", dependencies: ["SwiftUI", "SwiftUITerminal"]),
    // Measures the terminal host's render path (build it in release).
    .executableTarget(name: "terminal-benchmark", dependencies: ["SwiftUI", "SwiftUITerminal"]),
    .testTarget(name: "SwiftUITerminalTests", dependencies: ["SwiftUI", "SwiftUITerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
