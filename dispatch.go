// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"fmt"
	"math"
	"math/bits"
	"os"
	"slices"
	"strings"
	"unsafe"
)

// kernelID names a kernel. One name per kernel is used everywhere: registry,
// HASHTREE_KERNEL value, benchmark key, Go stub and TEXT symbol.
type kernelID uint8

const (
	kGeneric kernelID = iota
	kSHANI
	kAVX2
	kAVX512
	kSHA2
	kNEON

	// kSplit is not a kernel: hashArch passes it to hashSplit, which
	// divides a batch between the active plan's two kernels.
	kSplit
)

var kernelNames = [...]string{
	kGeneric: "generic",
	kSHANI:   "shani",
	kAVX2:    "avx2",
	kAVX512:  "avx512",
	kSHA2:    "sha2",
	kNEON:    "neon",
}

// kernel is one entry of the registry. Dispatch, HASHTREE_KERNEL, [Kernels],
// the CLI, the tests and the benchmarks all read the same entries, so adding
// a kernel means adding one entry in an arch file.
type kernel struct {
	id    kernelID
	lanes int  // pairs per SIMD step, a power of two; 1 for single-message kernels
	ok    bool // CPU and OS support, fixed at start-up

	// minPairs, for a kernel with lanes > 1, is the smallest batch from
	// which the automatic plan hands full groups to it instead of the best
	// single-message kernel; 0 means the automatic plan never uses it. The
	// arch file sets it from measurements and says which.
	minPairs int

	// tailFrom, if tailFrom[0] is not 0, says that the kernel accepts any
	// n, the last group of lanes partial; then tailFrom[q%tailGroups] is
	// the smallest partial group that the automatic plan gives it after q
	// full groups, rather than to the single-message kernel (lanes:
	// never). tailFrom[0] is thus also the smallest batch below lanes that
	// it takes. If tailFrom[0] is 0, n must be a multiple of lanes.
	// Measured like minPairs.
	tailFrom [tailGroups]int
}

// tailGroups is the most groups of lanes that a wide kernel hashes at once
// (avx512: 3), interleaving their instructions. A partial group then costs
// less when it joins full groups in the last batch than when it starts one
// of its own, so the number of pairs from which it beats the
// single-message kernel depends on the number q of full groups before it,
// modulo tailGroups.
const tailGroups = 3

// partial reports whether k accepts a partial last group.
func (k *kernel) partial() bool { return k.tailFrom[0] > 0 }

func (k *kernel) name() string { return kernelNames[k.id] }

// run hashes n pairs from c into d. For k.lanes > 1, n is a multiple of
// k.lanes unless k.partial().
func (k *kernel) run(d *[32]byte, c *[64]byte, n int) { hashArch(k.id, d, c, n) }

// plan says how a batch is split between at most two kernels: full groups
// of wide.lanes pairs to wide when the batch has at least minWide pairs,
// and the partial last group too when it has at least tailFrom[q%tailGroups]
// pairs after q full groups (tailFrom[0] == 0: never); everything else to
// single.
type plan struct {
	wide     *kernel
	minWide  int
	tailFrom [tailGroups]int
	single   *kernel

	// Copies for the hot path, set by compile: the public functions and
	// hashPairs read one cache line and call the kernels directly, with no
	// pointer chasing or indirect call (which would also hide go:noescape
	// from escape analysis and move callers' buffers to the heap).
	wideID, singleID kernelID
	wideShift        uint8 // log2(wideLanes)
	wideLanes        int
	wideFrom         int             // minWide, or MaxInt when there is no wide kernel
	wideTail         [tailGroups]int // tailFrom, MaxInt for 0
	fastBelow        int             // wideFrom when single is the arch's fastID, else 0
}

// compile fills in the hot-path copies.
func (p plan) compile() plan {
	p.singleID, p.wideFrom = p.single.id, math.MaxInt
	if p.wide != nil {
		p.wideID, p.wideLanes, p.wideFrom = p.wide.id, p.wide.lanes, p.minWide
		p.wideShift = uint8(bits.TrailingZeros(uint(p.wideLanes)))
	}
	for i, t := range p.tailFrom {
		p.wideTail[i] = math.MaxInt
		if p.wide != nil && p.tailFrom[0] > 0 && t > 0 {
			p.wideTail[i] = t
		}
	}
	if p.singleID == fastID {
		p.fastBelow = p.wideFrom
	}
	return p
}

var (
	// kernels lists the compiled-in kernels: the arch file's, best first,
	// then the portable one, which is always present.
	kernels = append(archKernels(), &kernel{id: kGeneric, lanes: 1, ok: true})

	active    plan   // read by every Hash; written only at init and by tests
	requested string // HASHTREE_KERNEL as found at start-up
	note      string // why the request was not honoured, if it was not
)

// init reads HASHTREE_KERNEL once: the choice is part of the process's
// configuration, and reading the environment per call would cost more than
// hashing a small batch.
func init() {
	requested = strings.TrimSpace(os.Getenv("HASHTREE_KERNEL"))
	active, note = choose(requested)
}

// choose returns the plan for a HASHTREE_KERNEL value. An unknown name or a
// kernel this CPU lacks keeps the automatic plan and says why: it must never
// lead to an illegal instruction.
func choose(name string) (plan, string) {
	if name == "" || name == "auto" {
		return autoPlan(), ""
	}
	k := lookup(name)
	switch {
	case k == nil:
		return autoPlan(), fmt.Sprintf("HASHTREE_KERNEL=%q is not a kernel compiled into this build (have %s); using the automatic choice", name, strings.Join(compiledNames(), ", "))
	case !k.ok:
		return autoPlan(), fmt.Sprintf("HASHTREE_KERNEL=%q is not supported by this CPU; using the automatic choice", name)
	}
	return forced(k), ""
}

// forced returns the plan that uses k for everything it can take; the
// partial group of a wide kernel that cannot take one goes to the best
// single-message kernel.
func forced(k *kernel) plan {
	switch {
	case k.lanes == 1:
		return plan{single: k}.compile()
	case k.partial():
		return plan{wide: k, minWide: 1, tailFrom: [tailGroups]int{1, 1, 1}, single: bestSingle()}.compile()
	}
	return plan{wide: k, minWide: k.lanes, single: bestSingle()}.compile()
}

// autoPlan pairs the best supported single-message kernel with the first
// supported wide kernel that the arch file enables for some batch size.
func autoPlan() plan {
	p := plan{single: bestSingle()}
	for _, k := range kernels {
		if k.ok && k.lanes > 1 && k.minPairs > 0 {
			p.wide, p.minWide, p.tailFrom = k, max(k.minPairs, k.lanes), k.tailFrom
			if k.partial() {
				// Below lanes pairs, the batch is one partial group.
				p.minWide = max(k.minPairs, min(k.tailFrom[0], k.lanes))
			}
			break
		}
	}
	return p.compile()
}

func bestSingle() *kernel {
	for _, k := range kernels {
		if k.ok && k.lanes == 1 {
			return k
		}
	}
	panic("hashtree: no single-message kernel registered") // generic is always registered
}

func lookup(name string) *kernel {
	for _, k := range kernels {
		if k.name() == name {
			return k
		}
	}
	return nil
}

func compiledNames() []string {
	names := make([]string, len(kernels))
	for i, k := range kernels {
		names[i] = k.name()
	}
	return names
}

// hashPairs hashes n >= 1 pairs according to the active plan. The public
// functions take the common case first:
//
//	if n < active.fastBelow {
//		hashFast(d, c, n)
//	} else {
//		hashPairs(d, c, n)
//	}
//
// hashFast, the arch file's inlined wrapper around the best single-message
// kernel, makes a small batch one direct call into the assembly, as in
// gohashtree. Through hashArch, a Go function of its own, a one-pair Hash
// took 4% longer on an AMD Zen 5 (41.3 against 39.6 ns): the kernel's
// instructions are so few that the next call's overlap with this one,
// which the call and the switch delay, decides the rate. Both branches are
// in the callers because hashPairs with two calls would exceed the
// inlining budget.
//
// hashPairs itself sends batches from wideFrom pairs up to hashSplit,
// which is a function of its own so that hashPairs has a single call and
// is inlined.
func hashPairs(d *[32]byte, c *[64]byte, n int) {
	id := active.singleID
	if n >= active.wideFrom {
		id = kSplit
	}
	hashArch(id, d, c, n)
}

// hashSplit, which hashArch runs for kSplit, gives the wide kernel the
// leading full groups, and the partial last group if the plan says so, and
// the single kernel the rest, so an in-place layer stays correct: every
// kernel reads a pair before it writes the digests that may overlap it, and
// the tail's input lies beyond everything the wide kernel wrote.
func hashSplit(d *[32]byte, c *[64]byte, n int) {
	p := &active
	m := n &^ (p.wideLanes - 1)
	if n-m >= p.wideTail[uint(m>>(p.wideShift&63))%tailGroups] {
		m = n
	}
	hashArch(p.wideID, d, c, m)
	if m == n {
		return
	}
	d = (*[32]byte)(unsafe.Add(unsafe.Pointer(d), m*32))
	c = (*[64]byte)(unsafe.Add(unsafe.Pointer(c), m*64))
	hashArch(p.singleID, d, c, n-m)
}

// KernelInfo describes one compiled-in kernel.
type KernelInfo struct {
	Name      string // as accepted by HASHTREE_KERNEL
	Lanes     int    // pairs hashed per step
	Supported bool   // this CPU (and OS) can run it
	Active    bool   // Hash uses it for some batch sizes
}

// Kernels lists the kernels compiled into this build, best first, with this
// CPU's support and whether [Hash] uses each.
func Kernels() []KernelInfo {
	out := make([]KernelInfo, len(kernels))
	for i, k := range kernels {
		out[i] = KernelInfo{
			Name:      k.name(),
			Lanes:     k.lanes,
			Supported: k.ok,
			Active:    k == active.single || k == active.wide,
		}
	}
	return out
}

// Selection describes how [Hash] splits a batch between kernels.
type Selection struct {
	// Wide is the multi-lane kernel used for batches of at least
	// WideFrom pairs, on their leading multiple of WideLanes pairs; empty
	// if none is used. It also takes the rest, a partial group, if
	// WideTailFrom is not nil and the rest has at least
	// WideTailFrom[q%len(WideTailFrom)] pairs after q full groups.
	Wide         string
	WideLanes    int
	WideFrom     int
	WideTailFrom []int
	// Single hashes everything else.
	Single string
	// Requested is HASHTREE_KERNEL as read at start-up.
	Requested string
	// Note says why Requested was not honoured; empty if it was.
	Note string
}

// Active returns the kernel plan that [Hash] follows in this process.
func Active() Selection {
	s := Selection{Single: active.single.name(), Requested: requested, Note: note}
	if w := active.wide; w != nil {
		s.Wide, s.WideLanes, s.WideFrom = w.name(), w.lanes, active.minWide
		if active.tailFrom[0] > 0 {
			s.WideTailFrom = slices.Clone(active.tailFrom[:])
		}
	}
	return s
}

// String describes the selection in one line.
func (s Selection) String() string {
	var b strings.Builder
	if s.Wide != "" {
		fmt.Fprintf(&b, "%s (groups of %d", s.Wide, s.WideLanes)
		if t := s.WideTailFrom; len(t) > 0 {
			from, after := make([]string, len(t)), make([]string, len(t))
			for i := range t {
				from[i], after[i] = fmt.Sprint(t[i]), fmt.Sprintf("%dq+%d", len(t), i)
			}
			fmt.Fprintf(&b, ", a partial last one from %s pairs after %s full ones", strings.Join(from, "/"), strings.Join(after, "/"))
		}
		fmt.Fprintf(&b, ") for batches of %d+ pairs, ", s.WideFrom)
		b.WriteString(s.Single + " for the rest")
	} else {
		b.WriteString(s.Single + " for every batch")
	}
	if s.Requested != "" {
		fmt.Fprintf(&b, "; HASHTREE_KERNEL=%s", s.Requested)
	}
	if s.Note != "" {
		b.WriteString("; " + s.Note)
	}
	return b.String()
}
