#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs Swift-source work on a thread with a large stack. swift-syntax's parser and this module's walkers recurse
/// once per nested construct, and not every construct counts toward the parser's nesting limit (a run of
/// `switch switch switch …` recursed 1,440 levels deep into an 8 MiB main-thread stack and crashed, found by the
/// fuzzing harness). With `SwiftLayoutImporter.maximumSourceBytes` bounding the depth a file can reach, a 1 GiB
/// stack holds the deepest file in a debug build; the memory is reserved, and only the pages used are touched.
enum LargeStack {
    static let size = 1 << 30

    /// `body`'s result, computed on a new thread with a `size`-byte stack while the caller waits.
    static func run<Result>(_ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { escapable in
            let box = Box<Result>(work: escapable)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(box).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                let box = Unmanaged<AnyBox>.fromOpaque(context!).takeRetainedValue()
                box.run()
                return nil
            }, context)
            guard started == 0 else {
                // No thread to be had (a process at its thread limit): do the work here, on the caller's stack.
                Unmanaged<Box<Result>>.fromOpaque(context).release()
                return box.work()
            }
            pthread_join(thread, nil)
            return box.result!
        }
    }

    /// The thread's entry sees the work without its result type.
    private class AnyBox {
        func run() {}
    }

    private final class Box<Value>: AnyBox {
        let work: () -> Value
        var result: Value?
        init(work: @escaping () -> Value) { self.work = work }
        override func run() { result = work() }
    }
}
