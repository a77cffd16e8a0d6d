// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command avx2 generates hashAVX2, the 8-lane AVX2 kernel: SHA-256
// (FIPS 180-4, https://doi.org/10.6028/NIST.FIPS.180-4) of eight 64-byte
// messages at once.
//
// Lane layout: the kernel works on groups of 8 messages. YMM register j
// (or frame slot j) holds 32-bit word j of all eight messages, message i in
// lane i; every instruction therefore advances eight independent hashes.
// Messages are loaded row-wise and transposed into this layout, and the
// digests are transposed back before they are stored.
//
// Each message takes two compressions. The first starts from the IV and
// expands the message schedule W[0..63] into a stack frame. The second
// compresses the padding block, whose schedule is the same for every
// 64-byte message, so it adds the precomputed K[t]+W[t] of consts.PadKW and
// expands nothing.
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
