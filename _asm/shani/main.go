// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command shani generates sha256_shani_amd64.s, the SHA-NI kernel hashSHANI.
//
// The algorithm is SHA-256 as specified in FIPS 180-4, "Secure Hash Standard",
// specialised to 64-byte messages; the instruction usage follows Intel's
// "Intel SHA Extensions: New Instructions Supporting the Secure Hash Algorithm
// on Intel Architecture Processors" (Gulley et al., 2013).
//
// Each message is two compressions. The first one compresses the message
// with the usual schedule (SHA256MSG1/SHA256MSG2 + PALIGNR). The second one
// compresses the padding block, which is the same for every 64-byte message,
// so its K[t]+W[t] words are a constant table (padKW) and it does no message
// expansion at all.
//
// State layout: SHA256RNDS2 keeps the eight working variables in two XMM
// registers, ABEF (A in the top dword, F in the bottom one) and CDGH. Each
// SHA256RNDS2 does two rounds and leaves the new ABEF in its destination
// while the old ABEF becomes the new CDGH, so the two registers swap roles
// every two rounds and are back in place every four.
//
// SHA256RNDS2 has a latency of several cycles and each message is one long
// dependency chain through it, so the main loop hashes two messages whose
// instruction streams are interleaved, four rounds at a time; an odd last
// message goes through a one-message tail.
package main

import (
	"flag"
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"

	"github.com/hashtree-go/hashtree/_asm/internal/consts"
)

//go:generate go run . -out ../../sha256_shani_amd64.s

// interleave, if false, emits the two messages of the main loop one after
// the other instead of interleaved; kept for measuring the difference.
var interleave = flag.Bool("interleave", true, "interleave the two messages of the main loop")

func main() {
	Package("github.com/hashtree-go/hashtree")
	ConstraintExpr("!purego")

	k := kTable()
	pad := padKWTable()
	ivABEF, ivCDGH := ivTables()
	bswap := bswapMask()
	out := outMask()

	Implement("hashSHANI")
	Attributes(NOSPLIT)
	Load(Param("digests"), RDI)
	Load(Param("chunks"), RSI)
	n := Load(Param("n"), RCX)

	c := &tables{k: k, pad: pad, ivABEF: ivABEF, ivCDGH: ivCDGH, out: out}
	mask := X15 // the byte-swapping PSHUFB mask, loaded once
	c.bswap = mask
	MOVOU(bswap, mask)

	// Registers of the two messages of the main loop. X0 is the implicit
	// K+W operand of SHA256RNDS2; X14 is scratch for the schedule.
	a := &msg{name: "a", state: [2]VecPhysical{X1, X2}, w: [4]VecPhysical{X3, X4, X5, X6}, tmp: X14, src: 0, dst: 0}
	b := &msg{name: "b", state: [2]VecPhysical{X7, X8}, w: [4]VecPhysical{X9, X10, X11, X12}, tmp: X14, src: 64, dst: 32}

	Comment("Two messages per iteration, in increasing address order. Both are", "loaded before either digest is stored, so digests may equal chunks.")
	Label("loop2")
	CMPQ(n, Imm(2))
	JB(LabelRef("tail"))
	pairs := []*msg{a, b}
	if *interleave {
		hash(c, pairs...)
	} else {
		hash(c, a)
		hash(c, b)
	}
	ADDQ(Imm(128), RSI)
	ADDQ(Imm(64), RDI)
	SUBQ(Imm(2), n)
	JMP(LabelRef("loop2"))

	Label("tail")
	Comment("An odd last message, or none.")
	TESTQ(n, n)
	JZ(LabelRef("done"))
	hash(c, a)

	Label("done")
	RET()

	Generate()
}

// tables holds the RODATA operands and the byte-swap mask register.
type tables struct {
	k, pad, ivABEF, ivCDGH, out Mem
	bswap                       VecPhysical
}

// msg is the register set of one message in flight: the two state
// registers (ABEF then CDGH at every four-round boundary), the four message
// schedule registers (W[4j..4j+3] lives in w[j%4]), a scratch register, and
// the message's offsets from RSI (input) and RDI (output).
type msg struct {
	name     string
	state    [2]VecPhysical
	w        [4]VecPhysical
	tmp      VecPhysical
	src, dst int
}

// hash emits the full computation of the given messages, with their
// instruction streams interleaved four rounds at a time: load and byte-swap,
// first compression, feed-forward, second compression, feed-forward, store.
func hash(c *tables, ms ...*msg) {
	Commentf("Load and byte-swap message %s.", names(ms))
	for _, m := range ms {
		for j, w := range m.w {
			MOVOU(Mem{Base: RSI, Disp: m.src + 16*j}, w)
			PSHUFB(c.bswap, w)
		}
		MOVOU(c.ivABEF, m.state[0])
		MOVOU(c.ivCDGH, m.state[1])
	}

	Commentf("First compression (message block) of %s, from H0.", names(ms))
	for j := 0; j < 16; j++ {
		for _, m := range ms {
			messageRounds(c, m, j)
		}
	}

	Comment("H1 = H0 + working variables; keep H1 for the second feed-forward.")
	for _, m := range ms {
		PADDD(c.ivABEF, m.state[0])
		PADDD(c.ivCDGH, m.state[1])
		MOVO(m.state[0], m.w[0])
		MOVO(m.state[1], m.w[1])
	}

	Commentf("Second compression (padding block) of %s, from H1: K+W from padKW.", names(ms))
	for j := 0; j < 16; j++ {
		for _, m := range ms {
			paddingRounds(c, m, j)
		}
	}

	Comment("Digest = H1 + working variables, written big-endian A..H.")
	for _, m := range ms {
		abef, cdgh, t := m.state[0], m.state[1], m.w[2]
		PADDD(m.w[0], abef)
		PADDD(m.w[1], cdgh)
		// The high qwords hold B,A and D,C and the low ones F,E and H,G:
		// joining them and reversing the bytes of each qword gives A..D and
		// E..H in memory order, big-endian.
		MOVO(abef, t)
		PUNPCKHQDQ(cdgh, t)
		PUNPCKLQDQ(cdgh, abef)
		PSHUFB(c.out, t)
		PSHUFB(c.out, abef)
		MOVOU(t, Mem{Base: RDI, Disp: m.dst})
		MOVOU(abef, Mem{Base: RDI, Disp: m.dst + 16})
	}
}

// messageRounds emits rounds 4j..4j+3 of the first compression of m, and
// the share of the message schedule that the Intel paper places there:
// finishing W[4j+4..4j+7] (PALIGNR, PADDD, SHA256MSG2) for j in [3, 14]
// and starting W[4j+12..4j+15] (SHA256MSG1) for j in [1, 12].
func messageRounds(c *tables, m *msg, j int) {
	w := func(i int) VecPhysical { return m.w[(i%4+4)%4] }
	MOVO(w(j), X0)
	PADDD(c.k.Offset(16*j), X0)
	SHA256RNDS2(X0, m.state[0], m.state[1])
	if j >= 3 && j <= 14 {
		MOVO(w(j), m.tmp)
		PALIGNR(Imm(4), w(j-1), m.tmp)
		PADDD(m.tmp, w(j+1))
		SHA256MSG2(w(j), w(j+1))
	}
	PSHUFD(Imm(0x0e), X0, X0)
	SHA256RNDS2(X0, m.state[1], m.state[0])
	if j >= 1 && j <= 12 {
		SHA256MSG1(w(j), w(j-1))
	}
}

// paddingRounds emits rounds 2j..2j+1 of the second compression of m, with
// each two-round K+W pair loaded straight into the low qword of X0.
func paddingRounds(c *tables, m *msg, j int) {
	MOVQ(c.pad.Offset(16*j), X0)
	SHA256RNDS2(X0, m.state[0], m.state[1])
	MOVQ(c.pad.Offset(16*j+8), X0)
	SHA256RNDS2(X0, m.state[1], m.state[0])
}

func names(ms []*msg) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " and "
		}
		s += m.name
	}
	return s
}

// kTable emits the round constants K[0..63].
func kTable() Mem {
	t := GLOBL("k", RODATA|NOPTR)
	for i, v := range consts.K {
		DATA(4*i, U32(v))
	}
	return t
}

// padKWTable emits K[t]+W[t] of the padding block, t = 0..63.
func padKWTable() Mem {
	t := GLOBL("padKW", RODATA|NOPTR)
	for i, v := range consts.PadKW {
		DATA(4*i, U32(v))
	}
	return t
}

// ivTables emits H0 in the ABEF and CDGH register layouts (dword 0 is the
// lowest): F, E, B, A and H, G, D, C.
func ivTables() (abef, cdgh Mem) {
	h := consts.IV
	abef = GLOBL("ivABEF", RODATA|NOPTR)
	for i, v := range []uint32{h[5], h[4], h[1], h[0]} {
		DATA(4*i, U32(v))
	}
	cdgh = GLOBL("ivCDGH", RODATA|NOPTR)
	for i, v := range []uint32{h[7], h[6], h[3], h[2]} {
		DATA(4*i, U32(v))
	}
	return abef, cdgh
}

// bswapMask emits the PSHUFB mask that reverses the bytes of each dword:
// the message words are big-endian.
func bswapMask() Mem {
	return byteMask("bswap32", func(i int) int { return (i &^ 3) + (3 - i&3) })
}

// outMask emits the PSHUFB mask that reverses the bytes of each qword.
func outMask() Mem {
	return byteMask("bswap64", func(i int) int { return (i &^ 7) + (7 - i&7) })
}

func byteMask(name string, src func(i int) int) Mem {
	t := GLOBL(name, RODATA|NOPTR)
	for i := 0; i < 16; i++ {
		s := src(i)
		if s < 0 || s > 15 {
			panic(fmt.Sprintf("%s: byte %d from %d", name, i, s))
		}
		DATA(i, U8(s))
	}
	return t
}
