// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command avx2 generates hashAVX2, the 8-lane AVX2 kernel: SHA-256
// (FIPS 180-4, https://doi.org/10.6028/NIST.FIPS.180-4) of eight 64-byte
// messages at once.
//
// Lane layout: the kernel works on groups of 8 messages. YMM register j
// (or frame slot j) holds 32-bit word j of all eight messages, message i in
// lane i, so every instruction advances eight independent hashes. Messages
// are loaded row-wise and transposed into this layout (8x8 transpose of
// 32-bit words), and the digests are transposed back before they are
// stored.
//
// Each message takes two compressions. The first starts from the IV and
// expands the message schedule W[0..63] into a 32-byte aligned stack frame
// (64 words of 32 bytes), computing W[t+16] alongside round t. The second
// compresses the padding block, whose schedule is the same for every
// 64-byte message, so it adds the precomputed K[t]+W[t] of consts.PadKW
// and expands nothing.
//
// AVX2 has no vector rotate, so each rotate is two shifts and an XOR, and
// the kernel is bound by its vector ALU instructions (about 5,700 per
// group of 8). The rounds run in loops of 8, the period after which the
// renamed registers repeat: fully unrolled, the kernel was 30 KB of code,
// more than the decoded-instruction caches hold, and 7% slower on Zen 5.
package main

import (
	"os"

	. "github.com/mmcloughlin/avo/build"
)

//go:generate go run . -out ../../sha256_avx2_amd64.s

func main() {
	// Load the package as amd64 whatever the host, so that avo sees the
	// stub in kernels_amd64.go (https://github.com/mmcloughlin/avo/issues/450).
	os.Setenv("GOOS", "linux")
	os.Setenv("GOARCH", "amd64")

	Package("github.com/hashtree-go/hashtree")
	ConstraintExpr("!purego")
	hashAVX2()
	Generate()
}
