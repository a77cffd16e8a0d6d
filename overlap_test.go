// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"testing"
	"unsafe"
)

// TestBadPairOverlap checks badPairOverlap's one-comparison form against
// badOverlap, at every byte offset around both ends, adjacency included.
func TestBadPairOverlap(t *testing.T) {
	buf := make([]byte, 1024)
	for n := 1; n <= 4; n++ {
		c := 64 * 4 // chunks start here; digests move around them
		for off := 0; off+32*n <= len(buf); off++ {
			d := (*[32]byte)(unsafe.Pointer(&buf[off]))
			cp := (*[64]byte)(unsafe.Pointer(&buf[c]))
			want := badOverlap(unsafe.Pointer(d), 32*n, unsafe.Pointer(cp), 64*n)
			if got := badPairOverlap(d, cp, n); got != want {
				t.Fatalf("n=%d, digests at chunks%+d: badPairOverlap = %v, want %v", n, off-c, got, want)
			}
		}
	}
}
