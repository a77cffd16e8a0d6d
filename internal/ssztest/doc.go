// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package ssztest checks hashtree's Merkleization against
// github.com/ferranbt/fastssz. It is a module of its own so that fastssz
// and its dependencies never reach hashtree's go.mod; it has no code
// besides its tests. Run it with: go -C internal/ssztest test ./...
package ssztest
