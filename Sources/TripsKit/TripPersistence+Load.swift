import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TripPersistence {
  /// What ``load()`` found.
  public enum LoadResult: Hashable, Sendable {
    /// There is no trips file yet: start from ``Trip/samples``.
    case noFile
    /// The file held these trips.
    case loaded([Trip])
    /// The file exists but cannot be used; it must be left alone.
    case unusable(Problem)
  }

  /// Reads the trips file. Never creates, changes or deletes anything.
  ///
  /// - Returns: What the file holds, or why it cannot be used.
  public func load() -> LoadResult {
    let result = readDocument(at: path)
    switch result {
    case .missing:
      seen.remember(SeenVersion.Version(stamp: nil, contents: TripsDocument.Contents(trips: [])))
      return .noFile
    case .contents(let contents, let stamp):
      seen.remember(SeenVersion.Version(stamp: stamp, contents: contents))
      return .loaded(contents.trips)
    case .unusable(let problem):
      seen.remember(nil)
      return .unusable(problem)
    }
  }

  /// What reading a trips file found, with what this app must keep but does not show.
  enum ReadResult {
    /// No file.
    case missing
    /// The file's contents and the stamp of the version read.
    case contents(TripsDocument.Contents, FileStamp)
    /// The file cannot be used.
    case unusable(Problem)
  }

  /// Reads the trips file at `path`, without remembering anything.
  func readDocument(at path: String) -> ReadResult {
    let data: Data
    let stamp: FileStamp
    switch readFile(at: path) {
    case .missing:
      return .missing
    case .failed(let kind):
      return .unusable(Problem(url: url, kind: kind))
    case .read(let bytes, let fileStamp):
      (data, stamp) = (bytes, fileStamp)
    }
    do {
      let contents = try TripsDocument.decode(data)
      let duplicates = Self.duplicateIDs(in: contents.trips)
      guard duplicates.isEmpty else { return .unusable(Problem(url: url, kind: .duplicateIDs(duplicates))) }
      return .contents(contents, stamp)
    } catch {
      return .unusable(Problem(url: url, kind: Diagnosis.kind(of: error, in: data)))
    }
  }

  private enum ReadOutcome {
    case missing
    case read(Data, FileStamp)
    case failed(Problem.Kind)
  }

  /// Reads the whole file, refusing directories, special files and files over the size limit.
  private func readFile(at path: String) -> ReadOutcome {
    let descriptor: Int32
    do {
      // O_NONBLOCK so that a named pipe at the path cannot hang the app; it does not affect files.
      descriptor = try POSIX.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    } catch {
      return error.code == ENOENT ? .missing : .failed(.unreadable(reason: error.reason))
    }
    defer { try? POSIX.close(descriptor) }

    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failed(.unreadable(reason: POSIX.Failure.current.reason))
    }
    switch POSIX.entry(for: info) {
    case .regularFile(let size, _):
      if size > maximumFileSize { return .failed(.tooLarge(size: size, limit: maximumFileSize)) }
      switch readContents(of: descriptor, expectedSize: size) {
      case .success(let data): return .read(data, FileStamp(info))
      case .failure(let failure): return .failed(failure.kind)
      }
    case .directory: return .failed(.isDirectory)
    default: return .failed(.notRegularFile)
    }
  }

  private struct ReadFailure: Error {
    let kind: Problem.Kind
  }

  /// Reads until end of file, coping with a file that grows or shrinks meanwhile.
  private func readContents(of descriptor: Int32, expectedSize: Int) -> Result<Data, ReadFailure> {
    var data = Data(count: min(expectedSize, maximumFileSize) + 1)
    var filled = 0
    while true {
      if filled == data.count {
        guard data.count <= maximumFileSize else {
          return .failure(ReadFailure(kind: .tooLarge(size: filled, limit: maximumFileSize)))
        }
        data.count = min(max(data.count * 2, 4096), maximumFileSize + 1)
      }
      let count = data.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(kind: .unreadable(reason: POSIX.Failure.current.reason)))
      }
      filled += count
    }
    if filled > maximumFileSize {
      return .failure(ReadFailure(kind: .tooLarge(size: filled, limit: maximumFileSize)))
    }
    data.count = filled
    return .success(data)
  }

  private static func duplicateIDs(in trips: [Trip]) -> [Int] {
    var seen = Set<Int>(minimumCapacity: trips.count)
    var duplicates = Set<Int>()
    for trip in trips where !seen.insert(trip.id).inserted {
      duplicates.insert(trip.id)
    }
    return duplicates.sorted()
  }
}
