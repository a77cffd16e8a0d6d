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
// Each message is two compressions ("blocks"). Block 1 compresses the
// message from H0 with the usual schedule (SHA256MSG1, PALIGNR+PADDD,
// SHA256MSG2). Block 2 compresses the padding block, which is the same for
// every 64-byte message, so its K[t]+W[t] words are a constant table (padKW)
// and it does no message expansion at all.
//
// State layout: SHA256RNDS2 keeps the eight working variables in two XMM
// registers, ABEF (A in the top dword, F in the bottom one) and CDGH. Each
// SHA256RNDS2 does two rounds and leaves the new ABEF in its destination
// while the old ABEF becomes the new CDGH, so the two registers swap roles
// every two rounds and are back in place every four.
//
// Scheduling: each block is one chain of 32 dependent SHA256RNDS2. Measured
// on an AMD Zen 5 (family 26), SHA256RNDS2 has a latency of 4 cycles and
// issues every 2; two interleaved chains still leave it about 8% idle (the
// loads, feed-forward and stores sit on the chains) and three reach its
// rate: 34.9 against 32.2 ns per message on 1024 messages. Three chains of
// block 1 would need 18 registers, so the code is organised in "slots" of
// 16 four-round steps, each running up to three blocks with their
// instruction streams interleaved, at most two of them message blocks:
//
//	P: block 1 of y, z             (prologue)
//	A: block 1 of x, block 2 of y, z
//	B: block 1 of y, z, block 2 of x
//	E2: block 2 of y, z            E1: block 2 of x
//	O: block 1 of x                (a lone message, then E1)
//
// The main loop alternates A and B, three messages per A+B. Messages are
// loaded at the start of the slot running their block 1 and stored at the
// end of the slot running their block 2, in increasing address order, so
// every message is read before a digest that may overlap it (digests ==
// chunks) is written. H1, the state between the blocks, waits on the stack.
//
// Only SSE forms are used (SSE2, SSSE3), so every CPU with the SHA
// extensions runs the kernel, Goldmont and Tremont Atoms included, which
// lack AVX. The VEX three-operand forms would save the register copies:
// measured, about 3% on 1024 messages and nothing on 1 to 16.
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

// interleave, if false, emits the blocks of each slot one after the other
// instead of interleaved; kept for measuring the difference.
var interleave = flag.Bool("interleave", true, "interleave the blocks of each slot")

// Tables in RODATA, set by main.
var (
	kTab, padKWTab, ivABEF, ivCDGH, bswap32, bswap64 Mem
)

// A message in flight: its state registers (ABEF, CDGH at every four-round
// boundary) and the stack slot that holds its H1 between the two blocks.
type message struct {
	name  string
	state [2]VecPhysical
	h1    Mem
}

// block is one compression in a slot. For block 1, w is the bank of four
// schedule registers (W[4j..4j+3] lives in w[j%4]) and src the message's
// offset from SI; for block 2, dst is the digest's offset from DI.
type block struct {
	m      *message
	second bool
	w      [4]VecPhysical
	src    int
	dst    int
}

// Register roles. X0 is the implicit K+W operand of SHA256RNDS2 and X15 the
// scratch of the schedule; the byte-swap masks stay in memory (RODATA
// symbols of 16 bytes or more are 16-byte aligned, as SSE memory operands
// need), since all sixteen registers are taken in slot B.
var (
	bankA = [4]VecPhysical{X7, X8, X9, X10}
	bankB = [4]VecPhysical{X11, X12, X13, X14}
	tmp   = X15
)

func main() {
	flag.Parse()
	Package("github.com/hashtree-go/hashtree")
	ConstraintExpr("!purego")

	kTab = table32("k", consts.K[:])
	padKWTab = table32("padKW", consts.PadKW[:])
	iv := consts.IV
	// H0 in the ABEF and CDGH register layouts (dword 0 is the lowest).
	ivABEF = table32("ivABEF", []uint32{iv[5], iv[4], iv[1], iv[0]})
	ivCDGH = table32("ivCDGH", []uint32{iv[7], iv[6], iv[3], iv[2]})
	// The message words are big-endian: reverse the bytes of each dword.
	bswap32 = byteMask("bswap32", func(i int) int { return (i &^ 3) + (3 - i&3) })
	// See finish: reverse the bytes of each qword.
	bswap64 = byteMask("bswap64", func(i int) int { return (i &^ 7) + (7 - i&7) })

	Implement("hashSHANI")
	Attributes(NOSPLIT)
	h1 := AllocLocal(3 * 32)
	Load(Param("digests"), RDI)
	Load(Param("chunks"), RSI)
	n := Load(Param("n"), RCX)

	x := &message{name: "x", state: [2]VecPhysical{X1, X2}, h1: h1.Offset(0)}
	y := &message{name: "y", state: [2]VecPhysical{X3, X4}, h1: h1.Offset(32)}
	z := &message{name: "z", state: [2]VecPhysical{X5, X6}, h1: h1.Offset(64)}

	Comment("start: y and z are idle.")
	Label("start")
	TESTQ(n, n)
	JZ(LabelRef("done"))
	CMPQ(n, Imm(1))
	JE(LabelRef("one"))
	slot("P", n,
		block{m: y, w: bankA, src: 0},
		block{m: z, w: bankB, src: 64})

	Comment("loop: block 1 of y and z is done, n messages remain unread.",
		"With none or two left, finishing y and z first and taking the last",
		"two as a fresh pair beats running them through A and a lone tail.")
	Label("loop")
	CMPQ(n, Imm(2))
	JE(LabelRef("e2"))
	TESTQ(n, n)
	JZ(LabelRef("e2"))
	slot("A", n,
		block{m: x, w: bankA, src: 0},
		block{m: y, second: true, dst: 0},
		block{m: z, second: true, dst: 32})
	JZ(LabelRef("e1"))
	slot("B", n,
		block{m: y, w: bankA, src: 0},
		block{m: z, w: bankB, src: 64},
		block{m: x, second: true, dst: 0})
	JMP(LabelRef("loop"))

	Label("e2")
	slot("E2", n,
		block{m: y, second: true, dst: 0},
		block{m: z, second: true, dst: 32})
	JMP(LabelRef("start"))

	Label("one")
	slot("O", n, block{m: x, w: bankA, src: 0})
	Label("e1")
	slot("E1", n, block{m: x, second: true, dst: 0})

	Label("done")
	RET()

	Generate()
}

// slot emits the blocks bs as one slot: loads for the message blocks,
// sixteen four-round steps of every block, then H1 for the message blocks
// and the digests of the padding blocks, and the pointer and count updates
// (leaving the flags of the count).
func slot(name string, n Register, bs ...block) {
	loads, stores := 0, 0
	for _, b := range bs {
		if b.second {
			stores++
		} else {
			loads++
		}
	}
	Commentf("Slot %s: %s.", name, describe(bs))
	for _, b := range bs {
		if !b.second {
			for j, w := range b.w {
				MOVOU(Mem{Base: RSI, Disp: b.src + 16*j}, w)
				PSHUFB(bswap32, w)
			}
			MOVOU(ivABEF, b.m.state[0])
			MOVOU(ivCDGH, b.m.state[1])
		}
	}
	if *interleave {
		for j := 0; j < 16; j++ {
			for _, b := range bs {
				step(b, j)
			}
		}
	} else {
		for _, b := range bs {
			for j := 0; j < 16; j++ {
				step(b, j)
			}
		}
	}
	// The schedule registers are dead now and serve as scratch.
	scratch := append(bankA[:], bankB[:]...)
	for _, b := range bs {
		if !b.second {
			Commentf("H1 of %s = H0 + working variables.", b.m.name)
			PADDD(ivABEF, b.m.state[0])
			PADDD(ivCDGH, b.m.state[1])
			MOVOU(b.m.state[0], b.m.h1)
			MOVOU(b.m.state[1], b.m.h1.Offset(16))
		} else {
			finish(b, scratch[0])
			scratch = scratch[1:]
		}
	}
	if loads > 0 {
		ADDQ(Imm(uint64(64*loads)), RSI)
	}
	if stores > 0 {
		ADDQ(Imm(uint64(32*stores)), RDI)
	}
	if loads > 0 {
		SUBQ(Imm(uint64(loads)), n)
	}
}

// step emits four-round step j of block b.
func step(b block, j int) {
	if b.second {
		paddingRounds(b.m, j)
	} else {
		messageRounds(b.m, b.w, j)
	}
}

// messageRounds emits rounds 4j..4j+3 of block 1 of m with schedule bank w,
// and the share of the message schedule that the Intel paper places there:
// finishing W[4j+4..4j+7] (PALIGNR, PADDD, SHA256MSG2) for j in [3, 14]
// and starting W[4j+12..4j+15] (SHA256MSG1) for j in [1, 12].
func messageRounds(m *message, bank [4]VecPhysical, j int) {
	w := func(i int) VecPhysical { return bank[(i%4+4)%4] }
	MOVO(w(j), X0)
	PADDD(kTab.Offset(16*j), X0)
	SHA256RNDS2(X0, m.state[0], m.state[1])
	if j >= 3 && j <= 14 {
		MOVO(w(j), tmp)
		PALIGNR(Imm(4), w(j-1), tmp)
		PADDD(tmp, w(j+1))
		SHA256MSG2(w(j), w(j+1))
	}
	PSHUFD(Imm(0x0e), X0, X0)
	SHA256RNDS2(X0, m.state[1], m.state[0])
	if j >= 1 && j <= 12 {
		SHA256MSG1(w(j), w(j-1))
	}
}

// paddingRounds emits rounds 4j..4j+3 of block 2 of m, loading each
// two-round K+W pair straight into the low qword of X0.
func paddingRounds(m *message, j int) {
	MOVQ(padKWTab.Offset(16*j), X0)
	SHA256RNDS2(X0, m.state[0], m.state[1])
	MOVQ(padKWTab.Offset(16*j+8), X0)
	SHA256RNDS2(X0, m.state[1], m.state[0])
}

// finish adds H1 to the working variables of padding block b and stores
// the digest big-endian, A..H, using scratch register t.
func finish(b block, t VecPhysical) {
	Commentf("Digest of %s = H1 + working variables, big-endian.", b.m.name)
	abef, cdgh := b.m.state[0], b.m.state[1]
	MOVOU(b.m.h1, t)
	PADDD(t, abef)
	MOVOU(b.m.h1.Offset(16), t)
	PADDD(t, cdgh)
	// The high qwords hold B,A and D,C and the low ones F,E and H,G:
	// joining them and reversing the bytes of each qword gives A..D and
	// E..H in memory order, big-endian.
	MOVO(abef, t)
	PUNPCKHQDQ(cdgh, t)
	PUNPCKLQDQ(cdgh, abef)
	PSHUFB(bswap64, t)
	PSHUFB(bswap64, abef)
	MOVOU(t, Mem{Base: RDI, Disp: b.dst})
	MOVOU(abef, Mem{Base: RDI, Disp: b.dst + 16})
}

func describe(bs []block) string {
	s := ""
	for i, b := range bs {
		if i > 0 {
			s += ", "
		}
		if b.second {
			s += "block 2 of " + b.m.name
		} else {
			s += "block 1 of " + b.m.name
		}
	}
	return s
}

// table32 emits a RODATA table of dwords.
func table32(name string, v []uint32) Mem {
	t := GLOBL(name, RODATA|NOPTR)
	for i, x := range v {
		DATA(4*i, U32(x))
	}
	return t
}

// byteMask emits a 16-byte PSHUFB mask whose byte i selects byte src(i).
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
