// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"

	"github.com/hashtree-go/hashtree/_asm/internal/consts"
)

// tables are the kernel's file-local RODATA symbols. The 32-bit ones are
// read with embedded broadcasts ({1to16}), one word per instruction.
type tables struct {
	k     Mem // K[0..63]
	padKW Mem // K[t]+W[t] of the padding block, then a zero word (see kwWords)
	iv    Mem // H(0)
	bswap Mem // VPSHUFB mask reversing the bytes of every 32-bit word
	perm  Mem // VPERMI2Q/VPERMT2Q indexes of the last store transpose step
	ones  Mem // 16 bytes 0xff then 16 zero bytes: the opmasks of present
}

func newTables() *tables {
	t := &tables{
		k:     consts.Table32("k256", consts.K[:]),
		padKW: consts.Table32("padKW", append(consts.PadKW[:], 0)),
		iv:    consts.Table32("iv", consts.IV[:]),
	}

	t.bswap = GLOBL("bswap", RODATA|NOPTR)
	for i := 0; i < 64; i++ {
		// VPSHUFB indexes within each 128-bit lane.
		DATA(i, U8((i%16)&^3+3-(i&3)))
	}

	t.perm = GLOBL("perm", RODATA|NOPTR)
	for i, q := range storePermutation {
		DATA(8*i, U64(q))
	}

	t.ones = GLOBL("ones", RODATA|NOPTR)
	for i := 0; i < 32; i++ {
		DATA(i, U8(0xff*(1-i/16)))
	}
	return t
}
