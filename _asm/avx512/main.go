// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command avx512 generates hashAVX512, the 16-lane AVX-512 kernel: SHA-256
// (FIPS 180-4) of 16 independent 64-byte messages per group of lanes.
//
// Lane layout: ZMM register j of the message schedule holds word j of 16
// messages, one per 32-bit lane, and each working variable likewise holds
// one variable of 16 messages. Every SIMD instruction therefore advances 16
// hashes by the same step; the only cross-lane work is the 16x16 transpose
// on load and the 8x16 transpose back on store.
//
// Each message is two compressions: its own block from the IV, then the
// padding block (0x80, zeros, the bit length 512) from the resulting H1.
// The padding block's schedule is constant, so the second compression adds
// the precomputed K[t]+W[t] words of consts.PadKW, broadcast from memory,
// and does no message expansion.
//
// Two groups of 16 messages are hashed together, their rounds interleaved.
// On Zen 5 every 512-bit integer operation has a latency of 2 cycles (3 for
// the second and third inputs of VPTERNLOGD) while four can issue per cycle,
// so one group's round, a chain of about 7 dependent operations, would leave
// most of the machine idle: measured on an EPYC 9005 (Zen 5), one group
// takes 8.9 cycles per round, two interleaved 5.3 cycles per group and
// round. (Three reach 4.7, but would triple the work of a lone group.) To
// make room in the 32 ZMM registers for two sets of working variables, each
// group's message schedule is computed first and stored, as K[t]+W[t], in
// the stack frame.
package main

//go:generate go run . -out ../../sha256_avx512_amd64.s

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// groups is the number of 16-message groups hashed together.
const groups = 2

// Stack frame, aligned to 64 bytes: per group, the 64 vectors K[t]+W[t]
// plus a zero vector (kwWords of them), then per group the 8 vectors of H1.
const (
	kwWords  = 65
	kwStride = 64 * kwWords
	h1Offset = groups * kwStride
	h1Stride = 8 * 64
	frame    = h1Offset + groups*h1Stride
)

func main() {
	Package("github.com/hashtree-go/hashtree")
	ConstraintExpr("!purego")

	tab := newTables()

	Implement("hashAVX512")
	local := AllocLocal(frame + 64) // room to align

	digests := Load(Param("digests"), GP64())
	chunks := Load(Param("chunks"), GP64())
	n := Load(Param("n"), GP64())

	Comment("n is a multiple of 16; n == 0 returns before touching any vector register.")
	SHRQ(U8(4), n)
	JZ(LabelRef("done"))

	base := GP64()
	LEAQ(local.Offset(63), base)
	ANDQ(I32(-64), base)
	fr := Mem{Base: base}

	Comment("The zero vector after each group's K+W turns the last round's",
		"next h + K[t+1] + W[t+1] into h itself.")
	zero := Z0
	VPXORD(zero, zero, zero)
	for g := 0; g < groups; g++ {
		VMOVDQA64(zero, fr.Offset(g*kwStride+64*64))
	}

	Label("pair")
	Comment("Group 1 is the 16 messages after group 0, or group 0 again if only one",
		"is left: it then computes and stores the same digests twice.")
	src := [groups]Register{chunks, GP64()}
	dst := [groups]Register{digests, GP64()}
	LEAQ(Mem{Base: chunks, Disp: 16 * 64}, src[1])
	LEAQ(Mem{Base: digests, Disp: 16 * 32}, dst[1])
	CMPQ(n, U8(1))
	JNE(LabelRef("loadpair"))
	MOVQ(chunks, src[1])
	MOVQ(digests, dst[1])
	Label("loadpair")

	for g := 0; g < groups; g++ {
		Commentf("Group %d: load, transpose and expand the message schedule into the frame.", g)
		p := newPool()
		w := loadMessages(p, tab, Mem{Base: src[g]})
		expandSchedule(p, tab, w, fr.Offset(g*kwStride))
	}
	// Every message of both groups has been read: from here on, digests
	// may be stored even if they overwrite chunks.

	p := newPool()
	Comment("First compression: the message block from the IV.")
	sts := compressMessage(p, tab, fr, base)

	Comment("Second compression: the constant padding block from H1.")
	compressPadding(p, tab, sts, fr)

	for g := 0; g < groups; g++ {
		Commentf("Group %d: byte-swap, transpose back and store the digests.", g)
		storeDigests(p, tab, sts[g].words(), Mem{Base: dst[g]})
	}

	ADDQ(U32(groups*16*64), chunks)
	ADDQ(U32(groups*16*32), digests)
	SUBQ(U8(groups), n)
	JG(LabelRef("pair"))

	VZEROUPPER()
	Label("done")
	RET()

	Generate()
}

// pool hands out the physical ZMM registers. The code needs nearly all 32
// at times, so registers are assigned here rather than by avo's allocator,
// and get panics at generation time if the code ever asks for a 33rd.
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
