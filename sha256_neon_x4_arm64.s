// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

// hashNEON: SHA-256 (FIPS 180-4) of four 64-byte messages at a time, one
// message per 32-bit lane of the 128-bit ASIMD registers.
//
// Every vector holds one quantity for the four messages of a group: state
// word a of messages 0-3, schedule word W[t] of messages 0-3, and so on, so
// the constants are stored broadcast to four lanes (tables at the end).
//
// One loop iteration hashes one group of 4 pairs:
//  1. load its 256 bytes, byte-swap and transpose 4x4 words so that vector
//     j holds word j of the four messages; store W[0..15] and K+W[0..15]
//     to the frame;
//  2. 64 rounds from the IV. Rounds 0-47 also expand the schedule: round r
//     computes W[r+16] from the frame and stores it and K+W[r+16];
//  3. H1 = state + IV;
//  4. 64 rounds from H1 over the padding block, whose K+W words are
//     constants (padTab; see DESIGN.md), no message expansion;
//  5. digests = state + H1: transpose back, byte-swap, store 128 bytes.
// All input of a group is loaded before any of its digests is stored and
// groups go in increasing address order, so digests may equal chunks.
//
// Per round: 12 shift-class instructions for Sigma0 and Sigma1 and 15
// others. Rotates are a shift right plus a shift-left-insert (USHR, SLI):
// ASIMD has no 32-bit rotate, and a rotate costs two shifts however it is
// built. Ch(e,f,g) is one BIT into g's own register, once the next round's
// h = g + K+W has been computed from it, so the state rotates through nine
// registers instead of copying g. Maj(a,b,c) is one BSL: a where b != c,
// else b, the mask b^c being the previous round's a^b.
//
// The rounds are software pipelined: the macro for round r computes the
// e-half of round r (the new e = d+T1, and T1) and the a-half of round r-1
// (the new a = T1+Sigma0(a)+Maj(a,b,c)), which are independent, plus a
// load for round r+2 and, in rounds 0-47, a schedule step. The order of
// the instructions inside the macros was chosen with llvm-mca over its
// AArch64 models (bench/README-arm64-neon.md): in-order cores need
// independent work between dependent instructions, out-of-order cores
// want the e-half, the longest dependency chain, early.
//
// Registers: the Go ABI (cmd/compile/abi-internal.md) has no callee-saved
// vector registers, and an ABI0 function may clobber all of V0-V31, so the
// kernel uses all 32 without saving any. General registers: R0-R5 only;
// R18 (platform), R28 (g) and R27 (assembler temporary) are untouched.
// Frame: W ring of 16 slots at 16(RSP), K+W ring of 16 slots at 272(RSP);
// W[t] and K+W[t] live in slot t%16. The second block keeps H1 in the W
// slots. The frame would fit the 800-byte NOSPLIT budget but would take
// most of it, so the function keeps the usual stack check, a few
// instructions per call.

#include "textflag.h"

#define DIG	R0	// digests, 128 bytes per group
#define MSG	R1	// chunks, 256 bytes per group
#define GROUPS	R2	// groups of 4 pairs left
#define KTAB	R3	// kTab: K[t] broadcast
#define PADTAB	R4	// padTab: K[t]+W[t] of the padding block, broadcast
#define IVTAB	R5	// ivTab: IV broadcast

// State: the 8 words a..h live in 8 of V0-V8; each round the free ninth
// register receives the next round's h and the old g register becomes free
// (see ROUND). V9/V10 alternate as masks b^c for Maj, V11/V31 as K+W
// words, loaded two rounds ahead.
#define S1A	V12	// Sigma1(e) terms
#define S1B	V13
#define S1C	V14
#define S0A	V15	// Sigma0(a) terms
#define S0B	V16
#define S0C	V17
// Schedule step (rounds 0-47); V18/V19 alternate as W[r] and W[r+1].
#define W9	V20	// W[r+9]
#define W9F	F20
#define W14	V21	// W[r+14]
#define W14F	F21
#define X0	V22	// sigma0(W[r+1]) terms
#define X1	V23
#define X2	V24
#define Y0	V25	// sigma1(W[r+14]) terms
#define Y1	V26
#define Y2	V27
#define KS	V28	// K+W[r+16]
#define KSF	F28

// ROUND(A, B, C, D, E, F, G, H, X, MP, MN, KWC, KWN, KWNF, KOFF, KBASE)
// A-H are the state registers of round r: A still holds T1 of round r-1,
// H already holds h+K[r]+W[r]; X is free; KWC holds K+W[r+1], and KWN
// (F-name KWNF) is loaded with K+W[r+2] from KOFF(KBASE).
// e-half of round r: D = d+T1 (the new e), H = T1. Ch(e,f,g) is a BIT into
// G itself, after X = g + KWC (the next round's h) has read it, which
// saves copying g.
// a-half of round r-1 (its a, b and b^c are B, C and MP):
// A = T1+Sigma0(B)+Maj(B,C,..) (the new a), MN = B^C (the next mask).
// The next round's registers are H, A, B, C, D, E, F, X; free: G.
#define ROUND(A, B, C, D, E, F, G, H, X, MP, MN, KWC, KWN, KWNF, KOFF, KBASE) \
	VUSHR	$6, E.S4, S1A.S4 \
	VUSHR	$11, E.S4, S1B.S4 \
	VUSHR	$25, E.S4, S1C.S4 \
	VADD	KWC.S4, G.S4, X.S4 \
	VBIT	E.B16, F.B16, G.B16 \
	VSLI	$21, E.S4, S1B.S4 \
	VSLI	$26, E.S4, S1A.S4 \
	VSLI	$7, E.S4, S1C.S4 \
	VADD	G.S4, H.S4, H.S4 \
	VUSHR	$2, B.S4, S0A.S4 \
	VEOR	S1B.B16, S1A.B16, S1A.B16 \
	VUSHR	$13, B.S4, S0B.S4 \
	VUSHR	$22, B.S4, S0C.S4 \
	VBSL	C.B16, B.B16, MP.B16 \
	VEOR	S1C.B16, S1A.B16, S1A.B16 \
	VADD	H.S4, D.S4, D.S4 \
	VSLI	$19, B.S4, S0B.S4 \
	VSLI	$30, B.S4, S0A.S4 \
	FMOVQ	KOFF(KBASE), KWNF \
	VADD	MP.S4, A.S4, A.S4 \
	VSLI	$10, B.S4, S0C.S4 \
	VEOR	S0B.B16, S0A.B16, S0A.B16 \
	VADD	S1A.S4, H.S4, H.S4 \
	VEOR	S0C.B16, S0A.B16, S0A.B16 \
	VADD	S1A.S4, D.S4, D.S4 \
	VEOR	C.B16, B.B16, MN.B16 \
	VADD	S0A.S4, A.S4, A.S4

// ROUNDW(A, ..., KWNF, KOFF, WB, WBF, WN, WNF, WBOFF, WNOFF, W9OFF, W14OFF,
// KSOFF) is ROUND with K+W[r+2] at KOFF(RSP), plus a schedule step:
// WB holds W[r], WN is loaded with W[r+1];
// W[r+16] = W[r] + sigma0(W[r+1]) + W[r+9] + sigma1(W[r+14]) replaces W[r]
// in WB and in its frame slot WBOFF, and K[r+16] (KSOFF(KTAB)) + W[r+16]
// goes to the K+W slot 256+WBOFF.
#define ROUNDW(A, B, C, D, E, F, G, H, X, MP, MN, KWC, KWN, KWNF, KOFF, WB, WBF, WN, WNF, WBOFF, WNOFF, W9OFF, W14OFF, KSOFF) \
	FMOVQ	WNOFF(RSP), WNF \
	VUSHR	$11, E.S4, S1B.S4 \
	VUSHR	$25, E.S4, S1C.S4 \
	VUSHR	$18, WN.S4, X1.S4 \
	VADD	KWC.S4, G.S4, X.S4 \
	VBIT	E.B16, F.B16, G.B16 \
	VUSHR	$6, E.S4, S1A.S4 \
	VSLI	$14, WN.S4, X1.S4 \
	VSLI	$21, E.S4, S1B.S4 \
	VUSHR	$7, WN.S4, X0.S4 \
	VADD	G.S4, H.S4, H.S4 \
	VSLI	$26, E.S4, S1A.S4 \
	FMOVQ	W14OFF(RSP), W14F \
	VSLI	$7, E.S4, S1C.S4 \
	VSLI	$25, WN.S4, X0.S4 \
	VEOR	S1B.B16, S1A.B16, S1A.B16 \
	VUSHR	$17, W14.S4, Y0.S4 \
	VUSHR	$19, W14.S4, Y1.S4 \
	FMOVQ	KSOFF(KTAB), KSF \
	VEOR	S1C.B16, S1A.B16, S1A.B16 \
	VADD	H.S4, D.S4, D.S4 \
	VUSHR	$2, B.S4, S0A.S4 \
	VEOR	X1.B16, X0.B16, X0.B16 \
	FMOVQ	W9OFF(RSP), W9F \
	VUSHR	$3, WN.S4, X2.S4 \
	VSLI	$13, W14.S4, Y1.S4 \
	VSLI	$15, W14.S4, Y0.S4 \
	VSLI	$30, B.S4, S0A.S4 \
	VUSHR	$13, B.S4, S0B.S4 \
	VADD	W9.S4, WB.S4, WB.S4 \
	VUSHR	$10, W14.S4, Y2.S4 \
	VEOR	X2.B16, X0.B16, X0.B16 \
	VEOR	Y1.B16, Y0.B16, Y0.B16 \
	VUSHR	$22, B.S4, S0C.S4 \
	VBSL	C.B16, B.B16, MP.B16 \
	VSLI	$19, B.S4, S0B.S4 \
	VADD	X0.S4, WB.S4, WB.S4 \
	VSLI	$10, B.S4, S0C.S4 \
	VEOR	Y2.B16, Y0.B16, Y0.B16 \
	VEOR	S0B.B16, S0A.B16, S0A.B16 \
	VADD	MP.S4, A.S4, A.S4 \
	VADD	S1A.S4, D.S4, D.S4 \
	VADD	Y0.S4, WB.S4, WB.S4 \
	VEOR	S0C.B16, S0A.B16, S0A.B16 \
	VADD	S1A.S4, H.S4, H.S4 \
	VADD	WB.S4, KS.S4, KS.S4 \
	VEOR	C.B16, B.B16, MN.B16 \
	VADD	S0A.S4, A.S4, A.S4 \
	FMOVQ	KOFF(RSP), KWNF \
	FMOVQ	WBF, WBOFF(RSP) \
	FMOVQ	KSF, 256+WBOFF(RSP)

// APART is the a-half of round 63, which has no round after it.
#define APART(A, B, C, MP, MN) \
	VUSHR	$2, B.S4, S0A.S4 \
	VUSHR	$13, B.S4, S0B.S4 \
	VUSHR	$22, B.S4, S0C.S4 \
	VSLI	$30, B.S4, S0A.S4 \
	VSLI	$19, B.S4, S0B.S4 \
	VSLI	$10, B.S4, S0C.S4 \
	VBSL	C.B16, B.B16, MP.B16 \
	VEOR	S0B.B16, S0A.B16, S0A.B16 \
	VEOR	S0C.B16, S0A.B16, S0A.B16 \
	VADD	MP.S4, A.S4, A.S4 \
	VADD	S0A.S4, A.S4, A.S4

// func hashNEON(digests *[32]byte, chunks *[64]byte, n int)
// Requires: ASIMD
TEXT ·hashNEON(SB), 0, $520-24
	MOVD	digests+0(FP), DIG
	MOVD	chunks+8(FP), MSG
	MOVD	n+16(FP), GROUPS
	LSR	$2, GROUPS
	CBZ	GROUPS, done
	MOVD	$kTab<>(SB), KTAB
	MOVD	$padTab<>(SB), PADTAB
	MOVD	$ivTab<>(SB), IVTAB

loop:
	// Message i, words 4k..4k+3, in V(4i+k), byte-swapped.
	FMOVQ	0(MSG), F0
	FMOVQ	16(MSG), F1
	FMOVQ	32(MSG), F2
	FMOVQ	48(MSG), F3
	FMOVQ	64(MSG), F4
	VREV32	V0.B16, V0.B16
	FMOVQ	80(MSG), F5
	VREV32	V1.B16, V1.B16
	FMOVQ	96(MSG), F6
	VREV32	V2.B16, V2.B16
	FMOVQ	112(MSG), F7
	VREV32	V3.B16, V3.B16
	FMOVQ	128(MSG), F8
	VREV32	V4.B16, V4.B16
	FMOVQ	144(MSG), F9
	VREV32	V5.B16, V5.B16
	FMOVQ	160(MSG), F10
	VREV32	V6.B16, V6.B16
	FMOVQ	176(MSG), F11
	VREV32	V7.B16, V7.B16
	FMOVQ	192(MSG), F12
	VREV32	V8.B16, V8.B16
	FMOVQ	208(MSG), F13
	VREV32	V9.B16, V9.B16
	FMOVQ	224(MSG), F14
	VREV32	V10.B16, V10.B16
	FMOVQ	240(MSG), F15
	VREV32	V11.B16, V11.B16
	ADD	$256, MSG
	VREV32	V12.B16, V12.B16
	VREV32	V13.B16, V13.B16
	VREV32	V14.B16, V14.B16
	VREV32	V15.B16, V15.B16

	// Transpose each 4x4 block of words (V(k), V(4+k), V(8+k), V(12+k)):
	// 32-bit pairs into V16-V31, then 64-bit halves, leaving W[j] of the
	// four messages in V(j).
	VTRN1	V4.S4, V0.S4, V16.S4
	VTRN2	V4.S4, V0.S4, V17.S4
	VTRN1	V12.S4, V8.S4, V18.S4
	VTRN2	V12.S4, V8.S4, V19.S4
	VTRN1	V5.S4, V1.S4, V20.S4
	VTRN2	V5.S4, V1.S4, V21.S4
	VTRN1	V13.S4, V9.S4, V22.S4
	VTRN2	V13.S4, V9.S4, V23.S4
	VTRN1	V6.S4, V2.S4, V24.S4
	VTRN2	V6.S4, V2.S4, V25.S4
	VTRN1	V14.S4, V10.S4, V26.S4
	VTRN2	V14.S4, V10.S4, V27.S4
	VTRN1	V7.S4, V3.S4, V28.S4
	VTRN2	V7.S4, V3.S4, V29.S4
	VTRN1	V15.S4, V11.S4, V30.S4
	VTRN2	V15.S4, V11.S4, V31.S4
	VTRN1	V18.D2, V16.D2, V0.D2
	VTRN1	V19.D2, V17.D2, V1.D2
	VTRN2	V18.D2, V16.D2, V2.D2
	VTRN2	V19.D2, V17.D2, V3.D2
	VTRN1	V22.D2, V20.D2, V4.D2
	VTRN1	V23.D2, V21.D2, V5.D2
	VTRN2	V22.D2, V20.D2, V6.D2
	VTRN2	V23.D2, V21.D2, V7.D2
	VTRN1	V26.D2, V24.D2, V8.D2
	VTRN1	V27.D2, V25.D2, V9.D2
	VTRN2	V26.D2, V24.D2, V10.D2
	VTRN2	V27.D2, V25.D2, V11.D2
	VTRN1	V30.D2, V28.D2, V12.D2
	VTRN1	V31.D2, V29.D2, V13.D2
	VTRN2	V30.D2, V28.D2, V14.D2
	VTRN2	V31.D2, V29.D2, V15.D2

	// W[0..15] and K+W[0..15] to the frame.
	FMOVQ	F0, 16(RSP)
	FMOVQ	0(KTAB), F16
	FMOVQ	F1, 32(RSP)
	FMOVQ	16(KTAB), F17
	FMOVQ	F2, 48(RSP)
	FMOVQ	32(KTAB), F18
	FMOVQ	F3, 64(RSP)
	FMOVQ	48(KTAB), F19
	VADD	V0.S4, V16.S4, V16.S4
	FMOVQ	F4, 80(RSP)
	FMOVQ	64(KTAB), F20
	VADD	V1.S4, V17.S4, V17.S4
	FMOVQ	F5, 96(RSP)
	FMOVQ	80(KTAB), F21
	VADD	V2.S4, V18.S4, V18.S4
	FMOVQ	F6, 112(RSP)
	FMOVQ	96(KTAB), F22
	VADD	V3.S4, V19.S4, V19.S4
	FMOVQ	F7, 128(RSP)
	FMOVQ	112(KTAB), F23
	VADD	V4.S4, V20.S4, V20.S4
	FMOVQ	F16, 272(RSP)
	FMOVQ	F8, 144(RSP)
	FMOVQ	128(KTAB), F24
	VADD	V5.S4, V21.S4, V21.S4
	FMOVQ	F17, 288(RSP)
	FMOVQ	F9, 160(RSP)
	FMOVQ	144(KTAB), F25
	VADD	V6.S4, V22.S4, V22.S4
	FMOVQ	F18, 304(RSP)
	FMOVQ	F10, 176(RSP)
	FMOVQ	160(KTAB), F26
	VADD	V7.S4, V23.S4, V23.S4
	FMOVQ	F19, 320(RSP)
	FMOVQ	F11, 192(RSP)
	FMOVQ	176(KTAB), F27
	VADD	V8.S4, V24.S4, V24.S4
	FMOVQ	F20, 336(RSP)
	FMOVQ	F12, 208(RSP)
	FMOVQ	192(KTAB), F28
	VADD	V9.S4, V25.S4, V25.S4
	FMOVQ	F21, 352(RSP)
	FMOVQ	F13, 224(RSP)
	FMOVQ	208(KTAB), F29
	VADD	V10.S4, V26.S4, V26.S4
	FMOVQ	F22, 368(RSP)
	FMOVQ	F14, 240(RSP)
	FMOVQ	224(KTAB), F30
	VADD	V11.S4, V27.S4, V27.S4
	FMOVQ	F23, 384(RSP)
	FMOVQ	F15, 256(RSP)
	FMOVQ	240(KTAB), F31
	VADD	V12.S4, V28.S4, V28.S4
	FMOVQ	F24, 400(RSP)
	VADD	V13.S4, V29.S4, V29.S4
	VADD	V14.S4, V30.S4, V30.S4
	VADD	V15.S4, V31.S4, V31.S4
	FMOVQ	F25, 416(RSP)
	FMOVQ	F26, 432(RSP)
	FMOVQ	F27, 448(RSP)
	FMOVQ	F28, 464(RSP)
	FMOVQ	F29, 480(RSP)
	FMOVQ	F30, 496(RSP)
	FMOVQ	F31, 512(RSP)

	// First block: a..h in V0-V7 from the IV, h += K+W[0], V11 = K+W[1],
	// V18 = W[0].
	// Round 0 of each block runs the a-half of a nonexistent round -1 on
	// scratch registers V29, V30; its only output used is the mask b^c.
	FMOVQ	0(IVTAB), F0
	FMOVQ	16(IVTAB), F1
	FMOVQ	32(IVTAB), F2
	FMOVQ	48(IVTAB), F3
	FMOVQ	64(IVTAB), F4
	FMOVQ	80(IVTAB), F5
	FMOVQ	96(IVTAB), F6
	FMOVQ	112(IVTAB), F7
	FMOVQ	272(RSP), F20
	FMOVQ	288(RSP), F11
	FMOVQ	16(RSP), F18
	VADD	V20.S4, V7.S4, V7.S4
	ROUNDW(V29, V1, V2, V3, V4, V5, V6, V7, V8, V30, V10, V11, V31, F31, 304, V18, F18, V19, F19, 16, 32, 160, 240, 256)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 320, V19, F19, V18, F18, 32, 48, 176, 256, 272)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 336, V18, F18, V19, F19, 48, 64, 192, 16, 288)
	ROUNDW(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 352, V19, F19, V18, F18, 64, 80, 208, 32, 304)
	ROUNDW(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 368, V18, F18, V19, F19, 80, 96, 224, 48, 320)
	ROUNDW(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 384, V19, F19, V18, F18, 96, 112, 240, 64, 336)
	ROUNDW(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 400, V18, F18, V19, F19, 112, 128, 256, 80, 352)
	ROUNDW(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 416, V19, F19, V18, F18, 128, 144, 16, 96, 368)
	ROUNDW(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 432, V18, F18, V19, F19, 144, 160, 32, 112, 384)
	ROUNDW(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 448, V19, F19, V18, F18, 160, 176, 48, 128, 400)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 464, V18, F18, V19, F19, 176, 192, 64, 144, 416)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 480, V19, F19, V18, F18, 192, 208, 80, 160, 432)
	ROUNDW(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 496, V18, F18, V19, F19, 208, 224, 96, 176, 448)
	ROUNDW(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 512, V19, F19, V18, F18, 224, 240, 112, 192, 464)
	ROUNDW(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 272, V18, F18, V19, F19, 240, 256, 128, 208, 480)
	ROUNDW(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 288, V19, F19, V18, F18, 256, 16, 144, 224, 496)
	ROUNDW(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 304, V18, F18, V19, F19, 16, 32, 160, 240, 512)
	ROUNDW(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 320, V19, F19, V18, F18, 32, 48, 176, 256, 528)
	ROUNDW(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 336, V18, F18, V19, F19, 48, 64, 192, 16, 544)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 352, V19, F19, V18, F18, 64, 80, 208, 32, 560)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 368, V18, F18, V19, F19, 80, 96, 224, 48, 576)
	ROUNDW(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 384, V19, F19, V18, F18, 96, 112, 240, 64, 592)
	ROUNDW(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 400, V18, F18, V19, F19, 112, 128, 256, 80, 608)
	ROUNDW(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 416, V19, F19, V18, F18, 128, 144, 16, 96, 624)
	ROUNDW(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 432, V18, F18, V19, F19, 144, 160, 32, 112, 640)
	ROUNDW(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 448, V19, F19, V18, F18, 160, 176, 48, 128, 656)
	ROUNDW(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 464, V18, F18, V19, F19, 176, 192, 64, 144, 672)
	ROUNDW(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 480, V19, F19, V18, F18, 192, 208, 80, 160, 688)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 496, V18, F18, V19, F19, 208, 224, 96, 176, 704)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 512, V19, F19, V18, F18, 224, 240, 112, 192, 720)
	ROUNDW(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 272, V18, F18, V19, F19, 240, 256, 128, 208, 736)
	ROUNDW(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 288, V19, F19, V18, F18, 256, 16, 144, 224, 752)
	ROUNDW(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 304, V18, F18, V19, F19, 16, 32, 160, 240, 768)
	ROUNDW(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 320, V19, F19, V18, F18, 32, 48, 176, 256, 784)
	ROUNDW(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 336, V18, F18, V19, F19, 48, 64, 192, 16, 800)
	ROUNDW(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 352, V19, F19, V18, F18, 64, 80, 208, 32, 816)
	ROUNDW(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 368, V18, F18, V19, F19, 80, 96, 224, 48, 832)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 384, V19, F19, V18, F18, 96, 112, 240, 64, 848)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 400, V18, F18, V19, F19, 112, 128, 256, 80, 864)
	ROUNDW(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 416, V19, F19, V18, F18, 128, 144, 16, 96, 880)
	ROUNDW(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 432, V18, F18, V19, F19, 144, 160, 32, 112, 896)
	ROUNDW(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 448, V19, F19, V18, F18, 160, 176, 48, 128, 912)
	ROUNDW(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 464, V18, F18, V19, F19, 176, 192, 64, 144, 928)
	ROUNDW(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 480, V19, F19, V18, F18, 192, 208, 80, 160, 944)
	ROUNDW(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 496, V18, F18, V19, F19, 208, 224, 96, 176, 960)
	ROUNDW(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 512, V19, F19, V18, F18, 224, 240, 112, 192, 976)
	ROUNDW(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 272, V18, F18, V19, F19, 240, 256, 128, 208, 992)
	ROUNDW(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 288, V19, F19, V18, F18, 256, 16, 144, 224, 1008)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 304, RSP)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 320, RSP)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 336, RSP)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 352, RSP)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 368, RSP)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 384, RSP)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 400, RSP)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 416, RSP)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 432, RSP)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 448, RSP)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 464, RSP)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 480, RSP)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 496, RSP)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 512, RSP)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 1024, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 1024, PADTAB)
	APART(V7, V0, V1, V9, V10)

	// H1 = state + IV (a..h = V7 V0 V1 V2 V3 V4 V5 V8). The second
	// block starts from it with h += K+W[0], V11 = K+W[1]; the final
	// addition reloads H1 from the W slots of the frame, unused by then.
	FMOVQ	0(IVTAB), F20
	FMOVQ	16(IVTAB), F21
	FMOVQ	32(IVTAB), F22
	FMOVQ	48(IVTAB), F23
	FMOVQ	64(IVTAB), F24
	FMOVQ	80(IVTAB), F25
	FMOVQ	96(IVTAB), F26
	FMOVQ	112(IVTAB), F27
	FMOVQ	0(PADTAB), F28
	FMOVQ	16(PADTAB), F11
	VADD	V20.S4, V7.S4, V7.S4
	VADD	V21.S4, V0.S4, V0.S4
	VADD	V22.S4, V1.S4, V1.S4
	VADD	V23.S4, V2.S4, V2.S4
	VADD	V24.S4, V3.S4, V3.S4
	VADD	V25.S4, V4.S4, V4.S4
	VADD	V26.S4, V5.S4, V5.S4
	VADD	V27.S4, V8.S4, V8.S4
	FMOVQ	F7, 16(RSP)
	FMOVQ	F0, 32(RSP)
	FMOVQ	F1, 48(RSP)
	FMOVQ	F2, 64(RSP)
	FMOVQ	F3, 80(RSP)
	FMOVQ	F4, 96(RSP)
	FMOVQ	F5, 112(RSP)
	FMOVQ	F8, 128(RSP)
	VADD	V28.S4, V8.S4, V8.S4

	// Second block: the padding block, K+W from padTab.
	ROUND(V29, V0, V1, V2, V3, V4, V5, V8, V6, V30, V10, V11, V31, F31, 32, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 48, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 64, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 80, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 96, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 112, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 128, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 144, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 160, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 176, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 192, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 208, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 224, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 240, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 256, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 272, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 288, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 304, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 320, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 336, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 352, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 368, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 384, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 400, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 416, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 432, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 448, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 464, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 480, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 496, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 512, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 528, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 544, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 560, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 576, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 592, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 608, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 624, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 640, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 656, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 672, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 688, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 704, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 720, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 736, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 752, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V9, V10, V11, V31, F31, 768, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V10, V9, V31, V11, F11, 784, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V9, V10, V11, V31, F31, 800, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V10, V9, V31, V11, F11, 816, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V9, V10, V11, V31, F31, 832, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V10, V9, V31, V11, F11, 848, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V9, V10, V11, V31, F31, 864, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V10, V9, V31, V11, F11, 880, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V9, V10, V11, V31, F31, 896, PADTAB)
	ROUND(V8, V7, V0, V1, V2, V3, V4, V6, V5, V10, V9, V31, V11, F11, 912, PADTAB)
	ROUND(V6, V8, V7, V0, V1, V2, V3, V5, V4, V9, V10, V11, V31, F31, 928, PADTAB)
	ROUND(V5, V6, V8, V7, V0, V1, V2, V4, V3, V10, V9, V31, V11, F11, 944, PADTAB)
	ROUND(V4, V5, V6, V8, V7, V0, V1, V3, V2, V9, V10, V11, V31, F31, 960, PADTAB)
	ROUND(V3, V4, V5, V6, V8, V7, V0, V2, V1, V10, V9, V31, V11, F11, 976, PADTAB)
	ROUND(V2, V3, V4, V5, V6, V8, V7, V1, V0, V9, V10, V11, V31, F31, 992, PADTAB)
	ROUND(V1, V2, V3, V4, V5, V6, V8, V0, V7, V10, V9, V31, V11, F11, 1008, PADTAB)
	ROUND(V0, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V31, F31, 1024, PADTAB)
	ROUND(V7, V0, V1, V2, V3, V4, V5, V8, V6, V10, V9, V31, V11, F11, 1024, PADTAB)
	APART(V8, V7, V0, V9, V10)

	// Digests = state + H1 (a..h = V8 V7 V0 V1 V2 V3 V4 V6), big-endian, one
	// message per register pair: transpose the 8x4 words like the
	// message, into V24-V31.
	FMOVQ	16(RSP), F16
	FMOVQ	32(RSP), F17
	FMOVQ	48(RSP), F18
	FMOVQ	64(RSP), F19
	VADD	V16.S4, V8.S4, V8.S4
	FMOVQ	80(RSP), F20
	VADD	V17.S4, V7.S4, V7.S4
	FMOVQ	96(RSP), F21
	VADD	V18.S4, V0.S4, V0.S4
	FMOVQ	112(RSP), F22
	VADD	V19.S4, V1.S4, V1.S4
	FMOVQ	128(RSP), F23
	VADD	V20.S4, V2.S4, V2.S4
	VADD	V21.S4, V3.S4, V3.S4
	VADD	V22.S4, V4.S4, V4.S4
	VADD	V23.S4, V6.S4, V6.S4
	VREV32	V8.B16, V8.B16
	VREV32	V7.B16, V7.B16
	VREV32	V0.B16, V0.B16
	VREV32	V1.B16, V1.B16
	VREV32	V2.B16, V2.B16
	VREV32	V3.B16, V3.B16
	VREV32	V4.B16, V4.B16
	VREV32	V6.B16, V6.B16
	VTRN1	V7.S4, V8.S4, V16.S4
	VTRN2	V7.S4, V8.S4, V17.S4
	VTRN1	V1.S4, V0.S4, V18.S4
	VTRN2	V1.S4, V0.S4, V19.S4
	VTRN1	V3.S4, V2.S4, V20.S4
	VTRN2	V3.S4, V2.S4, V21.S4
	VTRN1	V6.S4, V4.S4, V22.S4
	VTRN2	V6.S4, V4.S4, V23.S4
	VTRN1	V18.D2, V16.D2, V24.D2
	VTRN1	V19.D2, V17.D2, V25.D2
	VTRN2	V18.D2, V16.D2, V26.D2
	VTRN2	V19.D2, V17.D2, V27.D2
	VTRN1	V22.D2, V20.D2, V28.D2
	VTRN1	V23.D2, V21.D2, V29.D2
	VTRN2	V22.D2, V20.D2, V30.D2
	VTRN2	V23.D2, V21.D2, V31.D2
	FSTPQ	(F24, F28), 0(DIG)
	FSTPQ	(F25, F29), 32(DIG)
	FSTPQ	(F26, F30), 64(DIG)
	FSTPQ	(F27, F31), 96(DIG)
	ADD	$128, DIG

	SUBS	$1, GROUPS
	BNE	loop

done:
	RET

// BCAST(sym, i, v) sets entry i of a table of 16-byte entries to the
// 64-bit v, which repeats one 32-bit word: the word broadcast to 4 lanes.
#define BCAST(sym, i, v) DATA sym+(i*16)(SB)/8, v; DATA sym+(i*16+8)(SB)/8, v

// SHA-256 initial hash value.
BCAST(ivTab<>, 0, $0x6a09e6676a09e667)
BCAST(ivTab<>, 1, $0xbb67ae85bb67ae85)
BCAST(ivTab<>, 2, $0x3c6ef3723c6ef372)
BCAST(ivTab<>, 3, $0xa54ff53aa54ff53a)
BCAST(ivTab<>, 4, $0x510e527f510e527f)
BCAST(ivTab<>, 5, $0x9b05688c9b05688c)
BCAST(ivTab<>, 6, $0x1f83d9ab1f83d9ab)
BCAST(ivTab<>, 7, $0x5be0cd195be0cd19)
GLOBL ivTab<>(SB), RODATA|NOPTR, $128

// SHA-256 round constants K[t].
BCAST(kTab<>, 0, $0x428a2f98428a2f98)
BCAST(kTab<>, 1, $0x7137449171374491)
BCAST(kTab<>, 2, $0xb5c0fbcfb5c0fbcf)
BCAST(kTab<>, 3, $0xe9b5dba5e9b5dba5)
BCAST(kTab<>, 4, $0x3956c25b3956c25b)
BCAST(kTab<>, 5, $0x59f111f159f111f1)
BCAST(kTab<>, 6, $0x923f82a4923f82a4)
BCAST(kTab<>, 7, $0xab1c5ed5ab1c5ed5)
BCAST(kTab<>, 8, $0xd807aa98d807aa98)
BCAST(kTab<>, 9, $0x12835b0112835b01)
BCAST(kTab<>, 10, $0x243185be243185be)
BCAST(kTab<>, 11, $0x550c7dc3550c7dc3)
BCAST(kTab<>, 12, $0x72be5d7472be5d74)
BCAST(kTab<>, 13, $0x80deb1fe80deb1fe)
BCAST(kTab<>, 14, $0x9bdc06a79bdc06a7)
BCAST(kTab<>, 15, $0xc19bf174c19bf174)
BCAST(kTab<>, 16, $0xe49b69c1e49b69c1)
BCAST(kTab<>, 17, $0xefbe4786efbe4786)
BCAST(kTab<>, 18, $0x0fc19dc60fc19dc6)
BCAST(kTab<>, 19, $0x240ca1cc240ca1cc)
BCAST(kTab<>, 20, $0x2de92c6f2de92c6f)
BCAST(kTab<>, 21, $0x4a7484aa4a7484aa)
BCAST(kTab<>, 22, $0x5cb0a9dc5cb0a9dc)
BCAST(kTab<>, 23, $0x76f988da76f988da)
BCAST(kTab<>, 24, $0x983e5152983e5152)
BCAST(kTab<>, 25, $0xa831c66da831c66d)
BCAST(kTab<>, 26, $0xb00327c8b00327c8)
BCAST(kTab<>, 27, $0xbf597fc7bf597fc7)
BCAST(kTab<>, 28, $0xc6e00bf3c6e00bf3)
BCAST(kTab<>, 29, $0xd5a79147d5a79147)
BCAST(kTab<>, 30, $0x06ca635106ca6351)
BCAST(kTab<>, 31, $0x1429296714292967)
BCAST(kTab<>, 32, $0x27b70a8527b70a85)
BCAST(kTab<>, 33, $0x2e1b21382e1b2138)
BCAST(kTab<>, 34, $0x4d2c6dfc4d2c6dfc)
BCAST(kTab<>, 35, $0x53380d1353380d13)
BCAST(kTab<>, 36, $0x650a7354650a7354)
BCAST(kTab<>, 37, $0x766a0abb766a0abb)
BCAST(kTab<>, 38, $0x81c2c92e81c2c92e)
BCAST(kTab<>, 39, $0x92722c8592722c85)
BCAST(kTab<>, 40, $0xa2bfe8a1a2bfe8a1)
BCAST(kTab<>, 41, $0xa81a664ba81a664b)
BCAST(kTab<>, 42, $0xc24b8b70c24b8b70)
BCAST(kTab<>, 43, $0xc76c51a3c76c51a3)
BCAST(kTab<>, 44, $0xd192e819d192e819)
BCAST(kTab<>, 45, $0xd6990624d6990624)
BCAST(kTab<>, 46, $0xf40e3585f40e3585)
BCAST(kTab<>, 47, $0x106aa070106aa070)
BCAST(kTab<>, 48, $0x19a4c11619a4c116)
BCAST(kTab<>, 49, $0x1e376c081e376c08)
BCAST(kTab<>, 50, $0x2748774c2748774c)
BCAST(kTab<>, 51, $0x34b0bcb534b0bcb5)
BCAST(kTab<>, 52, $0x391c0cb3391c0cb3)
BCAST(kTab<>, 53, $0x4ed8aa4a4ed8aa4a)
BCAST(kTab<>, 54, $0x5b9cca4f5b9cca4f)
BCAST(kTab<>, 55, $0x682e6ff3682e6ff3)
BCAST(kTab<>, 56, $0x748f82ee748f82ee)
BCAST(kTab<>, 57, $0x78a5636f78a5636f)
BCAST(kTab<>, 58, $0x84c8781484c87814)
BCAST(kTab<>, 59, $0x8cc702088cc70208)
BCAST(kTab<>, 60, $0x90befffa90befffa)
BCAST(kTab<>, 61, $0xa4506ceba4506ceb)
BCAST(kTab<>, 62, $0xbef9a3f7bef9a3f7)
BCAST(kTab<>, 63, $0xc67178f2c67178f2)
GLOBL kTab<>(SB), RODATA|NOPTR, $1024

// K[t]+W[t] for the padding block of a 64-byte message (0x80, zeros, the
// bit length 512), whose schedule W is the same for every message. Entry
// 64 is zero: the last round of each block adds it to its copy of g.
BCAST(padTab<>, 0, $0xc28a2f98c28a2f98)
BCAST(padTab<>, 1, $0x7137449171374491)
BCAST(padTab<>, 2, $0xb5c0fbcfb5c0fbcf)
BCAST(padTab<>, 3, $0xe9b5dba5e9b5dba5)
BCAST(padTab<>, 4, $0x3956c25b3956c25b)
BCAST(padTab<>, 5, $0x59f111f159f111f1)
BCAST(padTab<>, 6, $0x923f82a4923f82a4)
BCAST(padTab<>, 7, $0xab1c5ed5ab1c5ed5)
BCAST(padTab<>, 8, $0xd807aa98d807aa98)
BCAST(padTab<>, 9, $0x12835b0112835b01)
BCAST(padTab<>, 10, $0x243185be243185be)
BCAST(padTab<>, 11, $0x550c7dc3550c7dc3)
BCAST(padTab<>, 12, $0x72be5d7472be5d74)
BCAST(padTab<>, 13, $0x80deb1fe80deb1fe)
BCAST(padTab<>, 14, $0x9bdc06a79bdc06a7)
BCAST(padTab<>, 15, $0xc19bf374c19bf374)
BCAST(padTab<>, 16, $0x649b69c1649b69c1)
BCAST(padTab<>, 17, $0xf0fe4786f0fe4786)
BCAST(padTab<>, 18, $0x0fe1edc60fe1edc6)
BCAST(padTab<>, 19, $0x240cf254240cf254)
BCAST(padTab<>, 20, $0x4fe9346f4fe9346f)
BCAST(padTab<>, 21, $0x6cc984be6cc984be)
BCAST(padTab<>, 22, $0x61b9411e61b9411e)
BCAST(padTab<>, 23, $0x16f988fa16f988fa)
BCAST(padTab<>, 24, $0xf2c65152f2c65152)
BCAST(padTab<>, 25, $0xa88e5a6da88e5a6d)
BCAST(padTab<>, 26, $0xb019fc65b019fc65)
BCAST(padTab<>, 27, $0xb9d99ec7b9d99ec7)
BCAST(padTab<>, 28, $0x9a1231c39a1231c3)
BCAST(padTab<>, 29, $0xe70eeaa0e70eeaa0)
BCAST(padTab<>, 30, $0xfdb1232bfdb1232b)
BCAST(padTab<>, 31, $0xc7353eb0c7353eb0)
BCAST(padTab<>, 32, $0x3069bad53069bad5)
BCAST(padTab<>, 33, $0xcb976d5fcb976d5f)
BCAST(padTab<>, 34, $0x5a0f118f5a0f118f)
BCAST(padTab<>, 35, $0xdc1eeefddc1eeefd)
BCAST(padTab<>, 36, $0x0a35b6890a35b689)
BCAST(padTab<>, 37, $0xde0b7a04de0b7a04)
BCAST(padTab<>, 38, $0x58f4ca9d58f4ca9d)
BCAST(padTab<>, 39, $0xe15d5b16e15d5b16)
BCAST(padTab<>, 40, $0x007f3e86007f3e86)
BCAST(padTab<>, 41, $0x3708898037088980)
BCAST(padTab<>, 42, $0xa507ea32a507ea32)
BCAST(padTab<>, 43, $0x6fab95376fab9537)
BCAST(padTab<>, 44, $0x1740611017406110)
BCAST(padTab<>, 45, $0x0d8cd6f10d8cd6f1)
BCAST(padTab<>, 46, $0xcdaa3b6dcdaa3b6d)
BCAST(padTab<>, 47, $0xc0bbbe37c0bbbe37)
BCAST(padTab<>, 48, $0x83613bda83613bda)
BCAST(padTab<>, 49, $0xdb48a363db48a363)
BCAST(padTab<>, 50, $0x0b02e9310b02e931)
BCAST(padTab<>, 51, $0x6fd15ca76fd15ca7)
BCAST(padTab<>, 52, $0x521afaca521afaca)
BCAST(padTab<>, 53, $0x3133843131338431)
BCAST(padTab<>, 54, $0x6ed41a956ed41a95)
BCAST(padTab<>, 55, $0x6d4378906d437890)
BCAST(padTab<>, 56, $0xc39c91f2c39c91f2)
BCAST(padTab<>, 57, $0x9eccabbd9eccabbd)
BCAST(padTab<>, 58, $0xb5c9a0e6b5c9a0e6)
BCAST(padTab<>, 59, $0x532fb63c532fb63c)
BCAST(padTab<>, 60, $0xd2c741c6d2c741c6)
BCAST(padTab<>, 61, $0x07237ea307237ea3)
BCAST(padTab<>, 62, $0xa4954b68a4954b68)
BCAST(padTab<>, 63, $0x4c191d764c191d76)
BCAST(padTab<>, 64, $0)
GLOBL padTab<>(SB), RODATA|NOPTR, $1040
