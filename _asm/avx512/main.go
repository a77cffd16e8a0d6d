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
// Up to three groups of 16 messages are hashed together, their rounds
// interleaved. On Zen 5 every 512-bit integer operation has a latency of 2
// cycles (3 through the second and third inputs of VPTERNLOGD) while four
// can issue per cycle, so one group's rounds, a chain of about 7 dependent
// operations, leave most of the machine idle. Measured on an EPYC 9005
// (Zen 5): 8.9 cycles per round for one group, 5.3 per group and round for
// two, 4.7 for three. To make room for three sets of working variables in
// the 32 ZMM registers, each group's message schedule is first expanded
// into the stack frame, as K[t]+W[t].
//
// One iteration of the main loop takes three groups, or the one or two left
// at the end, in three steps:
//
//  1. expand: per group, load the 16 messages, transpose them, expand the
//     schedule and store K+W in the frame;
//  2. compress: both compressions for all groups at once, leaving the
//     digest words in the frame (one version of this code per group count);
//  3. store: per group, transpose the digest words back and store them.
//
// n need not be a multiple of 16: the last group may be partial. Its
// absent messages are neither loaded nor stored (opmask-masked loads and
// stores, which do not fault on masked-off elements); their lanes hash
// zeros, and the results are dropped.
package main

//go:generate go run . -out ../../sha256_avx512_amd64.s

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// maxGroups is the most groups of 16 messages hashed together.
const maxGroups = 3

// Stack frame, aligned to 64 bytes: per group, the 64 vectors K[t]+W[t]
// plus a zero vector (kwWords of them); then per group 8 vectors for H1,
// which the digest words replace at the end of the compressions.
const (
	kwWords    = 65
	kwStride   = 64 * kwWords
	wordOffset = maxGroups * kwStride
	wordStride = 8 * 64
	frame      = wordOffset + maxGroups*wordStride
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

	Comment("n counts the messages left; n == 0 returns before touching any",
		"vector register.")
	TESTQ(n, n)
	JZ(LabelRef("done"))

	base := GP64()
	LEAQ(local.Offset(63), base)
	ANDQ(I32(-64), base)
	fr := Mem{Base: base}

	Comment("The zero vector after each group's K+W turns the last round's",
		"h + K[64] + W[64] into h itself.")
	VPXORD(Z0, Z0, Z0)
	for g := 0; g < maxGroups; g++ {
		VMOVDQA64(Z0, fr.Offset(g*kwStride+64*64))
	}

	Label("batch")
	Commentf("This batch: min(ceil(n/16), %d) groups; only the last group of", maxGroups)
	Comment("the call can be partial.")
	groups := GP64()
	MOVQ(n, groups)
	ADDQ(U8(15), groups)
	SHRQ(U8(4), groups)
	CMPQ(groups, U8(maxGroups))
	JBE(LabelRef("expandbatch"))
	MOVQ(U32(maxGroups), groups)
	Label("expandbatch")

	Comment("Expand: load every message of the batch (before any digest is",
		"stored: digests may equal chunks), transpose, store K+W in the frame.")
	src, kw, count, left := GP64(), GP64(), GP64(), GP64()
	MOVQ(chunks, src)
	MOVQ(base, kw)
	MOVQ(groups, count)
	MOVQ(n, left)
	Label("expand")
	{
		p := newPool()
		w := loadMessages(p, tab, Mem{Base: src}, left)
		expandSchedule(p, tab, w, Mem{Base: kw})
	}
	ADDQ(U32(16*64), src)
	ADDQ(U32(kwStride), kw)
	SUBQ(U8(16), left)
	DECQ(count)
	JNZ(LabelRef("expand"))

	Comment("Compress all groups of the batch together.")
	CMPQ(groups, U8(2))
	JB(LabelRef("compress1"))
	JE(LabelRef("compress2"))
	for g := maxGroups; g >= 1; g-- {
		Label(fmt.Sprintf("compress%d", g))
		compress(newPool(), tab, g, fr, base)
		if g > 1 {
			JMP(LabelRef("store"))
		}
	}

	Label("store")
	Comment("Store: byte-swap and transpose back each group's digest words.")
	dst, words := GP64(), GP64()
	MOVQ(digests, dst)
	LEAQ(fr.Offset(wordOffset), words)
	MOVQ(groups, count)
	MOVQ(n, left)
	Label("storegroup")
	{
		p := newPool()
		var d [8]VecPhysical
		for i := range d {
			d[i] = p.get()
			VMOVDQA64(Mem{Base: words, Disp: 64 * i}, d[i])
		}
		storeDigests(p, tab, d, Mem{Base: dst}, left)
	}
	ADDQ(U32(16*32), dst)
	ADDQ(U32(wordStride), words)
	SUBQ(U8(16), left)
	DECQ(count)
	JNZ(LabelRef("storegroup"))

	Comment("left = n - 16*groups: negative or zero once every message is done.")
	MOVQ(dst, digests)
	MOVQ(src, chunks)
	MOVQ(left, n)
	TESTQ(n, n)
	JG(LabelRef("batch"))

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
