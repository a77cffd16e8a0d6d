// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package hashtree

import (
	"fmt"
	"math"
	"os"
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
}

func (k *kernel) name() string { return kernelNames[k.id] }

// run hashes n pairs from c into d. For k.lanes > 1, n is a multiple of
// k.lanes.
func (k *kernel) run(d *[32]byte, c *[64]byte, n int) { hashArch(k.id, d, c, n) }

// plan says how a batch is split between at most two kernels: full groups
// of wide.lanes pairs to wide when the batch has at least minWide pairs, and
// everything else to single.
type plan struct {
	wide    *kernel
	minWide int
	single  *kernel

	// Copies for the hot path, set by compile: hashPairs reads one cache
	// line and calls hashArch directly, with no pointer chasing or
	// indirect call (which would also hide go:noescape from escape
	// analysis and move callers' buffers to the heap).
	wideID, singleID kernelID
	wideLanes        int
	wideFrom         int // minWide, or MaxInt when there is no wide kernel
}

// compile fills in the hot-path copies.
func (p plan) compile() plan {
	p.singleID, p.wideFrom = p.single.id, math.MaxInt
	if p.wide != nil {
		p.wideID, p.wideLanes, p.wideFrom = p.wide.id, p.wide.lanes, p.minWide
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

// forced returns the plan that uses k for everything it can take; a wide
// kernel's partial group goes to the best single-message kernel.
func forced(k *kernel) plan {
	if k.lanes == 1 {
		return plan{single: k}.compile()
	}
	return plan{wide: k, minWide: k.lanes, single: bestSingle()}.compile()
}

// autoPlan pairs the best supported single-message kernel with the first
// supported wide kernel that the arch file enables for some batch size.
func autoPlan() plan {
	p := plan{single: bestSingle()}
	for _, k := range kernels {
		if k.ok && k.lanes > 1 && k.minPairs > 0 {
			p.wide, p.minWide = k, max(k.minPairs, k.lanes)
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

// hashPairs hashes n >= 1 pairs according to the active plan. Small
// batches go straight to the single-message kernel. The split is a
// function of its own so that hashPairs has a single call and is inlined
// into the public functions: a one-pair batch then pays one Go call before
// the assembly, like gohashtree's.
func hashPairs(d *[32]byte, c *[64]byte, n int) {
	id := active.singleID
	if n >= active.wideFrom {
		id = kSplit
	}
	hashArch(id, d, c, n)
}

// hashSplit, which hashArch runs for kSplit, gives the wide kernel the leading full groups and the single
// kernel the rest, so an in-place layer stays correct: every kernel reads a
// pair before it writes the digests that may overlap it, and the tail's
// input lies beyond everything the wide kernel wrote.
func hashSplit(d *[32]byte, c *[64]byte, n int) {
	p := &active
	m := n &^ (p.wideLanes - 1)
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
	// if none is used.
	Wide      string
	WideLanes int
	WideFrom  int
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
	}
	return s
}

// String describes the selection in one line.
func (s Selection) String() string {
	var b strings.Builder
	if s.Wide != "" {
		fmt.Fprintf(&b, "%s (groups of %d) for batches of %d+ pairs, ", s.Wide, s.WideLanes, s.WideFrom)
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
