// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

#include "textflag.h"

// hashSHA2: SHA-256 (FIPS 180-4) of 64-byte messages with the ARMv8 SHA2
// crypto extension (SHA256H, SHA256H2, SHA256SU0, SHA256SU1; Arm ARM
// "SHA256 hash update" and "SHA256 schedule update").
//
// A 64-byte message takes two compressions. The first, from the IV H0 to
// H1, expands the message schedule with SHA256SU0/SU1. The second, from H1
// to the digest, runs on the padding block (0x80, zeros, bit length 512),
// which is the same for every message: kwpad<> holds its K[t]+W[t], so it
// needs no schedule and no additions, only the hash updates.
//
// The state of one message is two vectors, lanes [a b c d] and [e f g h]
// (lane 0 first). SHA256H overwrites abcd and SHA256H2 needs the old abcd,
// so each group of four rounds copies abcd first. Each four-round group
// depends on the previous one through multi-cycle SHA256H/H2 latency, so
// the main loop runs two independent messages ("pair 0" and "pair 1") with
// their instructions interleaved; an odd last message runs alone.
//
// Registers. Go has no callee-saved registers (abi-internal.md: "There are
// no callee-save registers"; ABI0 assembly may clobber every V register),
// so unlike the C ABI, which requires V8-V15 to be preserved, nothing is
// saved or restored here. R18 (platform), R26-R28 (closure, assembler
// temporary, g) and R29/R30 are not touched.
//
//	V0-V15   K[0..63], four rounds per vector, loaded once per call
//	V16-V19  pair 0 message schedule W, four rounds per vector, rotating;
//	         from the end of the first compression: H1 of pair 0 (V16,
//	         V17) and of pair 1 (V18, V19), for the final addition
//	V20-V23  pair 1 message schedule W; then H0 (V20, V21) for H1 = H0 +
//	         state, and padding K+W vectors (V22, V23)
//	V24-V27  state: abcd, efgh of pair 0, then of pair 1
//	V28-V29  copies of abcd (pair 0, pair 1) for SHA256H2
//	V30-V31  K+W of the current four rounds (pair 0, pair 1) in the first
//	         compression; padding K+W vectors in the second
//
// 16 vectors of K and 16 of padding K+W do not both fit next to two states
// and two schedules (2*8 + 16 = 32 already), so one table stays in
// registers and the other is read from memory (L1) for every two
// messages: 16 loads of 16 bytes per pair of messages. K stays, because
// the first compression adds it to W per message and that addition would
// wait for the load; the padding vectors feed SHA256H/H2 directly, one
// load serves both interleaved messages, and each is loaded two groups of
// four rounds before its use, so the load latency is hidden even on
// in-order cores. H0 is reloaded the same way.
//
// On exit each digest is stored big-endian (REV32 of each state lane).

#define dig R0	// digests, advanced 32 bytes per message
#define msg R1	// chunks, advanced 64 bytes per message
#define cnt R2	// message count, see loop2 and tail
#define kp R3	// k256<> while loading K
#define ivp R4	// iv<>
#define kwp R5	// kwpad<>

#define ABCD0 V24
#define EFGH0 V25
#define ABCD1 V26
#define EFGH1 V27
#define PREV0 V28
#define PREV1 V29
#define WK0 V30
#define WK1 V31

// ROUNDS2 runs four rounds on both pairs, with K+W words wa (pair 0) and
// wb (pair 1).
#define ROUNDS2(wa, wb) \
	VMOV	ABCD0.B16, PREV0.B16 \
	VMOV	ABCD1.B16, PREV1.B16 \
	SHA256H	wa.S4, EFGH0, ABCD0 \
	SHA256H	wb.S4, EFGH1, ABCD1 \
	SHA256H2	wa.S4, PREV0, EFGH0 \
	SHA256H2	wb.S4, PREV1, EFGH1

// ROUNDS1 runs four rounds on pair 0 alone.
#define ROUNDS1(w) \
	VMOV	ABCD0.B16, PREV0.B16 \
	SHA256H	w.S4, EFGH0, ABCD0 \
	SHA256H2	w.S4, PREV0, EFGH0

// STEP1 is four rounds of the first compression for pair 0 alone: K+W
// words from k and w0 = W[t..t+3], the rounds, and W[t+16..t+19] in place
// of w0, from w1 = W[t+4..], w2 = W[t+8..] and w3 = W[t+12..].
#define STEP1(k, w0, w1, w2, w3) \
	VADD	k.S4, w0.S4, WK0.S4 \
	SHA256SU0	w1.S4, w0.S4 \
	ROUNDS1(WK0) \
	SHA256SU1	w3.S4, w2.S4, w0.S4

// STEP2 is four rounds of the first compression for both pairs, with the
// arguments of STEP1 for pair 0 (a*) and pair 1 (b*). SHA256SU1 comes after
// the rounds: its input w3 is the previous group's SU1 result, and in-order
// cores would otherwise stall on it.
#define STEP2(k, a0, a1, a2, a3, b0, b1, b2, b3) \
	VADD	k.S4, a0.S4, WK0.S4 \
	VADD	k.S4, b0.S4, WK1.S4 \
	SHA256SU0	a1.S4, a0.S4 \
	SHA256SU0	b1.S4, b0.S4 \
	ROUNDS2(WK0, WK1) \
	SHA256SU1	a3.S4, a2.S4, a0.S4 \
	SHA256SU1	b3.S4, b2.S4, b0.S4

// LAST2 is four rounds of the first compression with no schedule left.
#define LAST2(k, a0, b0) \
	VADD	k.S4, a0.S4, WK0.S4 \
	VADD	k.S4, b0.S4, WK1.S4 \
	ROUNDS2(WK0, WK1)

// PAD2 is four rounds of the second compression for both pairs with the
// padding K+W words in w, and loads the words at off into next for later.
#define PAD2(off, next, w) \
	FMOVQ	off(kwp), next \
	ROUNDS2(w, w)

// PAD1 is PAD2 for pair 0 alone.
#define PAD1(off, next, w) \
	FMOVQ	off(kwp), next \
	ROUNDS1(w)

// func hashSHA2(digests *[32]byte, chunks *[64]byte, n int)
// Requires: ASIMD, SHA2
TEXT ·hashSHA2(SB), NOSPLIT, $0-24
	MOVD	digests+0(FP), dig
	MOVD	chunks+8(FP), msg
	MOVD	n+16(FP), cnt
	CMP	$1, cnt
	BLT	done                                   // n <= 0: touch nothing

	MOVD	$k256<>(SB), kp
	VLD1.P	64(kp), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P	64(kp), [V4.S4, V5.S4, V6.S4, V7.S4]
	VLD1.P	64(kp), [V8.S4, V9.S4, V10.S4, V11.S4]
	VLD1	(kp), [V12.S4, V13.S4, V14.S4, V15.S4]
	MOVD	$iv<>(SB), ivp
	MOVD	$kwpad<>(SB), kwp

	SUBS	$2, cnt, cnt                           // cnt = messages left after the next two
	BLT	tail

loop2:
	// Both messages are loaded before either digest is stored, and digests
	// lag chunks, so digests == chunks (in place) is safe. Single-vector
	// LDR/STR (FMOVQ, FSTPQ) rather than multi-register LD1/ST1: they are
	// one micro-op each, and in-order cores issue the REV32s sooner.
	FMOVQ	0(msg), F16
	FMOVQ	16(msg), F17
	FMOVQ	32(msg), F18
	FMOVQ	48(msg), F19
	FMOVQ	64(msg), F20
	FMOVQ	80(msg), F21
	FMOVQ	96(msg), F22
	FMOVQ	112(msg), F23
	VREV32	V16.B16, V16.B16                       // big-endian message words
	VREV32	V17.B16, V17.B16
	VREV32	V18.B16, V18.B16
	VREV32	V19.B16, V19.B16
	VREV32	V20.B16, V20.B16
	VREV32	V21.B16, V21.B16
	VREV32	V22.B16, V22.B16
	VREV32	V23.B16, V23.B16
	FMOVQ	0(ivp), F24                            // both states = H0
	FMOVQ	16(ivp), F25
	FMOVQ	0(ivp), F26
	FMOVQ	16(ivp), F27
	ADD	$128, msg

	// First compression, H0 -> H1: rounds 0-47 expand the schedule.
	STEP2(V0, V16, V17, V18, V19, V20, V21, V22, V23)
	STEP2(V1, V17, V18, V19, V16, V21, V22, V23, V20)
	STEP2(V2, V18, V19, V16, V17, V22, V23, V20, V21)
	STEP2(V3, V19, V16, V17, V18, V23, V20, V21, V22)
	STEP2(V4, V16, V17, V18, V19, V20, V21, V22, V23)
	STEP2(V5, V17, V18, V19, V16, V21, V22, V23, V20)
	STEP2(V6, V18, V19, V16, V17, V22, V23, V20, V21)
	STEP2(V7, V19, V16, V17, V18, V23, V20, V21, V22)
	STEP2(V8, V16, V17, V18, V19, V20, V21, V22, V23)
	STEP2(V9, V17, V18, V19, V16, V21, V22, V23, V20)
	STEP2(V10, V18, V19, V16, V17, V22, V23, V20, V21)
	STEP2(V11, V19, V16, V17, V18, V23, V20, V21, V22)
	// Rounds 48-63 use the last schedule vectors; the freed registers take
	// H0 (V20, V21) and the first padding K+W words (V22, V23) early.
	LAST2(V12, V16, V20)
	LAST2(V13, V17, V21)
	FMOVQ	0(ivp), F20
	FMOVQ	16(ivp), F21
	LAST2(V14, V18, V22)
	VADD	V15.S4, V19.S4, WK0.S4
	VADD	V15.S4, V23.S4, WK1.S4
	FMOVQ	0(kwp), F22
	FMOVQ	16(kwp), F23
	ROUNDS2(WK0, WK1)

	// H1 = H0 + state, kept in V16-V19 for the final addition.
	VADD	V20.S4, ABCD0.S4, V16.S4
	VADD	V21.S4, EFGH0.S4, V17.S4
	VADD	V20.S4, ABCD1.S4, V18.S4
	VADD	V21.S4, EFGH1.S4, V19.S4
	VADD	V20.S4, ABCD0.S4, ABCD0.S4
	VADD	V21.S4, EFGH0.S4, EFGH0.S4
	VADD	V20.S4, ABCD1.S4, ABCD1.S4
	VADD	V21.S4, EFGH1.S4, EFGH1.S4

	// Second compression, H1 -> digest, on the padding block's K+W. Its
	// vectors rotate through V22, V23, V30, V31, each loaded two groups
	// of four rounds ahead of its use.
	PAD2(32, F30, V22)
	PAD2(48, F31, V23)
	PAD2(64, F22, V30)
	PAD2(80, F23, V31)
	PAD2(96, F30, V22)
	PAD2(112, F31, V23)
	PAD2(128, F22, V30)
	PAD2(144, F23, V31)
	PAD2(160, F30, V22)
	PAD2(176, F31, V23)
	PAD2(192, F22, V30)
	PAD2(208, F23, V31)
	PAD2(224, F30, V22)
	PAD2(240, F31, V23)
	ROUNDS2(V30, V30)
	ROUNDS2(V31, V31)

	// digest = H1 + state, big-endian, pair 0 then pair 1.
	VADD	V16.S4, ABCD0.S4, ABCD0.S4
	VADD	V17.S4, EFGH0.S4, EFGH0.S4
	VADD	V18.S4, ABCD1.S4, ABCD1.S4
	VADD	V19.S4, EFGH1.S4, EFGH1.S4
	VREV32	ABCD0.B16, ABCD0.B16
	VREV32	EFGH0.B16, EFGH0.B16
	VREV32	ABCD1.B16, ABCD1.B16
	VREV32	EFGH1.B16, EFGH1.B16
	FSTPQ	(F24, F25), 0(dig)
	FSTPQ	(F26, F27), 32(dig)
	ADD	$64, dig

	SUBS	$2, cnt, cnt
	BGE	loop2

tail:
	// cnt = n-2-2k: -1 if one message is left, -2 if none.
	TBZ	$0, cnt, done

	// One message left: the same steps for pair 0 alone.
	FMOVQ	0(msg), F16
	FMOVQ	16(msg), F17
	FMOVQ	32(msg), F18
	FMOVQ	48(msg), F19
	FMOVQ	0(ivp), F24
	FMOVQ	16(ivp), F25
	VREV32	V16.B16, V16.B16
	VREV32	V17.B16, V17.B16
	VREV32	V18.B16, V18.B16
	VREV32	V19.B16, V19.B16

	STEP1(V0, V16, V17, V18, V19)
	STEP1(V1, V17, V18, V19, V16)
	STEP1(V2, V18, V19, V16, V17)
	STEP1(V3, V19, V16, V17, V18)
	STEP1(V4, V16, V17, V18, V19)
	STEP1(V5, V17, V18, V19, V16)
	STEP1(V6, V18, V19, V16, V17)
	STEP1(V7, V19, V16, V17, V18)
	STEP1(V8, V16, V17, V18, V19)
	STEP1(V9, V17, V18, V19, V16)
	STEP1(V10, V18, V19, V16, V17)
	STEP1(V11, V19, V16, V17, V18)
	VADD	V12.S4, V16.S4, WK0.S4
	ROUNDS1(WK0)
	VADD	V13.S4, V17.S4, WK0.S4
	ROUNDS1(WK0)
	FMOVQ	0(ivp), F20
	FMOVQ	16(ivp), F21
	VADD	V14.S4, V18.S4, WK0.S4
	ROUNDS1(WK0)
	VADD	V15.S4, V19.S4, WK0.S4
	FMOVQ	0(kwp), F22
	FMOVQ	16(kwp), F23
	ROUNDS1(WK0)

	VADD	V20.S4, ABCD0.S4, V16.S4
	VADD	V21.S4, EFGH0.S4, V17.S4
	VADD	V20.S4, ABCD0.S4, ABCD0.S4
	VADD	V21.S4, EFGH0.S4, EFGH0.S4

	PAD1(32, F30, V22)
	PAD1(48, F31, V23)
	PAD1(64, F22, V30)
	PAD1(80, F23, V31)
	PAD1(96, F30, V22)
	PAD1(112, F31, V23)
	PAD1(128, F22, V30)
	PAD1(144, F23, V31)
	PAD1(160, F30, V22)
	PAD1(176, F31, V23)
	PAD1(192, F22, V30)
	PAD1(208, F23, V31)
	PAD1(224, F30, V22)
	PAD1(240, F31, V23)
	ROUNDS1(V30)
	ROUNDS1(V31)

	VADD	V16.S4, ABCD0.S4, ABCD0.S4
	VADD	V17.S4, EFGH0.S4, EFGH0.S4
	VREV32	ABCD0.B16, ABCD0.B16
	VREV32	EFGH0.B16, EFGH0.B16
	FSTPQ	(F24, F25), 0(dig)

done:
	RET

// iv<> is H(0); k256<> the round constants K; kwpad<> is K[t]+W[t] for
// the padding block of a 64-byte message (W[0] = 0x80000000, W[15] = 512,
// W[16..63] by the schedule recurrence), the same values as kwPad in
// generic.go: a wrong word would change every digest, which the kernel
// tests compare with crypto/sha256.
DATA iv<>+0x00(SB)/4, $0x6a09e667
DATA iv<>+0x04(SB)/4, $0xbb67ae85
DATA iv<>+0x08(SB)/4, $0x3c6ef372
DATA iv<>+0x0c(SB)/4, $0xa54ff53a
DATA iv<>+0x10(SB)/4, $0x510e527f
DATA iv<>+0x14(SB)/4, $0x9b05688c
DATA iv<>+0x18(SB)/4, $0x1f83d9ab
DATA iv<>+0x1c(SB)/4, $0x5be0cd19
GLOBL iv<>(SB), RODATA|NOPTR, $32

DATA k256<>+0x00(SB)/4, $0x428a2f98
DATA k256<>+0x04(SB)/4, $0x71374491
DATA k256<>+0x08(SB)/4, $0xb5c0fbcf
DATA k256<>+0x0c(SB)/4, $0xe9b5dba5
DATA k256<>+0x10(SB)/4, $0x3956c25b
DATA k256<>+0x14(SB)/4, $0x59f111f1
DATA k256<>+0x18(SB)/4, $0x923f82a4
DATA k256<>+0x1c(SB)/4, $0xab1c5ed5
DATA k256<>+0x20(SB)/4, $0xd807aa98
DATA k256<>+0x24(SB)/4, $0x12835b01
DATA k256<>+0x28(SB)/4, $0x243185be
DATA k256<>+0x2c(SB)/4, $0x550c7dc3
DATA k256<>+0x30(SB)/4, $0x72be5d74
DATA k256<>+0x34(SB)/4, $0x80deb1fe
DATA k256<>+0x38(SB)/4, $0x9bdc06a7
DATA k256<>+0x3c(SB)/4, $0xc19bf174
DATA k256<>+0x40(SB)/4, $0xe49b69c1
DATA k256<>+0x44(SB)/4, $0xefbe4786
DATA k256<>+0x48(SB)/4, $0x0fc19dc6
DATA k256<>+0x4c(SB)/4, $0x240ca1cc
DATA k256<>+0x50(SB)/4, $0x2de92c6f
DATA k256<>+0x54(SB)/4, $0x4a7484aa
DATA k256<>+0x58(SB)/4, $0x5cb0a9dc
DATA k256<>+0x5c(SB)/4, $0x76f988da
DATA k256<>+0x60(SB)/4, $0x983e5152
DATA k256<>+0x64(SB)/4, $0xa831c66d
DATA k256<>+0x68(SB)/4, $0xb00327c8
DATA k256<>+0x6c(SB)/4, $0xbf597fc7
DATA k256<>+0x70(SB)/4, $0xc6e00bf3
DATA k256<>+0x74(SB)/4, $0xd5a79147
DATA k256<>+0x78(SB)/4, $0x06ca6351
DATA k256<>+0x7c(SB)/4, $0x14292967
DATA k256<>+0x80(SB)/4, $0x27b70a85
DATA k256<>+0x84(SB)/4, $0x2e1b2138
DATA k256<>+0x88(SB)/4, $0x4d2c6dfc
DATA k256<>+0x8c(SB)/4, $0x53380d13
DATA k256<>+0x90(SB)/4, $0x650a7354
DATA k256<>+0x94(SB)/4, $0x766a0abb
DATA k256<>+0x98(SB)/4, $0x81c2c92e
DATA k256<>+0x9c(SB)/4, $0x92722c85
DATA k256<>+0xa0(SB)/4, $0xa2bfe8a1
DATA k256<>+0xa4(SB)/4, $0xa81a664b
DATA k256<>+0xa8(SB)/4, $0xc24b8b70
DATA k256<>+0xac(SB)/4, $0xc76c51a3
DATA k256<>+0xb0(SB)/4, $0xd192e819
DATA k256<>+0xb4(SB)/4, $0xd6990624
DATA k256<>+0xb8(SB)/4, $0xf40e3585
DATA k256<>+0xbc(SB)/4, $0x106aa070
DATA k256<>+0xc0(SB)/4, $0x19a4c116
DATA k256<>+0xc4(SB)/4, $0x1e376c08
DATA k256<>+0xc8(SB)/4, $0x2748774c
DATA k256<>+0xcc(SB)/4, $0x34b0bcb5
DATA k256<>+0xd0(SB)/4, $0x391c0cb3
DATA k256<>+0xd4(SB)/4, $0x4ed8aa4a
DATA k256<>+0xd8(SB)/4, $0x5b9cca4f
DATA k256<>+0xdc(SB)/4, $0x682e6ff3
DATA k256<>+0xe0(SB)/4, $0x748f82ee
DATA k256<>+0xe4(SB)/4, $0x78a5636f
DATA k256<>+0xe8(SB)/4, $0x84c87814
DATA k256<>+0xec(SB)/4, $0x8cc70208
DATA k256<>+0xf0(SB)/4, $0x90befffa
DATA k256<>+0xf4(SB)/4, $0xa4506ceb
DATA k256<>+0xf8(SB)/4, $0xbef9a3f7
DATA k256<>+0xfc(SB)/4, $0xc67178f2
GLOBL k256<>(SB), RODATA|NOPTR, $256

DATA kwpad<>+0x00(SB)/4, $0xc28a2f98
DATA kwpad<>+0x04(SB)/4, $0x71374491
DATA kwpad<>+0x08(SB)/4, $0xb5c0fbcf
DATA kwpad<>+0x0c(SB)/4, $0xe9b5dba5
DATA kwpad<>+0x10(SB)/4, $0x3956c25b
DATA kwpad<>+0x14(SB)/4, $0x59f111f1
DATA kwpad<>+0x18(SB)/4, $0x923f82a4
DATA kwpad<>+0x1c(SB)/4, $0xab1c5ed5
DATA kwpad<>+0x20(SB)/4, $0xd807aa98
DATA kwpad<>+0x24(SB)/4, $0x12835b01
DATA kwpad<>+0x28(SB)/4, $0x243185be
DATA kwpad<>+0x2c(SB)/4, $0x550c7dc3
DATA kwpad<>+0x30(SB)/4, $0x72be5d74
DATA kwpad<>+0x34(SB)/4, $0x80deb1fe
DATA kwpad<>+0x38(SB)/4, $0x9bdc06a7
DATA kwpad<>+0x3c(SB)/4, $0xc19bf374
DATA kwpad<>+0x40(SB)/4, $0x649b69c1
DATA kwpad<>+0x44(SB)/4, $0xf0fe4786
DATA kwpad<>+0x48(SB)/4, $0x0fe1edc6
DATA kwpad<>+0x4c(SB)/4, $0x240cf254
DATA kwpad<>+0x50(SB)/4, $0x4fe9346f
DATA kwpad<>+0x54(SB)/4, $0x6cc984be
DATA kwpad<>+0x58(SB)/4, $0x61b9411e
DATA kwpad<>+0x5c(SB)/4, $0x16f988fa
DATA kwpad<>+0x60(SB)/4, $0xf2c65152
DATA kwpad<>+0x64(SB)/4, $0xa88e5a6d
DATA kwpad<>+0x68(SB)/4, $0xb019fc65
DATA kwpad<>+0x6c(SB)/4, $0xb9d99ec7
DATA kwpad<>+0x70(SB)/4, $0x9a1231c3
DATA kwpad<>+0x74(SB)/4, $0xe70eeaa0
DATA kwpad<>+0x78(SB)/4, $0xfdb1232b
DATA kwpad<>+0x7c(SB)/4, $0xc7353eb0
DATA kwpad<>+0x80(SB)/4, $0x3069bad5
DATA kwpad<>+0x84(SB)/4, $0xcb976d5f
DATA kwpad<>+0x88(SB)/4, $0x5a0f118f
DATA kwpad<>+0x8c(SB)/4, $0xdc1eeefd
DATA kwpad<>+0x90(SB)/4, $0x0a35b689
DATA kwpad<>+0x94(SB)/4, $0xde0b7a04
DATA kwpad<>+0x98(SB)/4, $0x58f4ca9d
DATA kwpad<>+0x9c(SB)/4, $0xe15d5b16
DATA kwpad<>+0xa0(SB)/4, $0x007f3e86
DATA kwpad<>+0xa4(SB)/4, $0x37088980
DATA kwpad<>+0xa8(SB)/4, $0xa507ea32
DATA kwpad<>+0xac(SB)/4, $0x6fab9537
DATA kwpad<>+0xb0(SB)/4, $0x17406110
DATA kwpad<>+0xb4(SB)/4, $0x0d8cd6f1
DATA kwpad<>+0xb8(SB)/4, $0xcdaa3b6d
DATA kwpad<>+0xbc(SB)/4, $0xc0bbbe37
DATA kwpad<>+0xc0(SB)/4, $0x83613bda
DATA kwpad<>+0xc4(SB)/4, $0xdb48a363
DATA kwpad<>+0xc8(SB)/4, $0x0b02e931
DATA kwpad<>+0xcc(SB)/4, $0x6fd15ca7
DATA kwpad<>+0xd0(SB)/4, $0x521afaca
DATA kwpad<>+0xd4(SB)/4, $0x31338431
DATA kwpad<>+0xd8(SB)/4, $0x6ed41a95
DATA kwpad<>+0xdc(SB)/4, $0x6d437890
DATA kwpad<>+0xe0(SB)/4, $0xc39c91f2
DATA kwpad<>+0xe4(SB)/4, $0x9eccabbd
DATA kwpad<>+0xe8(SB)/4, $0xb5c9a0e6
DATA kwpad<>+0xec(SB)/4, $0x532fb63c
DATA kwpad<>+0xf0(SB)/4, $0xd2c741c6
DATA kwpad<>+0xf4(SB)/4, $0x07237ea3
DATA kwpad<>+0xf8(SB)/4, $0xa4954b68
DATA kwpad<>+0xfc(SB)/4, $0x4c191d76
GLOBL kwpad<>(SB), RODATA|NOPTR, $256
