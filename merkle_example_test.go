// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hashtree-go/hashtree"
)

// The expected outputs of these examples were computed separately with
// Python's hashlib, from the SSZ spec's definitions.

// The hash_tree_root of an SSZ List[Bytes32, 4] holding three roots: the
// chunks padded to four leaves, then the length mixed in.
func ExampleMerkleizeChunks() {
	chunks := make([][32]byte, 3)
	for i := range chunks {
		chunks[i][31] = byte(i + 1)
	}
	root, err := hashtree.MerkleizeChunks(chunks, 4)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%x\n", root)
	fmt.Printf("%x\n", hashtree.MixInLength(root, uint64(len(chunks))))

	// A limit of 2^40 pads virtually: only the 40 nodes above the chunks
	// are hashed, never the zero subtrees.
	root, _ = hashtree.MerkleizeChunks(chunks, 1<<40)
	fmt.Printf("%x\n", root)

	_, err = hashtree.MerkleizeChunks(chunks, 2)
	fmt.Println(errors.Is(err, hashtree.ErrTooManyChunks), err)
	// Output:
	// dfea42101f94476e3b2e26f2a3e23505a696a6fd3d3ded213cece4adb19cb9ac
	// bba3620a9db5f2cf054536bd20a464e50af5f2e72cf980aa8752aaef451a21de
	// 69120916403990d3378860e7a2001a3fd6249a8173ddf787b9d3e906dfcdc9af
	// true hashtree: more chunks than the limit allows: 3 chunks, limit 2
}

// The roots of trees of zero chunks.
func ExampleZeroHash() {
	for depth := range 4 {
		fmt.Printf("%d %x\n", depth, hashtree.ZeroHash(depth))
	}
	// Output:
	// 0 0000000000000000000000000000000000000000000000000000000000000000
	// 1 f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b
	// 2 db56114e00fdd4c1f85c892bf35ac9a89289aaecb1ebd0a96cde606a748b5d71
	// 3 c78009fdf07fc56a11f122370658a353aaa542ed63e44c4bc15ff4cd105ab33c
}

// A Merkleizer is an io.Writer: here 71 bytes make three chunks, the last
// one padded with zero bytes, in a tree of four leaves (no limit).
func ExampleMerkleizer() {
	m := hashtree.NewMerkleizer(0)
	text := "The quick brown fox jumps over the lazy dog, twice: The quick brown fox"
	if _, err := io.Copy(m, strings.NewReader(text)); err != nil {
		panic(err)
	}
	root, err := m.Root()
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d chunks: %x\n", m.Count(), root)
	// Output:
	// 3 chunks: ba8c31071261f70c61b47672ab2337d826be3a5516c60fe62c77419c6d9f4865
}

// The parallel variant gives the same root on as many goroutines as asked.
func ExampleMerkleizeChunksParallel() {
	chunks := make([][32]byte, 1<<14)
	for i := range chunks {
		binary.LittleEndian.PutUint64(chunks[i][:], uint64(i))
	}
	one, _ := hashtree.MerkleizeChunks(chunks, 0)
	two, _ := hashtree.MerkleizeChunksParallel(chunks, 0, 2)
	fmt.Printf("%x\n%v\n", two, one == two)
	// Output:
	// ab12400bc5152f2c62a83aabf1a44ebb5804cfaeaf7ef5232d7115b4e97e4134
	// true
}
