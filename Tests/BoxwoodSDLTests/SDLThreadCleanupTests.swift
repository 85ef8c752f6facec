import CSDL2
import Testing

@testable import BoxwoodSDL

#if canImport(Glibc)
import Glibc
#endif

/// SDL 2 leaks the per-thread storage of every thread it did not start (its pthread key has no
/// destructor): the main actor hops between Dispatch's worker threads under an async main, so Boxwood
/// frees it when such a thread ends (`SDLThreadCleanup`). The storage table is one of SDL's own counted
/// allocations (`SDL_GetNumAllocations()`); the tests are main-actor and synchronous, so no other test
/// allocates through SDL while they run.
@Suite("SDL's per-thread storage is freed when a thread ends")
@MainActor
struct SDLThreadCleanupTests {
  @Test("a thread that read SDL's error through Boxwood leaves SDL's allocations where it found them")
  func errorReadOnAThread() throws {
    let before = SDL_GetNumAllocations()
    let seen = try #require(
      Self.onNewThread {
        _ = BoxwoodSDLError.sdlError  // SDL_GetError makes the thread's storage table and error buffer
        return (SDL_GetNumAllocations(), SDLThreadCleanup.isEnrolled)
      })
    #expect(seen.allocations == before + 1, "SDL_GetError made the thread's storage table")
    #expect(seen.enrolled)
    #expect(SDL_GetNumAllocations() == before, "the ended thread's SDL storage was freed")
  }

  @Test("enrolling a thread twice registers one cleanup, and a thread that never touched SDL is fine")
  func enrollTwice() throws {
    let before = SDL_GetNumAllocations()
    let twice = try #require(
      Self.onNewThread {
        SDLThreadCleanup.enroll()
        SDL_ClearError()
        SDLThreadCleanup.enroll()
        return (SDL_GetNumAllocations(), SDLThreadCleanup.isEnrolled)
      })
    #expect(twice.allocations == before + 1)
    let untouched = try #require(
      Self.onNewThread {
        SDLThreadCleanup.enroll()
        return (SDL_GetNumAllocations(), SDLThreadCleanup.isEnrolled)
      })
    #expect(untouched.allocations == before)
    #expect(SDL_GetNumAllocations() == before)
  }

  /// Runs `body` on a new pthread and joins it: once this returns, the thread's exit handlers have run.
  nonisolated private static func onNewThread(
    _ body: @escaping @Sendable () -> (allocations: Int32, enrolled: Bool)
  ) -> (allocations: Int32, enrolled: Bool)? {
    let run = ThreadRun(body)
    let context = Unmanaged.passRetained(run).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let run = Unmanaged<ThreadRun>.fromOpaque(context).takeRetainedValue()
        run.result = run.body()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<ThreadRun>.fromOpaque(context).release()
      return nil
    }
    pthread_join(thread, nil)
    return run.result
  }
}

/// A body to run on a thread and its result, handed over by pthread_create and read after pthread_join.
private final class ThreadRun: @unchecked Sendable {
  let body: @Sendable () -> (allocations: Int32, enrolled: Bool)
  var result: (allocations: Int32, enrolled: Bool)?

  init(_ body: @escaping @Sendable () -> (allocations: Int32, enrolled: Bool)) { self.body = body }
}
