// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import "golang.org/x/sys/cpu"

// hashNEON writes n digests to digests for the n 64-byte messages at
// chunks, four messages at a time in the 32-bit lanes of ASIMD registers.
// n is a multiple of 4.
//
//go:noescape
func hashNEON(digests *[32]byte, chunks *[64]byte, n int)

// hasNEON: the 4-lane kernel uses base ASIMD instructions only.
var hasNEON = cpu.ARM64.HasASIMD

// neonMinPairs is the auto plan's threshold for the NEON kernel: groups of
// 4 pairs go to it from 4 pairs up when the CPU lacks the SHA2 extension
// (e.g. Cortex-A72, Raspberry Pi 4), where it beats the portable kernel.
// With SHA2 the single-message sha2 kernel is several times faster per
// pair (llvm-mca estimates, bench/README-arm64-neon.md), so NEON is never
// chosen automatically (0), only when forced with HASHTREE_KERNEL=neon.
func neonMinPairs() int {
	if cpu.ARM64.HasSHA2 {
		return 0
	}
	return 4
}

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return []*kernel{
		{id: kNEON, lanes: 4, ok: hasNEON, minPairs: neonMinPairs()},
	}
}

// hashArch runs the assembly kernel id. Only registered, supported kernels
// reach it.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	case kNEON:
		hashNEON(d, c, n)
	default:
		hashGeneric(d, c, n)
	}
}
