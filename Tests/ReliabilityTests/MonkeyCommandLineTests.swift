import Foundation
import Testing
import TripsMonkey

/// `trips-monkey`'s command line: what it plays, and the clear refusals of what it cannot.
@Suite("The random user's command line")
struct MonkeyCommandLineTests {
  func plan(_ arguments: [String]) throws -> MonkeyPlan? {
    guard case .play(let plan) = try MonkeyCommandLine.parse(arguments) else { return nil }
    return plan
  }

  func mistake(_ arguments: [String]) -> MonkeyUsageError? {
    do {
      _ = try MonkeyCommandLine.parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test("Every option, in both forms, and the defaults")
  func optionsAreRead() throws {
    let full = try plan(["--seed", "20260", "--steps=500", "--device", "iPad", "--sessions", "3"])
    #expect(full?.seed == 20260 && full?.steps == 500 && full?.device == "ipad" && full?.sessions == 3)
    let defaults = try plan([])
    #expect(defaults == MonkeyPlan() && defaults?.seed == nil && defaults?.steps == 1_000)
    #expect(try plan(["--seed", "18446744073709551615"])?.seed == .max)
    #expect(try MonkeyCommandLine.parse(["--steps", "x", "--help"]) == .help)
    #expect(try MonkeyCommandLine.parse(["save-loop", "/tmp/t.json"]) == .saveLoop(path: "/tmp/t.json"))
  }

  @Test("--sessions -1 is refused, saying what --sessions takes")
  func negativeSessionsAreRefused() {
    #expect(
      mistake(["--sessions", "-1"])
        == .invalidValue(option: "--sessions", value: "-1", expected: "a whole number from 1 to 1000000"))
    #expect(mistake(["--sessions", "0"]) != nil)
    #expect(mistake(["--steps", "0"]) != nil)
    #expect(mistake(["--steps", "99999999999999999999"]) != nil)
  }

  @Test("--device bogus is refused with the devices there are")
  func unknownDeviceIsRefused() {
    let error = mistake(["--device", "bogus"])
    #expect(error == .invalidValue(option: "--device", value: "bogus", expected: "iphone, ipad or mac"))
    #expect(error?.description == "--device takes iphone, ipad or mac, not “bogus”")
  }

  @Test("--seed -1 is refused rather than replaced by a random seed")
  func negativeSeedIsRefused() {
    #expect(
      mistake(["--seed", "-1"])?.description.hasPrefix("--seed takes a whole number from 0 to") == true)
    #expect(mistake(["--seed", "1e3"]) != nil)
    #expect(mistake(["--seed="]) != nil)
  }

  @Test("Missing values, unknown options, repeats and stray words are each named")
  func otherMistakesAreNamed() {
    #expect(mistake(["--seed"]) == .missingValue(option: "--seed"))
    #expect(mistake(["--seed", "--steps", "5"]) == .missingValue(option: "--seed"))
    #expect(mistake(["--speed", "5"]) == .unknownOption("--speed"))
    #expect(mistake(["--steps", "5", "--steps", "6"]) == .duplicateOption("--steps"))
    #expect(mistake(["ipad"]) == .unexpectedArgument("ipad"))
    #expect(
      mistake(["save-loop"])
        == .missingArgument(command: "save-loop", argument: "the PATH of a file to save to"))
    #expect(mistake(["save-loop", "a", "b"]) == .unexpectedArgument("b"))
  }

  @Test(
    "The program refuses a bad argument with the usage and status 2, and plays nothing",
    arguments: [["--sessions", "-1"], ["--device", "bogus"], ["--seed", "-1"], ["--steps"]])
  func programRefusesBadArguments(arguments: [String]) throws {
    let executable = try #require(builtExecutable("trips-monkey"), "build the package first: swift build")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit && process.terminationStatus == 2)
    #expect(complaint.hasPrefix("trips-monkey: \(arguments[0])") && complaint.contains("Usage: trips-monkey"))
    #expect(printed.isEmpty, "no session ran: \(printed)")
  }
}
