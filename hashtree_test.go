// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unsafe"
)

// ---- helpers shared by the test files ----

// newRand returns a seeded generator and logs the seed, so a failure can be
// replayed with HASHTREE_SEED.
func newRand(t testing.TB) *rand.Rand {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("HASHTREE_SEED"); s != "" {
		fmt.Sscan(s, &seed)
	}
	t.Logf("random seed %d (replay with HASHTREE_SEED=%d)", seed, seed)
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

func randChunks(r *rand.Rand, n int) [][32]byte {
	c := make([][32]byte, n)
	for i := range c {
		for j := 0; j < 32; j += 8 {
			v := r.Uint64()
			for k := range 8 {
				c[i][j+k] = byte(v >> (8 * k))
			}
		}
	}
	return c
}

// reference hashes every pair with crypto/sha256.
func reference(chunks [][32]byte) [][32]byte {
	out := make([][32]byte, len(chunks)/2)
	for i := range out {
		out[i] = sha256.Sum256(slices.Concat(chunks[2*i][:], chunks[2*i+1][:]))
	}
	return out
}

// required reports whether HASHTREE_REQUIRE lists the kernel: on known CI
// hardware a skip for lack of CPU support then becomes a failure, so
// coverage cannot vanish silently.
func required(name string) bool {
	for _, r := range strings.Split(os.Getenv("HASHTREE_REQUIRE"), ",") {
		if strings.TrimSpace(r) == name {
			return true
		}
	}
	return false
}

// eachKernel runs f as one subtest per compiled-in kernel, skipping (and
// saying so) those this CPU lacks.
func eachKernel(t *testing.T, f func(t *testing.T, k *kernel)) {
	t.Helper()
	for _, k := range kernels {
		t.Run("kernel="+k.name(), func(t *testing.T) {
			if !k.ok {
				if required(k.name()) {
					t.Fatalf("kernel %s is listed in HASHTREE_REQUIRE but this CPU does not support it", k.name())
				}
				t.Skipf("kernel %s: not supported by this CPU, not tested", k.name())
			}
			f(t, k)
		})
	}
}

// force makes Hash use k (as HASHTREE_KERNEL would) until the test ends.
func force(t testing.TB, k *kernel) {
	saved := active
	active = forced(k)
	t.Cleanup(func() { active = saved })
}

// runKernel calls k directly on chunks, which must hold twice a number of
// pairs that k accepts (see fits).
func runKernel(k *kernel, digests, chunks [][32]byte) {
	n := len(chunks) / 2
	if n == 0 {
		k.run(nil, nil, 0)
		return
	}
	k.run(&digests[0], (*[64]byte)(unsafe.Pointer(&chunks[0])), n)
}

// fits returns the largest number of pairs, at most n, that k can be
// called with directly: n itself for a kernel that takes a partial group.
func fits(k *kernel, n int) int {
	if k.partial() {
		return n
	}
	return n &^ (k.lanes - 1)
}

// maxLanes is the widest lane count compiled in (at least 16, the widest
// kernel of any architecture, so every build sweeps the same sizes).
func maxLanes() int {
	m := 16
	for _, k := range kernels {
		m = max(m, k.lanes)
	}
	return m
}

// sweep returns the pair counts to test: every count from 0 to
// 3*maxLanes+1, then some large ones.
func sweep() []int {
	var s []int
	for n := 0; n <= 3*maxLanes()+1; n++ {
		s = append(s, n)
	}
	return append(s, 255, 256, 1000, 4099)
}

var canary = [32]byte{0: 0xde, 1: 0xad, 2: 0xbe, 3: 0xef, 31: 0x5a}

// checkDigests compares got[:len(want)] with want and checks that the
// canaries after it are intact.
func checkDigests(t *testing.T, what string, got, want [][32]byte) {
	t.Helper()
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s: digest %d of %d = %x, want %x", what, i, len(want), got[i], want[i])
		}
	}
	for i := len(want); i < len(got); i++ {
		if got[i] != canary {
			t.Fatalf("%s: digest slot %d beyond the %d needed was overwritten", what, i, len(want))
		}
	}
}

func withCanaries(n, extra int) [][32]byte {
	d := make([][32]byte, n+extra)
	for i := range d {
		d[i] = canary
	}
	return d
}

// ---- kernels called directly ----

// TestKernels calls every supported kernel directly at every batch size of
// the sweep that it accepts: every one for a kernel that takes a partial
// group.
func TestKernels(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		for _, n := range sweep() {
			if fits(k, n) != n {
				continue
			}
			chunks := randChunks(r, 2*n)
			want := reference(chunks)
			got := withCanaries(n, 2)
			runKernel(k, got, chunks)
			checkDigests(t, fmt.Sprintf("%s n=%d", k.name(), n), got, want)
		}
	})
}

// TestKernelsInPlace hashes a layer into its own first half with each
// kernel called directly.
func TestKernelsInPlace(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		l := k.lanes
		for _, n := range []int{l, 2 * l, 3*l + l, 64, 1024, 1, l - 1, l + 1, 2*l + 3, 3*l + 5, 4*l + l - 1, 1023} {
			if n == 0 || fits(k, n) != n {
				continue
			}
			buf := randChunks(r, 2*n)
			want := reference(buf)
			runKernel(k, buf[:n], buf)
			checkDigests(t, fmt.Sprintf("%s in place n=%d", k.name(), n), buf[:n], want)
		}
	})
}

// TestVectors checks every kernel against digests that OpenSSL computed
// (testdata/gen-vectors.sh), in batches that fill every lane width.
func TestVectors(t *testing.T) {
	chunks, want := loadVectors(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		n := fits(k, len(want))
		got := withCanaries(n, 1)
		runKernel(k, got, chunks[:2*n])
		checkDigests(t, k.name()+" OpenSSL vectors", got, want[:n])
	})
	for _, k := range kernels {
		if !k.ok {
			continue
		}
		force(t, k)
		got := withCanaries(len(want), 1)
		if err := Hash(got, chunks); err != nil {
			t.Fatal(err)
		}
		checkDigests(t, "Hash with "+k.name()+" on OpenSSL vectors", got, want)
	}
}

func loadVectors(t *testing.T) (chunks, digests [][32]byte) {
	t.Helper()
	f, err := os.Open("testdata/vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := s.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		msgHex, digHex, ok := strings.Cut(line, " ")
		msg, err1 := hex.DecodeString(msgHex)
		dig, err2 := hex.DecodeString(digHex)
		if !ok || err1 != nil || err2 != nil || len(msg) != 64 || len(dig) != 32 {
			t.Fatalf("bad vector line %q", line)
		}
		chunks = append(chunks, [32]byte(msg[:32]), [32]byte(msg[32:]))
		digests = append(digests, [32]byte(dig))
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	if len(digests) < 64 {
		t.Fatalf("only %d vectors in testdata/vectors.txt", len(digests))
	}
	return chunks, digests
}

// TestNISTShortMsg512 is the 512-bit message of NIST's SHA-256 ShortMsg
// test vectors (SHA256ShortMsg.rsp, Len = 512).
func TestNISTShortMsg512(t *testing.T) {
	msg, _ := hex.DecodeString("5a86b737eaea8ee976a0a24da63e7ed7eefad18a101c1211e2b3650c5187c2a8" +
		"a650547208251f6d4237e661c7bf4c77f335390394c37fa1a9f9be836ac28509")
	want, _ := hex.DecodeString("42e61e174fbb3897d6dd6cef3dd2802fe67b331953b06114a65c772859dfc1aa")
	eachKernel(t, func(t *testing.T, k *kernel) {
		chunks := make([][32]byte, 2*k.lanes)
		for i := 0; i < len(chunks); i += 2 {
			chunks[i], chunks[i+1] = [32]byte(msg[:32]), [32]byte(msg[32:])
		}
		got := make([][32]byte, k.lanes)
		runKernel(k, got, chunks)
		for i := range got {
			if !bytes.Equal(got[i][:], want) {
				t.Fatalf("lane %d: got %x, want %x", i, got[i], want)
			}
		}
	})
}

// ---- the public API under every kernel ----

// TestHash runs Hash with each kernel forced, at every pair count up to
// 3*16+1 and large ones, which crosses every group boundary of the split
// between a wide kernel and the single-message kernel.
func TestHash(t *testing.T) {
	r := newRand(t)
	run := func(t *testing.T) {
		for _, n := range sweep() {
			chunks := randChunks(r, 2*n)
			want := reference(chunks)
			got := withCanaries(n, 3)
			if err := Hash(got, chunks); err != nil {
				t.Fatalf("n=%d: %v", n, err)
			}
			checkDigests(t, fmt.Sprintf("n=%d", n), got, want)

			got = withCanaries(n, 3)
			HashChunks(got, chunks)
			checkDigests(t, fmt.Sprintf("HashChunks n=%d", n), got, want)
		}
	}
	t.Run("plan=active", run)
	eachKernel(t, func(t *testing.T, k *kernel) {
		force(t, k)
		run(t)
	})
}

// TestHashTail runs Hash with plans that split a batch between a wide
// kernel taking partial groups and the single-message kernel at various
// thresholds for the partial group, whatever the arch file measured.
func TestHashTail(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		if !k.partial() {
			t.Skipf("kernel %s takes no partial group", k.name())
		}
		saved := active
		t.Cleanup(func() { active = saved })
		l := k.lanes
		tails := [][tailGroups]int{{l, 1, l / 2}, {1, l, l}, {l / 2, l / 2, 1}, k.tailFrom}
		for i := 1; i <= l; i++ {
			tails = append(tails, [tailGroups]int{i, i, i})
		}
		for _, tail := range tails {
			active = plan{wide: k, minWide: min(tail[0], l), tailFrom: tail, single: bestSingle()}.compile()
			for n := 0; n <= (tailGroups+2)*l; n++ {
				chunks := randChunks(r, 2*n+1)
				chunks[2*n] = canary
				want := reference(chunks[:2*n])
				got := withCanaries(n, 2)
				if err := Hash(got, chunks[:2*n]); err != nil {
					t.Fatal(err)
				}
				checkDigests(t, fmt.Sprintf("tailFrom=%v n=%d", tail, n), got, want)
				if err := Hash(chunks[:n], chunks[:2*n]); err != nil {
					t.Fatal(err)
				}
				checkDigests(t, fmt.Sprintf("in place tailFrom=%v n=%d", tail, n), chunks[:n], want)
				if chunks[2*n] != canary {
					t.Fatalf("tailFrom=%v n=%d: chunk after the input changed", tail, n)
				}
			}
		}
	})
}

// TestHashInPlace hashes layers in place through Hash and HashByteSlice,
// the way a Merkle tree is built.
func TestHashInPlace(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		force(t, k)
		for _, n := range sweep() {
			buf := randChunks(r, 2*n+1)
			buf[2*n] = canary
			want := reference(buf[:2*n])
			if err := Hash(buf[:n], buf[:2*n]); err != nil {
				t.Fatal(err)
			}
			checkDigests(t, fmt.Sprintf("in place n=%d", n), buf[:n], want)
			if buf[2*n] != canary {
				t.Fatalf("n=%d: chunk after the input changed", n)
			}

			flat := make([]byte, 64*n)
			for i := range 2 * n {
				copy(flat[32*i:], buf[i][:]) // buf now starts with digests; any data will do
			}
			want = reference(buf[:2*n])
			if err := HashByteSlice(flat, flat); err != nil {
				t.Fatal(err)
			}
			for i := range n {
				if [32]byte(flat[32*i:]) != want[i] {
					t.Fatalf("HashByteSlice in place n=%d: digest %d wrong", n, i)
				}
			}
		}
	})
}

// TestHashByteSliceUnaligned feeds chunks and digests at every offset
// inside a larger buffer, so kernels see unaligned pointers.
func TestHashByteSliceUnaligned(t *testing.T) {
	r := newRand(t)
	eachKernel(t, func(t *testing.T, k *kernel) {
		force(t, k)
		for _, n := range []int{1, 3, 4, 7, 8, 15, 16, 17, 33, 49, 100} {
			for off := 0; off < 8; off++ {
				chunks := randChunks(r, 2*n)
				want := reference(chunks)
				src := make([]byte, off+64*n+off)
				for i := range chunks {
					copy(src[off+32*i:], chunks[i][:])
				}
				dst := bytes.Repeat([]byte{0xa5}, 3+32*n+5)
				if err := HashByteSlice(dst[3:3+32*n], src[off:off+64*n]); err != nil {
					t.Fatal(err)
				}
				for i := range n {
					if [32]byte(dst[3+32*i:]) != want[i] {
						t.Fatalf("n=%d off=%d: digest %d wrong", n, off, i)
					}
				}
				if !bytes.Equal(dst[:3], []byte{0xa5, 0xa5, 0xa5}) || !bytes.Equal(dst[3+32*n:], bytes.Repeat([]byte{0xa5}, 5)) {
					t.Fatalf("n=%d off=%d: wrote outside the digests", n, off)
				}
			}
		}
	})
}

// TestErrors covers every error path: the sentinel matches, the text gives
// the numbers, and nothing is written.
func TestErrors(t *testing.T) {
	chunks := make([][32]byte, 8)
	for i := range chunks {
		chunks[i][0] = byte(i)
	}
	cases := []struct {
		name    string
		digests [][32]byte
		chunks  [][32]byte
		want    error
		text    string
	}{
		{"odd", withCanaries(4, 0), chunks[:7], ErrOddChunks, "7 chunks"},
		{"odd one", withCanaries(4, 0), chunks[:1], ErrOddChunks, "1 chunks"},
		{"short", withCanaries(3, 0), chunks, ErrNotEnoughDigests, "need 4, got 3"},
		{"nil digests", nil, chunks, ErrNotEnoughDigests, "need 4, got 0"},
	}
	for _, c := range cases {
		err := Hash(c.digests, c.chunks)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v, want %v", c.name, err, c.want)
		} else if !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.text)
		}
		for i, d := range c.digests {
			if d != canary {
				t.Errorf("%s: digest %d written despite the error", c.name, i)
			}
		}
	}

	// Zero chunks is a no-op, whatever the digests.
	if err := Hash(nil, nil); err != nil {
		t.Errorf("Hash(nil, nil) = %v", err)
	}
	if err := Hash(withCanaries(0, 1), [][32]byte{}); err != nil {
		t.Errorf("Hash(_, empty) = %v", err)
	}
	HashChunks(nil, nil)
	HashChunks(nil, chunks[:1])
	if err := HashByteSlice(nil, nil); err != nil {
		t.Errorf("HashByteSlice(nil, nil) = %v", err)
	}

	// Overlaps other than in place.
	buf := withCanaries(8, 0)
	for _, tc := range []struct{ d, c [][32]byte }{
		{buf[1:3], buf[:4]}, // digests inside chunks, later start
		{buf[:4], buf[1:5]}, // chunks start inside digests
		{buf[3:5], buf[:4]}, // digests overlap the tail of chunks
	} {
		if err := Hash(tc.d, tc.c); !errors.Is(err, ErrOverlap) {
			t.Errorf("overlap: err = %v, want ErrOverlap", err)
		}
	}
	for i := range buf {
		if buf[i] != canary {
			t.Fatalf("overlap: slot %d written", i)
		}
	}

	flat := bytes.Repeat([]byte{7}, 256)
	bcases := []struct {
		name    string
		d, c    []byte
		want    error
		text    string
		written []byte
	}{
		{"chunks 63", make([]byte, 32), make([]byte, 63), ErrNotMultipleOf64, "63 bytes", nil},
		{"chunks 65", make([]byte, 64), make([]byte, 65), ErrNotMultipleOf64, "65 bytes", nil},
		{"digests 31", make([]byte, 31), make([]byte, 64), ErrNotMultipleOf32, "31 bytes", nil},
		{"digests short", make([]byte, 32), make([]byte, 128), ErrNotEnoughDigests, "need 2, got 1", nil},
		{"overlap", flat[32:96], flat[:128], ErrOverlap, "overlap", nil},
	}
	for _, c := range bcases {
		before := bytes.Clone(c.d)
		err := HashByteSlice(c.d, c.c)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v, want %v", c.name, err, c.want)
		} else if !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: error %q does not say %q", c.name, err, c.text)
		}
		if !bytes.Equal(before, c.d) {
			t.Errorf("%s: digests written despite the error", c.name)
		}
	}

	// HashChunks with too few digests panics before writing anything.
	d := withCanaries(3, 0)
	func() {
		defer func() {
			if recover() == nil {
				t.Error("HashChunks with too few digests did not panic")
			}
		}()
		HashChunks(d, chunks)
	}()
	for i := range d {
		if d[i] != canary {
			t.Fatalf("HashChunks wrote digest %d before panicking", i)
		}
	}
}

// TestConcurrent hashes from many goroutines at once; run it with -race.
func TestConcurrent(t *testing.T) {
	r := newRand(t)
	inputs := make([][][32]byte, 8)
	wants := make([][][32]byte, len(inputs))
	for i := range inputs {
		inputs[i] = randChunks(r, 2*(i*37+1))
		wants[i] = reference(inputs[i])
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(inputs))
	for i := range inputs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got := make([][32]byte, len(wants[i]))
			for range 50 {
				if err := Hash(got, inputs[i]); err != nil {
					errs <- err
					return
				}
				if !slices.Equal(got, wants[i]) {
					errs <- fmt.Errorf("goroutine %d: wrong digests", i)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestNoAllocs checks that Hash does not allocate, which also shows that
// the kernels' go:noescape declarations keep callers' buffers off the heap.
func TestNoAllocs(t *testing.T) {
	chunks := make([][32]byte, 64)
	digests := make([][32]byte, 32)
	if a := testing.AllocsPerRun(100, func() { _ = Hash(digests, chunks) }); a != 0 {
		t.Errorf("Hash allocates %v times per call", a)
	}
	var stackChunks [8][32]byte
	var stackDigests [4][32]byte
	if a := testing.AllocsPerRun(100, func() { _ = Hash(stackDigests[:], stackChunks[:]) }); a != 0 {
		t.Errorf("Hash on stack arrays allocates %v times per call", a)
	}
}

// ---- selection ----

// TestRequired fails for every kernel named in HASHTREE_REQUIRE that this
// build lacks or this CPU cannot run, so CI notices a kernel that silently
// stopped being compiled or detected.
func TestRequired(t *testing.T) {
	for _, name := range strings.Split(os.Getenv("HASHTREE_REQUIRE"), ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		switch k := lookup(name); {
		case k == nil:
			t.Errorf("HASHTREE_REQUIRE lists %s, which is not compiled into this build (have %v)", name, compiledNames())
		case !k.ok:
			t.Errorf("HASHTREE_REQUIRE lists %s, which this CPU does not support according to the package", name)
		}
	}
}

func TestChoose(t *testing.T) {
	auto := autoPlan()
	for _, name := range []string{"", "auto"} {
		p, n := choose(name)
		if p != auto || n != "" {
			t.Errorf("choose(%q) = %+v, %q; want the automatic plan", name, p, n)
		}
	}
	p, n := choose("no-such-kernel")
	if p != auto || !strings.Contains(n, "not a kernel compiled") {
		t.Errorf("unknown name: plan %+v, note %q", p, n)
	}
	for _, k := range kernels {
		p, n := choose(k.name())
		switch {
		case !k.ok && (p != auto || !strings.Contains(n, "not supported by this CPU")):
			t.Errorf("unsupported %s: plan %+v, note %q", k.name(), p, n)
		case k.ok && k.lanes == 1 && (p.single != k || p.wide != nil || n != ""):
			t.Errorf("forced %s: plan %+v, note %q", k.name(), p, n)
		case k.ok && k.lanes > 1 && !k.partial() && (p.wide != k || p.minWide != k.lanes || p.tailFrom[0] != 0 || !p.single.ok || n != ""):
			t.Errorf("forced %s: plan %+v, note %q", k.name(), p, n)
		case k.ok && k.lanes > 1 && k.partial() && (p.wide != k || p.minWide != 1 || p.tailFrom != [tailGroups]int{1, 1, 1} || !p.single.ok || n != ""):
			t.Errorf("forced %s (takes partial groups): plan %+v, note %q", k.name(), p, n)
		}
	}
	if !auto.single.ok || auto.single.lanes != 1 {
		t.Errorf("automatic plan %+v has no single-message kernel", auto)
	}
	if w := auto.wide; w != nil {
		// Below w.lanes pairs, a batch is a partial group: the wide kernel
		// may take it only if it takes partial groups of that size.
		least := w.lanes
		if w.partial() {
			least = min(w.lanes, w.tailFrom[0])
		}
		if !w.ok || auto.tailFrom != w.tailFrom || auto.minWide < least {
			t.Errorf("automatic plan %+v is inconsistent", auto)
		}
	}
}

// TestSelection checks the plan this process runs with against the
// environment: a supported HASHTREE_KERNEL must be in use, and
// HASHTREE_EXPECT_WIDE / HASHTREE_EXPECT_SINGLE (set by CI) must match.
func TestSelection(t *testing.T) {
	s := Active()
	t.Logf("active: %s", s)
	if s.Requested != "" && s.Note == "" && s.Requested != "auto" && s.Single != s.Requested && s.Wide != s.Requested {
		t.Errorf("HASHTREE_KERNEL=%s accepted but not in use: %s", s.Requested, s)
	}
	if s.Note != "" && required(s.Requested) {
		t.Errorf("HASHTREE_KERNEL=%s is required but was refused: %s", s.Requested, s.Note)
	}
	if w, ok := os.LookupEnv("HASHTREE_EXPECT_WIDE"); ok && s.Wide != w {
		t.Errorf("wide kernel = %q, want %q", s.Wide, w)
	}
	if v, ok := os.LookupEnv("HASHTREE_EXPECT_SINGLE"); ok && s.Single != v {
		t.Errorf("single kernel = %q, want %q", s.Single, v)
	}
	infos := Kernels()
	if len(infos) != len(kernels) || infos[len(infos)-1].Name != "generic" || !infos[len(infos)-1].Supported {
		t.Errorf("Kernels() = %+v", infos)
	}
	activeCount := 0
	for _, k := range infos {
		if k.Active {
			activeCount++
			if !k.Supported {
				t.Errorf("kernel %s active but unsupported", k.Name)
			}
		}
	}
	if want := map[bool]int{false: 1, true: 2}[s.Wide != ""]; activeCount != want {
		t.Errorf("%d kernels marked active, want %d", activeCount, want)
	}
}

// ---- fuzzing ----

// FuzzHash compares every supported kernel, called directly and through
// Hash, with crypto/sha256 on the pairs made of the input's bytes.
func FuzzHash(f *testing.F) {
	for _, n := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33} {
		f.Add(bytes.Repeat([]byte{byte(n)}, 64*n+n%3))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		n := len(data) / 64
		chunks := make([][32]byte, 2*n)
		for i := range chunks {
			chunks[i] = [32]byte(data[32*i:])
		}
		want := reference(chunks)
		got := make([][32]byte, n)
		if err := Hash(got, chunks); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("Hash differs from crypto/sha256 for %d pairs", n)
		}
		for _, k := range kernels {
			if !k.ok {
				continue
			}
			m := fits(k, n)
			got := make([][32]byte, m)
			runKernel(k, got, chunks[:2*m])
			if !slices.Equal(got, want[:m]) {
				t.Fatalf("kernel %s differs from crypto/sha256 for %d pairs", k.name(), m)
			}
		}
	})
}

// ---- benchmarks: compare with benchstat -col /kernel ----

var benchPairs = []int{1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 256, 1024, 65536}

// BenchmarkKernel measures each supported kernel alone, on the largest
// batch it accepts (see fits) not above the batch size.
func BenchmarkKernel(b *testing.B) {
	for _, k := range kernels {
		if !k.ok {
			continue
		}
		for _, n := range benchPairs {
			m := fits(k, n)
			if m == 0 {
				continue
			}
			b.Run(fmt.Sprintf("kernel=%s/pairs=%d", k.name(), n), func(b *testing.B) {
				chunks := make([][32]byte, 2*m)
				digests := make([][32]byte, m)
				b.SetBytes(int64(64 * m))
				b.ReportAllocs()
				for b.Loop() {
					runKernel(k, digests, chunks)
				}
			})
		}
	}
}

// BenchmarkHash measures the public entry point with the automatic plan,
// and crypto/sha256.Sum256 once per pair as the baseline.
func BenchmarkHash(b *testing.B) {
	for _, n := range benchPairs {
		chunks := make([][32]byte, 2*n)
		digests := make([][32]byte, n)
		b.Run(fmt.Sprintf("impl=hashtree/pairs=%d", n), func(b *testing.B) {
			b.SetBytes(int64(64 * n))
			b.ReportAllocs()
			for b.Loop() {
				_ = Hash(digests, chunks)
			}
		})
		b.Run(fmt.Sprintf("impl=sha256/pairs=%d", n), func(b *testing.B) {
			b.SetBytes(int64(64 * n))
			b.ReportAllocs()
			var msg [64]byte
			for b.Loop() {
				for i := range digests {
					copy(msg[:32], chunks[2*i][:])
					copy(msg[32:], chunks[2*i+1][:])
					digests[i] = sha256.Sum256(msg[:])
				}
			}
		})
	}
}
