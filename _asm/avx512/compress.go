// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// VPTERNLOGD immediates. Intel names the operands A (the destination, also
// an input), B and C; avo takes them in Go order: imm, C, B, A.
var (
	xor3 = ternlog(func(a, b, c uint8) uint8 { return a ^ b ^ c })
	maj  = ternlog(func(a, b, c uint8) uint8 { return a&b ^ a&c ^ b&c })
	// chG is Ch(e, f, g) with g as the destination: A=g, B=e, C=f.
	chG = ternlog(func(g, e, f uint8) uint8 { return e&f ^ ^e&g })
)

// ternlog returns the truth table of f, indexed by the bits of A, B and C.
func ternlog(f func(a, b, c uint8) uint8) U8 { return U8(f(0xf0, 0xcc, 0xaa)) }

// state is the set of working variables between rounds. The round that is
// about to run needs h only in the sum h + K[t] + W[t], so that sum, s, is
// kept instead of h: it is computed a round early, from g, before Ch
// overwrites g. This spares the copy that a destructive VPTERNLOGD would
// otherwise need for Ch.
type state struct {
	a, b, c, d, e, f, g VecPhysical
	s                   VecPhysical // h + K[t] + W[t] of the coming round t
}

// round emits one SHA-256 round. next receives g (the next round's h) and
// returns a new register holding the next round's s, or whatever the caller
// needs from the final h.
//
// Working variables are never moved: the roles rotate, so that the sum
// T1 + T2 becomes a and d + T1 becomes e in place.
func round(p *pool, st *state, next func(g VecPhysical) VecPhysical) {
	sNext := next(st.g)

	// T2 = Σ0(a) + Maj(a, b, c) depends only on the old a, b, c: off the
	// critical path, which runs through e.
	t2 := bigSigma(p, st.a, 2, 13, 22)
	m := p.get()
	VMOVDQA64(st.a, m)
	VPTERNLOGD(maj, st.c, st.b, m)
	VPADDD(m, t2, t2)
	p.put(m)

	// T1 = s + Ch(e, f, g) + Σ1(e), accumulated in s.
	VPTERNLOGD(chG, st.f, st.e, st.g)
	VPADDD(st.g, st.s, st.s)
	p.put(st.g)
	s1 := bigSigma(p, st.e, 6, 11, 25)
	VPADDD(s1, st.s, st.s)
	p.put(s1)

	VPADDD(st.s, st.d, st.d) // e' = d + T1
	VPADDD(t2, st.s, st.s)   // a' = T1 + T2
	p.put(t2)

	*st = state{a: st.s, b: st.a, c: st.b, d: st.c, e: st.d, f: st.e, g: st.f, s: sNext}
}

// bigSigma returns a new register holding x rotated right by r0, r1 and
// r2, XORed together: Σ0 or Σ1.
func bigSigma(p *pool, x VecPhysical, r0, r1, r2 int) VecPhysical {
	t0, t1, t2 := p.get(), p.get(), p.get()
	VPRORD(U8(r0), x, t0)
	VPRORD(U8(r1), x, t1)
	VPRORD(U8(r2), x, t2)
	VPTERNLOGD(xor3, t2, t1, t0)
	p.put(t2, t1)
	return t0
}

// smallSigma returns a new register holding σ0 or σ1 of x: x rotated right
// by r0 and r1 and shifted right by sh, XORed together.
func smallSigma(p *pool, x VecPhysical, r0, r1, sh int) VecPhysical {
	t0, t1, t2 := p.get(), p.get(), p.get()
	VPRORD(U8(r0), x, t0)
	VPRORD(U8(r1), x, t1)
	VPSRLD(U8(sh), x, t2)
	VPTERNLOGD(xor3, t2, t1, t0)
	p.put(t2, t1)
	return t0
}

// schedule computes W[t+16] = σ1(W[t+14]) + W[t+9] + σ0(W[t+1]) + W[t] in
// place of W[t], in the ring of 16 registers w. W[t] was last read in round
// t-1, which folded it into round t's s.
func schedule(p *pool, w *[16]VecPhysical, t int) {
	dst := w[t%16]
	s0 := smallSigma(p, w[(t+1)%16], 7, 18, 3)
	VPADDD(s0, dst, dst)
	p.put(s0)
	VPADDD(w[(t+9)%16], dst, dst)
	s1 := smallSigma(p, w[(t+14)%16], 17, 19, 10)
	VPADDD(s1, dst, dst)
	p.put(s1)
}

// compressMessage runs the first compression over the transposed message
// words w, from the IV, and returns H1 = IV + working variables, a to h.
func compressMessage(p *pool, tab *tables, w [16]VecPhysical) [8]VecPhysical {
	Comment("Round 0 and half of round 1 reduce to constants plus W[0] and W[1].")
	var st state
	st.a = p.get()
	VPADDD_BCST(tab.fold.Offset(0), w[0], st.a)
	st.e = p.get()
	VPADDD_BCST(tab.fold.Offset(4), w[0], st.e)
	for _, v := range []struct {
		r *VecPhysical
		i int
	}{{&st.b, 0}, {&st.c, 1}, {&st.d, 2}, {&st.f, 4}, {&st.g, 5}} {
		*v.r = p.get()
		VPBROADCASTD(tab.iv.Offset(4*v.i), *v.r)
	}
	st.s = p.get()
	VPADDD_BCST(tab.fold.Offset(8), w[1], st.s)
	schedule(p, &w, 0)

	for t := 1; t < 64; t++ {
		if t%16 == 0 {
			Commentf("Rounds %d-%d.", t, t+15)
		} else if t == 1 {
			Comment("Rounds 1-15, computing W[16..63] in the ring of 16 registers up to round 47.")
		}
		round(p, &st, func(g VecPhysical) VecPhysical {
			s := p.get()
			if t == 63 {
				VPADDD_BCST(tab.iv.Offset(4*7), g, s) // H1's h
				return s
			}
			VPADDD(w[(t+1)%16], g, s)
			VPADDD_BCST(tab.k.Offset(4*(t+1)), s, s)
			return s
		})
		if t < 48 {
			schedule(p, &w, t)
		}
	}
	p.put(w[:]...)

	Comment("H1 = IV + working variables (h is already done).")
	h1 := [8]VecPhysical{st.a, st.b, st.c, st.d, st.e, st.f, st.g, st.s}
	for i, r := range h1[:7] {
		VPADDD_BCST(tab.iv.Offset(4*i), r, r)
	}
	return h1
}

// compressPadding runs the second compression, over the padding block, from
// h1, and returns the digest words h1 + working variables, a to h.
func compressPadding(p *pool, tab *tables, h1 [8]VecPhysical) [8]VecPhysical {
	Comment("The working variables start as a copy of H1, which is kept for the final sum.")
	var st state
	for i, r := range []*VecPhysical{&st.a, &st.b, &st.c, &st.d, &st.e, &st.f, &st.g} {
		*r = p.get()
		VMOVDQA64(h1[i], *r)
	}
	st.s = p.get()
	VPADDD_BCST(tab.padKW.Offset(0), h1[7], st.s)

	for t := 0; t < 64; t++ {
		if t%16 == 0 {
			Commentf("Rounds %d-%d.", t, t+15)
		}
		round(p, &st, func(g VecPhysical) VecPhysical {
			s := p.get()
			if t == 63 {
				VPADDD(h1[7], g, s) // the digest's h
				return s
			}
			VPADDD_BCST(tab.padKW.Offset(4*(t+1)), g, s)
			return s
		})
	}

	Comment("Digest = H1 + working variables (h is already done).")
	out := [8]VecPhysical{st.a, st.b, st.c, st.d, st.e, st.f, st.g, st.s}
	for i, r := range out[:7] {
		VPADDD(h1[i], r, r)
	}
	p.put(h1[:]...)
	return out
}
