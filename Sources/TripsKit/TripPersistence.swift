import Foundation

/// Reads and writes the user's trips as a JSON file, without ever losing what is already on disk.
///
/// - A file that cannot be used (corrupt, truncated, from a newer app, ...) is reported by ``load()``
///   as ``LoadResult/unusable(_:)`` and is never overwritten or modified: ``save(_:)`` refuses.
/// - ``save(_:)`` is atomic: readers see either the old file or the new one, never a mixture.
/// - ``save(_:)`` never writes over a version of the file it has not seen: if another program changed
///   the file since this value last loaded or saved it, their changes are merged with these, and a
///   conflict (both changed or one deleted the same trip) is refused with
///   ``SaveError/Kind-swift.enum/conflict(_:)``.
/// - ``acquireLock()`` lets two app instances that share one file notice each other, whatever path
///   (symbolic or hard link) names it.
public struct TripPersistence: Sendable {
  /// The default limit for ``maximumFileSize``: 64 MiB.
  public static let defaultMaximumFileSize = 64 << 20

  /// The trips file.
  public let url: URL
  /// Files larger than this many bytes are reported as unusable without being read whole.
  public let maximumFileSize: Int
  /// The file version last loaded or saved successfully through this value (and its copies).
  let seen = SeenVersion()

  /// Persistence for the trips file at `url`; nothing is read or written until asked.
  public init(url: URL, maximumFileSize: Int = TripPersistence.defaultMaximumFileSize) {
    self.url = url
    self.maximumFileSize = maximumFileSize
  }

  /// Persistence for the file at ``defaultURL(environment:)``.
  public init() {
    self.init(url: Self.defaultURL())
  }

  /// Where the trips file lives by default:
  ///
  /// 1. `$TRIPS_DATA_FILE`, if set and not empty;
  /// 2. else `$XDG_DATA_HOME/trips/trips.json`, if `XDG_DATA_HOME` is an absolute path;
  /// 3. else `~/.local/share/trips/trips.json`, where `~` is `$HOME` or the user's home folder.
  public static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let file = environment["TRIPS_DATA_FILE"], !file.isEmpty {
      return URL(fileURLWithPath: file).standardizedFileURL
    }
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return URL(fileURLWithPath: dataHome, isDirectory: true)
        .appending(components: "trips", "trips.json")
    }
    let home: URL
    if let path = environment["HOME"], path.hasPrefix("/") {
      home = URL(fileURLWithPath: path, isDirectory: true)
    } else {
      home = FileManager.default.homeDirectoryForCurrentUser
    }
    return home.appending(components: ".local", "share", "trips", "trips.json")
  }

  /// The lock file used by ``acquireLock()``: beside the file ``url`` names (after following symbolic
  /// links), its name plus `.lock`.
  public var lockURL: URL {
    URL(fileURLWithPath: ((try? Self.resolve(path)) ?? path) + ".lock")
  }

  /// The file system path of ``url``.
  var path: String { url.filePath }
}

extension URL {
  /// The file system path, without percent encoding.
  var filePath: String { path(percentEncoded: false) }
}
