// SHA-256's compression function on the processor's SHA extensions, for ContentDigest's SHA256 (the Swift code
// decides when to use it and does everything else: padding, length, the digest's bytes).
#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// The standard's 64 round constants K0 to K63 (FIPS 180-4, 4.2.2), shared by the hardware and the portable path.
const uint32_t *catalog_sha256_round_constants(void);

/// 1 when this processor has the SHA-256 instructions the function below uses (x86-64: SHA, SSSE3 and SSE4.1, read
/// from CPUID), else 0. The function must not be called when this is 0.
int catalog_sha256_hardware_available(void);

/// Folds `count` 64-byte blocks of `blocks` into `state` (H0 to H7 of FIPS 180-4 as eight 32-bit words), exactly as the
/// standard's compression function does block by block.
void catalog_sha256_compress_hardware(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
