// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree_test

import (
	"errors"
	"fmt"

	"github.com/hashtree-go/hashtree"
)

// Each digest is the SHA-256 of two consecutive 32-byte chunks.
func ExampleHash() {
	chunks := make([][32]byte, 4) // two pairs of zero chunks
	chunks[2][0] = 1
	digests := make([][32]byte, 2)
	if err := hashtree.Hash(digests, chunks); err != nil {
		panic(err)
	}
	fmt.Printf("%x\n%x\n", digests[0], digests[1])
	// Output:
	// f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b
	// 16abab341fb7f370e27e4dadcf81766dd0dfd0ae64469477bb2cf6614938b2af
}

// A Merkle root built layer by layer, each layer hashed in place.
func ExampleHash_merkleRoot() {
	layer := make([][32]byte, 8) // eight leaves
	for i := range layer {
		layer[i][31] = byte(i)
	}
	for n := len(layer); n > 1; n /= 2 {
		if err := hashtree.Hash(layer[:n/2], layer[:n]); err != nil {
			panic(err)
		}
	}
	fmt.Printf("%x\n", layer[0])
	// Output:
	// 32e0fe0539aeca5782542f7232d32185eebec2e6dc258177456dcdebbbf18f8b
}

// HashByteSlice has the signature of fastssz's HashFn.
func ExampleHashByteSlice() {
	chunks := make([]byte, 64) // one zero pair
	digest := make([]byte, 32)
	err := hashtree.HashByteSlice(digest, chunks)
	fmt.Printf("%x %v\n", digest, err)

	err = hashtree.HashByteSlice(digest, chunks[:63])
	fmt.Println(errors.Is(err, hashtree.ErrNotMultipleOf64))
	// Output:
	// f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b <nil>
	// true
}
