// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

// archKernels returns this architecture's assembly kernels, best first.
func archKernels() []*kernel {
	return nil
}

// hashArch runs the assembly kernel id. Only registered, supported kernels
// reach it.
func hashArch(id kernelID, d *[32]byte, c *[64]byte, n int) {
	switch id {
	default:
		hashGeneric(d, c, n)
	}
}
