// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build amd64 || arm64

package ssztest

import "github.com/prysmaticlabs/gohashtree"

// gohashtreeHashFn is gohashtree's fastssz HashFn; gohashtree builds only
// on amd64 and arm64.
var gohashtreeHashFn = gohashtree.HashByteSlice
