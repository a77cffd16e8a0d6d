// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import "github.com/hashtree-go/hashtree"

func init() {
	registerMerkle(&merkleImpl{
		name: "hashtree", rank: 0,
		desc: "this module's MerkleizeChunks (1 goroutine) and MerkleizeChunksParallel",
		prepare: func(n, g int) func([][32]byte) [32]byte {
			return func(chunks [][32]byte) [32]byte {
				var root [32]byte
				var err error
				if g == 1 {
					root, err = hashtree.MerkleizeChunks(chunks, uint64(n))
				} else {
					root, err = hashtree.MerkleizeChunksParallel(chunks, uint64(n), g)
				}
				if err != nil {
					panic(err)
				}
				return root
			}
		},
	})
}
