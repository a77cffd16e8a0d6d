// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command avx512 generates hashAVX512, the 16-lane AVX-512 kernel: SHA-256
// (FIPS 180-4) of 16 independent 64-byte messages at a time.
//
// Lane layout: during the compressions, ZMM register j of the message
// schedule holds word j of all 16 messages, one per 32-bit lane, and each of
// the eight working variables likewise holds one variable of 16 messages.
// Every SIMD instruction therefore advances 16 hashes by the same step, and
// the only cross-lane work is the 16x16 transpose on load and the 8x16
// transpose back on store.
//
// Each message is two compressions: its own block from the IV, then the
// padding block (0x80, zeros, the bit length 512) from the resulting H1.
// The padding block's schedule is constant, so the second compression adds
// the precomputed K[t]+W[t] words of consts.PadKW, broadcast from memory,
// and does no message expansion.
//
// All 32 ZMM registers are assigned by hand (see pool): 16 hold the rolling
// message schedule, 8 the working variables, the rest are temporaries. No
// stack frame is needed.
package main

//go:generate go run . -out ../../sha256_avx512_amd64.s

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

func main() {
	Package("github.com/hashtree-go/hashtree")
	ConstraintExpr("!purego")

	tab := newTables()

	Implement("hashAVX512")
	Attributes(NOSPLIT)

	digests := Load(Param("digests"), GP64())
	chunks := Load(Param("chunks"), GP64())
	groups := Load(Param("n"), GP64())

	Comment("n is a multiple of 16; n == 0 returns before touching any vector register.")
	SHRQ(U8(4), groups)
	JZ(LabelRef("done"))

	Label("group")
	p := newPool()
	Comment("Load all 16 messages of the group before any digest is stored:",
		"digests may equal chunks.")
	w := loadMessages(p, tab, Mem{Base: chunks})

	Comment("First compression: the message block from the IV.")
	h1 := compressMessage(p, tab, w)

	Comment("Second compression: the constant padding block from H1.")
	dig := compressPadding(p, tab, h1)

	Comment("Byte-swap, transpose back and store the 16 digests.")
	storeDigests(p, tab, dig, Mem{Base: digests})

	ADDQ(U32(16*64), chunks)
	ADDQ(U32(16*32), digests)
	DECQ(groups)
	JNZ(LabelRef("group"))

	VZEROUPPER()
	Label("done")
	RET()

	Generate()
}

// pool hands out the physical ZMM registers. The kernel needs up to 28 at
// once, close to avo's 32, so registers are assigned here rather than left
// to avo's allocator; get panics at generation time if the code ever asks
// for a 33rd.
type pool struct{ free []VecPhysical }

func newPool() *pool {
	all := []VecPhysical{
		Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15,
		Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31,
	}
	p := &pool{}
	for i := len(all) - 1; i >= 0; i-- {
		p.free = append(p.free, all[i])
	}
	return p
}

func (p *pool) get() VecPhysical {
	if len(p.free) == 0 {
		panic("avx512: out of ZMM registers")
	}
	r := p.free[len(p.free)-1]
	p.free = p.free[:len(p.free)-1]
	return r
}

func (p *pool) put(rs ...VecPhysical) {
	for _, r := range rs {
		for _, f := range p.free {
			if f == r {
				panic(fmt.Sprintf("avx512: %s freed twice", r.Asm()))
			}
		}
		p.free = append(p.free, r)
	}
}
