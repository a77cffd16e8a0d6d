// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// ---- reference Merkleization, written from the SSZ spec with crypto/sha256 ----

func refHash(a, b [32]byte) [32]byte {
	return sha256.Sum256(slices.Concat(a[:], b[:]))
}

// refDepth is ceil(log2(leaves)) for the spec's next_pow_of_two(limit)
// leaves (len(chunks) leaves when limit is 0), found by counting.
func refDepth(n int, limit uint64) int {
	if limit == 0 {
		limit = uint64(n)
	}
	d := 0
	for d < 64 && uint64(1)<<d < limit {
		d++
	}
	return d
}

// refPadded is the spec's merkleize taken literally: append zero chunks up
// to 2^depth leaves, then hash pairs until one node is left. Only for small
// depths.
func refPadded(chunks [][32]byte, depth int) [32]byte {
	layer := make([][32]byte, 1<<depth)
	copy(layer, chunks)
	for len(layer) > 1 {
		next := make([][32]byte, len(layer)/2)
		for i := range next {
			next[i] = refHash(layer[2*i], layer[2*i+1])
		}
		layer = next
	}
	return layer[0]
}

// refZero[d] is the root of 2^d zero chunks, hashed here from the zero chunk.
var refZero = func() (z [65][32]byte) {
	for d := 1; d <= 64; d++ {
		z[d] = refHash(z[d-1], z[d-1])
	}
	return z
}()

// refRecursive computes the node of the given level whose leftmost leaf is
// chunk first, by recursion on its two children. A subtree starting past
// the last chunk is all padding; its root is refZero (it is the only way to
// reach depths like 40 or 64).
func refRecursive(chunks [][32]byte, level int, first uint64) [32]byte {
	if first >= uint64(len(chunks)) {
		return refZero[level]
	}
	if level == 0 {
		return chunks[first]
	}
	half := uint64(1) << (level - 1)
	return refHash(refRecursive(chunks, level-1, first), refRecursive(chunks, level-1, first+half))
}

// refRoot is merkleize(chunks, limit) by the references: the padded one
// when the padded tree is small, the recursive one otherwise.
func refRoot(chunks [][32]byte, limit uint64) [32]byte {
	d := refDepth(len(chunks), limit)
	if d <= 12 {
		return refPadded(chunks, d)
	}
	return refRecursive(chunks, d, 0)
}

func refMixIn(root [32]byte, length uint64) [32]byte {
	var l [32]byte
	binary.LittleEndian.PutUint64(l[:], length)
	return refHash(root, l)
}

// limitsFor returns the limits to test for n chunks: none, equal, the next
// power of two above, twice that, not a power of two, 2^40 and the limits
// whose next power of two is 2^63 or 2^64.
func limitsFor(n int) []uint64 {
	p := uint64(1)
	for p < uint64(n) {
		p *= 2
	}
	ls := []uint64{0, uint64(n), p, 2 * p, uint64(n) + 3, 3*p + 1, 1 << 40, 1<<40 + 1, 1 << 63, 1<<63 + 1, math.MaxUint64}
	return slices.DeleteFunc(ls, func(l uint64) bool { return l != 0 && l < uint64(n) })
}

func TestReferencesAgree(t *testing.T) {
	r := newRand(t)
	for n := range 40 {
		chunks := randChunks(r, n)
		for d := refDepth(n, 0); d <= 7; d++ {
			if a, b := refPadded(chunks, d), refRecursive(chunks, d, 0); a != b {
				t.Fatalf("n=%d depth=%d: padded %x, recursive %x", n, d, a, b)
			}
		}
	}
}

func TestZeroHash(t *testing.T) {
	want := [32]byte{}
	for d := 0; d <= 64; d++ {
		if got := ZeroHash(d); got != want {
			t.Fatalf("ZeroHash(%d) = %x, want %x", d, got, want)
		}
		want = sha256.Sum256(slices.Concat(want[:], want[:]))
	}
	for _, d := range []int{-1, 65, math.MinInt, math.MaxInt} {
		if got := ZeroHash(d); got != [32]byte{} {
			t.Errorf("ZeroHash(%d) = %x, want the zero array", d, got)
		}
	}
}

func TestMixInLength(t *testing.T) {
	r := newRand(t)
	root := randChunks(r, 1)[0]
	for _, l := range []uint64{0, 1, 2, 255, 256, 1 << 32, math.MaxUint64} {
		if got, want := MixInLength(root, l), refMixIn(root, l); got != want {
			t.Errorf("MixInLength(%x, %d) = %x, want %x", root, l, got, want)
		}
	}
}

// merkleSizes are the chunk counts of the exhaustive tests.
func merkleSizes() []int {
	var s []int
	for n := 0; n <= 70; n++ {
		s = append(s, n)
	}
	// Then around the block size, where merkleize switches to blocks.
	B := blockChunks
	return append(s, 127, 128, 129, 1000, B-1, B, B+1, 2*B-1, 2*B+1, 3*B+5)
}

// TestMerkleizeChunks compares every entry point with the reference for
// every size and limit, under the automatic kernel plan.
func TestMerkleizeChunks(t *testing.T) {
	r := newRand(t)
	for _, n := range merkleSizes() {
		chunks := randChunks(r, n)
		orig := slices.Clone(chunks)
		for _, limit := range limitsFor(n) {
			checkRoots(t, chunks, limit, refRoot(chunks, limit))
		}
		if !slices.Equal(chunks, orig) {
			t.Fatalf("n=%d: the chunks were modified", n)
		}
	}
}

// TestMerkleizeKernels repeats a smaller sweep with each kernel forced, so
// every kernel's in-place layers and tails are exercised by Merkleization.
func TestMerkleizeKernels(t *testing.T) {
	eachKernel(t, func(t *testing.T, k *kernel) {
		force(t, k)
		r := newRand(t)
		for _, n := range []int{0, 1, 2, 3, 5, 16, 17, 31, 33, 64, 65, 100, 1000} {
			chunks := randChunks(r, n)
			for _, limit := range []uint64{0, uint64(n) + 7, 1 << 40} {
				checkRoots(t, chunks, limit, refRoot(chunks, limit))
			}
		}
	})
}

// checkRoots checks MerkleizeChunks, its scratch variant, the streaming
// Merkleizer and the parallel variant against want.
func checkRoots(t *testing.T, chunks [][32]byte, limit uint64, want [32]byte) {
	t.Helper()
	n := len(chunks)
	check := func(what string, got [32]byte, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("n=%d limit=%d %s: %v", n, limit, what, err)
		}
		if got != want {
			t.Fatalf("n=%d limit=%d %s: %x, want %x", n, limit, what, got, want)
		}
	}
	got, err := MerkleizeChunks(chunks, limit)
	check("MerkleizeChunks", got, err)

	scratch := make([][32]byte, ScratchLen(n))
	got, err = MerkleizeChunksWithScratch(scratch, chunks, limit)
	check("MerkleizeChunksWithScratch", got, err)

	got, err = MerkleizeChunksParallel(chunks, limit, 2)
	check("MerkleizeChunksParallel", got, err)

	m := NewMerkleizer(limit)
	for _, c := range chunks {
		if err := m.Append(c); err != nil {
			t.Fatalf("n=%d limit=%d Append: %v", n, limit, err)
		}
	}
	got, err = m.Root()
	check("Merkleizer.Append", got, err)

	m.Reset()
	err = m.AppendChunks(chunks)
	got, rerr := m.Root()
	check("Merkleizer.AppendChunks", got, errors.Join(err, rerr))
}

func TestMerkleizeErrors(t *testing.T) {
	chunks := make([][32]byte, 5)
	for _, limit := range []uint64{1, 2, 4} {
		want := fmt.Sprintf("hashtree: more chunks than the limit allows: 5 chunks, limit %d", limit)
		_, err := MerkleizeChunks(chunks, limit)
		if !errors.Is(err, ErrTooManyChunks) || err.Error() != want {
			t.Errorf("MerkleizeChunks(5 chunks, %d): %v, want %q", limit, err, want)
		}
		_, err = MerkleizeChunksParallel(chunks, limit, 2)
		if !errors.Is(err, ErrTooManyChunks) {
			t.Errorf("MerkleizeChunksParallel(5 chunks, %d): %v", limit, err)
		}
		_, err = MerkleizeChunksWithScratch(make([][32]byte, 10), chunks, limit)
		if !errors.Is(err, ErrTooManyChunks) {
			t.Errorf("MerkleizeChunksWithScratch(5 chunks, %d): %v", limit, err)
		}
	}
	_, err := MerkleizeChunksWithScratch(make([][32]byte, ScratchLen(5)-1), chunks, 0)
	if !errors.Is(err, ErrScratchTooSmall) {
		t.Errorf("short scratch: %v, want ErrScratchTooSmall", err)
	}
	buf := make([][32]byte, 10)
	buf[1][0] = 1
	for _, s := range [][][32]byte{buf[1:], buf[:5], buf[2:]} {
		if _, err := MerkleizeChunksWithScratch(s, buf[2:7], 0); !errors.Is(err, ErrOverlap) {
			t.Errorf("overlapping scratch: %v, want ErrOverlap", err)
		}
	}
	if buf[1][0] != 1 || buf[0] != [32]byte{} {
		t.Error("written on error")
	}
}

// TestLimitDepths checks the depth at the edges of uint64: a limit above
// 2^63 asks for 2^64 leaves, depth 64, which must not overflow.
func TestLimitDepths(t *testing.T) {
	for _, tc := range []struct {
		limit uint64
		depth int
	}{
		{0, 0}, {1, 0}, {2, 1}, {3, 2}, {4, 2}, {5, 3},
		{1 << 40, 40}, {1<<40 + 1, 41},
		{1 << 63, 63}, {1<<63 + 1, 64}, {math.MaxUint64 - 1, 64}, {math.MaxUint64, 64},
	} {
		if d := refDepth(0, tc.limit); d != tc.depth {
			t.Fatalf("refDepth(%d) = %d, want %d", tc.limit, d, tc.depth)
		}
		got, err := MerkleizeChunks(nil, tc.limit)
		if err != nil || got != refZero[tc.depth] {
			t.Errorf("MerkleizeChunks(nil, %d) = %x, %v; want ZeroHash(%d)", tc.limit, got, err, tc.depth)
		}
		one := [][32]byte{{1}}
		if tc.limit == 0 {
			continue
		}
		want := one[0]
		for d := range tc.depth {
			want = refHash(want, refZero[d])
		}
		got, err = MerkleizeChunks(one, tc.limit)
		if err != nil || got != want {
			t.Errorf("MerkleizeChunks(1 chunk, %d) = %x, %v; want %x", tc.limit, got, err, want)
		}
	}
}

// streamCases are the sizes of the streaming tests: around one and several
// batches, where folding into the stack and the lazy flush matter.
var streamCases = []int{0, 1, 2, 3, 33, blockChunks - 1, blockChunks, blockChunks + 1,
	2*blockChunks - 1, 2 * blockChunks, 2*blockChunks + 1, 3*blockChunks + 5, 4 * blockChunks, 4*blockChunks + 1}

func TestMerkleizerWrite(t *testing.T) {
	r := newRand(t)
	cases := streamCases
	if raceEnabled {
		cases = []int{0, 1, blockChunks, 2*blockChunks + 1}
	}
	for _, nbytes := range []int{0, 1, 31, 33, 1000} {
		for _, n := range cases {
			nbytes := nbytes + 32*n
			data := make([]byte, nbytes)
			for i := range data {
				data[i] = byte(r.Uint32())
			}
			chunks := make([][32]byte, (nbytes+31)/32)
			for i := range chunks {
				copy(chunks[i][:], data[32*i:])
			}
			for _, limit := range []uint64{0, uint64(len(chunks)), 1 << 20} {
				if limit != 0 && limit < uint64(len(chunks)) {
					continue
				}
				// The batch root, checked against the reference
				// by TestMerkleizeChunks for these sizes.
				want, err := MerkleizeChunks(chunks, limit)
				if err != nil {
					t.Fatal(err)
				}
				m := NewMerkleizer(limit)
				rest := data
				for len(rest) > 0 {
					k := min(len(rest), writeSize(r))
					if w, err := m.Write(rest[:k]); w != k || err != nil {
						t.Fatalf("Write(%d bytes) = %d, %v", k, w, err)
					}
					rest = rest[k:]
				}
				got, err := m.Root()
				if err != nil || got != want {
					t.Fatalf("%d bytes limit %d: Root() = %x, %v; want %x", nbytes, limit, got, err, want)
				}
				if m.Count() != uint64(len(chunks)) {
					t.Fatalf("%d bytes: Count() = %d, want %d", nbytes, m.Count(), len(chunks))
				}
			}
		}
	}
}

// writeSize picks a write size: odd sizes, single bytes, whole batches and
// more than a batch, so that every path of Write is taken.
func writeSize(r *rand.Rand) int {
	switch r.IntN(6) {
	case 0:
		return 1
	case 1:
		return 1 + r.IntN(31)
	case 2:
		return 32 * (1 + r.IntN(3))
	case 3:
		return 1 + r.IntN(5000)
	case 4:
		return 32*blockChunks + r.IntN(100)
	}
	return 1 + r.IntN(3*32*blockChunks)
}

func TestMerkleizerMixed(t *testing.T) {
	r := newRand(t)
	for _, n := range streamCases {
		chunks := randChunks(r, n)
		want := refRoot(chunks, 0)
		m := new(Merkleizer) // the zero value has no limit
		for i := 0; i < n; {
			k := min(n-i, writeSize(r)/32+1)
			var err error
			switch r.IntN(3) {
			case 0:
				for _, c := range chunks[i : i+k] {
					err = errors.Join(err, m.Append(c))
				}
			case 1:
				err = m.AppendChunks(chunks[i : i+k])
			case 2: // split a chunk between writes, then Append the rest
				b := slices.Concat(chunks[i][:])
				_, err = m.Write(b[:7])
				_, err2 := m.Write(b[7:])
				err = errors.Join(err, err2)
				k = 1
			}
			if err != nil {
				t.Fatal(err)
			}
			i += k
			// Root leaves the state alone: check it from time to time.
			if r.IntN(8) == 0 {
				if got, err := m.Root(); err != nil || got != refRoot(chunks[:i], 0) {
					t.Fatalf("n=%d after %d chunks: Root() = %x, %v", n, i, got, err)
				}
			}
		}
		got, err := m.Root()
		if err != nil || got != want {
			t.Fatalf("n=%d: Root() = %x, %v; want %x", n, got, err, want)
		}
	}
}

// TestMerkleizerPartialAppend appends chunks after a Write that ended inside
// a chunk: Append continues the byte stream.
func TestMerkleizerPartialAppend(t *testing.T) {
	r := newRand(t)
	chunks := randChunks(r, 3)
	var stream []byte
	stream = append(stream, 1, 2, 3)
	stream = append(stream, chunks[0][:]...)
	stream = append(stream, chunks[1][:]...)
	stream = append(stream, chunks[2][:]...)
	want := make([][32]byte, 4)
	for i := range want {
		copy(want[i][:], stream[32*i:])
	}
	m := NewMerkleizer(4)
	m.Write(stream[:3])
	if err := m.Append(chunks[0]); err != nil {
		t.Fatal(err)
	}
	if err := m.AppendChunks(chunks[1:]); err != nil {
		t.Fatal(err)
	}
	got, err := m.Root()
	if err != nil || got != refRoot(want, 4) {
		t.Fatalf("Root() = %x, %v; want %x", got, err, refRoot(want, 4))
	}
}

func TestMerkleizerErrors(t *testing.T) {
	m := NewMerkleizer(3)
	if m.Limit() != 3 {
		t.Fatalf("Limit() = %d", m.Limit())
	}
	if _, err := m.Write(make([]byte, 64)); err != nil {
		t.Fatal(err)
	}
	// 33 more bytes would start two chunks, 4 in all: rejected whole.
	if n, err := m.Write(make([]byte, 33)); n != 0 || !errors.Is(err, ErrTooManyChunks) {
		t.Fatalf("Write past the limit = %d, %v", n, err)
	}
	if m.Count() != 2 {
		t.Fatalf("Count() = %d after a rejected write, want 2", m.Count())
	}
	// The error sticks until Reset.
	for _, err := range []error{m.Append([32]byte{}), m.AppendChunks(nil), func() error { _, err := m.Root(); return err }()} {
		if !errors.Is(err, ErrTooManyChunks) {
			t.Fatalf("after the error: %v, want ErrTooManyChunks", err)
		}
	}
	m.Reset()
	if err := m.AppendChunks(make([][32]byte, 3)); err != nil {
		t.Fatal(err)
	}
	if err := m.Append([32]byte{}); !errors.Is(err, ErrTooManyChunks) {
		t.Fatalf("Append past the limit: %v", err)
	}
	m.Reset()
	if err := m.AppendChunks(make([][32]byte, 4)); !errors.Is(err, ErrTooManyChunks) {
		t.Fatalf("AppendChunks past the limit: %v", err)
	}
	m.Reset()
	if got, err := m.Root(); err != nil || got != refZero[2] {
		t.Fatalf("Root() after Reset = %x, %v; want ZeroHash(2)", got, err)
	}
}

// TestParallel checks MerkleizeChunksParallel against MerkleizeChunks for
// sizes that split into shares of different shapes. The race detector sees
// only Go code, not assembly, so it runs with the portable kernel forced:
// then every access to the scratch buffer is instrumented.
func TestParallel(t *testing.T) {
	if raceEnabled {
		force(t, lookup("generic"))
	}
	r := newRand(t)
	sizes := []int{8191, 8193, 1<<15 + 1}
	if !raceEnabled && !testing.Short() {
		sizes = append(sizes, 8192, 12345, 50001, 1<<17+3) // the last in blocks of 2^13
	}
	for _, n := range sizes {
		chunks := randChunks(r, n)
		for _, limit := range []uint64{0, uint64(n), uint64(n) + 1000, 1 << 40, math.MaxUint64} {
			if (raceEnabled || n > 1<<14) && limit != uint64(n)+1000 {
				continue
			}
			want, err := MerkleizeChunks(chunks, limit)
			if err != nil {
				t.Fatal(err)
			}
			if n < 1<<15 && limit == 0 {
				if ref := refRoot(chunks, 0); ref != want {
					t.Fatalf("n=%d: MerkleizeChunks %x, reference %x", n, want, ref)
				}
			}
			for _, g := range []int{0, 1, 2, 3, 8, -1} {
				got, err := MerkleizeChunksParallel(chunks, limit, g)
				if err != nil || got != want {
					t.Fatalf("n=%d limit=%d goroutines=%d: %x, %v; want %x", n, limit, g, got, err, want)
				}
			}
		}
	}
}

// TestNoAllocsMerkle checks that the steady state allocates nothing.
func TestNoAllocsMerkle(t *testing.T) {
	if testing.CoverMode() != "" {
		t.Skip("coverage counters")
	}
	chunks := randChunks(newRand(t), 3*blockChunks+17)
	scratch := make([][32]byte, ScratchLen(len(chunks)))
	m := NewMerkleizer(1 << 40)
	var sink [32]byte
	for name, f := range map[string]func(){
		"MerkleizeChunks": func() { sink, _ = MerkleizeChunks(chunks, 1<<40) },
		"WithScratch":     func() { sink, _ = MerkleizeChunksWithScratch(scratch, chunks, 0) },
		"MixInLength":     func() { sink = MixInLength(sink, 7) },
		"Merkleizer": func() {
			m.Reset()
			for _, c := range chunks[:100] {
				m.Append(c)
			}
			m.AppendChunks(chunks[100:])
			m.Write([]byte{1, 2, 3})
			sink, _ = m.Root()
		},
	} {
		f() // warm the pool and the buffers
		if a := testing.AllocsPerRun(20, f); a != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, a)
		}
	}
	_ = sink
}

// FuzzMerkleize checks MerkleizeChunks and the Merkleizer against the
// reference for arbitrary data and limits.
func FuzzMerkleize(f *testing.F) {
	f.Add([]byte{}, uint64(0), uint16(1))
	f.Add(make([]byte, 33), uint64(2), uint16(7))
	f.Add(make([]byte, 32*17), uint64(1<<40), uint16(100))
	f.Add(make([]byte, 32*5), uint64(1<<63+1), uint16(3))
	f.Fuzz(func(t *testing.T, data []byte, limit uint64, step uint16) {
		chunks := make([][32]byte, (len(data)+31)/32)
		for i := range chunks {
			copy(chunks[i][:], data[32*i:])
		}
		got, err := MerkleizeChunks(chunks, limit)
		if limit != 0 && uint64(len(chunks)) > limit {
			if !errors.Is(err, ErrTooManyChunks) {
				t.Fatalf("%d chunks, limit %d: %v", len(chunks), limit, err)
			}
			return
		}
		want := refRoot(chunks, limit)
		if err != nil || got != want {
			t.Fatalf("MerkleizeChunks = %x, %v; want %x", got, err, want)
		}
		m := NewMerkleizer(limit)
		for rest := data; len(rest) > 0; {
			k := min(len(rest), int(step)+1)
			m.Write(rest[:k])
			rest = rest[k:]
		}
		if got, err := m.Root(); err != nil || got != want {
			t.Fatalf("Merkleizer = %x, %v; want %x", got, err, want)
		}
	})
}

// ---- benchmarks ----

var merkleBenchChunks = []int{1 << 10, 1 << 16, 1 << 20}

// BenchmarkMerkleize measures MerkleizeChunksParallel (goroutines=1 is
// MerkleizeChunks) over a list of the given number of chunks, limit equal.
func BenchmarkMerkleize(b *testing.B) {
	for _, g := range []int{1, 2} {
		for _, n := range merkleBenchChunks {
			b.Run(fmt.Sprintf("goroutines=%d/chunks=%d", g, n), func(b *testing.B) {
				chunks := make([][32]byte, n)
				b.SetBytes(int64(32 * n))
				b.ReportAllocs()
				MerkleizeChunksParallel(chunks, uint64(n), g) // fill the pool
				for b.Loop() {
					MerkleizeChunksParallel(chunks, uint64(n), g)
				}
			})
		}
	}
}

// BenchmarkMerkleizer streams the list through a reused Merkleizer.
func BenchmarkMerkleizer(b *testing.B) {
	for _, n := range merkleBenchChunks {
		b.Run(fmt.Sprintf("chunks=%d", n), func(b *testing.B) {
			chunks := make([][32]byte, n)
			m := NewMerkleizer(uint64(n))
			m.AppendChunks(chunks) // grow the buffers
			m.Root()
			b.SetBytes(int64(32 * n))
			b.ReportAllocs()
			for b.Loop() {
				m.Reset()
				m.AppendChunks(chunks)
				m.Root()
			}
		})
	}
}

// BenchmarkLayerLoop is the loop a user would write around Hash: the first
// layer into a buffer, then each layer in place. The reference point for
// MerkleizeChunks' own overhead.
func BenchmarkLayerLoop(b *testing.B) {
	for _, n := range merkleBenchChunks {
		b.Run(fmt.Sprintf("chunks=%d", n), func(b *testing.B) {
			chunks := make([][32]byte, n)
			buf := make([][32]byte, n/2)
			b.SetBytes(int64(32 * n))
			b.ReportAllocs()
			for b.Loop() {
				Hash(buf, chunks)
				for m := n / 2; m > 1; m /= 2 {
					Hash(buf[:m/2], buf[:m])
				}
			}
		})
	}
}
