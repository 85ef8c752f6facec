import Boxwood
import Testing

/// A four-level screen of nested boxes, checked frame by frame through inserts, removals, reorders,
/// hiding and axis flips. Every expected number is worked out from the BoxView rules by hand.
///
/// ```
/// screen (.y, 400×600, insets 10, spacing 10)          level 1
/// ├─ header (.x, height 50, spacing 5)                 level 2
/// │  ├─ logo (width 50)
/// │  └─ tools (.x, spacing 4, right-aligned)           level 3
/// │     ├─ t1 (width 30)   ├─ t2 (width 30)
/// ├─ body (.y, spacing 8)                               level 2
/// │  ├─ row1 (.x, height 40, insets left/right 6)       level 3
/// │  │  ├─ badge (.y, width 40)                         level 4
/// │  │  │  └─ dot (centred 10×10)
/// │  │  └─ text (left 10)
/// │  └─ row2 (height 40)
/// └─ footer (height 30)
/// ```
@Suite("BoxView: a nested screen")
@MainActor
struct BoxViewNestedTests {
  @MainActor
  final class Screen {
    let screen = BoxView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let header = BoxView(axis: .x, spacing: 5)
    let logo = named("logo")
    let tools = BoxView(axis: .x, spacing: 4)
    let t1 = named("t1")
    let t2 = named("t2")
    let body = BoxView(axis: .y, spacing: 8)
    let row1 = BoxView(axis: .x, insets: EdgeInsets(top: 0, left: 6, bottom: 0, right: 6))
    let badge = BoxView(axis: .y)
    let dot = named("dot")
    let text = named("text")
    let row2 = named("row2")
    let footer = named("footer")

    init() {
      screen.debugName = "screen"
      screen.insets = .all(10)
      screen.spacing = 10
      for (box, name) in [
        (header, "header"), (tools, "tools"), (body, "body"), (row1, "row1"), (badge, "badge"),
      ] {
        box.debugName = name
      }
      badge.items = [dot.boxed.size(Size(width: 10, height: 10)).centerX(padding: nil).centerY(padding: nil)]
      row1.items = [badge.boxed.width(40), text.boxed.left(10)]
      body.items = [row1.boxed.height(40), row2.boxed.height(40).bottom(>=0)]
      tools.items = [t1.boxed.width(30), t2.boxed.width(30)]
      header.items = [logo.boxed.width(50), tools.boxed.left(>=0)]
      screen.items = [header.boxed.height(50), body.boxed, footer.boxed.height(30)]
    }

    func layout() { screen.layoutIfNeeded() }

    /// A view's frame in the screen's coordinates.
    func absolute(_ view: View) -> Rect { screen.convert(view.bounds, from: view) }
  }

  @Test("the initial layout of all four levels")
  func initialLayout() {
    let s = Screen()
    s.layout()
    #expect(s.header.frame == Rect(x: 10, y: 10, width: 380, height: 50))
    #expect(s.logo.frame == Rect(x: 0, y: 0, width: 50, height: 50))
    // tools: two 30-point items 4 apart, pushed right by its >= left pin and its own zero right pin.
    #expect(s.tools.frame == Rect(x: 316, y: 0, width: 64, height: 50))
    #expect(s.t2.frame == Rect(x: 34, y: 0, width: 30, height: 50))
    // body fills between header and footer: 600 - 10 - 50 - 10 - 10 - 30 - 10 = 480.
    #expect(s.body.frame == Rect(x: 10, y: 70, width: 380, height: 480))
    #expect(s.footer.frame == Rect(x: 10, y: 560, width: 380, height: 30))
    #expect(s.row1.frame == Rect(x: 0, y: 0, width: 380, height: 40))
    #expect(s.row2.frame == Rect(x: 0, y: 48, width: 380, height: 40))
    #expect(s.badge.frame == Rect(x: 6, y: 0, width: 40, height: 40))
    #expect(s.dot.frame == Rect(x: 15, y: 15, width: 10, height: 10))
    #expect(s.text.frame == Rect(x: 56, y: 0, width: 318, height: 40))
    #expect(s.absolute(s.dot) == Rect(x: 31, y: 85, width: 10, height: 10))
  }

  @Test("insert, remove and reorder at different levels")
  func insertRemoveReorder() {
    let s = Screen()
    s.layout()
    // Level 3: a third tool before t1.
    let t0 = named("t0")
    s.tools.insertItem(t0.boxed.width(20), before: s.t1)
    s.layout()
    #expect(s.tools.frame == Rect(x: 292, y: 0, width: 88, height: 50))
    #expect(t0.frame == Rect(x: 0, y: 0, width: 20, height: 50))
    #expect(s.t1.frame.minX == 24)
    // Level 2: a row between row1 and row2.
    let middle = named("middle")
    s.body.insertItem(middle.boxed.height(20), after: s.row1)
    s.layout()
    #expect(middle.frame == Rect(x: 0, y: 48, width: 380, height: 20))
    #expect(s.row2.frame.minY == 76)
    // Removing row1 by removeFromSuperview takes its item away; middle moves up.
    s.row1.removeFromSuperview()
    s.layout()
    #expect(s.body.items.count == 2)
    #expect(middle.frame.minY == 0)
    #expect(s.row2.frame.minY == 28)
    // Reorder the screen: footer first.
    s.screen.items = [s.footer.boxed.height(30), s.header.boxed.height(50), s.body.boxed]
    s.layout()
    #expect(s.footer.frame == Rect(x: 10, y: 10, width: 380, height: 30))
    #expect(s.header.frame.minY == 50)
    #expect(s.body.frame == Rect(x: 10, y: 110, width: 380, height: 480))
  }

  @Test("hiding and showing with excludeHiddenViews, at two levels")
  func hideAndShow() {
    let s = Screen()
    s.screen.excludeHiddenViews = true
    s.tools.excludeHiddenViews = true
    s.layout()
    s.header.isHidden = true
    s.layout()
    // Without the header, body starts at the top inset.
    #expect(s.body.frame == Rect(x: 10, y: 10, width: 380, height: 540))
    s.t1.isHidden = true
    s.header.isHidden = false
    s.layout()
    #expect(s.body.frame.minY == 70)
    #expect(s.tools.frame == Rect(x: 350, y: 0, width: 30, height: 50))
    #expect(s.t2.frame.minX == 0)
  }

  @Test("flipping axes at two levels")
  func axisFlips() {
    let s = Screen()
    s.layout()
    // row1 becomes vertical: the badge (40×20, pinned left only) on top of the text.
    s.row1.setLayout(
      BoxLayout.zero.withRight(nil).withWidth(BoxLayout.Pin(40)).withHeight(BoxLayout.Pin(20)), for: s.badge)
    s.row1.setLayout(BoxLayout.zero, for: s.text)
    s.row1.axis = .y
    s.layout()
    #expect(s.badge.frame == Rect(x: 6, y: 0, width: 40, height: 20))
    #expect(s.text.frame == Rect(x: 6, y: 20, width: 368, height: 20))
    #expect(s.dot.frame == Rect(x: 15, y: 5, width: 10, height: 10))
    // The screen becomes horizontal: header, body and footer side by side, widths from their pins
    // (the header needs 50 + 5 + 64 points for its own items).
    s.screen.setLayout(BoxLayout.zero.withWidth(BoxLayout.Pin(150)), for: s.header)
    s.screen.setLayout(BoxLayout.zero.withWidth(BoxLayout.Pin(60)), for: s.footer)
    s.screen.axis = .x
    s.layout()
    #expect(s.header.frame == Rect(x: 10, y: 10, width: 150, height: 580))
    #expect(s.tools.frame == Rect(x: 86, y: 0, width: 64, height: 580))
    #expect(s.body.frame == Rect(x: 170, y: 10, width: 150, height: 580))
    #expect(s.footer.frame == Rect(x: 330, y: 10, width: 60, height: 580))
    // And back.
    s.screen.axis = .y
    s.screen.setLayout(BoxLayout.zero.withHeight(BoxLayout.Pin(50)), for: s.header)
    s.screen.setLayout(BoxLayout.zero.withHeight(BoxLayout.Pin(30)), for: s.footer)
    s.layout()
    #expect(s.body.frame == Rect(x: 10, y: 70, width: 380, height: 480))
  }
}
