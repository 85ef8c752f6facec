import Boxwood
import BoxwoodSDL
import SeededRandom

extension LoginSoak {
  /// Words typed and pasted: plain, accented, and fresh random letters (new strings keep the text cache
  /// busy).
  static let vocabulary = ["alice", "bob", "correct", "horse", "Ünïcödé", "naïve", "password", "x", "ZZtop"]
  /// Window sizes a round resizes to: tiny (the form scrolls), small, wide, large, home.
  static let sizes = [
    Size(width: 240, height: 260), Size(width: 360, height: 420), Size(width: 900, height: 400),
    Size(width: 1200, height: 1000), homeSize,
  ]

  // MARK: A round

  /// Six to twelve random actions, each a few steps.
  func roundSteps() -> [SoakStep] {
    var result: [SoakStep] = []
    for _ in 0..<Int.random(in: 6...12, using: &generator) {
      result += randomAction()
    }
    return result
  }

  private func randomAction() -> [SoakStep] {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1: return typing()
    case 2: return deleting()
    case 3: return selectingAndReplacing()
    case 4: return copyingAndPasting()
    case 5: return doubleClickingAWord()
    case 6: return draggingASelection()
    case 7: return submitting()
    case 8: return [step(1) { $0.click($0.form.forgotButton) }, pause()]
    case 9: return resizing()
    case 10: return [step(1) { $0.input.press(.tab) }, pause()]
    default: return signingOutOrScrolling()
    }
  }

  private func step(
    _ frames: Int, atRest: Bool = false, _ action: @escaping @MainActor (LoginSoak) -> Void
  ) -> SoakStep {
    SoakStep(frames: frames, waitsForRest: atRest, action: action)
  }

  /// Idle frames: animations run, the caret blinks.
  private func pause() -> SoakStep {
    step(Int.random(in: 1...40, using: &generator)) { _ in }
  }

  /// A field chosen at random.
  private func field() -> TextField {
    generator.chance(0.5) ? form.nameField : form.passwordField
  }

  private func word() -> String {
    if generator.chance(0.4) {
      let letters = Array("abcdefghijklmnopqrstuvwxyzÉé")
      return String((0..<Int.random(in: 1...9, using: &generator)).map { _ in generator.pick(letters) })
    }
    return generator.pick(Self.vocabulary)
  }

  /// Clicks a field and types a word a character at a time (1–3 frames apart); a field grown long is
  /// emptied first, so text stays bounded.
  private func typing() -> [SoakStep] {
    let target = field()
    var result = [
      step(1) { soak in
        soak.click(target)
        if target.text.count > 40 {
          soak.input.press(.character("a"), modifiers: .control)
          soak.input.press(.backspace)
        }
      }
    ]
    for character in word() {
      result.append(step(Int.random(in: 1...3, using: &generator)) { $0.input.type(String(character)) })
    }
    if generator.chance(0.3) { result.append(step(1) { $0.input.type(" ") }) }
    return result + [pause()]
  }

  /// Backspace a few times, sometimes a word at a time, sometimes forward Delete from the start.
  private func deleting() -> [SoakStep] {
    let byWord = generator.chance(0.3)
    let fromStart = generator.chance(0.2)
    var result = [
      step(1) { soak in
        if fromStart { soak.input.press(.home) }
      }
    ]
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      result.append(
        step(1) { soak in
          soak.input.press(fromStart ? .delete : .backspace, modifiers: byWord ? .control : [])
        })
    }
    return result + [pause()]
  }

  /// Shift-Left a few times, then type over the selection.
  private func selectingAndReplacing() -> [SoakStep] {
    var result: [SoakStep] = []
    for _ in 0..<Int.random(in: 1...5, using: &generator) {
      result.append(step(1) { $0.input.press(.left, modifiers: .shift) })
    }
    let replacement = word()
    return result + [step(2) { $0.input.type(replacement) }, pause()]
  }

  /// Select all, copy (or cut), move to the end, paste; or paste a word from elsewhere.
  private func copyingAndPasting() -> [SoakStep] {
    let cut = generator.chance(0.3)
    let external = generator.chance(0.4) ? word() : nil
    return [
      step(1) { soak in
        if let external {
          soak.window.clipboard.string = external
        } else {
          soak.input.press(.character("a"), modifiers: .control)
          soak.input.press(.character(cut ? "x" : "c"), modifiers: .control)
        }
      },
      step(1) { $0.input.press(.end) },
      step(1) { soak in
        // Pasting doubles the text each time: keep it short.
        if soak.window.firstResponder.map({ ($0 as? TextField)?.text.count ?? 0 }) ?? 0 > 40 { return }
        soak.input.press(.character("v"), modifiers: .control)
      },
      pause(),
    ]
  }

  /// Double-clicks a field (selecting a word) and types over it.
  private func doubleClickingAWord() -> [SoakStep] {
    let target = field()
    let replacement = word()
    return [
      step(1) { soak in
        soak.click(target)
        soak.click(target)
      },
      step(1) { $0.input.type(replacement) },
      pause(),
    ]
  }

  /// Presses in a field near its left edge and drags right, selecting.
  private func draggingASelection() -> [SoakStep] {
    let target = field()
    return [
      step(1) { soak in
        soak.window.layoutIfNeeded()
        let frame = target.convert(target.bounds, to: nil)
        soak.pointer = Point(x: frame.minX + 8, y: frame.midY)
        soak.send(.down, at: soak.pointer)
      },
      step(1) { $0.dragBy(40) },
      step(1) { $0.dragBy(60) },
      step(1) { soak in soak.send(.up, at: soak.pointer) },
      pause(),
    ]
  }

  /// Login (clicked, or Return in a field): an error comes or moves, or the form signs in.
  private func submitting() -> [SoakStep] {
    let byReturn = generator.chance(0.4)
    return [
      step(1) { soak in
        if byReturn { soak.input.press(.returnKey) } else { soak.click(soak.form.loginButton) }
      },
      pause(), pause(),
    ]
  }

  private func resizing() -> [SoakStep] {
    let size =
      anySize
      ? Size(
        width: Double(Int.random(in: 240...1200, using: &generator)),
        height: Double(Int.random(in: 260...1000, using: &generator)))
      : generator.pick(Self.sizes)
    return [step(1) { $0.window.size = size }, pause()]
  }

  /// Signed in: Sign out. Otherwise a scroll of the form (which moves only when the window is small).
  private func signingOutOrScrolling() -> [SoakStep] {
    let dy = generator.chance(0.5) ? 60.0 : -60.0
    return [
      step(1) { soak in
        if soak.form.signedInName != nil {
          soak.click(soak.form.successView.signOutButton)
        } else {
          soak.window.layoutIfNeeded()
          let frame = soak.form.scrollView.convert(soak.form.scrollView.bounds, to: nil)
          soak.window.dispatch(
            .scroll(
              ScrollEvent(
                delta: Point(x: 0, y: dy), at: Point(x: frame.midX, y: frame.midY), isPrecise: true,
                timestamp: soak.window.frameTime)))
        }
      },
      pause(),
    ]
  }

  // MARK: Home

  /// Back to the start: signed out, home size, both fields empty, no error, no hint, focus in Name. Each
  /// step looks at the state when it runs.
  func homeSteps() -> [SoakStep] {
    // Each step once nothing animates: an animating view refuses clicks, as in UIKit.
    // The size first: in a small window the Sign out button may be scrolled out of reach.
    [
      step(1, atRest: true) { $0.window.size = Self.homeSize },
      step(1, atRest: true) { soak in
        if soak.form.signedInName != nil { soak.click(soak.form.successView.signOutButton) }
      },
      step(1, atRest: true) { $0.empty($0.form.nameField) },
      step(1, atRest: true) { $0.empty($0.form.passwordField) },
      step(1, atRest: true) { soak in
        // Editing the field an error is about removes the error.
        guard let field = soak.form.errorField else { return }
        soak.click(field)
        soak.input.type("x")
        soak.input.press(.backspace)
      },
      step(1, atRest: true) { soak in
        if soak.form.hintLabel.superview != nil { soak.click(soak.form.forgotButton) }
      },
      step(1, atRest: true) { $0.click($0.form.nameField) },
    ]
  }

  /// Whether the form is home: what ``homeSteps()`` aims for.
  var isHome: Bool {
    window.size == Self.homeSize && form.signedInName == nil && form.errorField == nil
      && form.hintLabel.superview == nil && form.nameField.text.isEmpty && form.passwordField.text.isEmpty
      && window.firstResponder === form.nameField
  }

  private func empty(_ field: TextField) {
    click(field)
    input.press(.character("a"), modifiers: .control)
    input.press(.backspace)
  }

  // MARK: Input

  /// A click at the centre of `view` where it is now, the pointer left there.
  func click(_ view: View) {
    window.layoutIfNeeded()
    pointer = view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    input.click(at: pointer)
  }

  func send(_ kind: PointerEvent.Kind, at point: Point) {
    window.dispatch(.pointer(PointerEvent(kind, at: point, timestamp: window.frameTime)))
  }

  func dragBy(_ dx: Double) {
    pointer = Point(x: pointer.x + dx, y: pointer.y)
    send(.dragged, at: pointer)
  }
}
