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
// The chunks are hashed in blocks of 2^blockLevel: each block layer by
// layer, every layer in one call to the kernels (4096, 2048, ... pairs, wide
// enough for any kernel), in place in a small scratch area that stays in
// the L2 cache; then the blocks' roots, a layer of their own, the same way.
// An odd layer gets the zero hash of its level appended, so a block's
// scratch area holds one node more than half a block.
//
// Blocks rather than whole layers because a whole layer of a large tree
// goes through main memory at every level: on this project's machine
// (AMD EPYC, 1 MiB L2 per core, AVX-512 kernel) a list of 2^20 chunks
// took 14.8 ms layer by layer and 12.6 ms in blocks of 2^13 chunks
// (medians of 15 interleaved runs; 2^10: 13.8 ms, 2^12: 12.8 ms, 2^14:
// 12.5 ms). Blocks also bound the scratch to 4097 nodes plus one per block.

// blockLevel sets the block size: 2^13 chunks, 256 KiB of input and a
// 128 KiB scratch area. The streaming Merkleizer buffers one block.
const (
	blockLevel  = 13
	blockChunks = 1 << blockLevel
)

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
// [MerkleizeChunksWithScratch] needs for n chunks: for n up to 8192, one
// more than half of n rounded up; above, 4097 plus one per 8192 chunks.
func ScratchLen(n int) int {
	if n <= blockChunks {
		return n/2 + n%2 + 1
	}
	return (n+blockChunks-1)/blockChunks + blockChunks/2 + 1
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
// The chunks are not modified. The scratch space (about 128 KiB for a large
// list) comes from an internal pool, so repeated calls allocate nothing once
// the pool holds a large enough buffer; [MerkleizeChunksWithScratch] takes
// the caller's instead. MerkleizeChunks runs in the calling goroutine only;
// [MerkleizeChunksParallel] spreads a large tree over several.
func MerkleizeChunks(chunks [][32]byte, limit uint64) ([32]byte, error) {
	depth, err := treeDepth(uint64(len(chunks)), limit)
	if err != nil || len(chunks) == 0 || depth == 0 {
		return trivialRoot(chunks, depth), err
	}
	s := getScratch(ScratchLen(len(chunks)))
	root := merkleize(s.nodes, chunks, depth)
	scratchPool.Put(s)
	return root, nil
}

// merkleize returns the root at the given depth (>= 1) of the n >= 1 chunks,
// hashing in scratch, which holds ScratchLen(n) nodes.
func merkleize(scratch, chunks [][32]byte, depth int) [32]byte {
	n := len(chunks)
	if n <= blockChunks {
		hashUp(scratch, chunks, 0, depth)
		return scratch[0]
	}
	// n > 2^blockLevel, so depth > blockLevel.
	nb := (n + blockChunks - 1) / blockChunks
	hashBlocks(scratch[:nb], scratch[nb:], chunks, blockLevel, 0, nb)
	hashUp(scratch, scratch[:nb], blockLevel, depth)
	return scratch[0]
}

// hashBlocks hashes blocks first..last-1 of 2^level chunks each (the last
// block of chunks may be short) up to level, and writes block j's root to
// roots[j]. work is scratch for one block: at least 2^(level-1)+1 nodes.
func hashBlocks(roots, work, chunks [][32]byte, level, first, last int) {
	size := 1 << level
	for j := first; j < last; j++ {
		hashUp(work, chunks[j*size:min(len(chunks), (j+1)*size)], 0, level)
		roots[j] = work[0]
	}
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
// error wrapping [ErrScratchTooSmall]) and must not overlap chunks (else
// [ErrOverlap]). The contents of scratch are overwritten; nothing is
// written when an error is returned.
func MerkleizeChunksWithScratch(scratch, chunks [][32]byte, limit uint64) ([32]byte, error) {
	depth, err := treeDepth(uint64(len(chunks)), limit)
	if err != nil || len(chunks) == 0 || depth == 0 {
		return trivialRoot(chunks, depth), err
	}
	need := ScratchLen(len(chunks))
	if len(scratch) < need {
		return [32]byte{}, fmt.Errorf("%w: need %d nodes, got %d", ErrScratchTooSmall, need, len(scratch))
	}
	s, c := unsafe.Pointer(&scratch[0]), unsafe.Pointer(&chunks[0])
	if s == c || badOverlap(s, 32*need, c, 32*len(chunks)) {
		return [32]byte{}, ErrOverlap
	}
	return merkleize(scratch, chunks, depth), nil
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
	// ~50 µs with the fastest kernel, against a few µs to start and join
	// a goroutine. Below twice this MerkleizeChunksParallel spawns nothing.
	minChunksPerGoroutine = 1 << 12

	// blocksPerGoroutine is the least number of blocks each goroutine
	// gets: blocks are handed out whole, so the shares differ by up to one
	// block, 1/8 of a share at worst. Mid-sized trees use smaller blocks
	// (down to 2^9 chunks) to have that many.
	blocksPerGoroutine = 8
)

// MerkleizeChunksParallel returns the same root as [MerkleizeChunks] using up
// to goroutines goroutines, the calling one included (goroutines <= 0 means
// runtime.GOMAXPROCS(0)).
//
// The chunks are split into blocks, independent subtrees, and each goroutine
// hashes a contiguous share of them, block by block, in its own scratch
// area, writing each block's root to its own slot; then the calling goroutine
// hashes the tree above the blocks. Small trees (fewer than 8192 chunks) and
// goroutines == 1 use the calling goroutine only; larger trees get at most
// one goroutine per 4096 chunks.
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

	// Blocks of 2^level chunks, at least blocksPerGoroutine per goroutine:
	// n/(g*8) >= 512 here, so 9 <= level <= blockLevel, and 2^level <= n/16,
	// so depth > level.
	level := min(blockLevel, bits.Len(uint(n/(g*blocksPerGoroutine)))-1)
	size := 1 << level
	nb := (n + size - 1) / size
	per := (nb + g - 1) / g
	g = (nb + per - 1) / per

	// Scratch: the blocks' roots, then one work area per goroutine.
	area := size/2 + 1
	s := getScratch(nb + g*area)
	roots := s.nodes[:nb]
	var wg sync.WaitGroup
	for i := 1; i < g; i++ {
		work := s.nodes[nb+i*area : nb+(i+1)*area]
		first, last := i*per, min((i+1)*per, nb)
		wg.Go(func() { hashBlocks(roots, work, chunks, level, first, last) })
	}
	hashBlocks(roots, s.nodes[nb:nb+area], chunks, level, 0, per)
	wg.Wait()

	hashUp(s.nodes, roots, level, depth) // in place; the work areas follow
	root := s.nodes[0]
	scratchPool.Put(s)
	return root, nil
}
