// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"fmt"
	"syscall"
	"testing"
	"unsafe"
)

// guarded maps size bytes of usable memory followed and preceded by an
// inaccessible page. It returns the usable region twice: flush against the
// trailing guard page (to catch over-reads and over-writes) and flush
// against the leading one (to catch accesses before the start).
func guarded(t *testing.T, size int) (tail, head []byte) {
	t.Helper()
	page := syscall.Getpagesize()
	span := (size + page - 1) / page * page
	mem, err := syscall.Mmap(-1, 0, span+2*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skipf("mmap: %v", err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	if err := syscall.Mprotect(mem[:page], syscall.PROT_NONE); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mprotect(mem[page+span:], syscall.PROT_NONE); err != nil {
		t.Fatal(err)
	}
	return mem[page+span-size : page+span], mem[page : page+size]
}

// TestGuardPages places chunks and digests flush against inaccessible
// pages, so a kernel that reads or writes one byte outside them faults
// instead of passing silently.
func TestGuardPages(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		force(t, k)
		for _, n := range []int{1, 2, 3, 4, 5, 8, 15, 16, 17, 31, 32, 33, 49, 64, 129} {
			chunks := randChunks(r, 2*n)
			want := reference(chunks)
			for _, place := range []string{"tail", "head"} {
				srcTail, srcHead := guarded(t, 64*n)
				dstTail, dstHead := guarded(t, 32*n)
				src, dst := srcTail, dstTail
				if place == "head" {
					src, dst = srcHead, dstHead
				}
				for i := range chunks {
					copy(src[32*i:], chunks[i][:])
				}
				// Through Hash (the plan under test) and the kernel alone.
				if err := HashByteSlice(dst, src); err != nil {
					t.Fatal(err)
				}
				checkFlat(t, fmt.Sprintf("Hash %s n=%d", place, n), dst, want)
				if m := fits(k, n); m > 0 {
					clear(dst)
					k.run((*[32]byte)(unsafe.Pointer(&dst[0])), (*[64]byte)(unsafe.Pointer(&src[0])), m)
					checkFlat(t, fmt.Sprintf("kernel %s n=%d", place, m), dst[:32*m], want[:m])
				}
				// In place, in the guarded chunk buffer itself.
				if err := HashByteSlice(src[:32*n], src); err != nil {
					t.Fatal(err)
				}
				checkFlat(t, fmt.Sprintf("in place %s n=%d", place, n), src[:32*n], want)
			}
		}
	})
}

func checkFlat(t *testing.T, what string, got []byte, want [][32]byte) {
	t.Helper()
	for i := range want {
		if [32]byte(got[32*i:]) != want[i] {
			t.Fatalf("%s: digest %d wrong", what, i)
		}
	}
}
