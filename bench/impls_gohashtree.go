// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// gohashtree v0.0.4-beta builds only on amd64 and arm64 (elsewhere a
// variable it uses is undefined), so it is kept out of other builds.

//go:build amd64 || arm64

package main

import "github.com/prysmaticlabs/gohashtree"

func init() {
	register(&impl{
		name: refGo, rank: 20,
		desc: "github.com/prysmaticlabs/gohashtree Hash",
		loop: func(d, c [][32]byte, iters int) {
			for range iters {
				_ = gohashtree.Hash(d, c)
			}
		},
	})
	registerMerkle(&merkleImpl{
		name: refGo, rank: 20,
		desc: "the same layer loop around gohashtree.Hash (gohashtree has no Merkle function)",
		prepare: layerLoop(func(d, c [][32]byte) {
			_ = gohashtree.Hash(d, c)
		}),
	})
}
