import Boxwood
import BoxwoodSDL
import Testing

/// Pixel-exact checks of what the renderer draws, independent of goldens.
@Suite("Renderer pixels", .serialized)
@MainActor
struct RendererPixelTests {
  @Test("a fill covers exactly its snapped pixels")
  func fillCoversSnappedPixels() throws {
    let root = View()
    root.addSubview(box(10.4, 5.6, 20, 10, .red))
    let image = try TestRenderer.render(root, width: 40, height: 20)
    #expect(image.rgba(x: 10, y: 6) == [255, 0, 0, 255])
    #expect(image.rgba(x: 29, y: 15) == [255, 0, 0, 255])
    #expect(image.rgba(x: 9, y: 6) == [255, 255, 255, 255])
    #expect(image.rgba(x: 30, y: 6) == [255, 255, 255, 255])
    #expect(image.rgba(x: 10, y: 5) == [255, 255, 255, 255])
    #expect(image.rgba(x: 10, y: 16) == [255, 255, 255, 255])
  }

  @Test("at scale 2 a one-point border is two pixels wide")
  func borderScalesToPixels() throws {
    let root = View()
    root.addSubview(box(2, 2, 16, 16, nil, border: 1, borderColor: .blue))
    let image = try TestRenderer.render(root, width: 20, height: 20, scale: 2)
    #expect(image.width == 40 && image.height == 40)
    #expect(image.rgba(x: 4, y: 20) == [0, 0, 255, 255])
    #expect(image.rgba(x: 5, y: 20) == [0, 0, 255, 255])
    #expect(image.rgba(x: 6, y: 20) == [255, 255, 255, 255])
    #expect(image.rgba(x: 3, y: 20) == [255, 255, 255, 255])
  }

  @Test("a translucent parent composites its subtree as one group")
  func groupOpacityIsNotPerChild() throws {
    let root = View()
    let group = View(frame: Rect(x: 0, y: 0, width: 30, height: 10))
    group.alpha = 0.5
    group.addSubview(box(0, 0, 20, 10, .red))
    group.addSubview(box(10, 0, 20, 10, .blue))
    root.addSubview(group)
    let image = try TestRenderer.render(root, width: 30, height: 10)
    // Where the children overlap, the group is blue; at 50% over white that is (127|128, 127|128, 255).
    let overlap = image.rgba(x: 15, y: 5)
    #expect(abs(Int(overlap[0]) - 128) <= 1 && abs(Int(overlap[1]) - 128) <= 1 && overlap[2] == 255)
    let redOnly = image.rgba(x: 5, y: 5)
    #expect(redOnly[0] == 255 && abs(Int(redOnly[1]) - 128) <= 1 && abs(Int(redOnly[2]) - 128) <= 1)
  }

  @Test("a single-command group folds its alpha into the command")
  func singleCommandGroupFolds() throws {
    let root = View()
    let view = box(0, 0, 10, 10, .black)
    view.alpha = 0.25
    root.addSubview(view)
    let before = TestRenderer.shared.renderer.statistics.layers
    let image = try TestRenderer.render(root, width: 10, height: 10)
    #expect(TestRenderer.shared.renderer.statistics.layers == before)
    let pixel = image.rgba(x: 5, y: 5)
    #expect(abs(Int(pixel[0]) - 191) <= 1)
  }

  @Test("nested clips intersect and children outside are cut")
  func nestedClipsIntersect() throws {
    let root = View()
    let outer = box(0, 0, 20, 20, nil)
    outer.clipsToBounds = true
    let inner = box(10, 10, 20, 20, nil)
    inner.clipsToBounds = true
    inner.addSubview(box(-15, -15, 40, 40, .green))
    outer.addSubview(inner)
    root.addSubview(outer)
    let image = try TestRenderer.render(root, width: 40, height: 40)
    #expect(image.rgba(x: 15, y: 15) == [0, 255, 0, 255])
    #expect(image.rgba(x: 5, y: 5) == [255, 255, 255, 255])
    #expect(image.rgba(x: 25, y: 15) == [255, 255, 255, 255])
    #expect(image.rgba(x: 15, y: 25) == [255, 255, 255, 255])
  }

  @Test("rounded corners are anti-aliased, straight edges stay crisp")
  func roundedCornersAreSmooth() throws {
    let root = View()
    root.addSubview(box(0, 0, 40, 40, .black, radius: 12))
    let image = try TestRenderer.render(root, width: 40, height: 40)
    #expect(image.rgba(x: 0, y: 0) == [255, 255, 255, 255])
    #expect(image.rgba(x: 20, y: 0) == [0, 0, 0, 255])
    #expect(image.rgba(x: 0, y: 20) == [0, 0, 0, 255])
    // Somewhere along the corner arc there are partially covered (grey) pixels.
    let greys = (0..<12).flatMap { y in (0..<12).map { x in image.rgba(x: x, y: y)[0] } }.filter {
      $0 > 20 && $0 < 235
    }
    #expect(greys.count >= 4)
  }

  @Test("hidden views and zero alpha draw nothing")
  func hiddenDrawsNothing() throws {
    let root = View()
    let hidden = box(0, 0, 10, 10, .red)
    hidden.isHidden = true
    let clear = box(10, 0, 10, 10, .red)
    clear.alpha = 0
    root.addSubview(hidden)
    root.addSubview(clear)
    let image = try TestRenderer.render(root, width: 20, height: 10)
    #expect(image.pixels.allSatisfy { $0 == 255 })
  }

  @Test("text is cached: an unchanged frame rasterises nothing")
  func textCacheHits() throws {
    let renderer = try OffscreenRenderer()
    let window = Window(title: "cache", size: Size(width: 200, height: 60))
    let label = Label("Cached text", font: .system(size: 17))
    label.frame = Rect(x: 10, y: 10, width: 180, height: 30)
    window.rootView.addSubview(label)
    _ = try renderer.render(window)
    let first = renderer.renderer.statistics
    #expect(first.textMisses == 1)
    _ = try renderer.render(window)
    let second = renderer.renderer.statistics
    #expect(second.textMisses == 1)
    #expect(second.textHits == first.textHits + 1)
    window.scale = 2
    _ = try renderer.render(window)
    #expect(renderer.renderer.statistics.textMisses == 2)
  }
}
