import Boxwood
import Testing

/// Checklist item 129: every worked example of the spec's part B3, with exact frames.
@Suite("FrameStackView: 129 worked examples (B3)")
@MainActor
struct FrameStackViewExampleTests {
  @Test("129 origin: stack (5,5,140,98); s0 (20,10,50,20); s1 (20,38,80,30)")
  func item129Origin() {
    let (stack, s0, s1) = fsExample()
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
  }

  @Test("129 center: s0 x 45, s1 x 30 (centre 70 of width 140, not the inset area's 60)")
  func item129Center() {
    let (stack, s0, s1) = fsExample()
    stack.alignment = .center
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(s0.frame == Rect(x: 45, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 30, y: 38, width: 80, height: 30))
  }

  @Test("129 endPoint: s0 x 50, s1 x 20")
  func item129EndPoint() {
    let (stack, s0, s1) = fsExample()
    stack.alignment = .endPoint
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(s0.frame == Rect(x: 50, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
  }

  @Test("129 a 200×300 stack keeps its size; center s0 x 75, s1 x 60; endPoint s0 x 110, s1 x 80")
  func item129LargerStack() {
    let (stack, s0, s1) = fsExample(frame: Rect(x: 5, y: 5, width: 200, height: 300))
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 200, height: 300))
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
    stack.alignment = .center
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 200, height: 300))
    #expect(s0.frame == Rect(x: 75, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 60, y: 38, width: 80, height: 30))
    stack.alignment = .endPoint
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 200, height: 300))
    #expect(s0.frame == Rect(x: 110, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 80, y: 38, width: 80, height: 30))
  }

  @Test("129 shouldWrap shrinks the 200×300 stack to 140×98")
  func item129Wrap() {
    let (stack, s0, s1) = fsExample(frame: Rect(x: 5, y: 5, width: 200, height: 300))
    stack.shouldWrap = true
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
  }

  @Test("129 itemSpacing [12]: s1 y 42, stack height 102")
  func item129ItemSpacing() {
    let (stack, s0, s1) = fsExample()
    stack.itemSpacing = [12]
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 102))
    #expect(s0.frame == Rect(x: 20, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 42, width: 80, height: 30))
  }

  @Test("129 itemOffset [5, 0]: origin s0 x 25; center s0 centre round(72.5) = 73, x 48; endPoint s0 x 45")
  func item129ItemOffset() {
    let (stack, s0, s1) = fsExample()
    stack.itemOffset = [5, 0]
    stack.layoutIfNeeded()
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
    #expect(s0.frame == Rect(x: 25, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
    stack.alignment = .center
    stack.layoutIfNeeded()
    #expect(s0.frame == Rect(x: 48, y: 10, width: 50, height: 20))
    #expect(s0.frame.midX == 73)
    #expect(s1.frame == Rect(x: 30, y: 38, width: 80, height: 30))
    stack.alignment = .endPoint
    stack.layoutIfNeeded()
    #expect(s0.frame == Rect(x: 45, y: 10, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 20, y: 38, width: 80, height: 30))
    #expect(stack.frame == Rect(x: 5, y: 5, width: 140, height: 98))
  }

  @Test("129 capture: insets.top 30, itemSpacing [20], itemOffset [15, 25], positions kept, stack 105×100")
  func item129Capture() {
    let s0 = fsView("s0", 50, 20, x: 15, y: 30)
    let s1 = fsView("s1", 80, 30, x: 25, y: 70)
    let stack = FrameStackView(frame: Rect(x: 5, y: 5, width: 0, height: 0), subviews: [s0, s1])
    stack.shouldWrap = true
    stack.alignment = .center
    stack.translatesCurrentLayout = true
    stack.layoutIfNeeded()
    #expect(stack.insets == EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
    #expect(stack.itemSpacing == [20])
    #expect(stack.itemOffset == [15, 25])
    #expect(s0.frame == Rect(x: 15, y: 30, width: 50, height: 20))
    #expect(s1.frame == Rect(x: 25, y: 70, width: 80, height: 30))
    #expect(stack.frame == Rect(x: 5, y: 5, width: 105, height: 100))
    #expect(!stack.translatesCurrentLayout)
    #expect(stack.alignment == .origin)
  }

  @Test("129 snapping: a non-intrinsic subview 10.4×10.6 becomes 10×11")
  func item129Snapping() {
    let view = fsView("v", 10.4, 10.6)
    let stack = FrameStackView(subviews: [view])
    stack.layoutIfNeeded()
    #expect(view.frame == Rect(x: 0, y: 0, width: 10, height: 11))
    #expect(stack.frame.size == Size(width: 10, height: 11))
  }
}
