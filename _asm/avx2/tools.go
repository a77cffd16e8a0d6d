// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build tools

package main

// avo reads the stub signatures from the parent package (Package and
// Implement in main.go). Importing it here, never in a real build, keeps
// it and its dependencies in go.mod and go.sum through go mod tidy without
// making the generator depend on the assembly it generates.
import _ "github.com/hashtree-go/hashtree"
