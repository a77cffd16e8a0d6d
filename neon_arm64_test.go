// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"testing"
	"unsafe"

	"golang.org/x/sys/cpu"
)

// TestNEONDirect calls hashNEON itself (whatever the auto plan picks), at
// multiples of its 4 lanes, from odd offsets and in place.
func TestNEONDirect(t *testing.T) {
	if !hasNEON {
		t.Skip("no ASIMD")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	counts := []int{0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 1024}
	for _, n := range counts {
		for _, off := range []int{0, 1, 3} {
			in := make([]byte, 64*n+off)
			for i := range in {
				in[i] = byte(rng.Uint32())
			}
			chunks := in[off:]
			want := make([]byte, 0, 32*n)
			for i := range n {
				s := sha256.Sum256(chunks[64*i : 64*i+64])
				want = append(want, s[:]...)
			}
			// Separate output, with a guard byte after it.
			out := make([]byte, 32*n+off+1)
			dst := out[off : off+32*n]
			out[off+32*n] = 0xa5
			if n > 0 {
				hashNEON((*[32]byte)(unsafe.Pointer(&dst[0])), (*[64]byte)(unsafe.Pointer(&chunks[0])), n)
			} else {
				hashNEON(nil, nil, 0)
			}
			if !bytes.Equal(dst, want) {
				t.Fatalf("n=%d off=%d: digests differ", n, off)
			}
			if out[off+32*n] != 0xa5 {
				t.Fatalf("n=%d off=%d: wrote past the end", n, off)
			}
			// In place.
			if n > 0 {
				hashNEON((*[32]byte)(unsafe.Pointer(&chunks[0])), (*[64]byte)(unsafe.Pointer(&chunks[0])), n)
				if !bytes.Equal(chunks[:32*n], want) {
					t.Fatalf("n=%d off=%d: in-place digests differ", n, off)
				}
			}
		}
	}
}

// TestNEONAutoPlan checks the dispatch rule: NEON takes groups of 4 only
// on CPUs without the SHA2 extension.
func TestNEONAutoPlan(t *testing.T) {
	p := autoPlan()
	usesNEON := p.wide != nil && p.wide.id == kNEON
	want := hasNEON && !cpu.ARM64.HasSHA2
	if usesNEON != want {
		t.Fatalf("auto plan uses neon = %v, want %v (ASIMD %v, SHA2 %v)", usesNEON, want, hasNEON, cpu.ARM64.HasSHA2)
	}
	if usesNEON && p.minWide != 4 {
		t.Fatalf("neon from %d pairs, want 4", p.minWide)
	}
	t.Logf("auto: %+v; active: %s", p, Active())
}
