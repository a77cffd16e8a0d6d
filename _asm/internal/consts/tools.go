// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build tools

package consts

// The generators load github.com/hashtree-go/hashtree only by path, through
// avo's Package, to take each kernel's signature from its Go stub. This
// import, never compiled, keeps `go mod tidy` from dropping the module's
// requirement, without which that load fails, and does not make the
// generators depend on the assembly they write.
import _ "github.com/hashtree-go/hashtree"
