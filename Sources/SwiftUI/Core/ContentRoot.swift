/// Content given a node of its own, so that everything it holds lives under one node: a tab's
/// content (a tab that is not shown is kept by marking that node visited), and a list row made of
/// primitives (a change inside the row forgets that row, as it does a row that is a view of its own).
struct ContentRoot<Content: View>: View {
  let content: Content
  var body: Content { content }
}
