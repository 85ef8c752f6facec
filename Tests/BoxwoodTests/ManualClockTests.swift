import Boxwood
import Testing

@Suite("ManualClock")
@MainActor
struct ManualClockTests {
  @Test("starts at the given time")
  func startsAtGivenTime() {
    #expect(ManualClock().now == 0)
    #expect(ManualClock(start: 12.5).now == 12.5)
  }

  @Test("advance moves time forward by the step")
  func advanceMovesForward() {
    let clock = ManualClock()
    clock.advance(by: 0.25)
    clock.advance(by: 1)
    #expect(clock.now == 1.25)
  }

  @Test("time never runs backwards: negative, zero and non-finite steps are ignored")
  func neverRunsBackwards() {
    let clock = ManualClock(start: 5)
    clock.advance(by: -1)
    clock.advance(by: 0)
    clock.advance(by: .nan)
    clock.advance(by: .infinity)
    clock.advance(by: -.infinity)
    #expect(clock.now == 5)
  }

  @Test("a clock is usable through the FrameClock protocol")
  func usableAsFrameClock() {
    let manual = ManualClock(start: 1)
    let clock: any FrameClock = manual
    manual.advance(by: 2)
    #expect(clock.now == 3)
  }

  @Test("the system clock is monotonic")
  func systemClockIsMonotonic() {
    let clock = SystemClock()
    let first = clock.now
    let second = clock.now
    #expect(first >= 0)
    #expect(second >= first)
  }
}
