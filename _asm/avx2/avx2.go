// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"strings"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	"github.com/hashtree-go/hashtree/_asm/internal/consts"
)

// General-purpose registers. Those used as memory bases are among the
// first eight, so that memory operands need no REX.B bit and VEX
// instructions keep the two-byte prefix.
var (
	digests = RDI // next group's digests
	chunks  = RSI // next group's messages
	groups  = RCX // groups of 8 messages left
	frame   = RDX // the 32-byte aligned frame
	wp      = RAX // schedule words of the current 8 rounds
	kp      = RBX // round constants of the current 8 rounds
	rounds  = R9  // iterations of the current round loop left
)

// Frame layout, from the aligned base: the message schedule W[0..63] of the
// first block (slot t holds word t of the eight messages), then the state
// H1 after the first block, which the second block's result is added to.
const (
	frameW    = 0
	frameH1   = frameW + 64*32
	frameSize = frameH1 + 8*32
)

func h1(i int) Mem { return Mem{Base: frame, Disp: frameH1 + 32*i} }

// w is schedule word j relative to the current round loop iteration.
func w(j int) Mem { return Mem{Base: wp, Disp: 32 * j} }

// Read-only tables.
var (
	// kTable holds each K[t] eight times, so that a round adds it with a
	// memory operand.
	kTable Mem
	// padKW holds K[t]+W[t] of the padding block, broadcast by each round
	// of the second block.
	padKW Mem
	// iv is the SHA-256 initial hash value, broadcast to start the first
	// block and again for its feed-forward.
	iv Mem
	// bswapMask reverses the bytes of each 32-bit word: SHA-256 words are
	// big-endian.
	bswapMask Mem
)

func tables() {
	kTable = GLOBL("k256", RODATA|NOPTR)
	for t, k := range consts.K {
		for l := 0; l < 8; l += 2 {
			DATA(32*t+4*l, U64(uint64(k)<<32|uint64(k)))
		}
	}

	padKW = consts.Table32("padkw", consts.PadKW[:])

	// The IV, then b^c of round 0, the Maj carry the first round starts with.
	iv = consts.Table32("iv", append(consts.IV[:], consts.IV[1]^consts.IV[2]))

	bswapMask = GLOBL("bswap", RODATA|NOPTR)
	for i := 0; i < 32; i += 8 {
		DATA(i, U64(0x0405060700010203+0x0808080808080808*uint64(i%16/8)))
	}
}

// lanes is the register allocation of the compression. The 16 YMM
// registers are all in use while the first block runs: 8 for the state, one
// for the Maj carry, 3 round temporaries and 4 for the message schedule.
type lanes struct {
	s  [8]VecPhysical // a..h; renamed every round instead of moved
	bc VecPhysical    // b^c of the coming round (a^b of the last)
	t  [3]VecPhysical // round temporaries
	x  [4]VecPhysical // message schedule temporaries
}

// high reports whether r needs a REX or three-byte VEX bit to be encoded.
func high(r Op) bool {
	v, ok := r.(VecPhysical)
	return ok && v.PhysicalIndex() >= 8
}

// Commutative instructions take their operands in the order that keeps the
// two-byte VEX prefix where possible: it has no bit to extend the first
// (r/m) operand, so Y8-Y15 there need the three-byte form.
func commute(ins func(x, y, dst Op), x, y, dst Op) {
	if _, reg := y.(VecPhysical); reg && high(x) && !high(y) {
		x, y = y, x
	}
	ins(x, y, dst)
}

func vpxor(x, y, dst Op)  { commute(VPXOR, x, y, dst) }
func vpand(x, y, dst Op)  { commute(VPAND, x, y, dst) }
func vpaddd(x, y, dst Op) { commute(func(x, y, dst Op) { VPADDD(x, y, dst) }, x, y, dst) }

// rotr3 sets r0 = (x ROTR n[0]) ^ (x ROTR n[1]) ^ (x ROTR n[2]), clobbering
// r1 and r2. AVX2 has no vector rotate: each rotate is a right and a left
// shift, and the six shifted words are XORed as a tree (depth 4 with the
// shifts) because Σ1(e) and Σ0(a) are on the rounds' critical path.
func rotr3(x VecPhysical, n [3]int, r0, r1, r2 VecPhysical) {
	VPSRLD(U8(n[0]), x, r0)
	VPSLLD(U8(32-n[0]), x, r1)
	VPSRLD(U8(n[1]), x, r2)
	vpxor(r1, r0, r0)
	VPSLLD(U8(32-n[1]), x, r1)
	vpxor(r1, r2, r2)
	VPSRLD(U8(n[2]), x, r1)
	vpxor(r1, r0, r0)
	VPSLLD(U8(32-n[2]), x, r1)
	vpxor(r1, r2, r2)
	vpxor(r2, r0, r0)
}

// smallSigma sets r0 = (x ROTR n[0]) ^ (x ROTR n[1]) ^ (x >> n[2]),
// clobbering r1. The schedule is off the critical path, so its XORs form a
// chain, which needs one register less than rotr3's tree.
func smallSigma(x VecPhysical, n [3]int, r0, r1 VecPhysical) {
	VPSRLD(U8(n[0]), x, r0)
	VPSLLD(U8(32-n[0]), x, r1)
	vpxor(r1, r0, r0)
	VPSRLD(U8(n[1]), x, r1)
	vpxor(r1, r0, r0)
	VPSLLD(U8(32-n[1]), x, r1)
	vpxor(r1, r0, r0)
	VPSRLD(U8(n[2]), x, r1)
	vpxor(r1, r0, r0)
}

var (
	bigS0 = [3]int{2, 13, 22}
	bigS1 = [3]int{6, 11, 25}
	smS0  = [3]int{7, 18, 3}
	smS1  = [3]int{17, 19, 10}
)

// round emits one round:
//
//	T1 = h + Σ1(e) + Ch(e, f, g) + K[t] + W[t]
//	e' = d + T1
//	a' = T1 + Σ0(a) + Maj(a, b, c)
//
// computed as e' = ((d + h + K[t] + W[t]) + Ch) + Σ1 and
// a' = (e' + (Maj - d)) + Σ0. That costs one instruction more than forming
// T1 first, but the path from e to e' is then 5 instructions instead of 6
// (Σ1's four levels and one add), and from a to a' 5 as well. The rounds
// of a group are one dependency chain: with the two-cycle vector latency of
// AMD Zen 5 the chain rather than the instruction count bounds them, and
// this form measured 5% faster there. Intel cores from Haswell on have
// one-cycle latency and are bound by their three vector ports instead;
// llvm-mca puts the extra instruction at under 4% for Skylake and nothing
// for Haswell, whose single shift port is its bound.
//
// addKW adds K[t]+W[t] to its argument. sched, if not nil, emits half of
// the message schedule work: sched(0) and sched(1) are interleaved with the
// round so that independent work sits next to the chain.
func (l *lanes) round(addKW func(h VecPhysical), sched func(half int)) {
	a, b, d, e, f, g, h := l.s[0], l.s[1], l.s[3], l.s[4], l.s[5], l.s[6], l.s[7]
	t0, t1, t2 := l.t[0], l.t[1], l.t[2]

	// Σ1(e) comes first: its shifts start the critical path, and the
	// out-of-order core issues the oldest ready instructions first.
	rotr3(e, bigS1, t0, t1, t2)
	// Ch(e, f, g) = ((f ^ g) & e) ^ g.
	vpxor(g, f, t2)
	vpand(e, t2, t2)
	vpxor(g, t2, t2)
	addKW(h)
	// Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^ b; a ^ b is the next round's
	// b ^ c.
	vpxor(b, a, t1)
	vpand(t1, l.bc, l.bc)
	vpxor(b, l.bc, l.bc)
	VPSUBD(d, l.bc, l.bc)
	vpaddd(h, d, d)
	vpaddd(t2, d, d)
	vpaddd(t0, d, d) // e'
	vpaddd(d, l.bc, l.bc)
	if sched != nil {
		sched(0)
	}
	rotr3(a, bigS0, t0, t2, h)
	vpaddd(t0, l.bc, h) // a'
	if sched != nil {
		sched(1)
	}

	l.bc, l.t[1] = t1, l.bc
	l.s = [8]VecPhysical{h, a, b, l.s[2], d, e, f, g}
}

// expand emits half of W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16],
// with t = j+16 relative to the round loop's schedule pointer.
func (l *lanes) expand(j, half int) {
	x0, x1, x2, x3 := l.x[0], l.x[1], l.x[2], l.x[3]
	t := j + 16
	switch half {
	case 0:
		VMOVDQU(w(t-15), x0)
		smallSigma(x0, smS0, x1, x2)
		vpaddd(w(t-16), x1, x1)
		vpaddd(w(t-7), x1, x1)
	case 1:
		VMOVDQU(w(t-2), x0)
		smallSigma(x0, smS1, x2, x3)
		vpaddd(x2, x1, x1)
		VMOVDQU(x1, w(t))
	}
}

// roundLoop emits a loop of iters iterations of 8 rounds. Eight rounds
// bring the register names back to where they started, so the loop body is
// the same code every time. The rounds add K[t]+W[t] with kw(j, h) for
// round j of the iteration, and step wp and kp by wStep and kStep bytes;
// pointers says what they point at, for the loop's comment.
func (l *lanes) roundLoop(name, pointers string, iters int, kw func(j int, h VecPhysical), expand bool, wStep, kStep int) {
	start := *l
	MOVQ(U32(iters), rounds)
	var names []string
	for _, r := range l.s {
		names = append(names, r.Asm())
	}
	Comment(fmt.Sprintf("Loop invariant: a..h in %s, b^c in %s;", strings.Join(names, ", "), l.bc.Asm()),
		pointers+"; "+rounds.Asm()+" iterations left.")
	Label(name)
	for j := 0; j < 8; j++ {
		var sched func(int)
		if expand {
			sched = func(half int) { l.expand(j, half) }
		}
		l.round(func(h VecPhysical) { kw(j, h) }, sched)
	}
	if *l != start {
		panic("register names differ after 8 rounds")
	}
	if wStep != 0 {
		ADDQ(U32(wStep), wp)
	}
	ADDQ(U32(kStep), kp)
	DECQ(rounds)
	JNZ(LabelRef(name))
}

// transpose transposes the 8x8 matrix of 32-bit words in in (row i in
// in[i]) into out, using in as scratch. It turns eight messages' words
// into eight registers that each hold one word of all messages, and the
// state back into eight digests.
func transpose(in, out [8]VecPhysical) {
	// Interleave the words of row pairs: out[2k] holds words 0, 1 | 4, 5
	// of rows 2k and 2k+1, out[2k+1] words 2, 3 | 6, 7.
	for k := 0; k < 4; k++ {
		VPUNPCKLDQ(in[2*k+1], in[2*k], out[2*k])
		VPUNPCKHDQ(in[2*k+1], in[2*k], out[2*k+1])
	}
	// Interleave their 64-bit pairs: in[j] and in[j+4] hold word j | word
	// j+4 of rows 0..3 and of rows 4..7.
	for k := 0; k < 2; k++ {
		VPUNPCKLQDQ(out[4*k+2], out[4*k], in[4*k])
		VPUNPCKHQDQ(out[4*k+2], out[4*k], in[4*k+1])
		VPUNPCKLQDQ(out[4*k+3], out[4*k+1], in[4*k+2])
		VPUNPCKHQDQ(out[4*k+3], out[4*k+1], in[4*k+3])
	}
	// Join the 128-bit halves: low halves give words 0..3, high halves
	// words 4..7.
	for j := 0; j < 4; j++ {
		VPERM2I128(U8(0x20), in[j+4], in[j], out[j])
		VPERM2I128(U8(0x31), in[j+4], in[j], out[j+4])
	}
}

func hashAVX2() {
	tables()

	Implement("hashAVX2")
	local := AllocLocal(frameSize + 32)

	Load(Param("digests"), digests)
	Load(Param("chunks"), chunks)
	Load(Param("n"), groups)
	SHRQ(U8(3), groups)
	JZ(LabelRef("done"))

	Comment("Align the frame to 32 bytes so that no access to it splits a cache line.")
	LEAQ(local, frame)
	ADDQ(U8(31), frame)
	ANDQ(I8(-32), frame)

	Y := [16]VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, Y13, Y14, Y15}
	var lo, hi [8]VecPhysical
	copy(lo[:], Y[:8])
	copy(hi[:], Y[8:])

	Label("group")
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
			VMOVDQU(r, Mem{Base: frame, Disp: frameW + 32*(8*half+j)})
		}
	}

	// The state lives in Y0-Y7: the shifts of Σ0 and Σ1 read it as their
	// r/m operand, which the two-byte VEX prefix allows only there.
	l := lanes{
		bc: Y8,
		t:  [3]VecPhysical{Y9, Y10, Y11},
		x:  [4]VecPhysical{Y12, Y13, Y14, Y15},
	}
	copy(l.s[:], lo[:])

	Comment("First block: the state starts as the IV in every lane.")
	for i, r := range l.s {
		VPBROADCASTD(iv.Offset(4*i), r)
	}
	VPBROADCASTD(iv.Offset(32), l.bc)
	MOVQ(frame, wp)
	LEAQ(kTable, kp)
	firstKW := func(j int, h VecPhysical) {
		vpaddd(w(j), h, h)
		vpaddd(Mem{Base: kp, Disp: 32 * j}, h, h)
	}
	Comment("Rounds 0..47, computing W[t+16] alongside round t.")
	block1 := fmt.Sprintf("%s points at W[t], %s at K[t]", wp.Asm(), kp.Asm())
	l.roundLoop("expand", block1, 6, firstKW, true, 8*32, 8*32)
	Comment("Rounds 48..63.")
	l.roundLoop("rounds1", block1, 2, firstKW, false, 8*32, 8*32)

	Comment("H1 = IV + state, kept in the frame for the second block's feed-forward.")
	for i, r := range l.s {
		tmp := l.x[i%4]
		VPBROADCASTD(iv.Offset(4*i), tmp)
		vpaddd(tmp, r, r)
		VMOVDQU(r, h1(i))
	}

	Comment("Second block: the padding block, adding the precomputed K[t]+W[t]; no schedule.")
	vpxor(l.s[2], l.s[1], l.bc)
	LEAQ(padKW, kp)
	l.roundLoop("rounds2", kp.Asm()+" points at K[t]+W[t] of the padding block", 8, func(j int, h VecPhysical) {
		x := l.x[j%4]
		VPBROADCASTD(Mem{Base: kp, Disp: 4 * j}, x)
		vpaddd(x, h, h)
	}, false, 0, 8*4)

	Comment("Digest = H1 + state: transpose back to one row per message, byte-swap, store.")
	for i, r := range l.s {
		vpaddd(h1(i), r, r)
	}
	var free [8]VecPhysical
	copy(free[:], append(append([]VecPhysical{l.bc}, l.t[:]...), l.x[:]...))
	transpose(l.s, free)
	for i, r := range free {
		VPSHUFB(bswapMask, r, r)
		VMOVDQU(r, Mem{Base: digests, Disp: 32 * i})
	}

	ADDQ(U32(8*64), chunks)
	ADDQ(U32(8*32), digests)
	DECQ(groups)
	JNZ(LabelRef("group"))

	Label("done")
	VZEROUPPER()
	RET()
}
