// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego && unix

package hashtree

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"syscall"
	"testing"
	"unsafe"
)

// TestSHA2Direct checks hashSHA2 against crypto/sha256 until the shared
// kernel tests cover it: every count up to 20 and 1000, at an odd offset
// and in place.
func TestSHA2Direct(t *testing.T) {
	if !hasSHA2 {
		t.Skip("CPU lacks SHA2")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range append([]int{1000}, func() []int {
		s := make([]int, 21)
		for i := range s {
			s[i] = i
		}
		return s
	}()...) {
		buf := make([]byte, 64*n+1+32)
		in := buf[1 : 1+64*n]
		for i := range in {
			in[i] = byte(rng.Uint32())
		}
		want := make([]byte, 32*n)
		for i := range n {
			s := sha256.Sum256(in[64*i : 64*i+64])
			copy(want[32*i:], s[:])
		}
		out := make([]byte, 32*n+3)
		for i := range out {
			out[i] = 0xa5
		}
		var d *[32]byte
		var c *[64]byte
		if n > 0 {
			d = (*[32]byte)(unsafe.Pointer(&out[3]))
			c = (*[64]byte)(unsafe.Pointer(&in[0]))
		}
		hashSHA2(d, c, n)
		if n > 0 && !bytes.Equal(out[3:], want) {
			t.Fatalf("n=%d: digests differ", n)
		}
		if out[0] != 0xa5 || out[1] != 0xa5 || out[2] != 0xa5 {
			t.Fatalf("n=%d: wrote before digests", n)
		}
		if n > 0 {
			hashSHA2((*[32]byte)(unsafe.Pointer(&in[0])), c, n) // in place
			if !bytes.Equal(in[:32*n], want) {
				t.Fatalf("n=%d in place: digests differ", n)
			}
		}
	}
}

// TestSHA2Guard puts the chunks and then the digests flush against an
// inaccessible page: hashSHA2 must not read or write past either end.
func TestSHA2Guard(t *testing.T) {
	if !hasSHA2 {
		t.Skip("CPU lacks SHA2")
	}
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 4*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip(err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[2*page:3*page], syscall.PROT_NONE); err != nil {
		t.Skip(err)
	}
	for n := 1; n <= 7; n++ {
		in := mem[2*page-64*n : 2*page]
		for i := range in {
			in[i] = byte(i * 7)
		}
		want := make([]byte, 32*n)
		for i := range n {
			s := sha256.Sum256(in[64*i : 64*i+64])
			copy(want[32*i:], s[:])
		}
		out := mem[2*page-32*n : 2*page]
		src := make([]byte, 64*n)
		copy(src, in)
		hashSHA2((*[32]byte)(unsafe.Pointer(&out[0])), (*[64]byte)(unsafe.Pointer(&src[0])), n)
		if !bytes.Equal(out, want) {
			t.Fatalf("n=%d: digests differ at end of mapping", n)
		}
		copy(in, src)
		d := make([]byte, 32*n)
		hashSHA2((*[32]byte)(unsafe.Pointer(&d[0])), (*[64]byte)(unsafe.Pointer(&in[0])), n)
		if !bytes.Equal(d, want) {
			t.Fatalf("n=%d: digests differ for chunks at end of mapping", n)
		}
	}
}
