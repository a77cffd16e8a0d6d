// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"unsafe"
)

// SSZ Merkleization (the consensus specs' merkleize and mix_in_length).
//
// A tree over n chunks with limit L has next_pow_of_two(L) leaves: the
// chunks, then zero chunks. Its depth is ceil(log2(L)), at most 64 because L
// is a uint64. Only pairs holding at least one real chunk are hashed: the
// root of a subtree made only of padding is zeroHashes[its height].
//
// Every layer goes to the kernels in one call, so the wide kernels see the
// whole layer. The first layer is read from the caller's chunks and written
// to a scratch buffer; the layers above are hashed in place in it. An odd
// layer gets the zero hash of its level appended, which is why the scratch
// holds one node more than half the chunks.

// MaxDepth is the depth of the largest tree: 2^64 leaves, the most a uint64
// limit can ask for.
const MaxDepth = 64

// zeroHashes[d] is the root of a tree of 2^d zero chunks, computed once at
// start-up by hashing, not typed in.
var zeroHashes = func() (z [MaxDepth + 1][32]byte) {
	for d := 1; d <= MaxDepth; d++ {
		var pair [64]byte
		copy(pair[:32], z[d-1][:])
		copy(pair[32:], z[d-1][:])
		hashGeneric(&z[d], &pair, 1)
	}
	return z
}()

// ZeroHash returns the root of a Merkle tree of 2^depth zero chunks:
// the zero chunk for depth 0, SHA-256 of two of them for depth 1, and so on.
// depth must be in 0..[MaxDepth]; for any other depth ZeroHash returns the
// zero array (no tree of uint64-many leaves is deeper than 64 levels).
func ZeroHash(depth int) [32]byte {
	if depth < 0 || depth > MaxDepth {
		return [32]byte{}
	}
	return zeroHashes[depth]
}

// MixInLength returns SHA-256(root || length), with length written as a
// 32-byte little-endian integer: the SSZ mix_in_length that turns the root of
// a list's chunks into the list's hash_tree_root.
func MixInLength(root [32]byte, length uint64) [32]byte {
	var pair [64]byte
	copy(pair[:32], root[:])
	binary.LittleEndian.PutUint64(pair[32:], length)
	var out [32]byte
	hashPairs(&out, &pair, 1)
	return out
}

// hashTwo returns SHA-256(left || right).
func hashTwo(left, right *[32]byte) [32]byte {
	var pair [64]byte
	copy(pair[:32], left[:])
	copy(pair[32:], right[:])
	var out [32]byte
	hashPairs(&out, &pair, 1)
	return out
}

// treeDepth returns the depth of the tree for n chunks and a limit (0: no
// limit, the tree just holds the n chunks).
func treeDepth(n, limit uint64) (int, error) {
	if limit == 0 {
		limit = n
	} else if n > limit {
		return 0, fmt.Errorf("%w: %d chunks, limit %d", ErrTooManyChunks, n, limit)
	}
	if limit <= 1 {
		return 0, nil
	}
	return bits.Len64(limit - 1), nil // ceil(log2(limit)), 64 for limit > 2^63
}

// ScratchLen returns how many 32-byte nodes of scratch space
// [MerkleizeChunksWithScratch] needs for n chunks: one more than half of n,
// rounded up.
func ScratchLen(n int) int {
	return n/2 + n%2 + 1
}

// MerkleizeChunks returns the SSZ Merkle root merkleize(chunks, limit) of the
// chunks padded with zero chunks to next_pow_of_two(limit) leaves.
//
// A limit of 0 means no limit: the tree then has next_pow_of_two(len(chunks))
// leaves, so one chunk is its own root and no chunks give the zero chunk.
// (This differs from the spec's explicit limit 0 only for a non-empty list,
// which that limit would reject.) Any other limit up to 2^64-1 is honoured:
// no chunks give [ZeroHash] of the limit's depth, and more chunks than the
// limit return an error wrapping [ErrTooManyChunks]. Padding is virtual:
// subtrees made only of zero chunks are never hashed.
//
// The chunks are not modified. The scratch space comes from an internal pool,
// so repeated calls allocate nothing once the pool holds a large enough
// buffer; [MerkleizeChunksWithScratch] takes the caller's instead.
// MerkleizeChunks runs in the calling goroutine only;
// [MerkleizeChunksParallel] spreads a large tree over several.
func MerkleizeChunks(chunks [][32]byte, limit uint64) ([32]byte, error) {
	depth, err := treeDepth(uint64(len(chunks)), limit)
	if err != nil || len(chunks) == 0 || depth == 0 {
		return trivialRoot(chunks, depth), err
	}
	s := getScratch(ScratchLen(len(chunks)))
	hashUp(s.nodes, chunks, 0, depth)
	root := s.nodes[0]
	scratchPool.Put(s)
	return root, nil
}

// trivialRoot is the root of a tree that needs no hashing: no chunks, or a
// depth of 0 (then there is exactly one chunk).
func trivialRoot(chunks [][32]byte, depth int) [32]byte {
	if len(chunks) == 0 {
		return zeroHashes[depth]
	}
	if depth == 0 {
		return chunks[0]
	}
	return [32]byte{}
}

// MerkleizeChunksWithScratch is [MerkleizeChunks] hashing in scratch, which
// must hold at least [ScratchLen](len(chunks)) nodes (else it returns an
// error wrapping [ErrScratchTooSmall]). The contents of scratch are
// overwritten.
//
// scratch may start at the same address as chunks: the tree is then hashed
// in place, overwriting the chunks, with no other memory (for two chunks or
// more, len(chunks) >= ScratchLen(len(chunks))). Any other overlap returns
// [ErrOverlap]. Nothing is written when an error is returned.
func MerkleizeChunksWithScratch(scratch, chunks [][32]byte, limit uint64) ([32]byte, error) {
	depth, err := treeDepth(uint64(len(chunks)), limit)
	if err != nil || len(chunks) == 0 || depth == 0 {
		return trivialRoot(chunks, depth), err
	}
	need := ScratchLen(len(chunks))
	if len(scratch) < need {
		return [32]byte{}, fmt.Errorf("%w: need %d nodes, got %d", ErrScratchTooSmall, need, len(scratch))
	}
	if badOverlap(unsafe.Pointer(&scratch[0]), 32*need, unsafe.Pointer(&chunks[0]), 32*len(chunks)) {
		return [32]byte{}, ErrOverlap
	}
	hashUp(scratch, chunks, 0, depth)
	return scratch[0], nil
}

// hashUp takes the n = len(leaves) >= 1 nodes of level from, the leftmost of
// their layer, hashes them up to level to > from, and leaves the
// ceil(n/2^(to-from)) nodes of level to in dst[0:]; it returns their count.
// Each odd layer is padded with the zero hash of its level. dst needs
// ScratchLen(n) nodes, or just (n+1)/2 if no layer is odd (n a multiple of
// 2^(to-from)): hashUp touches no other node of dst. leaves may start at
// &dst[0] (an in-place first layer) but must not otherwise overlap dst.
func hashUp(dst, leaves [][32]byte, from, to int) int {
	n := len(leaves)
	half := n / 2
	_ = dst[half+n%2-1] // bounds check before any kernel writes
	if half > 0 {
		hashPairs(&dst[0], pairsOf(leaves), half)
	}
	if n%2 == 1 {
		// Read the odd leaf before writing its parent: when hashing in
		// place with n == 1 they are the same node.
		dst[half] = hashTwo(&leaves[n-1], &zeroHashes[from])
	}
	m := half + n%2
	for level := from + 1; level < to; level++ {
		if m%2 == 1 {
			dst[m] = zeroHashes[level]
			m++
		}
		hashPairs(&dst[0], pairsOf(dst), m/2)
		m /= 2
	}
	return m
}

// pairsOf views an even-length run of chunks as 64-byte messages.
func pairsOf(s [][32]byte) *[64]byte {
	return (*[64]byte)(unsafe.Pointer(&s[0]))
}

// scratchBuf is a pooled scratch buffer; the pool holds pointers so that
// Put does not allocate.
type scratchBuf struct{ nodes [][32]byte }

var scratchPool = sync.Pool{New: func() any { return new(scratchBuf) }}

// getScratch returns a pooled buffer of at least n nodes.
func getScratch(n int) *scratchBuf {
	s := scratchPool.Get().(*scratchBuf)
	if len(s.nodes) < n {
		s.nodes = make([][32]byte, n)
	}
	return s
}

const (
	// minChunksPerGoroutine is the smallest share of the leaves worth a
	// goroutine of its own: 4096 chunks are 4095 pair hashes, at least
	// ~100 µs with the fastest kernel, against a few µs to start and join
	// a goroutine. Below twice this MerkleizeChunksParallel spawns nothing.
	minChunksPerGoroutine = 1 << 12

	// subtreesPerGoroutine is how many independent subtrees each goroutine
	// roots: enough that rounding the shares to whole subtrees keeps them
	// within ~1/64 of each other, few enough that the top of the tree,
	// hashed by one goroutine, is a negligible part of the work.
	subtreesPerGoroutine = 64
)

// MerkleizeChunksParallel returns the same root as [MerkleizeChunks] using up
// to goroutines goroutines, the calling one included (goroutines <= 0 means
// runtime.GOMAXPROCS(0)).
//
// The leaves are split into contiguous shares of whole subtrees, one share
// per goroutine; each goroutine hashes its share layer by layer up to the
// subtrees' roots in its own region of the scratch buffer, then the calling
// goroutine hashes the tree above them. Small trees (fewer than 8192
// chunks) and goroutines == 1 use the calling goroutine only; larger trees
// get at most one goroutine per 4096 chunks.
//
// Each call allocates a few small objects for the goroutines it starts.
func MerkleizeChunksParallel(chunks [][32]byte, limit uint64, goroutines int) ([32]byte, error) {
	n := len(chunks)
	depth, err := treeDepth(uint64(n), limit)
	if err != nil || n == 0 || depth == 0 {
		return trivialRoot(chunks, depth), err
	}
	if goroutines <= 0 {
		goroutines = runtime.GOMAXPROCS(0)
	}
	g := min(goroutines, n/minChunksPerGoroutine)
	if g <= 1 {
		return MerkleizeChunks(chunks, limit)
	}

	// Subtrees of 2^level leaves, about subtreesPerGoroutine per share.
	// n/(g*64) >= 64 here, so level >= 6; and 2^level < n <= 2^depth.
	level := bits.Len(uint(n/(g*subtreesPerGoroutine))) - 1
	span := 1 << level
	share := (n + g - 1) / g
	share = (share + span - 1) &^ (span - 1)
	g = (n + share - 1) / share

	s := getScratch(ScratchLen(n))
	nodes := s.nodes
	var wg sync.WaitGroup
	for i := 1; i < g; i++ {
		lo, hi := i*share, min((i+1)*share, n)
		// The share's first layer goes to its own region of nodes,
		// which ends where the next share's begins; only the last share
		// (odd or short) may pad a layer, with the spare node after
		// (n+1)/2.
		region := nodes[lo/2 : hi/2]
		if hi == n {
			region = nodes[lo/2:]
		}
		wg.Go(func() { hashUp(region, chunks[lo:hi], 0, level) })
	}
	hashUp(nodes[:share/2], chunks[:share], 0, level)
	wg.Wait()

	// Gather the subtree roots, in order, at the start of nodes. Each
	// share's roots move down (lo/2 >= the roots gathered before it).
	t := 0
	for i := range g {
		lo, hi := i*share, min((i+1)*share, n)
		t += copy(nodes[t:], nodes[lo/2:lo/2+(hi-lo+span-1)/span])
	}
	hashUp(nodes, nodes[:t], level, depth)
	root := nodes[0]
	scratchPool.Put(s)
	return root, nil
}
