import Glibc

/// Writes all of `bytes` to `descriptor` with plain `write(2)`, going on after partial writes and interruptions.
/// Returns 0, or the `errno` of the failure: the callers decide what a failure means (a closed pipe ends standard
/// output quietly, a full disk fails an `--output` file).
func writeFully(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, bytes.count - written) }
        if result >= 0 {
            written += result
            continue
        }
        if errno != EINTR { return errno }
    }
    return 0
}
