// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"slices"
	"unsafe"

	"github.com/hashtree-go/hashtree"
	sha256simd "github.com/minio/sha256-simd"
)

// An impl is one implementation of "hash n 64-byte pairs" under test.
type impl struct {
	// name is the key in the table, the chart, the JSON output and the
	// go test benchmarks: a library, or library.kernel for one kernel of
	// it forced.
	name string
	desc string // one line under the table
	rank int    // table order

	// loop hashes the len(chunks)/2 pairs of chunks into digests, iters
	// times. Each implementation spells its loop out, so the timed code
	// calls the library directly, as a user's code would.
	loop func(digests, chunks [][32]byte, iters int)

	// w, when set, measures in a child process instead of loop (our
	// forced kernels: HASHTREE_KERNEL is read once, at start-up).
	w *worker
}

// Reference implementations: the ratio columns compare against these.
const (
	refGo = "gohashtree"
	refC  = "hashtree-c"
)

var (
	registry []*impl // every implementation built into this binary
	skips    []skip  // implementations left out, and why
)

type skip struct {
	Impl   string `json:"impl"`
	Reason string `json:"reason"`
}

func register(im *impl) { registry = append(registry, im) }

func addSkip(name, reason string) { skips = append(skips, skip{name, reason}) }

// sortedRegistry returns the implementations in table order.
func sortedRegistry() []*impl {
	s := slices.Clone(registry)
	slices.SortStableFunc(s, func(a, b *impl) int { return a.rank - b.rank })
	return s
}

func init() {
	register(&impl{
		name: "hashtree", rank: 0,
		desc: "this module's Hash with its automatic kernel plan",
		loop: func(d, c [][32]byte, iters int) {
			for range iters {
				_ = hashtree.Hash(d, c)
			}
		},
	})
	register(&impl{
		name: "sha256", rank: 40,
		desc: "crypto/sha256.Sum256, once per pair",
		loop: func(d, c [][32]byte, iters int) {
			for range iters {
				for i := range len(c) / 2 {
					d[i] = sha256.Sum256(pair(c, i))
				}
			}
		},
	})
	register(&impl{
		name: "sha256-simd", rank: 41,
		desc: "github.com/minio/sha256-simd Sum256, once per pair",
		loop: func(d, c [][32]byte, iters int) {
			for range iters {
				for i := range len(c) / 2 {
					d[i] = sha256simd.Sum256(pair(c, i))
				}
			}
		},
	})
}

// pair returns the i-th 64-byte message of chunks without copying it.
func pair(c [][32]byte, i int) []byte {
	return unsafe.Slice(&c[2*i][0], 64)
}

// testChunks returns the same pseudo-random 2*pairs chunks in every
// process, so the parent and its workers hash identical input.
func testChunks(pairs int) [][32]byte {
	r := rand.NewChaCha8([32]byte{'h', 'a', 's', 'h', 't', 'r', 'e', 'e'})
	c := make([][32]byte, 2*pairs)
	for i := range c {
		_, _ = r.Read(c[i][:])
	}
	return c
}

// verifyCounts are the batch sizes each implementation is checked at
// before it is timed: around every lane count up to 16, and larger ones.
var verifyCounts = []int{1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 1000}

// verify checks loop against crypto/sha256 and that it writes no digest
// past the batch. A benchmark of a wrong answer is worthless.
func verify(name string, loop func(d, c [][32]byte, iters int)) error {
	for _, n := range verifyCounts {
		c := testChunks(n)
		d := make([][32]byte, n+1)
		d[n] = [32]byte{0: 0xa5, 31: 0x5a}
		guard := d[n]
		loop(d[:n], c, 1)
		for i := range n {
			if d[i] != sha256.Sum256(pair(c, i)) {
				return fmt.Errorf("%s: wrong digest %d of %d pairs", name, i, n)
			}
		}
		if d[n] != guard {
			return fmt.Errorf("%s: wrote past %d digests", name, n)
		}
	}
	return nil
}
