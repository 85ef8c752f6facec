// The Boxwood Gallery: every kind of view that exists so far, in one window.
//   swift run Gallery                          a window (or a headless PNG when there is no display)
//   swift run Gallery --snapshot gallery.png   one frame, headless, to a PNG (add --size 1000x2920
//                                              to see every section: the window scrolls)
import Boxwood
import BoxwoodSDL
import Foundation

let code = MainActor.assumeIsolated {
  Application.runExample(title: "Gallery", defaultSize: Size(width: 1000, height: 800)) { window in
    window.backgroundColor = .systemGray6
    window.rootView = GalleryScrollView()
  }
}
exit(code)
