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

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return []*kernel{
		{id: kSHA2, lanes: 1, ok: hasSHA2},
	}
}

// hashArch runs kernel id, which must be registered and supported; the
// portable kernel is the default case.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	case kSHA2:
		hashSHA2(d, c, n)
	default:
		hashGeneric(d, c, n)
	}
}
