// swift-tools-version: 6.0
// An app's views in a package of their own, tested on Linux with SwiftUITesting: what the guide
// "Test your SwiftUI app on Linux" describes. CI builds and tests it against this repository.
import PackageDescription

var dependencies: [Package.Dependency] = []
var viewDependencies: [Target.Dependency] = []
var testDependencies: [Target.Dependency] = []
#if os(Linux)
  dependencies.append(.package(name: "SwiftUIForLinux", path: "../.."))
  viewDependencies.append(.product(name: "SwiftUI", package: "SwiftUIForLinux"))
  testDependencies.append(.product(name: "SwiftUITesting", package: "SwiftUIForLinux"))
#endif

let package = Package(
  name: "TripTracker",
  dependencies: dependencies,
  targets: [
    .target(name: "TripViews", dependencies: viewDependencies),
    .testTarget(name: "TripViewsTests", dependencies: ["TripViews"] + testDependencies),
  ],
  swiftLanguageModes: [.v6]
)
