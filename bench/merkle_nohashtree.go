// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !hashtree_merkle

package main

func init() {
	addSkip("hashtree (Merkle)", "MerkleizeChunks is not in this tree yet; build with -tags hashtree_merkle once it is (hashtree-layers stands in)")
}
