// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftUIForLinux",
  products: [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUITesting", targets: ["SwiftUITesting"]),
    .library(name: "Routing", targets: ["Routing"]),
  ],
  targets: [
    // The runtime: Apple's SwiftUI API for the navigation and presentation subset, on Linux.
    .target(name: "SwiftUI"),
    // The headless test host: drives any app built on `SwiftUI` as a user would.
    .target(name: "SwiftUITesting", dependencies: ["SwiftUI"]),
    // Sheet routing (seed 001): a router in the environment, destinations, guards for unsaved edits.
    .target(name: "Routing", dependencies: ["SwiftUI"]),
    // The Trips app's model and saving, with no UI.
    .target(name: "TripsKit"),
    // The Trips app of the lesson: ordinary SwiftUI code on this runtime.
    .target(name: "Trips", dependencies: ["SwiftUI", "Routing", "TripsKit"]),
    // The main job until the terminal host lands: builds a small app, drives it, prints its screens.
    .executableTarget(name: "swiftui-demo", dependencies: ["SwiftUI", "SwiftUITesting"]),
    // A seeded random user for the Trips app, and its command line.
    .target(name: "TripsMonkey", dependencies: ["Trips", "TripsKit", "SwiftUI", "SwiftUITesting"]),
    .executableTarget(name: "trips-monkey", dependencies: ["TripsMonkey", "TripsKit"]),
    // The benchmark: `swift run -c release trips-bench`.
    .executableTarget(name: "trips-bench", dependencies: ["SwiftUI", "Trips", "TripsKit"]),
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "RoutingTests", dependencies: ["Routing", "SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "TripsKitTests", dependencies: ["TripsKit"]),
    .testTarget(name: "TripsTests", dependencies: ["Trips", "TripsKit", "SwiftUI", "SwiftUITesting"]),
    .testTarget(name: "ReliabilityTests", dependencies: ["TripsMonkey", "Trips", "TripsKit", "SwiftUITesting"]),
  ],
  swiftLanguageModes: [.v6]
)
