// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// The portable kernel: FIPS 180-4 SHA-256 specialised to 64-byte messages.
// It is always compiled, so every architecture's tests can compare the
// assembly kernels with it.
//
// A 64-byte message is two compressions: the message block, then a padding
// block that never changes (0x80, zeros, the bit length 512). The padding
// block's message schedule is therefore constant, and kwPad holds
// K[t]+W[t] for it, so the second compression does no message expansion.

// iv is the SHA-256 initial hash value H(0).
var iv = [8]uint32{
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
}

// k256 holds the SHA-256 round constants.
var k256 = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// kwPad holds K[t] + W[t] for the padding block of a 64-byte message,
// computed once at start-up from its definition rather than typed in.
var kwPad = padSchedule()

func padSchedule() (kw [64]uint32) {
	var w [64]uint32
	w[0] = 0x80000000
	w[15] = 512
	for t := 16; t < 64; t++ {
		w[t] = sigma1(w[t-2]) + w[t-7] + sigma0(w[t-15]) + w[t-16]
	}
	for t := range kw {
		kw[t] = k256[t] + w[t]
	}
	return kw
}

func sigma0(x uint32) uint32 {
	return bits.RotateLeft32(x, -7) ^ bits.RotateLeft32(x, -18) ^ x>>3
}

func sigma1(x uint32) uint32 {
	return bits.RotateLeft32(x, -17) ^ bits.RotateLeft32(x, -19) ^ x>>10
}

// hashGeneric writes n digests to d for the n 64-byte messages at c.
// Each message is read whole before its digest is written, so d may equal c.
func hashGeneric(d *[32]byte, c *[64]byte, n int) {
	if n <= 0 {
		return
	}
	msgs := unsafe.Slice(c, n)
	outs := unsafe.Slice(d, n)
	var w [64]uint32 // fully rewritten for each message
	for i := range msgs {
		m := &msgs[i]
		for t := range 16 {
			w[t] = binary.BigEndian.Uint32(m[4*t:])
		}
		for t := 16; t < 64; t++ {
			w[t] = sigma1(w[t-2]) + w[t-7] + sigma0(w[t-15]) + w[t-16]
		}
		for t := range w {
			w[t] += k256[t]
		}
		h1 := iv
		compress(&h1, &w)
		h2 := h1
		compress(&h2, &kwPad)
		o := &outs[i]
		for t := range h2 {
			binary.BigEndian.PutUint32(o[4*t:], h2[t])
		}
	}
}

// compress runs the 64 rounds on state s with the words kw = K[t]+W[t] and
// adds the result into s. The rounds are unrolled by eight so that the
// working variables change roles instead of moving.
func compress(s *[8]uint32, kw *[64]uint32) {
	a, b, c, d, e, f, g, h := s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]
	for t := 0; t < 64; t += 8 {
		k := kw[t : t+8 : t+8]
		h += k[0]
		h += ch(e, f, g)
		h += bigSigma1(e)
		d += h
		h += bigSigma0(a) + maj(a, b, c)
		g += k[1]
		g += ch(d, e, f)
		g += bigSigma1(d)
		c += g
		g += bigSigma0(h) + maj(h, a, b)
		f += k[2]
		f += ch(c, d, e)
		f += bigSigma1(c)
		b += f
		f += bigSigma0(g) + maj(g, h, a)
		e += k[3]
		e += ch(b, c, d)
		e += bigSigma1(b)
		a += e
		e += bigSigma0(f) + maj(f, g, h)
		d += k[4]
		d += ch(a, b, c)
		d += bigSigma1(a)
		h += d
		d += bigSigma0(e) + maj(e, f, g)
		c += k[5]
		c += ch(h, a, b)
		c += bigSigma1(h)
		g += c
		c += bigSigma0(d) + maj(d, e, f)
		b += k[6]
		b += ch(g, h, a)
		b += bigSigma1(g)
		f += b
		b += bigSigma0(c) + maj(c, d, e)
		a += k[7]
		a += ch(f, g, h)
		a += bigSigma1(f)
		e += a
		a += bigSigma0(b) + maj(b, c, d)
	}
	s[0] += a
	s[1] += b
	s[2] += c
	s[3] += d
	s[4] += e
	s[5] += f
	s[6] += g
	s[7] += h
}

func bigSigma0(x uint32) uint32 {
	return bits.RotateLeft32(x, -2) ^ bits.RotateLeft32(x, -13) ^ bits.RotateLeft32(x, -22)
}

func bigSigma1(x uint32) uint32 {
	return bits.RotateLeft32(x, -6) ^ bits.RotateLeft32(x, -11) ^ bits.RotateLeft32(x, -25)
}

func ch(e, f, g uint32) uint32 { return g ^ (e & (f ^ g)) }

func maj(a, b, c uint32) uint32 { return (a & b) | (c & (a | b)) }
