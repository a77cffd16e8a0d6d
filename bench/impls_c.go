// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The platforms for which github.com/pk910/hashtree-bindings links the
// hashtree C library; elsewhere, or without cgo, it silently falls back to
// pure Go, which is not what its row claims to measure (see impls_noc.go).

//go:build cgo && ((linux && (amd64 || arm64 || riscv64)) || (darwin && arm64) || (windows && amd64))

package main

import (
	"runtime"

	"github.com/klauspost/cpuid/v2"
	bindings "github.com/pk910/hashtree-bindings"
)

func init() {
	// The bindings' own choice, in their order; on amd64 without any of
	// these they run their pure-Go fallback.
	kernel := "its best kernel"
	if runtime.GOARCH == "amd64" {
		switch {
		case cpuid.CPU.Supports(cpuid.SHA, cpuid.AVX):
			kernel = "SHA-NI x2"
		case cpuid.CPU.Supports(cpuid.AVX512F, cpuid.AVX512VL):
			kernel = "AVX-512 x16"
		case cpuid.CPU.Supports(cpuid.AVX2, cpuid.BMI2):
			kernel = "AVX2 x8"
		default:
			addSkip(refC, "this CPU has none of SHA-NI, AVX2, AVX-512: the bindings would run their pure-Go fallback")
			return
		}
	}
	register(&impl{
		name: refC, rank: 30,
		desc: "github.com/pk910/hashtree-bindings Hash: the hashtree C library through cgo-linked assembly (" + kernel + " here)",
		loop: func(d, c [][32]byte, iters int) {
			for range iters {
				_ = bindings.Hash(d, c)
			}
		},
	})
}
