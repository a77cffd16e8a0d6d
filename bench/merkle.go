// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto/sha256"
	"slices"
	"sync"

	"github.com/hashtree-go/hashtree"
)

// A merkleImpl computes the Merkle root of a power-of-two number of chunks.
type merkleImpl struct {
	name string // table, JSON and benchmark key
	desc string
	rank int
	// prepare allocates whatever root needs for n chunks on g goroutines,
	// outside the timed region, and returns the root function.
	prepare func(n, g int) func(chunks [][32]byte) [32]byte
}

var merkleRegistry []*merkleImpl

func registerMerkle(m *merkleImpl) { merkleRegistry = append(merkleRegistry, m) }

func sortedMerkle() []*merkleImpl {
	s := slices.Clone(merkleRegistry)
	slices.SortStableFunc(s, func(a, b *merkleImpl) int { return a.rank - b.rank })
	return s
}

func init() {
	registerMerkle(&merkleImpl{
		name: "hashtree-layers", rank: 10,
		desc: "a layer loop around this module's Hash: each layer hashed into scratch, its pairs split into one contiguous range per goroutine when each gets 1024+ pairs",
		prepare: layerLoop(func(d, c [][32]byte) {
			_ = hashtree.Hash(d, c)
		}),
	})
}

// minPairsPerGoroutine is the least a goroutine gets when a layer is split:
// starting and joining one costs microseconds, a thousand pairs tens.
const minPairsPerGoroutine = 1024

// layerLoop builds a Merkle root the way a user of a batch hash function
// would: layer by layer, the lower layer's pairs hashed into the upper
// layer. The layers alternate between two scratch buffers, so the leaves
// survive and no goroutine writes where another still reads.
func layerLoop(hash func(digests, chunks [][32]byte)) func(n, g int) func([][32]byte) [32]byte {
	return func(n, g int) func([][32]byte) [32]byte {
		a, b := make([][32]byte, n/2), make([][32]byte, n/4)
		var wg sync.WaitGroup
		layer := func(out, in [][32]byte) {
			pairs := len(out)
			if g <= 1 || pairs < 2*minPairsPerGoroutine {
				hash(out, in)
				return
			}
			parts := min(g, pairs/minPairsPerGoroutine)
			per := ((pairs+parts-1)/parts + 15) &^ 15 // whole groups for 16-lane kernels
			lo := 0
			for ; lo+per < pairs; lo += per {
				wg.Add(1)
				go func(lo int) {
					defer wg.Done()
					hash(out[lo:lo+per], in[2*lo:2*(lo+per)])
				}(lo)
			}
			hash(out[lo:], in[2*lo:]) // the last range on this goroutine
			wg.Wait()
		}
		return func(chunks [][32]byte) [32]byte {
			in, out, spare := chunks, a, b
			for len(in) > 1 {
				o := out[:len(in)/2]
				layer(o, in)
				in, out, spare = o, spare, out
			}
			return in[0]
		}
	}
}

// referenceRoot is the Merkle root computed with crypto/sha256 alone.
func referenceRoot(chunks [][32]byte) [32]byte {
	return layerLoop(func(d, c [][32]byte) {
		for i := range d {
			d[i] = sha256.Sum256(pair(c, i))
		}
	})(len(chunks), 1)(chunks)
}
