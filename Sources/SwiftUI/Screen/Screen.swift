/// What is on the screen after an update: a plain tree of accessibility elements with frames, and the
/// actions a person can perform on them. Both hosts read it; neither looks at the view tree.
package struct Screen {
  package var geometry: SceneGeometry
  package var root: ScreenNode
  package var actions: [Int: ScreenActions]

  package init(geometry: SceneGeometry, root: ScreenNode, actions: [Int: ScreenActions]) {
    self.geometry = geometry
    self.root = root
    self.actions = actions
  }

  /// Every node, depth first.
  package var allNodes: [ScreenNode] {
    var nodes: [ScreenNode] = []
    func visit(_ node: ScreenNode) {
      nodes.append(node)
      node.children.forEach(visit)
    }
    visit(root)
    return nodes
  }

  package func node(id: Int) -> ScreenNode? {
    func find(_ node: ScreenNode) -> ScreenNode? {
      if node.id == id { return node }
      for child in node.children {
        if let found = find(child) { return found }
      }
      return nil
    }
    return find(root)
  }
}

/// The role of an element, in XCUITest's terms.
package enum ScreenRole: String, Sendable, CaseIterable {
  case window, column, navigationBar, toolbar, tabBar, button, staticText, image, textField, stepper
  case toggle = "switch"
  case cell, table, scrollView, group, sheet, fullScreenCover, popover, alert, dialog, inspector, searchField
  case other
}

/// One element on the screen.
package struct ScreenNode: Sendable {
  package var id: Int
  package var role: ScreenRole
  package var label: String
  package var value: String?
  package var identifier: String?
  package var isEnabled = true
  package var isSelected = false
  /// False when something covers the element (a sheet, an alert) or it is scrolled off screen.
  package var isHittable = true
  package var frame: CGRect
  package var children: [ScreenNode] = []
  /// Extra facts: a button's role, a sheet's detent and style, a column's name, a tint.
  package var details: [String: String] = [:]

  package init(id: Int, role: ScreenRole, label: String, frame: CGRect) {
    self.id = id
    self.role = role
    self.label = label
    self.frame = frame
  }

  /// Every descendant, depth first, not including this node.
  package var descendants: [ScreenNode] {
    var nodes: [ScreenNode] = []
    func visit(_ node: ScreenNode) {
      for child in node.children {
        nodes.append(child)
        visit(child)
      }
    }
    visit(self)
    return nodes
  }
}

/// What a person can do with an element.
@MainActor
package struct ScreenActions {
  package var tap: (() -> Void)?
  package var typeText: ((String) -> Void)?
  package var replaceText: ((String) -> Void)?
  package var increment: (() -> Void)?
  package var decrement: (() -> Void)?
  package var swipeLeft: (() -> Void)?
  package var swipeRight: (() -> Void)?
  package var swipeDown: (() -> Void)?
  package var swipeUp: (() -> Void)?
  package var dragToDetent: ((String) -> Void)?
  package var longPress: (() -> Void)?

  package init() {}
}
