import CSDL2

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Frees SDL's per-thread storage when a thread that is not SDL's own ends.
///
/// SDL 2 keeps each thread's error message (`SDL_GetError()`) in thread-local storage under a pthread key
/// that has no destructor: SDL frees it for the threads it started itself, and leaks it (about 200 bytes:
/// the storage table, the error buffer and its text) when any other thread ends. Boxwood is main-actor
/// code, but the main actor is not always one thread: under an `async` main (Swift Testing, or an app's
/// `static func main() async`) Dispatch drains the main queue on worker threads it starts and ends as it
/// pleases, so every thread that ran a frame would leave its SDL storage behind.
///
/// Each Boxwood entry into SDL calls ``enroll()``; the first call on a thread registers `SDL_TLSCleanup()`
/// to run when the thread ends (what SDL does at the end of its own threads). It is registered through
/// glibc's `__cxa_thread_atexit_impl` — the hook of C++ `thread_local` destructors — because those run
/// before any pthread key's destructor: by the time a pthread key destructor ran, glibc may already have
/// cleared SDL's key and `SDL_TLSCleanup()` would find nothing to free. Where that hook is missing, a
/// pthread key destructor is the fallback, which frees the storage whenever SDL's key comes after ours.
/// The main thread is enrolled too: `exit()` runs its handler, which frees whatever SDL still keeps for it.
enum SDLThreadCleanup {
  /// A per-thread flag (no destructor): set once the thread's cleanup is registered.
  private static let enrolledKey: pthread_key_t? = makeKey(destructor: nil)

  /// The pthread key fallback: its destructor cleans SDL's storage up.
  private static let fallbackKey: pthread_key_t? = threadExitHook == nil ? makeKey(destructor: cleanUp) : nil

  private typealias ThreadExitFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void
  private typealias ThreadExitHook =
    @convention(c) (ThreadExitFunction, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32

  /// glibc's `__cxa_thread_atexit_impl(function, object, dso)`, when the C library has it.
  private static let threadExitHook: ThreadExitHook? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__cxa_thread_atexit_impl") else {
      return nil
    }
    return unsafeBitCast(symbol, to: ThreadExitHook.self)
  }()

  /// What runs when an enrolled thread ends: SDL's own end-of-thread cleanup.
  private static let cleanUp: ThreadExitFunction = { _ in SDL_TLSCleanup() }

  /// A pointer that is not nil, the value of a set flag.
  private static var marker: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }

  /// Registers the cleanup of SDL's storage at the end of the calling thread, once per thread.
  /// Cheap enough to call on every frame (one thread-local read after the first call).
  static func enroll() {
    guard let enrolledKey, pthread_getspecific(enrolledKey) == nil else { return }
    pthread_setspecific(enrolledKey, marker)
    if let threadExitHook {
      // The third argument is an address in the module whose code runs at exit, which glibc keeps loaded
      // until then (glibc 2.36 dereferences its cache for nil): the cleanup function's own address.
      _ = threadExitHook(cleanUp, nil, unsafeBitCast(cleanUp, to: UnsafeMutableRawPointer.self))
    } else if let fallbackKey {
      pthread_setspecific(fallbackKey, marker)
    }
  }

  /// Whether the calling thread is enrolled (for tests).
  static var isEnrolled: Bool {
    guard let enrolledKey else { return false }
    return pthread_getspecific(enrolledKey) != nil
  }

  private static func makeKey(
    destructor: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?
  )
    -> pthread_key_t?
  {
    var key = pthread_key_t()
    return pthread_key_create(&key, destructor) == 0 ? key : nil
  }
}
