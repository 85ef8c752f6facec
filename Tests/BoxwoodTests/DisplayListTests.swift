import Boxwood
import Testing

@Suite("Display list")
@MainActor
struct DisplayListTests {
  let windowFill = DrawCommand.fill(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 0, color: .white)

  /// A view with a background colour.
  func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: Color = .red) -> View {
    let view = View(frame: Rect(x: x, y: y, width: width, height: height))
    view.backgroundColor = color
    return view
  }

  @Test("an empty window draws only its background")
  func emptyWindowDrawsBackground() {
    let window = makeWindow()
    #expect(window.makeDisplayList().commands == [windowFill])
  }

  @Test("a clear window background draws nothing")
  func clearWindowBackgroundDrawsNothing() {
    let window = makeWindow()
    window.backgroundColor = .clear
    #expect(window.makeDisplayList().isEmpty)
  }

  @Test("a view fills its frame with its colour and corner radius, in window coordinates")
  func viewFillsItsFrame() {
    let window = makeWindow()
    let view = box(10, 20, 50, 40)
    view.cornerRadius = 4
    window.rootView.addSubview(view)
    #expect(
      window.makeDisplayList().commands == [
        windowFill, .fill(Rect(x: 10, y: 20, width: 50, height: 40), cornerRadius: 4, color: .red),
      ])
  }

  @Test("nested views add their offsets and subtract a scrolled parent's bounds origin")
  func nestedOffsetsAccumulate() {
    let window = makeWindow()
    let outer = box(10, 20, 100, 60, .blue)
    let inner = box(5, 5, 10, 10, .green)
    window.rootView.addSubview(outer)
    outer.addSubview(inner)
    outer.bounds = Rect(x: 2, y: 3, width: 100, height: 60)
    #expect(
      window.makeDisplayList().fillRects == [
        Rect(x: 0, y: 0, width: 200, height: 100),
        Rect(x: 10, y: 20, width: 100, height: 60),
        Rect(x: 13, y: 22, width: 10, height: 10),
      ])
  }

  @Test("subviews draw back to front")
  func subviewsDrawBackToFront() {
    let window = makeWindow()
    window.backgroundColor = .clear
    let back = box(0, 0, 10, 10, .red)
    let front = box(5, 5, 10, 10, .blue)
    window.rootView.addSubview(back)
    window.rootView.addSubview(front)
    #expect(window.makeDisplayList().fillRects == [back.frame, front.frame])
    window.rootView.sendSubviewToBack(front)
    #expect(window.makeDisplayList().fillRects == [front.frame, back.frame])
  }

  @Test("the border is stroked after the subviews")
  func borderIsStrokedLast() {
    let window = makeWindow()
    window.backgroundColor = .clear
    let outer = box(10, 10, 50, 50, .blue)
    outer.borderWidth = 2
    outer.borderColor = .black
    outer.cornerRadius = 6
    outer.addSubview(box(0, 0, 5, 5, .green))
    window.rootView.addSubview(outer)
    #expect(
      window.makeDisplayList().commands == [
        .fill(Rect(x: 10, y: 10, width: 50, height: 50), cornerRadius: 6, color: .blue),
        .fill(Rect(x: 10, y: 10, width: 5, height: 5), cornerRadius: 0, color: .green),
        .stroke(Rect(x: 10, y: 10, width: 50, height: 50), cornerRadius: 6, lineWidth: 2, color: .black),
      ])
  }

  @Test("clipsToBounds wraps the subviews, not the background or border, in a clip")
  func clipWrapsSubviews() {
    let window = makeWindow()
    window.backgroundColor = .clear
    let outer = box(10, 10, 50, 50, .blue)
    outer.clipsToBounds = true
    outer.borderWidth = 1
    outer.addSubview(box(40, 40, 20, 20, .green))
    window.rootView.addSubview(outer)
    let frame = Rect(x: 10, y: 10, width: 50, height: 50)
    #expect(
      window.makeDisplayList().commands == [
        .fill(frame, cornerRadius: 0, color: .blue),
        .pushClip(frame),
        .fill(Rect(x: 50, y: 50, width: 20, height: 20), cornerRadius: 0, color: .green),
        .popClip,
        .stroke(frame, cornerRadius: 0, lineWidth: 1, color: .black),
      ])
  }

  @Test("alpha below 1 wraps the view and its subtree in an opacity group")
  func alphaMakesOpacityGroup() {
    let window = makeWindow()
    window.backgroundColor = .clear
    let outer = box(0, 0, 50, 50, .blue)
    outer.alpha = 0.5
    outer.addSubview(box(0, 0, 5, 5, .green))
    window.rootView.addSubview(outer)
    #expect(
      window.makeDisplayList().commands == [
        .pushOpacity(0.5),
        .fill(Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 0, color: .blue),
        .fill(Rect(x: 0, y: 0, width: 5, height: 5), cornerRadius: 0, color: .green),
        .popOpacity,
      ])
  }

  @Test("hidden views and views with zero alpha draw nothing, subtree included")
  func hiddenViewsDrawNothing() {
    let window = makeWindow()
    let hidden = box(0, 0, 50, 50)
    hidden.isHidden = true
    hidden.addSubview(box(0, 0, 5, 5))
    let invisible = box(60, 0, 50, 50)
    invisible.alpha = 0
    invisible.addSubview(box(0, 0, 5, 5))
    window.rootView.addSubview(hidden)
    window.rootView.addSubview(invisible)
    #expect(window.makeDisplayList().commands == [windowFill])
  }

  @Test("a view without a background or with a clear one emits no fill")
  func noBackgroundNoFill() {
    let window = makeWindow()
    window.rootView.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    window.rootView.addSubview(box(0, 0, 10, 10, .clear))
    #expect(window.makeDisplayList().commands == [windowFill])
  }

  @Test("commands wholly outside the window are culled")
  func outsideWindowIsCulled() {
    let window = makeWindow()
    window.rootView.addSubview(box(200, 0, 10, 10))
    window.rootView.addSubview(box(-10, -10, 10, 10))
    window.rootView.addSubview(box(195, 95, 10, 10, .blue))
    #expect(
      window.makeDisplayList().commands == [
        windowFill, .fill(Rect(x: 195, y: 95, width: 10, height: 10), cornerRadius: 0, color: .blue),
      ])
  }

  @Test("commands wholly outside a clipping ancestor are culled")
  func outsideClipIsCulled() {
    let window = makeWindow()
    window.backgroundColor = .clear
    let clipper = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    clipper.clipsToBounds = true
    let hiddenByClip = box(25, 0, 10, 10)
    let nested = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
    nested.addSubview(box(30, 30, 5, 5))
    clipper.addSubview(hiddenByClip)
    clipper.addSubview(nested)
    window.rootView.addSubview(clipper)
    #expect(
      window.makeDisplayList().commands == [
        .pushClip(Rect(x: 10, y: 10, width: 20, height: 20)), .popClip,
      ])
  }

  @Test("push and pop commands are balanced in a deep tree")
  func pushesAndPopsAreBalanced() {
    let window = makeWindow()
    var parent = window.rootView
    for depth in 0..<6 {
      let child = box(2, 2, 150, 80)
      child.clipsToBounds = depth.isMultiple(of: 2)
      child.alpha = depth.isMultiple(of: 3) ? 0.9 : 1
      child.addSubview(box(500, 500, 5, 5))
      parent.addSubview(child)
      parent = child
    }
    let list = window.makeDisplayList()
    #expect(list.isBalanced)
    #expect(list.commands.filter { $0 == .popClip }.count == 3)
    #expect(list.commands.filter { $0 == .popOpacity }.count == 2)
  }

  @Test("a subclass's draw(in:) runs in bounds coordinates between background and subviews")
  func customDrawRunsBetweenBackgroundAndSubviews() {
    final class Marker: View {
      override func draw(in context: GraphicsContext) {
        context.fill(Rect(x: 1, y: 1, width: 2, height: 2), color: .yellow)
      }
    }
    let window = makeWindow()
    window.backgroundColor = .clear
    let marker = Marker(frame: Rect(x: 20, y: 30, width: 10, height: 10))
    marker.backgroundColor = .blue
    marker.addSubview(box(0, 0, 4, 4, .green))
    window.rootView.addSubview(marker)
    #expect(
      window.makeDisplayList().fillRects == [
        Rect(x: 20, y: 30, width: 10, height: 10), Rect(x: 21, y: 31, width: 2, height: 2),
        Rect(x: 20, y: 30, width: 4, height: 4),
      ])
  }

  @Test("making a display list leaves the window clean")
  func makingDisplayListCleansWindow() {
    let window = makeWindow()
    window.rootView.addSubview(box(0, 0, 10, 10))
    #expect(window.needsRedraw)
    let first = window.makeDisplayList()
    #expect(!window.needsRedraw)
    #expect(window.makeDisplayList() == first)
  }

  @Test("GraphicsContext reports its clip in local coordinates and ignores empty rectangles")
  func graphicsContextClipAndEmptyRects() {
    let context = GraphicsContext(size: Size(width: 100, height: 50))
    #expect(context.clipBounds == Rect(x: 0, y: 0, width: 100, height: 50))
    context.fill(Rect(x: 0, y: 0, width: 0, height: 10), color: .red)
    context.stroke(Rect(x: 0, y: 0, width: 10, height: 10), color: .red, lineWidth: 0)
    context.drawText("", font: tenPoint, color: .red, origin: .zero, lineSize: Size(width: 10, height: 10))
    #expect(context.displayList.isEmpty)
    context.withClip(Rect(x: 10, y: 10, width: 20, height: 20)) {
      #expect(context.clipBounds == Rect(x: 10, y: 10, width: 20, height: 20))
    }
    #expect(context.displayList.commands == [.pushClip(Rect(x: 10, y: 10, width: 20, height: 20)), .popClip])
  }
}
