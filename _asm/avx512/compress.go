// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// VPTERNLOGD immediates. Intel names the operands A (the destination, also
// an input), B and C; avo takes them in Go order: imm, C, B, A. On Zen 5 a
// result is ready 2 cycles after A but 3 after B or C, so the input on the
// critical path goes in A.
var (
	xor3 = ternlog(func(a, b, c uint8) uint8 { return a ^ b ^ c })
	maj  = ternlog(func(a, b, c uint8) uint8 { return a&b ^ a&c ^ b&c })
	ch   = ternlog(func(e, f, g uint8) uint8 { return e&f ^ ^e&g })
)

// ternlog returns the truth table of f, indexed by the bits of A, B and C.
func ternlog(f func(a, b, c uint8) uint8) U8 { return U8(f(0xf0, 0xcc, 0xaa)) }

// state is one group's working variables between rounds. The coming round t
// needs h only in the sum h + K[t] + W[t], so that sum, s, is kept instead
// of h.
type state struct {
	a, b, c, d, e, f, g VecPhysical
	s                   VecPhysical // h + K[t] + W[t] of the coming round t
}

// words returns the registers of a to g, and of s, which holds h once the
// zero word after the last K+W has been added.
func (st *state) words() [8]VecPhysical {
	return [8]VecPhysical{st.a, st.b, st.c, st.d, st.e, st.f, st.g, st.s}
}

// roundFunc emits one SHA-256 round for the group whose working variables
// are st; addKW adds the next round's K+W to its argument, in place.
//
// No register is copied between rounds: the roles rotate, and the next s
// takes g's register (g is the next round's h), so that every role is back
// in its register at the end of each 8-round loop iteration.
type roundFunc func(p *pool, st *state, addKW func(VecPhysical))

// roundFor returns the round form for a given number of interleaved groups:
// one or two groups are bound by the rounds' dependency chains, three by
// the number of operations (measured: roundShort is 2% faster for three
// groups, roundLong 5% faster for two and 8% for one).
func roundFor(groups int) roundFunc {
	if groups >= 3 {
		return roundShort
	}
	return roundLong
}

// roundShort is the round in 16 vector operations:
//
//	T1 = (s + Ch(e, f, g)) + Σ1(e)   e' = d + T1
//	a' = T1 + (Σ0(a) + Maj(a, b, c))
//
// Each chain from e to e' and from a to a' is four operations deep (with
// the rotates and VPTERNLOGD of Σ1 and Σ0). a' takes s's register and e'
// d's: the roles cycle through all 8 registers in 8 rounds.
func roundShort(p *pool, st *state, addKW func(VecPhysical)) {
	chv := ch3(p, st)
	addKW(st.g)
	VPADDD(chv, st.s, st.s)
	p.put(chv)
	s1 := bigSigma(p, st.e, 6, 11, 25)
	VPADDD(s1, st.s, st.s)
	p.put(s1)
	VPADDD(st.s, st.d, st.d) // e' = d + T1

	m := maj3(p, st)
	s0 := bigSigma(p, st.a, 2, 13, 22)
	VPADDD(m, s0, s0)
	p.put(m)
	VPADDD(s0, st.s, st.s) // a' = T1 + T2
	p.put(s0)

	*st = state{a: st.s, b: st.a, c: st.b, d: st.c, e: st.d, f: st.e, g: st.f, s: st.g}
}

// roundLong spends a 17th operation to make each chain three operations
// deep:
//
//	e' = ((d + s) + Ch(e, f, g)) + Σ1(e)    d + s is ready early
//	a' = ((e' - d) + Maj(a, b, c)) + Σ0(a)  e' - d is T1
//
// a' takes d's register and e' s's: the roles cycle in two sets of four
// registers.
func roundLong(p *pool, st *state, addKW func(VecPhysical)) {
	chv := ch3(p, st)
	addKW(st.g)
	VPADDD(st.d, st.s, st.s)
	VPADDD(chv, st.s, st.s)
	p.put(chv)
	s1 := bigSigma(p, st.e, 6, 11, 25)
	VPADDD(s1, st.s, st.s) // e'
	p.put(s1)

	VPSUBD(st.d, st.s, st.d) // T1
	m := maj3(p, st)
	VPADDD(m, st.d, st.d)
	p.put(m)
	s0 := bigSigma(p, st.a, 2, 13, 22)
	VPADDD(s0, st.d, st.d) // a'
	p.put(s0)

	*st = state{a: st.d, b: st.a, c: st.b, d: st.c, e: st.s, f: st.e, g: st.f, s: st.g}
}

// ch3 returns a new register holding Ch(e, f, g). VPTERNLOGD overwrites
// its A input, so A is a copy of e (the copy is free: register renaming
// eliminates it), which also puts e, the latest input, in A.
func ch3(p *pool, st *state) VecPhysical {
	r := p.get()
	VMOVDQA64(st.e, r)
	VPTERNLOGD(ch, st.g, st.f, r)
	return r
}

// maj3 returns a new register holding Maj(a, b, c), with a in A.
func maj3(p *pool, st *state) VecPhysical {
	r := p.get()
	VMOVDQA64(st.a, r)
	VPTERNLOGD(maj, st.c, st.b, r)
	return r
}

// bigSigma returns a new register holding x rotated right by r0, r1 and
// r2, XORed together: Σ0 or Σ1. With two rotate units, the third rotate
// finishes a cycle after the others, so it feeds VPTERNLOGD's A input.
func bigSigma(p *pool, x VecPhysical, r0, r1, r2 int) VecPhysical {
	t0, t1, t2 := p.get(), p.get(), p.get()
	VPRORD(U8(r0), x, t1)
	VPRORD(U8(r1), x, t2)
	VPRORD(U8(r2), x, t0)
	VPTERNLOGD(xor3, t2, t1, t0)
	p.put(t2, t1)
	return t0
}

// smallSigma returns a new register holding σ0 or σ1 of x: x rotated right
// by r0 and r1 and shifted right by sh, XORed together.
func smallSigma(p *pool, x VecPhysical, r0, r1, sh int) VecPhysical {
	t0, t1, t2 := p.get(), p.get(), p.get()
	VPRORD(U8(r0), x, t1)
	VPRORD(U8(r1), x, t2)
	VPSRLD(U8(sh), x, t0)
	VPTERNLOGD(xor3, t2, t1, t0)
	p.put(t2, t1)
	return t0
}

// expandSchedule stores K[t]+W[t] for t = 0..63 at kw, 64 bytes per t,
// computing W[16..63] in place in the ring of 16 registers w:
//
//	W[t+16] = σ1(W[t+14]) + W[t+9] + σ0(W[t+1]) + W[t]
func expandSchedule(p *pool, tab *tables, w [16]VecPhysical, kw Mem) {
	store := func(t int) {
		x := p.get()
		VPADDD_BCST(tab.k.Offset(4*t), w[t%16], x)
		VMOVDQA64(x, kw.Offset(64*t))
		p.put(x)
	}
	Comment("K+W for the message words, then W[16..63] in the ring of 16 registers.")
	for t := 0; t < 16; t++ {
		store(t)
	}
	for t := 0; t < 48; t++ {
		dst := w[t%16]
		s0 := smallSigma(p, w[(t+1)%16], 7, 18, 3)
		VPADDD(s0, dst, dst)
		p.put(s0)
		VPADDD(w[(t+9)%16], dst, dst)
		s1 := smallSigma(p, w[(t+14)%16], 17, 19, 10)
		VPADDD(s1, dst, dst)
		p.put(s1)
		store(t + 16)
	}
	p.put(w[:]...)
}

// roundLoop emits 64 rounds for every group, as 8 iterations of 8 rounds
// interleaved between the groups. addKW(g, r, x) adds K+W of round r+1 of
// the current iteration, for group g, to x; ptr is advanced by step at the
// end of each iteration.
func roundLoop(p *pool, name string, sts []*state, addKW func(g, r int, x VecPhysical), ptr Register, step int) {
	round := roundFor(len(sts))
	start := make([]state, len(sts))
	for g, st := range sts {
		start[g] = *st
	}
	Commentf("8 iterations of 8 rounds, each round for %s in turn.", groupsText(len(sts)))
	count := GP64()
	MOVL(U32(8), count.As32())
	Label(name)
	for r := 0; r < 8; r++ {
		for g, st := range sts {
			round(p, st, func(x VecPhysical) { addKW(g, r, x) })
		}
	}
	for g, st := range sts {
		if *st != start[g] {
			panic("avx512: working variables do not return to their registers after 8 rounds")
		}
	}
	ADDQ(U32(step), ptr)
	DECL(count.As32())
	JNZ(LabelRef(name))
}

// compress emits both compressions for the first groups groups of the
// batch, their rounds interleaved: the first from the IV over the K+W words
// that expandSchedule stored in the frame fr (whose address is in base),
// the second from H1 over the padding block. It leaves each group's digest
// words in the frame, where H1 was kept meanwhile.
func compress(p *pool, tab *tables, groups int, fr Mem, base Register) {
	Commentf("First compression of %s, from the IV.", groupsText(groups))
	sts := make([]*state, groups)
	for g := range sts {
		st := &state{}
		for i, r := range []*VecPhysical{&st.a, &st.b, &st.c, &st.d, &st.e, &st.f, &st.g, &st.s} {
			*r = p.get()
			VPBROADCASTD(tab.iv.Offset(4*i), *r)
		}
		VPADDD(fr.Offset(g*kwStride), st.s, st.s)
		sts[g] = st
	}
	words := func(g, i int) Mem { return fr.Offset(wordOffset + g*wordStride + 64*i) }

	kw := GP64()
	MOVQ(base, kw)
	roundLoop(p, fmt.Sprintf("message%d", groups), sts, func(g, r int, x VecPhysical) {
		VPADDD(Mem{Base: kw, Disp: g*kwStride + 64*(r+1)}, x, x)
	}, kw, 8*64)

	Comment("H1 = IV + working variables, kept in the frame for the final sum.")
	for g, st := range sts {
		for i, r := range st.words() {
			VPADDD_BCST(tab.iv.Offset(4*i), r, r)
			VMOVDQA64(r, words(g, i))
		}
		VPADDD_BCST(tab.padKW, st.s, st.s)
	}

	Commentf("Second compression of %s, from H1 over the padding block.", groupsText(groups))
	LEAQ(tab.padKW, kw)
	roundLoop(p, fmt.Sprintf("padding%d", groups), sts, func(g, r int, x VecPhysical) {
		VPADDD_BCST(Mem{Base: kw, Disp: 4 * (r + 1)}, x, x)
	}, kw, 8*4)

	Comment("Digest words = H1 + working variables.")
	for g, st := range sts {
		ws := st.words()
		for i, r := range ws {
			VPADDD(words(g, i), r, r)
			VMOVDQA64(r, words(g, i))
		}
		p.put(ws[:]...)
	}
}

func groupsText(n int) string {
	if n == 1 {
		return "1 group"
	}
	return fmt.Sprintf("%d groups", n)
}
