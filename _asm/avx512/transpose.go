// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Lane order. Lane p of every register belongs to message msgOf(p) of the
// group rather than to message p. Any order works as long as load and store
// agree, and this one lets the store transpose end with two whole digests,
// 64 contiguous bytes, per register: lanes k and 4+k (k < 4) are messages
// 2k and 2k+1, lanes 8+k and 12+k are messages 8+2k and 9+2k.
func msgOf(p int) int {
	q, k := p/4, p%4
	return 8*(q/2) + 2*k + q%2
}

// storePermutation holds the qword indexes that interleave the two halves
// of the digests of lanes k and 4+k (first 8) and of lanes 8+k and 12+k
// (last 8): table 1 (indexes 0-7) holds words 0-3 of lanes k, 4+k, 8+k,
// 12+k in its four 128-bit lanes, table 2 (indexes 8-15) words 4-7.
var storePermutation = [16]uint64{
	0, 1, 8, 9, 2, 3, 10, 11,
	4, 5, 12, 13, 6, 7, 14, 15,
}

// pairOp emits a two-source shuffle: dst = op(x, y) in Intel operand order.
type pairOp func(x, y, dst VecPhysical)

var (
	unpackDQ = [2]pairOp{
		func(x, y, dst VecPhysical) { VPUNPCKLDQ(y, x, dst) },
		func(x, y, dst VecPhysical) { VPUNPCKHDQ(y, x, dst) },
	}
	unpackQDQ = [2]pairOp{
		func(x, y, dst VecPhysical) { VPUNPCKLQDQ(y, x, dst) },
		func(x, y, dst VecPhysical) { VPUNPCKHQDQ(y, x, dst) },
	}
	// shuffle128 takes the even 128-bit lanes of x then of y, or the odd ones.
	shuffle128 = [2]pairOp{
		func(x, y, dst VecPhysical) { VSHUFI32X4(U8(0|2<<2|0<<4|2<<6), y, x, dst) },
		func(x, y, dst VecPhysical) { VSHUFI32X4(U8(1|3<<2|1<<4|3<<6), y, x, dst) },
	}
)

// pair returns (op[0](x, y), op[1](x, y)), reusing y's register and x's
// place in the pool.
func pair(p *pool, op [2]pairOp, x, y VecPhysical) (lo, hi VecPhysical) {
	lo = p.get()
	op[0](x, y, lo)
	op[1](x, y, y)
	p.put(x)
	return lo, y
}

// present returns a pointer to 16 opmask bytes for a partial group of
// left < 16 messages: byte i is 0xff if message i is present (i < left) and
// 0 if not, followed by one more byte that a 16-bit KMOVW may read. left is
// at least 1.
func present(tab *tables, left Register) Register {
	ptr := GP64()
	LEAQ(tab.ones.Offset(16), ptr)
	SUBQ(left, ptr)
	return ptr
}

// maskRegs are the opmask registers that the masked loads and stores take
// in turn (K0 cannot mask).
var maskRegs = []Register{K1, K2, K3, K4, K5, K6, K7}

// loadMessages loads the 16 messages at src, byte-swaps their words and
// transposes them, returning W[0..15]: register j holds word j of every
// lane. If fewer than 16 messages are left, the absent ones are never read
// and their lanes are zero.
//
// Only the last group of a call can be partial. Full groups take plain
// loads (and plain stores in storeDigests): masking every group, with the
// opmasks of a full group, was measured 2% slower on large batches.
func loadMessages(p *pool, tab *tables, src Mem, left Register) [16]VecPhysical {
	mask := p.get()
	VMOVDQU64(tab.bswap, mask)
	var z [16]VecPhysical
	for lane := range z {
		z[lane] = p.get()
	}
	Comment("Load the 16 messages of a full group.")
	CMPQ(left, U8(16))
	JL(LabelRef("loadpartial"))
	for lane := range z {
		VMOVDQU64(src.Offset(64*msgOf(lane)), z[lane])
	}
	JMP(LabelRef("loaded"))

	Label("loadpartial")
	Comment("Partial group: the opmask of message i is 0xff (all 8 qwords) if",
		"it is present, else 0 (nothing is read, and the lane is zeroed).")
	present := present(tab, left)
	for lane := range z {
		m, k := msgOf(lane), maskRegs[lane%len(maskRegs)]
		KMOVW(Mem{Base: present, Disp: m}, k)
		VMOVDQU64_Z(src.Offset(64*m), k, z[lane])
	}

	Label("loaded")
	for lane := range z {
		VPSHUFB(mask, z[lane], z[lane])
	}
	p.put(mask)

	Comment("Transpose 16x16 words. Register z[lane] holds the 16 words of one message;",
		"within each 128-bit block, interleave words, then qwords, of message pairs.")
	var a, b [16]VecPhysical
	for i := 0; i < 16; i += 2 {
		a[i], a[i+1] = pair(p, unpackDQ, z[i], z[i+1])
	}
	// b[4j+k], 128-bit block L: word 4L+k of lanes 4j..4j+3.
	for j := 0; j < 16; j += 4 {
		b[j], b[j+1] = pair(p, unpackQDQ, a[j], a[j+2])
		b[j+2], b[j+3] = pair(p, unpackQDQ, a[j+1], a[j+3])
	}
	Comment("Then transpose the 4x4 matrices of 128-bit blocks b[k], b[4+k], b[8+k], b[12+k].")
	var w [16]VecPhysical
	for k := 0; k < 4; k++ {
		s0, s1 := pair(p, shuffle128, b[k], b[4+k])
		s2, s3 := pair(p, shuffle128, b[8+k], b[12+k])
		w[k], w[8+k] = pair(p, shuffle128, s0, s2)
		w[4+k], w[12+k] = pair(p, shuffle128, s1, s3)
	}
	return w
}

// storeDigests byte-swaps the digest words d (register j holds word j of
// every lane), transposes them to two digests per register and stores them
// at dst: all 16, or only the left present ones if left < 16.
func storeDigests(p *pool, tab *tables, d [8]VecPhysical, dst Mem, left Register) {
	mask := p.get()
	VMOVDQU64(tab.bswap, mask)
	for _, r := range d {
		VPSHUFB(mask, r, r)
	}
	p.put(mask)

	var a, b [8]VecPhysical
	for i := 0; i < 8; i += 2 {
		a[i], a[i+1] = pair(p, unpackDQ, d[i], d[i+1])
	}
	// b[k] (b[4+k]), 128-bit block L: words 0-3 (4-7) of lane 4L+k.
	for j := 0; j < 8; j += 4 {
		b[j], b[j+1] = pair(p, unpackQDQ, a[j], a[j+2])
		b[j+2], b[j+3] = pair(p, unpackQDQ, a[j+1], a[j+3])
	}

	// out[j] holds the digests of messages 2j and 2j+1.
	var out [8]VecPhysical
	lo, hi := p.get(), p.get()
	VMOVDQU64(tab.perm, lo)
	VMOVDQU64(tab.perm.Offset(64), hi)
	for k := 0; k < 4; k++ {
		// Lanes k, 4+k: messages 2k, 2k+1; lanes 8+k, 12+k: messages 8+2k, 9+2k.
		o := p.get()
		VMOVDQA64(lo, o)
		VPERMI2Q(b[4+k], b[k], o)
		VPERMT2Q(b[4+k], hi, b[k])
		out[msgOf(k)/2], out[msgOf(8+k)/2] = o, b[k]
		p.put(b[4+k])
	}
	p.put(lo, hi)

	Comment("Store the 16 digests of a full group.")
	CMPQ(left, U8(16))
	JL(LabelRef("storepartial"))
	for j, r := range out {
		VMOVDQU64(r, dst.Offset(64*j))
	}
	JMP(LabelRef("stored"))

	Label("storepartial")
	Comment("Partial group: the opmask of digests 2j and 2j+1 is the table's",
		"bytes 2j and 2j+1, one bit per dword, 0xff if the message is present.")
	present := present(tab, left)
	for j, r := range out {
		k := maskRegs[j%len(maskRegs)]
		KMOVW(Mem{Base: present, Disp: 2 * j}, k)
		VMOVDQU32(r, k, dst.Offset(64*j))
	}
	Label("stored")
	p.put(out[:]...)
}
