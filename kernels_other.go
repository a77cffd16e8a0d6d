// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build (!amd64 && !arm64) || purego

package hashtree

// archKernels registers nothing: this build has only the portable kernel.
func archKernels() []*kernel { return nil }

// hashArch runs the only kernel of this build, the portable one.
func hashArch(_ kernelID, d *[32]byte, c *[64]byte, n int) { hashGeneric(d, c, n) }
