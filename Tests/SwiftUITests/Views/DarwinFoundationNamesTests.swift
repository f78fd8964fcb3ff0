import Foundation
import SwiftUI
import Testing

@Suite("Foundation names of Apple's systems that apps reach through import SwiftUI")
struct DarwinFoundationNamesTests {
  @Test("Data written with atomicWrite and complete file protection is written and reads back")
  func writesWithProtectionOptions() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("protected-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let data = Data("[\"Seattle\"]".utf8)
    try data.write(to: file, options: [.atomicWrite, .completeFileProtection])
    #expect(try Data(contentsOf: file) == data)
  }

  @Test("UserDefaults.setValue(_:forKey:) stores the value, as key-value coding does")
  func userDefaultsSetValue() {
    let defaults = UserDefaults(suiteName: "DarwinFoundationNamesTests-\(UUID())")!
    defaults.setValue(["Seattle", "Lima"], forKey: "favorites")
    #expect(defaults.stringArray(forKey: "favorites") == ["Seattle", "Lima"])
    defaults.setValue(nil, forKey: "favorites")
    #expect(defaults.stringArray(forKey: "favorites") == nil)
  }

  @Test("NSEC_PER_SEC is a second in nanoseconds")
  func nanoseconds() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(UInt64(2.5 * Double(NSEC_PER_SEC)) == 2_500_000_000)
  }
}
