// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !(cgo && ((linux && (amd64 || arm64 || riscv64)) || (darwin && arm64) || (windows && amd64)))

package main

import "runtime"

// Without cgo, or on a platform for which the bindings ship no C library,
// github.com/pk910/hashtree-bindings falls back to pure Go: measuring that
// would mislabel it as the C library, so the row is left out, saying why.
func init() {
	reason := "the bindings ship no C library for " + runtime.GOOS + "/" + runtime.GOARCH
	if !cgoEnabled {
		reason = "built without cgo (CGO_ENABLED=0 or no C compiler): the hashtree C library needs it"
	}
	addSkip(refC, reason)
	if runtime.GOARCH == "amd64" {
		addSkip(refC+".avx512", reason)
	}
}
