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
// every two rounds and are back in place every four. The IV and H1, the
// state between the blocks, stay in this layout; only the digest is
// converted (see store).
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
//	B1: block 1 of y, block 2 of x (one message left after A)
//	E2: block 2 of y, z            E1: block 2 of x
//
// The main loop alternates A and B, three messages per A+B. A count ends
// in E2 when none is left after P or B, in E1 when none is left after A,
// and in B1 and then block 2 of y alone when one is left after A. The last
// replaced E2, P, E2 (finishing y and z, then the last two messages as a
// fresh pair), three slots of two chains, by slots of three, two and one:
// 4 pairs took 135 instead of 140 ns on Zen 5. The padding blocks of a slot
// share each K+W load. Messages are loaded in the first steps of the slot
// running their block 1 and stored at the end of the slot running their
// block 2, in increasing address order, so every message is read before a
// digest that may overlap it (digests == chunks) is written. H1 of y and z
// waits in X11-X14, which slots A and E2 leave free; slot B uses all
// sixteen registers, so H1 of x waits in x's own digest slot, which no
// unread message overlaps (message i starts at 64i, digest i ends at
// 32i+32), and which x's digest then overwrites. The kernel thus needs no
// stack frame.
//
// Exactly two messages take a path of their own, "two", in which the
// second message's chain trails the first one's by a few steps (see
// stagger), so that the call starts and ends with a single chain, which
// the processor overlaps with the neighbouring calls: 1-2% faster than P,
// E2 on two pairs.
//
// A lone message (n == 1) takes a path of its own, "one", that keeps H1 in
// registers and touches no pointer or counter. A one-pair call is short
// enough that the processor overlaps consecutive calls: their chains run
// side by side as far as the reorder window allows, so every instruction
// between the end of one call's chain and the start of the next one's
// costs throughput (measured on Zen 5, 16 extra instructions at the entry
// cost 2.3 ns, 6%, per call; in the middle of a block, a third of that).
// Hence the n == 1 test comes first, the message words are loaded just
// before the step that needs them, so that the first round starts after a
// load and two instructions, the digest is stored with the fewest
// instructions (see store) and the frame is gone.
//
// Only SSE forms are used (SSE, SSE2, SSSE3), so every CPU with the SHA
// extensions runs the kernel, Goldmont and Tremont Atoms included, which
// lack AVX. The VEX three-operand forms would save the 28 register copies
// of block 1: measured through Hash on Zen 5, 0.5% on one pair, 1 to 2% on
// 3 to 15, about 3% on 1024 messages; not worth a second kernel.
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

// stagger is the number of steps by which the second of exactly two
// messages trails the first in path "two"; 0 sends two messages through
// P and E2 instead. Measured on Zen 5 for two pairs through Hash: P, E2
// 70.8 ns, 2 steps 69.0, 4 steps 68.9 and 69.5, 6 steps 70.0, 8 steps
// 69.5, 12 steps 72.1.
var stagger = flag.Int("stagger", 4, "steps by which the second of two messages trails the first (0: P, E2)")

// Tables in RODATA, set by main.
var (
	kTab, padKWTab, ivABEF, ivCDGH, bswap32, bswap128 Mem
)

// A message in flight: its state registers (ABEF, CDGH at every four-round
// boundary) and where its H1 waits between the two blocks: registers h1r,
// or, if h1r is unset, the 32 bytes at h1m.
type message struct {
	name  string
	state [2]VecPhysical
	h1r   [2]VecPhysical
	h1m   Mem
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

	kTab = consts.Table32("k", consts.K[:])
	padKWTab = consts.Table32("padKW", consts.PadKW[:])
	iv := consts.IV
	// H0 in the ABEF and CDGH register layouts (dword 0 is the lowest).
	ivABEF = consts.Table32("ivABEF", []uint32{iv[5], iv[4], iv[1], iv[0]})
	ivCDGH = consts.Table32("ivCDGH", []uint32{iv[7], iv[6], iv[3], iv[2]})
	// The message words are big-endian: reverse the bytes of each dword.
	bswap32 = byteMask("bswap32", func(i int) int { return (i &^ 3) + (3 - i&3) })
	// See store: reverse all sixteen bytes.
	bswap128 = byteMask("bswap128", func(i int) int { return 15 - i })

	Implement("hashSHANI")
	Attributes(NOSPLIT)
	Load(Param("chunks"), RSI)
	nArg, err := Param("n").Resolve()
	if err != nil {
		panic(err)
	}
	Comment("A lone message goes straight to its path, which loads digests itself.")
	CMPQ(nArg.Addr, Imm(1))
	JE(LabelRef("one"))
	Load(Param("digests"), RDI)
	if *stagger > 0 {
		Comment("Exactly two messages take path two.")
		CMPQ(nArg.Addr, Imm(2))
		JE(LabelRef("two"))
	}
	n := Load(Param("n"), RCX)

	x := &message{name: "x", state: [2]VecPhysical{X1, X2}, h1m: Mem{Base: RDI}}
	y := &message{name: "y", state: [2]VecPhysical{X3, X4}, h1r: [2]VecPhysical{X11, X12}}
	z := &message{name: "z", state: [2]VecPhysical{X5, X6}, h1r: [2]VecPhysical{X13, X14}}

	TESTQ(n, n)
	JZ(LabelRef("done"))
	slot("P", n,
		block{m: y, w: bankA, src: 0},
		block{m: z, w: bankB, src: 64})

	Comment("loop: block 1 of y and z is done, n messages remain unread.")
	Label("loop")
	TESTQ(n, n)
	JZ(LabelRef("e2"))
	// x's H1 goes to x's digest slot, the third after y's and z's.
	x.h1m = Mem{Base: RDI, Disp: 64}
	slot("A", n,
		block{m: x, w: bankA, src: 0},
		block{m: y, second: true, dst: 0},
		block{m: z, second: true, dst: 32})
	JZ(LabelRef("e1"))
	x.h1m = Mem{Base: RDI}
	CMPQ(n, Imm(1))
	JE(LabelRef("b1"))
	slot("B", n,
		block{m: y, w: bankA, src: 0},
		block{m: z, w: bankB, src: 64},
		block{m: x, second: true, dst: 0})
	JMP(LabelRef("loop"))

	Label("b1")
	slot("B1", n,
		block{m: y, w: bankA, src: 0},
		block{m: x, second: true, dst: 0})
	lastBlock2(y)
	RET()

	Label("e2")
	slot("E2", nil,
		block{m: y, second: true, dst: 0},
		block{m: z, second: true, dst: 32})
	RET()

	Label("e1")
	slot("E1", nil, block{m: x, second: true, dst: 0})
	Label("done")
	RET()

	if *stagger > 0 {
		Label("two")
		two(*stagger)
		RET()
	}

	Label("one")
	Load(Param("digests"), RDI)
	one(x)
	RET()

	Generate()
}

// one emits the path of a lone message: both blocks back to back, H1 in
// X11 and X12, no pointer or counter updates.
func one(m *message) {
	Comment("one: a lone message; H1 waits in X11, X12.")
	m.h1r = [2]VecPhysical{X11, X12}
	b := block{m: m, w: bankA}
	for j := 0; j < 16; j++ {
		step(b, j)
	}
	feedForward(b)
	lastBlock2(m)
}

// two emits the path of exactly two messages, at SI and SI+64: the second
// one's chain trails the first one's by st steps, so that the call begins
// and ends with one chain, which overlaps with the neighbouring calls.
// Registers: states X3, X4 and X5, X6, schedule banks A and B; each H1
// goes to bank A, free once the first message's block 1 is done.
func two(st int) {
	a := &message{name: "y", state: [2]VecPhysical{X3, X4}, h1r: [2]VecPhysical{X7, X8}}
	b := &message{name: "z", state: [2]VecPhysical{X5, X6}, h1r: [2]VecPhysical{X9, X10}}
	Commentf("two: z trails y by %d steps; H1 of y in X7, X8, of z in X9, X10.", st)
	for g := 0; g < 32+st; g++ {
		for i, m := range []*message{a, b} {
			j := g - i*st
			switch {
			case j < 0 || j >= 32:
			case j < 16:
				bank := bankA
				if i == 1 {
					bank = bankB
				}
				step(block{m: m, w: bank, src: 64 * i}, j)
			default:
				if j == 16 {
					feedForward(block{m: m})
				}
				step(block{m: m, second: true}, j-16)
				if j == 31 {
					finish(block{m: m, second: true, dst: 32 * i}, nil)
				}
			}
		}
	}
}

// lastBlock2 emits block 2 of m, whose H1 is in registers, as the last
// work of the kernel: no pointer or counter updates.
func lastBlock2(m *message) {
	Commentf("Block 2 of %s.", m.name)
	b := block{m: m, second: true}
	for j := 0; j < 16; j++ {
		step(b, j)
	}
	finish(b, nil)
}

// slot emits the blocks bs as one slot: sixteen four-round steps of every
// block (loading the message words of block 1 as they are first needed),
// then H1 for the message blocks and the digests of the padding blocks,
// and, unless n is nil (the last slot), the pointer and count updates
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
	if *interleave {
		// The padding blocks of a slot are at the same step, so they
		// share each K+W load.
		var pad []*message
		for _, b := range bs {
			if b.second {
				pad = append(pad, b.m)
			}
		}
		for j := 0; j < 16; j++ {
			for _, b := range bs {
				if !b.second {
					step(b, j)
				}
			}
			paddingRounds(j, pad...)
		}
	} else {
		for _, b := range bs {
			for j := 0; j < 16; j++ {
				step(b, j)
			}
		}
	}
	// The schedule registers are dead now and serve as scratch, except
	// those receiving an H1.
	var scratch []VecPhysical
	for _, r := range append(bankA[:], bankB[:]...) {
		free := true
		for _, b := range bs {
			if !b.second && (b.m.h1r[0] == r || b.m.h1r[1] == r) {
				free = false
			}
		}
		if free {
			scratch = append(scratch, r)
		}
	}
	for _, b := range bs {
		if b.second {
			finish(b, scratch[0])
			scratch = scratch[1:]
		} else {
			feedForward(b)
		}
	}
	if n == nil {
		return
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
		paddingRounds(j, b.m)
	} else {
		messageRounds(b, j)
	}
}

// messageRounds emits rounds 4j..4j+3 of block 1 b, and the share of the
// message schedule that the Intel paper places there: finishing
// W[4j+4..4j+7] (PALIGNR, PADDD, SHA256MSG2) for j in [3, 14] and starting
// W[4j+12..4j+15] (SHA256MSG1) for j in [1, 12]. The message words of step
// j < 4 are loaded here, so the first round waits for one load, and H0
// with step 0.
func messageRounds(b block, j int) {
	m := b.m
	w := func(i int) VecPhysical { return b.w[(i%4+4)%4] }
	if j < 4 {
		MOVOU(Mem{Base: RSI, Disp: b.src + 16*j}, w(j))
		PSHUFB(bswap32, w(j))
	}
	if j == 0 {
		MOVOU(ivABEF, m.state[0])
		MOVOU(ivCDGH, m.state[1])
	}
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

// paddingRounds emits rounds 4j..4j+3 of block 2 of each of ms, loading
// each two-round K+W pair straight into the low qword of X0, once for all
// of ms.
func paddingRounds(j int, ms ...*message) {
	if len(ms) == 0 {
		return
	}
	MOVQ(padKWTab.Offset(16*j), X0)
	for _, m := range ms {
		SHA256RNDS2(X0, m.state[0], m.state[1])
	}
	MOVQ(padKWTab.Offset(16*j+8), X0)
	for _, m := range ms {
		SHA256RNDS2(X0, m.state[1], m.state[0])
	}
}

// feedForward turns the working variables of message block b into H1 =
// H0 + working variables, which block 2 starts from, and saves a copy.
func feedForward(b block) {
	m := b.m
	Commentf("H1 of %s = H0 + working variables.", m.name)
	PADDD(ivABEF, m.state[0])
	PADDD(ivCDGH, m.state[1])
	if m.h1r[0] != nil {
		MOVO(m.state[0], m.h1r[0])
		MOVO(m.state[1], m.h1r[1])
	} else {
		MOVOU(m.state[0], m.h1m)
		MOVOU(m.state[1], m.h1m.Offset(16))
	}
}

// finish adds H1 to the working variables of padding block b and stores
// the digest at DI+b.dst, using scratch register t if H1 is in memory.
func finish(b block, t VecPhysical) {
	m := b.m
	Commentf("Digest of %s = H1 + working variables, big-endian.", m.name)
	abef, cdgh := m.state[0], m.state[1]
	if m.h1r[0] != nil {
		PADDD(m.h1r[0], abef)
		PADDD(m.h1r[1], cdgh)
	} else {
		MOVOU(m.h1m, t)
		PADDD(t, abef)
		MOVOU(m.h1m.Offset(16), t)
		PADDD(t, cdgh)
	}
	store(abef, cdgh, b.dst)
}

// store writes the digest whose final state is abef, cdgh at DI+dst.
// Reversing all sixteen bytes of the ABEF register, whose dwords are F, E,
// B, A from the bottom, gives A, B, E, F big-endian: the low qword is digest
// bytes 0-7, the high one bytes 16-23; likewise CDGH gives bytes 8-15 and
// 24-31. One shuffle per register and four 8-byte stores: the fewest
// instructions after the last round.
func store(abef, cdgh VecPhysical, dst int) {
	PSHUFB(bswap128, abef)
	PSHUFB(bswap128, cdgh)
	MOVQ(abef, Mem{Base: RDI, Disp: dst})
	MOVQ(cdgh, Mem{Base: RDI, Disp: dst + 8})
	MOVHPS(abef, Mem{Base: RDI, Disp: dst + 16})
	MOVHPS(cdgh, Mem{Base: RDI, Disp: dst + 24})
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
