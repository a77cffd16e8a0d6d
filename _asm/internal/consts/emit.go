// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package consts

import (
	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
)

// Table32 emits a file-local RODATA table of the dwords ws and returns it.
func Table32(name string, ws []uint32) operand.Mem {
	m := build.GLOBL(name, attr.RODATA|attr.NOPTR)
	for i, w := range ws {
		build.DATA(4*i, operand.U32(w))
	}
	return m
}
