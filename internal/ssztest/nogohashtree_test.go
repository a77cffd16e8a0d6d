// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !amd64 && !arm64

package ssztest

// gohashtreeHashFn is nil: gohashtree does not build here.
var gohashtreeHashFn func(dst, src []byte) error
