// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"testing"
	"unsafe"
)

// TestBadOverlap checks badOverlap's one-comparison form against the plain
// definition, at every byte offset around both ends, adjacency included.
func TestBadOverlap(t *testing.T) {
	buf := make([]byte, 1024)
	base := uintptr(unsafe.Pointer(&buf[0]))
	for n := 1; n <= 4; n++ {
		c := 64 * 4 // chunks start here; digests move around them
		for off := 0; off+32*n <= len(buf); off++ {
			d := (*[32]byte)(unsafe.Pointer(&buf[off]))
			cp := (*[64]byte)(unsafe.Pointer(&buf[c]))
			da, ca := base+uintptr(off), base+uintptr(c)
			want := da != ca && da < ca+uintptr(64*n) && ca < da+uintptr(32*n)
			if got := badOverlap(d, cp, n); got != want {
				t.Fatalf("n=%d, digests at chunks%+d: badOverlap = %v, want %v", n, off-c, got, want)
			}
		}
	}
}
