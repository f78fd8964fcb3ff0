import Foundation
import Glibc
import SwiftUI

/// The interactive loop, on the main actor and its one thread: draw what changed, wait for input
/// (keys, the mouse, a resize, links from outside) with `poll`, hand it to the session, let the app's main-queue work run,
/// and again, until the person quits. The terminal is given back however the loop ends.
@MainActor
final class TerminalRunLoop {
  private let host: GraphHost
  private let configuration: TerminalConfiguration
  private var device = TerminalDevice()
  private var encoder: ANSIEncoder
  private var input = TerminalInput()
  private var needsRender = true
  private let links: TerminalLinkSource?

  init(host: GraphHost, configuration: TerminalConfiguration, links: TerminalLinkSource? = nil) {
    self.host = host
    self.configuration = configuration
    self.links = links
    encoder = ANSIEncoder(colors: configuration.colorOutput)
  }

  /// Runs until the person quits; returns the exit status.
  func run() -> Int32 {
    do {
      try device.enter()
    } catch {
      TerminalHost.writeError("\(TerminalHost.programName): cannot put the terminal in raw mode.\n")
      return 1
    }
    let mode: TerminalLayout.Mode = configuration.device == .mac ? .window : .device
    let size = device.size() ?? (80, 24)
    let session = TerminalSession(
      host: host, mode: mode, terminalSize: size, usesColor: configuration.usesColor)
    host.onNeedsUpdate = { [weak self] in self?.needsRender = true }
    let consoleStart = host.console.count
    let logStart = host.log.count
    let notesStart = host.diagnostics.count
    loop(session)
    host.onNeedsUpdate = nil
    device.leave()
    // What the app printed while it ran, as a program's output once it ends.
    for line in host.console.dropFirst(consoleStart) { TerminalHost.writeOutput(line + "\n") }
    for line in host.log.dropFirst(logStart) { TerminalHost.writeError("SwiftUI: " + line + "\n") }
    for note in host.diagnostics.dropFirst(notesStart) {
      TerminalHost.writeError(RuntimeDiagnostics.prefix + note + "\n")
    }
    return 0
  }

  private func loop(_ session: TerminalSession) {
    var descriptors = [
      pollfd(fd: device.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: SignalHandlers.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: links?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    while !session.wantsQuit {
      if needsRender {
        needsRender = false
        session.render()
        encoder.encode(session.frame)
        device.write(encoder.output)
      }
      let timeout: Int32 = input.hasPending ? 25 : 50
      for index in descriptors.indices { descriptors[index].revents = 0 }
      // poll skips a negative descriptor: no wake-up pipe, or no links.
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 && errno != EINTR { return }
      if SignalHandlers.takeResize(), let size = device.size() {
        session.resize(columns: size.columns, rows: size.rows)
        encoder.invalidate()
        needsRender = true
      }
      if descriptors[0].revents & Int16(POLLIN) != 0 {
        // Everything that is ready, so that a paste is handled (and drawn) once.
        guard let keys = input.read(from: &device) else { return }  // End of input: the terminal went away.
        handle(keys, session)
      } else if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        return
      } else if ready == 0 && input.hasPending {
        handle(input.flush(), session)
      }
      if descriptors[2].revents & Int16(POLLIN) != 0 { openLinks() }
      // Let the app's main-queue work run (tasks, timers); what it changes calls onNeedsUpdate.
      _ = RunLoop.main.run(mode: .default, before: Date())
    }
  }

  /// Delivers the links that arrived to the app, as the system opens a URL in a running app.
  private func openLinks() {
    guard let links else { return }
    for url in links.receive() { host.open(url) }
    needsRender = true
  }

  private func handle(_ keys: [Key], _ session: TerminalSession) {
    guard !keys.isEmpty else { return }
    if keys.contains(.control(12)) { encoder.invalidate() }
    session.handle(keys)
    needsRender = true
  }
}
