// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"fmt"
	"unsafe"
)

// A Merkleizer computes the same root as [MerkleizeChunks] over chunks that
// arrive one by one or as a byte stream, keeping at most one block of 8192
// chunks (256 KiB, plus 128 KiB to hash it) and one node per level of the
// tree.
//
// Full blocks are hashed up to their subtree root, which is folded into a
// stack of left siblings (one per level, as in a binary counter); the last,
// possibly partial, block is hashed by [Merkleizer.Root], which pads it with
// zero hashes. The zero value is a Merkleizer with no limit, ready to use.
// A Merkleizer is not safe for concurrent use; reuse one with
// [Merkleizer.Reset] to reuse its buffers.
type Merkleizer struct {
	limit   uint64 // 0: no limit
	count   uint64 // chunks started, the one being filled by Write included
	full    uint64 // chunks folded into stack: a multiple of blockChunks
	partial int    // bytes written to the last chunk when it is incomplete
	err     error  // sticky: more chunks than the limit were offered

	// buf holds chunks full..count-1. It grows to blockChunks and is hashed
	// in place once full and another chunk arrives, so Root always finds
	// at least one chunk in it (unless there are none at all).
	buf     [][32]byte
	scratch [][32]byte // Root hashes the block here, leaving buf intact

	// stack[l] is the root of the full subtree of height l that is the
	// left sibling of the subtree being filled; valid iff bit l of full
	// is set.
	stack [MaxDepth][32]byte
}

// NewMerkleizer returns a Merkleizer for a tree with the given limit, which
// has the meaning it has for [MerkleizeChunks] (0: no limit).
func NewMerkleizer(limit uint64) *Merkleizer {
	return &Merkleizer{limit: limit}
}

// Reset discards the chunks appended so far and any error, keeping the limit
// and the buffers.
func (m *Merkleizer) Reset() {
	m.count, m.full, m.partial, m.err = 0, 0, 0, nil
}

// Limit returns the limit the Merkleizer was created with (0: no limit).
func (m *Merkleizer) Limit() uint64 { return m.limit }

// Count returns the number of chunks appended so far, counting a chunk
// partly filled by [Merkleizer.Write] as one.
func (m *Merkleizer) Count() uint64 { return m.count }

// tooMany records and returns the error for k more chunks than the limit
// allows.
func (m *Merkleizer) tooMany(k uint64) error {
	m.err = fmt.Errorf("%w: %d chunks, limit %d", ErrTooManyChunks, m.count+k, m.limit)
	return m.err
}

// fits reports whether k more chunks stay within the limit.
func (m *Merkleizer) fits(k uint64) bool {
	return m.limit == 0 || k <= m.limit-m.count
}

// Append adds one chunk. It is Write(chunk[:]), faster: after a Write that
// ended inside a chunk, the bytes of chunk complete it and start the next.
//
// Offering more chunks than the limit returns an error wrapping
// [ErrTooManyChunks], appends nothing, and makes every later call, Root
// included, return that error until Reset.
func (m *Merkleizer) Append(chunk [32]byte) error {
	if m.partial != 0 || m.err != nil {
		_, err := m.Write(chunk[:])
		return err
	}
	if !m.fits(1) {
		return m.tooMany(1)
	}
	nb := m.room()
	m.buf[nb] = chunk
	m.count++
	return nil
}

// AppendChunks adds chunks in order, with the same errors as Append: on
// error none of them is appended. Runs of whole blocks are hashed straight
// from chunks without copying.
func (m *Merkleizer) AppendChunks(chunks [][32]byte) error {
	if m.partial != 0 || m.err != nil {
		if len(chunks) == 0 {
			return m.err
		}
		_, err := m.Write(unsafe.Slice((*byte)(unsafe.Pointer(&chunks[0])), 32*len(chunks)))
		return err
	}
	if !m.fits(uint64(len(chunks))) {
		return m.tooMany(uint64(len(chunks)))
	}
	m.appendWhole(chunks)
	return nil
}

// Write adds the bytes of p to the stream of chunks: every 32 bytes make a
// chunk, and a trailing incomplete chunk is completed by later writes or,
// at Root, padded with zero bytes. It implements [io.Writer].
//
// If the bytes would start more chunks than the limit allows, Write writes
// nothing and returns 0 and an error wrapping [ErrTooManyChunks]; every
// later call, Root included, returns that error until Reset.
func (m *Merkleizer) Write(p []byte) (int, error) {
	if m.err != nil {
		return 0, m.err
	}
	total := len(p)
	// Bytes that complete the current chunk, then the chunks p starts.
	fill := 0
	if m.partial != 0 {
		fill = min(len(p), 32-m.partial)
	}
	if k := uint64(len(p)-fill+31) / 32; !m.fits(k) {
		return 0, m.tooMany(k)
	}
	if fill > 0 {
		last := &m.buf[m.count-m.full-1]
		copy(last[m.partial:], p[:fill])
		m.partial = (m.partial + fill) % 32
		p = p[fill:]
	}
	if whole := len(p) / 32; whole > 0 {
		m.appendWhole(unsafe.Slice((*[32]byte)(unsafe.Pointer(&p[0])), whole))
		p = p[32*whole:]
	}
	if len(p) > 0 {
		nb := m.room()
		m.buf[nb] = [32]byte{}
		copy(m.buf[nb][:], p)
		m.count++
		m.partial = len(p)
	}
	return total, nil
}

// appendWhole appends whole chunks, which fit the limit, when no chunk is
// incomplete.
func (m *Merkleizer) appendWhole(chunks [][32]byte) {
	for len(chunks) > 0 {
		nb := m.room()
		if nb == 0 && len(chunks) > blockChunks {
			// A whole block that is not the last chunk: hash it
			// straight from chunks, with buf as scratch.
			m.grow(blockChunks)
			hashUp(m.buf, chunks[:blockChunks], 0, blockLevel)
			m.push(m.buf[0])
			m.count += blockChunks
			chunks = chunks[blockChunks:]
			continue
		}
		m.grow(nb + len(chunks))
		k := copy(m.buf[nb:], chunks)
		m.count += uint64(k)
		chunks = chunks[k:]
	}
}

// room makes space in buf for at least one more chunk and returns its
// index. A full block is hashed in place and folded into the stack only
// here, when a chunk follows it.
func (m *Merkleizer) room() int {
	nb := int(m.count - m.full)
	if nb == blockChunks {
		hashUp(m.buf, m.buf, 0, blockLevel)
		m.push(m.buf[0])
		return 0
	}
	if nb == len(m.buf) {
		m.grow(nb + 1)
	}
	return nb
}

// grow makes buf hold min(n, blockChunks) chunks or more, growing it
// geometrically up to one block: small lists stay small, and a reused
// Merkleizer stops allocating once it has a full block.
func (m *Merkleizer) grow(n int) {
	if len(m.buf) >= min(n, blockChunks) {
		return
	}
	buf := make([][32]byte, min(blockChunks, max(n, 64, 2*len(m.buf))))
	copy(buf, m.buf[:m.count-m.full])
	m.buf = buf
}

// push folds the root of the block of chunks full..full+blockChunks-1 into
// the stack of left siblings: like adding 1 to a binary counter, each
// carry is a hash with the sibling stored at that level.
func (m *Merkleizer) push(root [32]byte) {
	level := blockLevel
	for m.full>>level&1 == 1 {
		root = hashTwo(&m.stack[level], &root)
		level++
	}
	m.stack[level] = root
	m.full += blockChunks
}

// Root returns the Merkle root of the chunks appended so far (a chunk left
// incomplete by Write padded with zero bytes), padded with zero chunks to
// the limit, as [MerkleizeChunks] would; with no limit, to the next power of
// two of the count. It does not change the state: more chunks may follow.
func (m *Merkleizer) Root() ([32]byte, error) {
	if m.err != nil {
		return [32]byte{}, m.err
	}
	depth, err := treeDepth(m.count, m.limit)
	if err != nil { // unreachable: the limit is checked on the way in
		return [32]byte{}, err
	}
	if m.count == 0 {
		return zeroHashes[depth], nil
	}
	nb := int(m.count - m.full) // >= 1: a full block is folded only when more chunks follow
	if depth == 0 {
		return m.buf[0], nil
	}
	// The last block's root at level top, then up the tree: at each
	// level the node is a right child if full has that bit (its left
	// sibling is on the stack), else a left child of a padding subtree.
	// With depth < blockLevel there is a single block and full is 0.
	top := min(depth, blockLevel)
	if need := ScratchLen(nb); len(m.scratch) < need {
		m.scratch = make([][32]byte, max(need, min(ScratchLen(blockChunks), 2*len(m.scratch))))
	}
	hashUp(m.scratch, m.buf[:nb], 0, top)
	root := m.scratch[0]
	for level := top; level < depth; level++ {
		if m.full>>level&1 == 1 {
			root = hashTwo(&m.stack[level], &root)
		} else {
			root = hashTwo(&root, &zeroHashes[level])
		}
	}
	return root, nil
}
