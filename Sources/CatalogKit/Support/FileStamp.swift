import Foundation

/// A file's size and modification time: enough to notice that another process changed it while it was read
/// through a connection that assumes it does not change.
struct FileStamp: Equatable {
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    /// The stamp of `path`, or an all-zero stamp when it cannot be read (a file that vanished has changed).
    init(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            size = -1
            modifiedSeconds = 0
            modifiedNanoseconds = 0
            return
        }
        size = Int64(status.st_size)
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    }
}
