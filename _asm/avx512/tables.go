// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"math/bits"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"

	"github.com/hashtree-go/hashtree/_asm/internal/consts"
)

// tables are the kernel's file-local RODATA symbols. The 32-bit ones are
// read with embedded broadcasts ({1to16}), one word per instruction.
type tables struct {
	k     Mem // K[0..63]
	padKW Mem // K[t]+W[t] of the padding block
	iv    Mem // H(0)
	fold  Mem // round 0 of the first compression, see foldRound0
	bswap Mem // VPSHUFB mask reversing the bytes of every 32-bit word
	perm  Mem // VPERMI2Q/VPERMT2Q indexes of the last store transpose step
}

func newTables() *tables {
	t := &tables{
		k:     words("k256", consts.K[:]),
		padKW: words("padKW", consts.PadKW[:]),
		iv:    words("iv", consts.IV[:]),
		fold:  words("fold", foldRound0()),
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
	return t
}

func words(name string, ws []uint32) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	for i, w := range ws {
		DATA(4*i, U32(w))
	}
	return m
}

// foldRound0 returns three constants that replace round 0 of the first
// compression and the first half of round 1. In round 0 every working
// variable is a constant of the IV, so
//
//	T1 = h + Σ1(e) + Ch(e,f,g) + K[0] + W[0] = c1 + W[0]
//	a' = T1 + Σ0(a) + Maj(a,b,c)           = (c1 + Σ0(a) + Maj(a,b,c)) + W[0]
//	e' = d + T1                             = (d + c1) + W[0]
//
// and round 1's h + K[1] + W[1] is (IV[6] + K[1]) + W[1].
func foldRound0() []uint32 {
	a, b, c, d, e, f, g, h := consts.IV[0], consts.IV[1], consts.IV[2], consts.IV[3],
		consts.IV[4], consts.IV[5], consts.IV[6], consts.IV[7]
	c1 := h + bigSigma1(e) + (e&f ^ ^e&g) + consts.K[0]
	maj := a&b ^ a&c ^ b&c
	return []uint32{c1 + bigSigma0(a) + maj, d + c1, g + consts.K[1]}
}

func bigSigma0(x uint32) uint32 {
	return bits.RotateLeft32(x, -2) ^ bits.RotateLeft32(x, -13) ^ bits.RotateLeft32(x, -22)
}

func bigSigma1(x uint32) uint32 {
	return bits.RotateLeft32(x, -6) ^ bits.RotateLeft32(x, -11) ^ bits.RotateLeft32(x, -25)
}
