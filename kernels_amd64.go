// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import "golang.org/x/sys/cpu"

// hasAVX2 reports support for everything hashAVX2 uses: AVX and AVX2, its
// "Requires:" line in sha256_avx2_amd64.s (no BMI2 instruction: the kernel
// does all its arithmetic in vector registers). x/sys/cpu sets HasAVX and
// HasAVX2 only when XGETBV shows that the OS saves XMM and YMM state, so no
// separate OS check is needed; it also honours GODEBUG=cpu.avx2=off.
var hasAVX2 = cpu.X86.HasAVX && cpu.X86.HasAVX2

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return []*kernel{
		// minPairs 8: a single group already beats the portable kernel
		// 5.4x (53 vs 287 ns per pair at 8 pairs, AMD EPYC Zen 5).
		&kernel{id: kAVX2, lanes: 8, ok: hasAVX2, minPairs: 8},
	}
}

// hashArch runs the assembly kernel id. Only registered, supported kernels
// reach it.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	case kAVX2:
		hashAVX2(d, c, n)
	default:
		hashGeneric(d, c, n)
	}
}

// hashAVX2 writes n digests to digests for the n 64-byte messages at chunks,
// eight messages at a time in the 32-bit lanes of YMM registers. n must be a
// multiple of 8. digests may equal chunks.
//
//go:noescape
func hashAVX2(digests *[32]byte, chunks *[64]byte, n int)
