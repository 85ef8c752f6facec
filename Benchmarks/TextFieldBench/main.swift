// TextFieldBench: a keystroke in a text field holding N characters (issue 6, "Speed").
//
//   swift build -c release --product TextFieldBench --scratch-path .build-tfbench
//   .build-tfbench/release/TextFieldBench [N ...]          # default N = 10000
//   .build-tfbench/release/TextFieldBench --dense [N ...]  # one long word with emoji, no spaces
//
// A focused TextField 460 points wide (Inter 15, measured by SDL_ttf through BoxwoodSDL.bootstrap())
// holds N characters of words. Each sample is one user action sent through Window.dispatch, as the
// desktop host sends it (a key's down and up events, and the text input between them), timed alone;
// an untimed action after it puts the text back to N characters. Medians of wall-clock samples, in µs:
//   insert_end        typing a character at the end
//   insert_middle     typing a character in the middle
//   backspace_end     Backspace at the end
//   backspace_middle  Backspace in the middle
//   caret_left        Left arrow in the middle (caret movement, keeping it in view)
//   word_left         Control-Left in the middle
//   shift_right       Shift-Right in the middle (extending the selection)
//   frame             the frame's display list after a keystroke in the middle (Window.makeDisplayList)
//   keystroke_frame   typing in the middle and the frame after it, together
//   click             a click in the field (hit test, caret placement)
//   set_text          setting `text` to N characters and drawing the first frame (not per keystroke)
// Goal (issue 6): every per-keystroke row (all but set_text) ≤ 1 ms at N = 10,000. A wrong text length
// after a phase is an ERROR line and exit status 1.

import BenchSupport
import Boxwood
import BoxwoodSDL

let perKeystroke: Set<String> = [
  "insert_end", "insert_middle", "backspace_end", "backspace_middle", "caret_left", "word_left",
  "shift_right", "frame", "keystroke_frame", "click",
]

var rows: [BenchRow] = []

@MainActor
func report(_ workload: String, _ n: Int, _ samples: [Double]) {
  let goal: Double? = perKeystroke.contains(workload) && n <= 10_000 ? 1000 : nil
  let row = BenchRow(workload: workload, n: n, median: median(samples), goal: goal)
  rows.append(row)
  print(row.line("textfield"))
}

/// N characters of words, deterministic.
func words(_ n: Int) -> String {
  let vocabulary = [
    "lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "sed", "do",
    "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua.", "Ünïcödé",
  ]
  var result = ""
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  while result.count < n {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    result += vocabulary[Int(state >> 33) % vocabulary.count] + " "
  }
  return String(result.prefix(n))
}

/// N graphemes without a space: letters, with an emoji (ZWJ family or skin tone) every 25th.
func dense(_ n: Int) -> String {
  var result = ""
  for index in 0..<n {
    if index % 25 == 24 {
      result += index % 50 == 49 ? "👩‍👩‍👧" : "👍🏽"
    } else {
      result.append(Character(Unicode.Scalar(UInt8(97 + index % 26))))
    }
  }
  return result
}

/// A window holding a focused field with `text`, and what sends it events.
@MainActor
struct Bench {
  let window = Window(title: "bench", size: Size(width: 480, height: 60))
  let field = TextField(placeholder: "Text")
  var time = 0.0

  init(text: String) {
    field.frame = Rect(x: 10, y: 12, width: 460, height: 36)
    window.rootView.addSubview(field)
    field.text = text
    field.becomeFirstResponder()
    _ = window.makeDisplayList()
  }

  mutating func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    time += 0.1
    window.dispatch(.key(KeyEvent(.down, key, modifiers: modifiers, timestamp: time)))
    window.dispatch(.key(KeyEvent(.up, key, modifiers: modifiers, timestamp: time + 0.05)))
  }

  mutating func type(_ character: Character) {
    time += 0.1
    window.dispatch(.key(KeyEvent(.down, .character(character), timestamp: time)))
    window.dispatch(.textInput(String(character)))
    window.dispatch(.key(KeyEvent(.up, .character(character), timestamp: time + 0.05)))
  }

  mutating func click(at x: Double) {
    time += 1
    let point = Point(x: x, y: 30)
    window.dispatch(.pointer(PointerEvent(.down, at: point, timestamp: time)))
    window.dispatch(.pointer(PointerEvent(.up, at: point, timestamp: time + 0.05)))
  }

  /// Puts the caret at `position` (untimed).
  func place(_ position: Int) { field.selectedRange = position..<position }

  func check(_ n: Int, _ context: String) {
    let count = field.text.count
    if count != n { fail("\(context): the field holds \(count) characters, expected \(n)") }
  }
}

@MainActor
func sample(_ count: Int, _ body: () -> Void) -> [Double] {
  (0..<count).map { _ in time(body) }
}

@MainActor
func run(_ n: Int, dense isDense: Bool) {
  let text = isDense ? dense(n) : words(n)
  let samples = n <= 10_000 ? 401 : 101
  var bench = Bench(text: text)
  let middle = n / 2

  // Typing then Backspace at the end, timed one at a time.
  bench.place(n)
  var typing: [Double] = []
  var deleting: [Double] = []
  for _ in 0..<samples {
    typing.append(time { bench.type("a") })
    deleting.append(time { bench.key(.backspace) })
  }
  bench.check(n, "end")
  report("insert_end", n, typing)
  report("backspace_end", n, deleting)

  typing = []
  deleting = []
  for _ in 0..<samples {
    bench.place(middle)
    typing.append(time { bench.type("a") })
    deleting.append(time { bench.key(.backspace) })
  }
  bench.check(n, "middle")
  report("insert_middle", n, typing)
  report("backspace_middle", n, deleting)

  bench.place(middle)
  var moves = sample(samples) { bench.key(.left) }
  report("caret_left", n, moves)
  bench.place(middle)
  moves = sample(samples) { bench.key(.left, .control) }
  report("word_left", n, moves)
  bench.place(middle)
  moves = sample(samples) { bench.key(.right, .shift) }
  report("shift_right", n, moves)

  var frames: [Double] = []
  var both: [Double] = []
  for _ in 0..<samples {
    bench.place(middle)
    bench.type("a")
    frames.append(time { _ = bench.window.makeDisplayList() })
    bench.key(.backspace)
    both.append(
      time {
        bench.type("a")
        _ = bench.window.makeDisplayList()
      })
    bench.key(.backspace)
  }
  bench.check(n, "frame")
  report("frame", n, frames)
  report("keystroke_frame", n, both)

  bench.place(middle)
  _ = bench.window.makeDisplayList()
  let clicks = sample(samples) { bench.click(at: 100 + Double(Int.random(in: 0..<300))) }
  report("click", n, clicks)

  let setting = sample(n <= 10_000 ? 21 : 5) {
    bench.field.text = ""
    bench.field.text = text
    _ = bench.window.makeDisplayList()
  }
  bench.check(n, "set_text")
  report("set_text", n, setting)
}

let arguments = CommandLine.arguments.dropFirst()
let sizes = arguments.compactMap { Int($0) }
let isDense = arguments.contains("--dense")
MainActor.assumeIsolated {
  do {
    try BoxwoodSDL.bootstrap()
  } catch {
    fail("BoxwoodSDL.bootstrap: \(error)")
  }
  for n in sizes.isEmpty ? [10_000] : sizes { run(n, dense: isDense) }
  printTable("TextFieldBench\(isDense ? " --dense" : "") (µs per action, medians)", rows)
}
if rows.contains(where: { $0.verdict == "MISS" }) { print("some goals missed") }
