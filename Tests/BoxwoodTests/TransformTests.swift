import Boxwood
import Testing

@Suite("View transforms and BoxView animation")
@MainActor
struct TransformTests {
  @Test("transform parts compose into the documented matrix; inversion undoes it")
  func matrices() {
    let t = Transform2D(rotationAngle: .pi / 2).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -1)
    let m = t.affine
    // Scale first (x by 2), then a quarter turn clockwise on screen (x axis → y axis), then move.
    let p = m.apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x - 5) < 1e-12 && abs(p.y - 1) < 1e-12)
    let q = m.apply(to: Point(x: 0, y: 1))
    #expect(abs(q.x - 2) < 1e-12 && abs(q.y + 1) < 1e-12)
    let back = m.inverted!.apply(to: p)
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
    #expect(Transform2D(scaleX: 0, y: 1).affine.inverted == nil)
    let about = Transform2D(scaleX: 2, y: 2).affine.about(Point(x: 10, y: 10))
    #expect(about.apply(to: Point(x: 10, y: 10)) == Point(x: 10, y: 10))
    #expect(about.apply(to: Point(x: 11, y: 10)) == Point(x: 12, y: 10))
  }

  @Test("hit testing and conversion go through transforms about the centre")
  func hitTestingThroughTransforms() {
    let (window, view) = animationFixture()
    view.frame = Rect(x: 110, y: 120, width: 100, height: 50)  // centre (160, 145)
    let child = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
    view.addSubview(child)
    view.transform = Transform2D(scaleX: 2, y: 2)
    // Drawn from (60, 95) to (260, 195); the child's top-left corner lands at (60, 95).
    #expect(window.hitTest(Point(x: 65, y: 100)) === child)
    #expect(window.hitTest(Point(x: 250, y: 190)) === view)
    #expect(window.hitTest(Point(x: 265, y: 190)) === window.rootView)
    let corner = child.convert(Point(x: 20, y: 10), to: nil)
    #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 115) < 1e-9)
    let local = child.convert(Point(x: 100, y: 115), from: nil)
    #expect(abs(local.x - 20) < 1e-9 && abs(local.y - 10) < 1e-9)
    view.transform = Transform2D(rotationAngle: .pi / 2)
    // A quarter turn: the 100×50 view now spans x 135…185, y 95…195.
    #expect(window.hitTest(Point(x: 140, y: 190)) === view)
    #expect(window.hitTest(Point(x: 200, y: 145)) === window.rootView)
    #expect(view.frame == Rect(x: 110, y: 120, width: 100, height: 50))  // layout ignores transforms
  }

  @Test("a scale or rotation is drawn as a transform group about the centre; a move alone is not")
  func displayList() {
    let (window, view) = animationFixture()
    view.transform = Transform2D(translationX: 5, y: 7)
    var list = frame(window, at: 0)
    #expect(list.fillRects.contains(Rect(x: 15, y: 27, width: 100, height: 50)))
    #expect(!list.commands.contains { if case .pushTransform = $0 { return true } else { return false } })
    view.transform = Transform2D(scaleX: 2, y: 1)
    list = frame(window, at: 0)
    let matrices = list.commands.compactMap { command -> AffineTransform? in
      if case .pushTransform(let m) = command { return m } else { return nil }
    }
    #expect(matrices == [Transform2D(scaleX: 2, y: 1).affine.about(Point(x: 60, y: 45))])
    #expect(list.isBalanced)
    #expect(list.fillRects.contains(Rect(x: 10, y: 20, width: 100, height: 50)))
  }

  @Test("BoxView.animateChangesWithDurations animates an insertion: the rows below glide down")
  func boxViewAnimation() {
    let window = makeWindow(width: 300, height: 400)
    let box = BoxView()
    box.spacing = 10
    let rows = (0..<3).map { index -> View in
      let row = View()
      row.debugName = "row\(index)"
      return row
    }
    box.items = rows.map { $0.boxed.height(40) }
    window.rootView.addSubview(box)
    box.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    frame(window, at: 0)
    #expect(rows[1].frame.minY == 50)
    let error = View()
    error.frame = rows[0].frame
    box.insertItem(error.boxed.height(20), after: rows[0], z: .back)
    let done = Completions()
    box.animateChanges(duration: 0.3, completion: done.record)
    #expect(rows[1].frame.minY == 80)
    window.frameTime = 0.15
    let halfway = rows[1].presentation.frame.minY
    #expect(abs(halfway - 65) < 1e-9)  // ease-in-out is exactly half way at half time
    let label = error.presentation.frame
    #expect(label.minY > 0 && label.minY < 50)
    frame(window, at: 0.3)
    #expect(rows[1].presentation.frame.minY == 80)
    #expect(box.subviews.first === error)  // z: .back
    frame(window, at: 0.31)
    #expect(done.calls == [true])
  }
}
