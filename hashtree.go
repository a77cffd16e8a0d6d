// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package hashtree computes SHA-256 over batches of 64-byte messages, the
// inner loop of every binary Merkle tree: each parent is the SHA-256 digest
// of its two 32-byte children.
//
// [Hash] is a drop-in replacement for github.com/prysmaticlabs/gohashtree:
// same names, same semantics, same sentinel errors. At run time the package
// picks, for each batch, the fastest kernel this CPU supports (SHA-NI, AVX2
// and AVX-512 on amd64; the ARMv8 SHA2 extension and 4-lane NEON on arm64; a
// portable Go kernel everywhere). The environment variable HASHTREE_KERNEL,
// read once at start-up, forces one kernel; [Kernels] and [Active] report
// what is compiled in, what this CPU supports and what is in use. Building
// with the purego tag compiles no assembly at all.
//
// All functions are safe for concurrent use.
package hashtree

import (
	"errors"
	"fmt"
	"unsafe"
)

// Errors returned for malformed input. Each returned error wraps one of these;
// match them with [errors.Is]. The names are those of gohashtree.
var (
	// ErrOddChunks reports an odd number of 32-byte chunks: they cannot
	// all be paired.
	ErrOddChunks = errors.New("hashtree: odd number of chunks")
	// ErrNotEnoughDigests reports a digest buffer shorter than half the
	// number of chunks.
	ErrNotEnoughDigests = errors.New("hashtree: not enough digests")
	// ErrNotMultipleOf64 reports a chunk byte slice whose length is not a
	// multiple of 64.
	ErrNotMultipleOf64 = errors.New("hashtree: chunks length not a multiple of 64 bytes")
	// ErrNotMultipleOf32 reports a digest byte slice whose length is not a
	// multiple of 32.
	ErrNotMultipleOf32 = errors.New("hashtree: digests length not a multiple of 32 bytes")
	// ErrOverlap reports digests that overlap chunks other than by starting
	// at the same address (the in-place case, which is allowed).
	ErrOverlap = errors.New("hashtree: digests overlap chunks without starting at the same address")
	// ErrTooManyChunks reports more chunks than the limit given to a
	// Merkleization allows.
	ErrTooManyChunks = errors.New("hashtree: more chunks than the limit allows")
	// ErrScratchTooSmall reports a caller's scratch buffer shorter than
	// [ScratchLen] of the number of chunks.
	ErrScratchTooSmall = errors.New("hashtree: scratch buffer too small")
)

// Hash writes digests[i] = SHA-256(chunks[2i] || chunks[2i+1]) for every
// pair of chunks.
//
// len(chunks) must be even and len(digests) at least len(chunks)/2; digests
// beyond len(chunks)/2 are left untouched. Zero chunks is a no-op that
// returns nil. On error nothing is written.
//
// Hashing a layer in place, Hash(buf[:n/2], buf[:n]), is allowed: digests
// may start at the same address as chunks. Any other overlap between the
// two returns [ErrOverlap], because its result would depend on the order in
// which a kernel reads and writes.
func Hash(digests, chunks [][32]byte) error {
	if len(chunks)%2 != 0 {
		return errOddChunks(len(chunks))
	}
	n := len(chunks) / 2
	if len(digests) < n {
		return errNotEnoughDigests(n, len(digests))
	}
	d, c := unsafe.SliceData(digests), (*[64]byte)(unsafe.Pointer(unsafe.SliceData(chunks)))
	if badPairOverlap(d, c, n) {
		return overlapErr(n)
	}
	if n < active.fastBelow {
		hashFast(d, c, n)
	} else {
		hashPairs(d, c, n)
	}
	return nil
}

// HashChunks is [Hash] without the checks, for callers that have already
// made them. It hashes len(chunks)/2 pairs (a trailing odd chunk is
// ignored). It panics with an index-out-of-range error, before writing
// anything, if digests is shorter than len(chunks)/2; an overlap that
// [Hash] would refuse yields unspecified digests.
func HashChunks(digests, chunks [][32]byte) {
	n := len(chunks) / 2
	if n == 0 {
		return
	}
	_ = digests[n-1] // bounds check before any kernel writes
	d, c := &digests[0], (*[64]byte)(unsafe.Pointer(&chunks[0]))
	if n < active.fastBelow {
		hashFast(d, c, n)
	} else {
		hashPairs(d, c, n)
	}
}

// HashByteSlice is [Hash] over flat byte slices: for each 64-byte block of
// chunks it writes the 32-byte digest at the matching offset of digests. It
// has the signature of fastssz's HashFn, so it can be passed to
// ssz.NewHasherWithHashFn.
//
// len(chunks) must be a multiple of 64 ([ErrNotMultipleOf64]), len(digests)
// a multiple of 32 ([ErrNotMultipleOf32]) and at least len(chunks)/2
// ([ErrNotEnoughDigests]). Neither slice needs any alignment. In-place use
// (digests starting at the same address as chunks) is allowed; any other
// overlap returns [ErrOverlap]. On error nothing is written.
func HashByteSlice(digests, chunks []byte) error {
	if len(chunks)%64 != 0 {
		return errNotMultiple(ErrNotMultipleOf64, len(chunks))
	}
	if len(digests)%32 != 0 {
		return errNotMultiple(ErrNotMultipleOf32, len(digests))
	}
	n := len(chunks) / 64
	if len(digests)/32 < n {
		return errNotEnoughDigests(n, len(digests)/32)
	}
	d, c := (*[32]byte)(unsafe.Pointer(unsafe.SliceData(digests))), (*[64]byte)(unsafe.Pointer(unsafe.SliceData(chunks)))
	if badPairOverlap(d, c, n) {
		return overlapErr(n)
	}
	if n < active.fastBelow {
		hashFast(d, c, n)
	} else {
		hashPairs(d, c, n)
	}
	return nil
}

// The errors are made out of line so that building them costs the
// functions above nothing on the way to the kernel: made in place, they had
// Hash spill its arguments to the stack on every call.

//go:noinline
func errOddChunks(n int) error { return fmt.Errorf("%w: got %d chunks", ErrOddChunks, n) }

//go:noinline
func errNotEnoughDigests(need, got int) error {
	return fmt.Errorf("%w: need %d, got %d", ErrNotEnoughDigests, need, got)
}

//go:noinline
func errNotMultiple(err error, n int) error { return fmt.Errorf("%w: got %d bytes", err, n) }

// badOverlap reports whether the dlen bytes at d and the clen bytes at c
// share memory without starting at the same address.
func badOverlap(d unsafe.Pointer, dlen int, c unsafe.Pointer, clen int) bool {
	if d == c {
		return false
	}
	da, ca := uintptr(d), uintptr(c)
	return da < ca+uintptr(clen) && ca < da+uintptr(dlen)
}

// badPairOverlap is badOverlap(d, 32n, c, 64n) for n >= 1 in fewer
// instructions, which a one-pair call pays for in throughput (see
// hashPairs). With x = d-c, the 32n bytes at d and the 64n bytes at c
// overlap iff -32n < x < 64n, that is iff x+32n-1 < 96n-1 in unsigned
// arithmetic, where a negative x+32n-1 wraps to a large number: one
// comparison instead of two. For n == 0 it reports true unless d == c; the
// callers do not test n == 0 first, to save that test on every call, and
// let overlapErr sort it out.
func badPairOverlap(d *[32]byte, c *[64]byte, n int) bool {
	x := uintptr(unsafe.Pointer(d)) - uintptr(unsafe.Pointer(c))
	s := uintptr(n) * 32
	return x+s-1 < 3*s-1 && x != 0
}

// overlapErr is the result for a batch of n pairs that badPairOverlap
// refused: nil for n == 0 (zero chunks is a no-op), else ErrOverlap. A
// batch of zero pairs that badPairOverlap lets through (d == c) reaches a
// kernel with n == 0, which touches no memory.
func overlapErr(n int) error {
	if n == 0 {
		return nil
	}
	return ErrOverlap
}
