import Foundation
import Testing
import TripsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A trips file that must be reported as unusable and then left exactly as it was.
struct BadFile: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// Text the problem's description must contain, besides the file's path.
  let expectedText: String
  let matches: @Sendable (TripPersistence.Problem.Kind) -> Bool

  var testDescription: String { name }

  static let all: [BadFile] = [
    BadFile(name: "empty file", bytes: [], expectedText: "is empty") { $0 == .emptyFile },
    BadFile(name: "only whitespace", bytes: Array(" \n\t\n".utf8), expectedText: "is empty") {
      $0 == .emptyFile
    },
    BadFile(
      name: "truncated", bytes: Array(validDocument.prefix(validDocument.count / 2)),
      expectedText: "truncated"
    ) {
      $0 == .truncated
    },
    BadFile(
      name: "cut inside a string", bytes: Array(#"{"schemaVersion": 1, "trips": [{"city": "Sea"#.utf8),
      expectedText: "truncated"
    ) {
      $0 == .truncated
    },
    BadFile(
      name: "corrupt JSON", bytes: Array(#"{"schemaVersion": 1, "trips": [{"id": 1,, }]}"#.utf8),
      expectedText: "line 1, column"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "a lone low surrogate",
      bytes: Array(#"{"schemaVersion": 1, "trips": [{"city": "\udc00"}]}"#.utf8),
      expectedText: "a lone low surrogate \\u escape"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "a high surrogate alone",
      bytes: Array(#"{"schemaVersion": 1, "trips": [{"city": "\ud83c!"}]}"#.utf8),
      expectedText: "a high surrogate \\u escape without its low half"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "a short unicode escape",
      bytes: Array(#"{"schemaVersion": 1, "trips": [{"city": "\u00e"}]}"#.utf8),
      expectedText: "a \\u escape needs four hexadecimal digits"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "an unknown escape", bytes: Array(#"{"schemaVersion": 1, "trips": [{"city": "\x41"}]}"#.utf8),
      expectedText: "an unknown escape \\x in a string"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "stray text", bytes: Array("schemaVersion = 1\ntrips = []\n".utf8), expectedText: "not valid JSON"
    ) {
      if case .corruptJSON = $0 { true } else { false }
    },
    BadFile(
      name: "binary garbage", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0xFF, 0xD8, 0x9C],
      expectedText: "binary data"
    ) {
      $0 == .binaryData
    },
    BadFile(name: "invalid UTF-8", bytes: [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D], expectedText: "binary data") {
      $0 == .binaryData
    },
    BadFile(
      name: "zeros after a crash", bytes: [UInt8](repeating: 0, count: 4096), expectedText: "binary data"
    ) {
      $0 == .binaryData
    },
    BadFile(
      name: "newer schema", bytes: Array(#"{"schemaVersion": 7, "trips": [{"future": true}]}"#.utf8),
      expectedText: "was written by a newer version (schema 7); this app reads schema 1"
    ) { $0 == .newerSchema(found: 7, supported: 1) },
    BadFile(
      name: "schema zero", bytes: Array(#"{"schemaVersion": 0, "trips": []}"#.utf8),
      expectedText: "unknown schema version (0)"
    ) {
      $0 == .unknownSchema(found: 0)
    },
    BadFile(name: "JSON array", bytes: Array("[1, 2, 3]".utf8), expectedText: "not a trips document") {
      if case .notTripsDocument = $0 { true } else { false }
    },
    BadFile(
      name: "other app's object", bytes: Array(#"{"name": "settings", "volume": 3}"#.utf8),
      expectedText: "not a trips document"
    ) {
      if case .notTripsDocument = $0 { true } else { false }
    },
    BadFile(name: "JSON string", bytes: Array(#""trips""#.utf8), expectedText: "not a trips document") {
      if case .notTripsDocument = $0 { true } else { false }
    },
    BadFile(
      name: "trips not a list", bytes: Array(#"{"schemaVersion": 1, "trips": {}}"#.utf8),
      expectedText: "not a trips document"
    ) {
      if case .notTripsDocument = $0 { true } else { false }
    },
    BadFile(
      name: "malformed trip", bytes: Array(#"{"schemaVersion": 1, "trips": [{"id": "one"}]}"#.utf8),
      expectedText: "trips[0]"
    ) {
      if case .invalidTrips = $0 { true } else { false }
    },
    BadFile(name: "bad date", bytes: Array(validDocument(start: "June 12th")), expectedText: "June 12th") {
      if case .invalidTrips = $0 { true } else { false }
    },
    BadFile(
      name: "a date in the year 10000 in UTC",
      bytes: Array(validDocument(start: "9999-12-31T23:30:00-01:00")),
      expectedText:
        "trips[0] (id 1): “start” is “9999-12-31T23:30:00-01:00”, which is in the year 10000 in UTC"
    ) {
      if case .invalidTrips = $0 { true } else { false }
    },
    BadFile(
      name: "a date before the year 0000 in UTC",
      bytes: Array(validDocument(start: "0000-01-01T00:30:00+01:00")),
      expectedText: "the years 0000 to 9999"
    ) {
      if case .invalidTrips = $0 { true } else { false }
    },
    BadFile(name: "duplicate ids", bytes: Array(duplicateIDs.utf8), expectedText: "same id (1)") {
      $0 == .duplicateIDs([1])
    },
  ]

  static let validDocument = Array(validDocument(start: "2026-06-12T12:00:00Z"))

  static func validDocument(start: String) -> String.UTF8View {
    """
    {
      "schemaVersion" : 1,
      "trips" : [
        {
          "city" : "Seattle", "country" : "United States", "id" : 1, "imageName" : "seattle",
          "isFavorite" : true, "nights" : 5, "price" : 1750, "start" : "\(start)"
        }
      ]
    }
    """.utf8
  }

  static let duplicateIDs = """
    {"schemaVersion": 1, "trips": [
      {"city": "A", "country": "B", "id": 1, "imageName": "a", "isFavorite": false, "nights": 1, "price": 0,
       "start": "2026-06-12T12:00:00Z"},
      {"city": "C", "country": "D", "id": 1, "imageName": "c", "isFavorite": false, "nights": 1, "price": 0,
       "start": "2026-06-13T12:00:00Z"}]}
    """
}

@Suite("Unusable trips files are reported and left alone")
struct UnusableFileTests {
  @MainActor
  @Test(arguments: BadFile.all)
  func reportsAndNeverTouches(file: BadFile) throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try Data(file.bytes).write(to: url)
      try expectUnusableAndUntouched(url: url, expectedText: file.expectedText, matches: file.matches)
    }
  }

  @MainActor
  @Test func reportsADirectoryInPlaceOfTheFile() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      try Data("keep me".utf8).write(to: url.appending(component: "inside.txt"))
      try expectUnusableAndUntouched(url: url, expectedText: "is a directory") { $0 == .isDirectory }
      #expect(throws: TripPersistence.SaveError(url: url, kind: .directoryInTheWay)) {
        try TripPersistence(url: url).save(Trip.samples)
      }
      #expect(listing(of: url) == ["inside.txt"])
      #expect(contents(of: url.appending(component: "inside.txt")) == Data("keep me".utf8))
    }
  }

  @MainActor
  @Test func refusesFilesOverTheLimitWithoutReadingThem() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try Data(BadFile.validDocument).write(to: url)
      let small = TripPersistence(url: url, maximumFileSize: 64)
      let expectedKind = TripPersistence.Problem.Kind.tooLarge(size: BadFile.validDocument.count, limit: 64)
      #expect(small.load() == .unusable(TripPersistence.Problem(url: url, kind: expectedKind)))
      #expect(throws: TripPersistence.SaveError.self) { try small.save([]) }
      #expect(contents(of: url) == Data(BadFile.validDocument))
      // The same file is fine under the default limit.
      #expect(TripPersistence(url: url).load() == .loaded([.seattle]))
    }
  }

  @MainActor
  @Test func refusesFilesOver64MiBByDefault() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      let size = (64 << 20) + 1
      #expect(FileManager.default.createFile(atPath: url.path(percentEncoded: false), contents: nil))
      #expect(truncate(url.path(percentEncoded: false), off_t(size)) == 0)  // Sparse: cheap to make.
      let modified = try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))[
        .modificationDate]
      try expectUnusableAndUntouched(url: url, expectedText: "too large", compareBytes: false) {
        $0 == .tooLarge(size: size, limit: 64 << 20)
      }
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path(percentEncoded: false))
      #expect(attributes[.size] as? Int == size)
      #expect(attributes[.modificationDate] as? Date == modified as? Date)
    }
  }

  @MainActor
  @Test(.enabled(if: !isRoot, "root can read any file"))
  func reportsAnUnreadableFile() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try Data(BadFile.validDocument).write(to: url)
      #expect(chmod(url.path(percentEncoded: false), 0o000) == 0)
      defer { chmod(url.path(percentEncoded: false), 0o644) }
      try expectUnusableAndUntouched(url: url, expectedText: "Permission denied", compareBytes: false) {
        $0 == .unreadable(reason: "Permission denied")
      }
      chmod(url.path(percentEncoded: false), 0o644)
      #expect(contents(of: url) == Data(BadFile.validDocument))
    }
  }

  @MainActor
  @Test func fileDamagedAfterLoadingIsNotOverwritten() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      let store = TripStore(persistence: TripPersistence(url: url))
      try store.save()
      let garbage = Data("{\"schemaVersion\": 1, \"trips\": [".utf8)
      try garbage.write(to: url)  // Another program damages the file while the app runs.
      store.delete([.seattle])
      #expect {
        try store.save()
      } throws: { error in
        guard let error = error as? TripPersistence.SaveError,
          case .existingFileUnusable(let problem) = error.kind
        else { return false }
        return problem.kind == .truncated
      }
      #expect(contents(of: url) == garbage)
    }
  }

  @MainActor
  @Test func storeCanReloadAfterTheFileIsRepaired() throws {
    try withTemporaryDirectory { directory in
      let url = directory.appending(component: "trips.json")
      try Data("{".utf8).write(to: url)
      let store = TripStore(persistence: TripPersistence(url: url))
      #expect(store.loadProblem != nil)
      try FileManager.default.removeItem(at: url)
      store.reload()
      #expect(store.loadProblem == nil)
      #expect(store.trips == Trip.samples)
      try store.save()
      #expect(TripPersistence(url: url).load() == .loaded(Trip.samples))
    }
  }

  /// Checks the load result, the description, that neither the store nor the persistence will save
  /// over the file, and that the file and its directory are unchanged.
  @MainActor
  private func expectUnusableAndUntouched(
    url: URL, expectedText: String, compareBytes: Bool = true,
    matches: (TripPersistence.Problem.Kind) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = compareBytes ? contents(of: url) : nil
    let directoryBefore = listing(of: url.deletingLastPathComponent())
    let persistence = TripPersistence(url: url)

    guard case .unusable(let problem) = persistence.load() else {
      Issue.record("expected .unusable, got \(persistence.load())", sourceLocation: sourceLocation)
      return
    }
    #expect(matches(problem.kind), "unexpected kind \(problem.kind)", sourceLocation: sourceLocation)
    #expect(problem.url == url, sourceLocation: sourceLocation)
    #expect(problem.description.contains(url.path(percentEncoded: false)), sourceLocation: sourceLocation)
    #expect(
      problem.description.contains(expectedText), "\(problem.description)", sourceLocation: sourceLocation)

    let store = TripStore(persistence: persistence)
    #expect(store.loadProblem == problem, sourceLocation: sourceLocation)
    #expect(store.trips.isEmpty, sourceLocation: sourceLocation)
    store.trips = Trip.samples
    #expect(
      throws: TripPersistence.SaveError(url: url, kind: .existingFileUnusable(problem)),
      sourceLocation: sourceLocation
    ) {
      try store.save()
    }
    // Saving directly, without the store's memory of the problem, is refused too.
    #expect(throws: TripPersistence.SaveError.self, sourceLocation: sourceLocation) {
      try TripPersistence(url: url).save(Trip.samples)
    }
    if compareBytes {
      #expect(contents(of: url) == before, "the file's bytes changed", sourceLocation: sourceLocation)
    }
    #expect(listing(of: url.deletingLastPathComponent()) == directoryBefore, sourceLocation: sourceLocation)
  }
}
