/// A reference to a host that does not keep it, read as nil once the host is gone: what the host's
/// tree makes and the app may keep longer holds one (a state's storage that a binding still writes
/// through, a stack's model that a closure captured).
///
/// It stands where a weak reference would. A weak reference gives the host a side table, after
/// which every retain and release of the host takes the runtime's slow path, and each node reaches
/// its host many times a pass (1.5% of favouriting a trip on an iPad). Each host has one, which it
/// clears as it deinitializes, on the main actor where the reference is read.
final class HostReference: @unchecked Sendable {
  /// The host, from its initialization to its deinitialization.
  private(set) unowned(unsafe) var host: GraphHost?

  init() {}

  /// Points the reference at its host, once the host is initialized.
  func attach(_ host: GraphHost) { self.host = host }

  /// Reads nil from now on: the host is going.
  func clear() { host = nil }
}
