// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"math/bits"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	"github.com/hashtree-go/hashtree/_asm/internal/consts"
)

// General-purpose registers.
var (
	digests = RDI // next group's digests
	chunks  = RSI // next group's messages
	groups  = RCX // groups of 8 messages left
	frame   = R8  // the 32-byte aligned frame
)

// Frame layout, from the aligned base: the message schedule W[0..63] of the
// first block (slot t holds word t of the eight messages), then the state
// H1 after the first block, which the second block's result is added to.
const (
	frameW    = 0
	frameH1   = frameW + 64*32
	frameSize = frameH1 + 8*32
)

func w(t int) Mem  { return Mem{Base: frame, Disp: frameW + 32*t} }
func h1(i int) Mem { return Mem{Base: frame, Disp: frameH1 + 32*i} }

// Read-only tables.
var (
	// kTable holds each K[t] eight times, so a round adds it with one
	// memory operand.
	kTable Mem
	// padKW holds K[t]+W[t] of the padding block, broadcast per round.
	padKW Mem
	// scalars holds the words broadcast at the start of each group: the
	// state after round 0 of the first block (see round0), then the IV.
	scalars Mem
	// bswapMask reverses the bytes of each 32-bit word: SHA-256 is
	// big-endian.
	bswapMask Mem
)

const (
	scalarsRound0 = 0  // 8 words a..h after round 0, then a^b of round 0
	scalarsIV     = 36 // 8 words
)

func tables() {
	kTable = GLOBL("k256", RODATA|NOPTR)
	for t, k := range consts.K {
		for l := 0; l < 8; l++ {
			DATA(32*t+4*l, U32(k))
		}
	}

	padKW = GLOBL("padkw", RODATA|NOPTR)
	for t, kw := range consts.PadKW {
		DATA(4*t, U32(kw))
	}

	scalars = GLOBL("scalars", RODATA|NOPTR)
	r0, ab := round0()
	for i, v := range r0 {
		DATA(scalarsRound0+4*i, U32(v))
	}
	DATA(scalarsRound0+32, U32(ab))
	for i, v := range consts.IV {
		DATA(scalarsIV+4*i, U32(v))
	}

	bswapMask = GLOBL("bswap", RODATA|NOPTR)
	for i := 0; i < 32; i += 4 {
		DATA(i, U32(0x00010203+0x04040404*uint32(i%16/4)))
	}
}

// round0 returns the state after round 0 of the first block, without W[0]
// (which the kernel adds to a and e), and a^b of round 0. Round 0 starts
// from the IV for every message, so all of it but the W[0] term is a
// constant.
func round0() (s [8]uint32, ab uint32) {
	iv := consts.IV
	a, b, c, d, e, f, g, h := iv[0], iv[1], iv[2], iv[3], iv[4], iv[5], iv[6], iv[7]
	t1 := h + bigSigma1(e) + (e&f ^ ^e&g) + consts.K[0]
	t2 := bigSigma0(a) + (a&b ^ a&c ^ b&c)
	return [8]uint32{t1 + t2, a, b, c, d + t1, e, f, g}, a ^ b
}

func bigSigma0(x uint32) uint32 {
	return bits.RotateLeft32(x, -2) ^ bits.RotateLeft32(x, -13) ^ bits.RotateLeft32(x, -22)
}

func bigSigma1(x uint32) uint32 {
	return bits.RotateLeft32(x, -6) ^ bits.RotateLeft32(x, -11) ^ bits.RotateLeft32(x, -25)
}

// lanes is the register allocation of the compression. The 16 YMM
// registers are all in use while the first block runs: 8 for the state, one
// for the Maj carry, 3 round temporaries and 4 for the schedule.
type lanes struct {
	s  [8]VecPhysical // a..h; renamed every round instead of moved
	bc VecPhysical    // b^c of the coming round (a^b of the last)
	t  [3]VecPhysical // round temporaries
	x  [4]VecPhysical // message schedule temporaries
}

// rotr3 sets r0 = (x ROTR n[0]) ^ (x ROTR n[1]) ^ (x ROTR n[2]), clobbering
// r1 and r2. AVX2 has no vector rotate: each rotate is a right and a left
// shift, and the six shifted words are XORed as a tree (depth 4 after the
// shifts) because Σ1(e) and Σ0(a) are on the rounds' critical path.
func rotr3(x VecPhysical, n [3]int, r0, r1, r2 VecPhysical) {
	VPSRLD(Imm(uint64(n[0])), x, r0)
	VPSLLD(Imm(uint64(32-n[0])), x, r1)
	VPSRLD(Imm(uint64(n[1])), x, r2)
	VPXOR(r1, r0, r0)
	VPSLLD(Imm(uint64(32-n[1])), x, r1)
	VPXOR(r1, r2, r2)
	VPSRLD(Imm(uint64(n[2])), x, r1)
	VPXOR(r1, r0, r0)
	VPSLLD(Imm(uint64(32-n[2])), x, r1)
	VPXOR(r1, r2, r2)
	VPXOR(r2, r0, r0)
}

// smallSigma sets r0 = (x ROTR n[0]) ^ (x ROTR n[1]) ^ (x >> n[2]),
// clobbering r1. The schedule is off the critical path, so the XORs form a
// chain and need one register less than rotr3.
func smallSigma(x VecPhysical, n [3]int, r0, r1 VecPhysical) {
	VPSRLD(Imm(uint64(n[0])), x, r0)
	VPSLLD(Imm(uint64(32-n[0])), x, r1)
	VPXOR(r1, r0, r0)
	VPSRLD(Imm(uint64(n[1])), x, r1)
	VPXOR(r1, r0, r0)
	VPSLLD(Imm(uint64(32-n[1])), x, r1)
	VPXOR(r1, r0, r0)
	VPSRLD(Imm(uint64(n[2])), x, r1)
	VPXOR(r1, r0, r0)
}

var (
	bigS0 = [3]int{2, 13, 22}
	bigS1 = [3]int{6, 11, 25}
	smS0  = [3]int{7, 18, 3}
	smS1  = [3]int{17, 19, 10}
)

// round emits one round. addKW adds K[t]+W[t] to its argument; between the
// round's two halves, and after it, sched(0) and sched(1) emit the two
// halves of the schedule work interleaved with it (nil for none), so that
// the out-of-order core always has independent work next to the round's
// dependency chain.
func (l *lanes) round(addKW func(h VecPhysical), sched func(half int)) {
	a, b, _, d, e, f, g, h := l.s[0], l.s[1], l.s[2], l.s[3], l.s[4], l.s[5], l.s[6], l.s[7]
	t0, t1, t2 := l.t[0], l.t[1], l.t[2]

	// h += K[t] + W[t] + Ch(e, f, g) + Σ1(e), so that h holds T1.
	// Ch(e, f, g) = ((f ^ g) & e) ^ g.
	addKW(h)
	VPXOR(g, f, t0)
	VPAND(e, t0, t0)
	VPXOR(g, t0, t0)
	VPADDD(t0, h, h)
	rotr3(e, bigS1, t0, t1, t2)
	VPADDD(t0, h, h)
	VPADDD(h, d, d) // the new e
	if sched != nil {
		sched(0)
	}

	// h += Maj(a, b, c) + Σ0(a), so that h holds the new a.
	// Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b, and a ^ b is the next
	// round's b ^ c.
	VPXOR(b, a, t1)
	VPAND(t1, l.bc, l.bc)
	VPXOR(b, l.bc, l.bc)
	VPADDD(l.bc, h, h)
	rotr3(a, bigS0, t0, t2, l.bc)
	VPADDD(t0, h, h)
	if sched != nil {
		sched(1)
	}

	l.bc, l.t[1] = t1, l.bc
	l.s = [8]VecPhysical{h, a, b, l.s[2], d, e, f, g}
}

// expand emits half of the computation of
// W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16]
// into the frame.
func (l *lanes) expand(t, half int) {
	x0, x1, x2, x3 := l.x[0], l.x[1], l.x[2], l.x[3]
	switch half {
	case 0:
		VMOVDQU(w(t-15), x0)
		smallSigma(x0, smS0, x1, x2)
		VPADDD(w(t-16), x1, x1)
		VPADDD(w(t-7), x1, x1)
	case 1:
		VMOVDQU(w(t-2), x0)
		smallSigma(x0, smS1, x2, x3)
		VPADDD(x2, x1, x1)
		VMOVDQU(x1, w(t))
	}
}

// transpose transposes the 8x8 matrix of 32-bit words in in (row i in
// in[i]) into out, using in as scratch. It turns eight messages' words
// 0..7 into eight registers that each hold one word of all messages, and
// the state back into eight digests.
func transpose(in, out [8]VecPhysical) {
	// Interleave words of row pairs: t[2k] = r0w0 r1w0 r0w1 r1w1 | ...w4/w5.
	for k := 0; k < 4; k++ {
		VPUNPCKLDQ(in[2*k+1], in[2*k], out[2*k])
		VPUNPCKHDQ(in[2*k+1], in[2*k], out[2*k+1])
	}
	// Interleave word pairs of row pairs: u[j], u[j+4] = word j | word j+4
	// of rows 0..3 and 4..7.
	for k := 0; k < 2; k++ {
		VPUNPCKLQDQ(out[4*k+2], out[4*k], in[4*k])
		VPUNPCKHQDQ(out[4*k+2], out[4*k], in[4*k+1])
		VPUNPCKLQDQ(out[4*k+3], out[4*k+1], in[4*k+2])
		VPUNPCKHQDQ(out[4*k+3], out[4*k+1], in[4*k+3])
	}
	// Join the 128-bit halves: low halves give words 0..3, high halves
	// words 4..7.
	for j := 0; j < 4; j++ {
		VPERM2I128(Imm(0x20), in[j+4], in[j], out[j])
		VPERM2I128(Imm(0x31), in[j+4], in[j], out[j+4])
	}
}

func hashAVX2() {
	tables()

	Implement("hashAVX2")
	local := AllocLocal(frameSize + 32)

	Load(Param("digests"), digests)
	Load(Param("chunks"), chunks)
	Load(Param("n"), groups)
	SHRQ(Imm(3), groups)
	JZ(LabelRef("done"))

	Comment("Align the frame to 32 bytes so that no access to it splits a cache line.")
	LEAQ(local, frame)
	ADDQ(Imm(31), frame)
	ANDQ(I8(-32), frame)

	Y := [16]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, Y13, Y14, Y15}
	var lo, hi [8]VecPhysical
	copy(lo[:], Y[:8])
	copy(hi[:], Y[8:])

	Label("loop")
	Comment("Load all eight messages of the group, byte-swap and transpose them, and store",
		"W[0..15] to the frame. Nothing is stored to digests before this: they may",
		"overlap the messages.")
	for half := 0; half < 2; half++ {
		for i, r := range lo {
			VMOVDQU(Mem{Base: chunks, Disp: 64*i + 32*half}, r)
			VPSHUFB(bswapMask, r, r)
		}
		transpose(lo, hi)
		for j, r := range hi {
			VMOVDQU(r, w(8*half+j))
		}
	}

	l := lanes{
		bc: Y8,
		t:  [3]VecPhysical{Y9, Y10, Y11},
		x:  [4]VecPhysical{Y12, Y13, Y14, Y15},
	}
	copy(l.s[:], lo[:])

	Comment("First block, round 0: it starts from the IV, so it is a constant but for W[0].")
	for i, r := range l.s {
		VPBROADCASTD(scalars.Offset(scalarsRound0+4*i), r)
	}
	VPBROADCASTD(scalars.Offset(scalarsRound0+32), l.bc)
	VPADDD(w(0), l.s[0], l.s[0])
	VPADDD(w(0), l.s[4], l.s[4])
	l.expand(16, 0)
	l.expand(16, 1)

	Comment("First block, rounds 1..63, computing W[t+16] alongside round t up to W[63].")
	for t := 1; t < 64; t++ {
		addKW := func(h VecPhysical) {
			VPADDD(w(t), h, h)
			VPADDD(kTable.Offset(32*t), h, h)
		}
		var sched func(int)
		if t+16 < 64 {
			sched = func(half int) { l.expand(t+16, half) }
		}
		l.round(addKW, sched)
	}

	Comment("H1 = IV + state, kept in the frame for the second block's feed-forward.")
	for i, r := range l.s {
		tmp := l.x[i%4]
		VPBROADCASTD(scalars.Offset(scalarsIV+4*i), tmp)
		VPADDD(tmp, r, r)
		VMOVDQU(r, h1(i))
	}

	Comment("Second block: the padding block, K[t]+W[t] from the table, no schedule.")
	VPXOR(l.s[2], l.s[1], l.bc)
	for t := 0; t < 64; t++ {
		addKW := func(h VecPhysical) {
			VPBROADCASTD(padKW.Offset(4*t), l.x[t%4])
			VPADDD(l.x[t%4], h, h)
		}
		l.round(addKW, nil)
	}

	Comment("Digest = H1 + state: transpose back to one row per message, byte-swap, store.")
	for i, r := range l.s {
		VPADDD(h1(i), r, r)
	}
	var out, free [8]VecPhysical
	copy(free[:], append(append([]VecPhysical{l.bc}, l.t[:]...), l.x[:]...))
	transpose(l.s, free)
	out = free
	for i, r := range out {
		VPSHUFB(bswapMask, r, r)
		VMOVDQU(r, Mem{Base: digests, Disp: 32 * i})
	}

	ADDQ(U32(8*64), chunks)
	ADDQ(U32(8*32), digests)
	DECQ(groups)
	JNZ(LabelRef("loop"))

	Label("done")
	VZEROUPPER()
	RET()
}
