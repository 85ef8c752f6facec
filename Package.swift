// swift-tools-version:6.0
// Boxwood: a retained-mode GUI toolkit for Linux over SDL2, with Auto Layout and BoxView.
import PackageDescription

let package = Package(
  name: "Boxwood",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "Boxwood", targets: ["Boxwood"]),
    .library(name: "BoxwoodSDL", targets: ["BoxwoodSDL"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2")
  ],
  targets: [
    // MARK: C system libraries
    // SDL2_ttf.pc requires sdl2, so its flags bring SDL2's include path too; the module map
    // links all three libraries.
    .systemLibrary(
      name: "CSDL2",
      path: "Sources/CSDL2",
      pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
    ),

    // MARK: Libraries
    // The solver: pure Swift, no dependencies, not even Foundation.
    .target(name: "Cassowary"),
    // The toolkit core: geometry, views, layout, display list. Never imports CSDL2.
    .target(
      name: "Boxwood",
      dependencies: ["Cassowary", .product(name: "Logging", package: "swift-log")]
    ),
    // Bundled fonts and icons, as SwiftPM resources.
    .target(
      name: "BoxwoodAssets",
      path: "Assets",
      resources: [.copy("Fonts"), .copy("Icons")]
    ),
    // The only SDL code: windows, rendering, text, images, offscreen PNG.
    .target(
      name: "BoxwoodSDL",
      dependencies: ["Boxwood", "CSDL2", "BoxwoodAssets", .product(name: "Logging", package: "swift-log")]
    ),

    // MARK: Examples
    .executableTarget(name: "Gallery", dependencies: ["BoxwoodSDL"], path: "Examples/Gallery"),
    // The seed walkthrough's login form: the form and its scenarios in a library the tests import,
    // and a thin executable around it.
    .target(name: "LoginFormUI", dependencies: ["BoxwoodSDL", "Boxwood"], path: "Examples/LoginForm/UI"),
    .executableTarget(
      name: "LoginForm", dependencies: ["LoginFormUI", "BoxwoodSDL", "Boxwood"],
      path: "Examples/LoginForm/App"),
    // A small SDL game that owns its loop, with a Boxwood HUD hosted by GameHost: the game, the HUD and
    // their scenarios in a library the tests import, and a thin executable around it.
    .target(
      name: "GameOverlayKit", dependencies: ["BoxwoodSDL", "Boxwood", "CSDL2"],
      path: "Examples/GameOverlay/Kit"),
    .executableTarget(
      name: "GameOverlay", dependencies: ["GameOverlayKit"], path: "Examples/GameOverlay/App"),

    // MARK: Benchmarks (run with -c release; see Benchmarks/README.md)
    .executableTarget(
      name: "SolverBench", dependencies: ["Cassowary", "BenchSupport"], path: "Benchmarks/SolverBench"),
    .executableTarget(
      name: "RenderBench", dependencies: ["BoxwoodSDL", "Boxwood", "BenchSupport"],
      path: "Benchmarks/RenderBench"),
    .executableTarget(
      name: "LayoutBench", dependencies: ["Boxwood", "BenchSupport"], path: "Benchmarks/LayoutBench"),
    .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
    .executableTarget(
      name: "BoxBench", dependencies: ["Boxwood", "BenchSupport"], path: "Benchmarks/BoxBench"),
    .executableTarget(
      name: "StackBench", dependencies: ["Boxwood", "BenchSupport"], path: "Benchmarks/StackBench"),
    .executableTarget(
      name: "OverlayBench", dependencies: ["BoxwoodSDL", "Boxwood", "BenchSupport", "CSDL2"],
      path: "Benchmarks/OverlayBench"),
    .executableTarget(
      name: "AnimationBench", dependencies: ["Boxwood", "BenchSupport"], path: "Benchmarks/AnimationBench"),
    .executableTarget(
      name: "TextFieldBench", dependencies: ["Boxwood", "BoxwoodSDL", "BenchSupport"],
      path: "Benchmarks/TextFieldBench"),
    // The LoginForm soak (issue 10): the script in a library the tests import, and the long run.
    .target(
      name: "SoakKit", dependencies: ["LoginFormUI", "BoxwoodSDL", "Boxwood", "SeededRandom", "CSDL2"],
      path: "Benchmarks/SoakKit"),
    .executableTarget(
      name: "Soak", dependencies: ["SoakKit", "BoxwoodSDL", "Boxwood"], path: "Benchmarks/Soak"),
    // The composition corpus (issue 18): the view trees people build, for CompositionBench and the tests
    // that lay them out both ways.
    .target(
      name: "LayoutCorpus", dependencies: ["Boxwood", "SeededRandom"], path: "Benchmarks/LayoutCorpus"),
    .executableTarget(
      name: "CompositionBench", dependencies: ["LayoutCorpus", "Boxwood", "BenchSupport"],
      path: "Benchmarks/CompositionBench"),
    // The charts and docs/performance.md of Benchmarks/report, drawn with Boxwood itself.
    .executableTarget(
      name: "BenchCharts", dependencies: ["BoxwoodSDL", "Boxwood", "BenchSupport"],
      path: "Benchmarks/BenchCharts"),

    // MARK: Tests
    .target(
      name: "BoxwoodTestSupport",
      dependencies: ["BoxwoodSDL", "Boxwood"],
      path: "Tests/BoxwoodTestSupport"
    ),
    // One seedable generator for every fuzz and property test, depending on nothing.
    .target(name: "SeededRandom", path: "Tests/SeededRandom"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"]),
    // BenchCharts' results reader and chart geometry (not the report itself, which runs the benchmarks).
    .testTarget(name: "BenchChartsTests", dependencies: ["BenchCharts"]),
    .target(name: "BoxwoodTesting", dependencies: ["Boxwood"], path: "Tests/BoxwoodTesting"),
    .testTarget(
      name: "BoxwoodTests", dependencies: ["Boxwood", "BoxwoodTesting", "SeededRandom", "LayoutCorpus"]),
    .testTarget(
      name: "BoxwoodSDLTests",
      // CSDL2: event tests push raw SDL events through a real window; LoginFormUI and GameOverlayKit: the
      // examples' tests; SoakKit: the short soak.
      dependencies: [
        "BoxwoodSDL", "Boxwood", "BoxwoodTestSupport", "BoxwoodTesting", "CSDL2", "LoginFormUI",
        "GameOverlayKit", "SeededRandom", "SoakKit", "LayoutCorpus",
      ],
      exclude: ["__Snapshots__"]
    ),
  ]
)

// MARK: libFuzzer harnesses
// Only with BOXWOOD_LIBFUZZER=1, built with -sanitize=fuzzer in their own scratch directory by Scripts/fuzz
// (not in CI: the seeded fuzzers in the test targets are what CI runs).
if Context.environment["BOXWOOD_LIBFUZZER"] != nil {
  package.targets += [
    .executableTarget(
      name: "VBConstantFuzz", dependencies: ["Boxwood"], path: "Fuzz/VBConstantFuzz",
      exclude: ["constant.dict"]),
    .executableTarget(
      name: "EventFuzz", dependencies: ["BoxwoodSDL", "Boxwood", "CSDL2"], path: "Fuzz/EventFuzz"),
  ]
}
