// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import "golang.org/x/sys/cpu"

// hasAVX512 lists every extension hashAVX512 uses (the "Requires:" line
// above its TEXT). The features come from golang.org/x/sys/cpu, which sets
// HasAVX512F only if XGETBV shows that the OS saves the opmask and all 32
// ZMM registers (XCR0 bits 5-7, plus the special check on darwin); the other
// AVX512 flags are only set when HasAVX512F is. It also honours
// GODEBUG=cpu.avx512f=off. AVX (VZEROUPPER) is implied by AVX512F, but is
// listed as the generator's Requires line does.
var hasAVX512 = cpu.X86.HasAVX && cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW

// hashAVX512 writes n digests to digests for the n 64-byte messages at
// chunks, 16 messages at a time, one per 32-bit lane of the ZMM registers.
// n must be a multiple of 16. digests may equal chunks.
//
//go:noescape
func hashAVX512(digests *[32]byte, chunks *[64]byte, n int)

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return []*kernel{
		{id: kAVX512, lanes: 16, ok: hasAVX512, minPairs: 16},
	}
}

// hashArch runs the assembly kernel id. Only registered, supported kernels
// reach it.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	case kAVX512:
		hashAVX512(d, c, n)
	default:
		hashGeneric(d, c, n)
	}
}
