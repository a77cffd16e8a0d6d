// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build cgo && linux

package main

/*
#include <stdint.h>

// From the hashtree C library (libhashtree.a), linked by the bindings' cgo
// package. It accepts any count: full groups of 16, then narrower code.
void hashtree_sha256_avx512_x16(unsigned char *output, const unsigned char *input, uint64_t count);

// The loop is in C so that a burst costs one cgo call, not one per batch:
// the row then shows the C kernel's own speed, as its authors measure it.
static void loop_avx512(unsigned char *out, const unsigned char *in, uint64_t count, int64_t iters) {
	for (int64_t i = 0; i < iters; i++) {
		hashtree_sha256_avx512_x16(out, in, count);
	}
}
*/
import "C"

import (
	"unsafe"

	"github.com/klauspost/cpuid/v2"
	_ "github.com/pk910/hashtree-bindings/cgo" // links libhashtree.a
)

func init() {
	const name = refC + ".avx512"
	if !cpuid.CPU.Supports(cpuid.AVX512F, cpuid.AVX512VL) {
		addSkip(name, "this CPU lacks AVX512F+AVX512VL")
		return
	}
	register(&impl{
		name: name, rank: 31,
		desc: "the hashtree C library's 16-lane AVX-512 kernel, called directly (the bindings prefer SHA-NI); one cgo call per burst",
		loop: func(d, c [][32]byte, iters int) {
			n := len(c) / 2
			if n == 0 || iters <= 0 {
				return
			}
			// Go memory without Go pointers in it may be passed to C.
			C.loop_avx512((*C.uchar)(unsafe.Pointer(&d[0])), (*C.uchar)(unsafe.Pointer(&c[0])), C.uint64_t(n), C.int64_t(iters))
		},
	})
}
