// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import "golang.org/x/sys/cpu"

// hasSHA2 reports the ARMv8 SHA2 crypto extension (SHA256H, SHA256H2,
// SHA256SU0, SHA256SU1), which also implies ASIMD. x/sys/cpu reads it from
// the OS (HWCAP, sysctl) and honours GODEBUG=cpu.sha2=off.
var hasSHA2 = cpu.ARM64.HasSHA2 && cpu.ARM64.HasASIMD

// hashSHA2 writes n digests to digests for the n 64-byte messages at
// chunks, two messages at a time with the SHA2 crypto extension. digests
// may equal chunks.
//
//go:noescape
func hashSHA2(digests *[32]byte, chunks *[64]byte, n int)

// hasNEON: the 4-lane kernel uses base ASIMD (Advanced SIMD) instructions
// only. x/sys/cpu honours GODEBUG=cpu.asimd=off.
var hasNEON = cpu.ARM64.HasASIMD

// hashNEON writes n digests to digests for the n 64-byte messages at
// chunks, four messages at a time in the 32-bit lanes of ASIMD registers.
// n is a multiple of 4; digests may equal chunks.
//
//go:noescape
func hashNEON(digests *[32]byte, chunks *[64]byte, n int)

// neonMinPairs is the automatic plan's threshold for the NEON kernel. With
// the SHA2 extension the sha2 kernel is far faster per pair (3 to 10 times
// over llvm-mca's seven AArch64 models, bench/README.md), so
// NEON is then only used when forced (0).
// Without SHA2 (Cortex-A72 as in the Raspberry Pi 4, Cortex-A53/A55) it
// takes every group of 4 pairs from 4 pairs up, the rest going to the
// portable kernel: the model puts it at under half the portable kernel's
// cycles per pair on these cores.
func neonMinPairs() int {
	if hasSHA2 {
		return 0
	}
	return 4
}

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return []*kernel{
		{id: kSHA2, lanes: 1, ok: hasSHA2},
		{id: kNEON, lanes: 4, ok: hasNEON, minPairs: neonMinPairs()},
	}
}

// hashArch runs kernel id, which must be registered and supported; the
// portable kernel is the default case.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	case kSHA2:
		hashSHA2(d, c, n)
	case kNEON:
		hashNEON(d, c, n)
	case kSplit:
		hashSplit(d, c, n)
	default:
		hashGeneric(d, c, n)
	}
}
