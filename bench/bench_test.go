// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// The same implementations as the command, as go test benchmarks whose
// names benchstat compares across runs and machines:
//
//	go test -run '^$' -bench . -count 6 > new.txt
//	benchstat -col /impl new.txt
//
// Our kernels one at a time: HASHTREE_KERNEL=avx512 go test -bench ...
// (the impl=hashtree rows then use that kernel). Unlike the command, the
// impl=hashtree-c.avx512 rows make one cgo call per batch, so they include
// the cgo call overhead.

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/hashtree-go/hashtree"
)

// TestMain lets the test binary serve as a worker, as the command does.
func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) == "1" {
		workerMain()
		return
	}
	os.Exit(m.Run())
}

var benchSizes = []int{1, 2, 4, 8, 16, 32, 64, 256, 1024, 65536}

// TestImpls checks every implementation built in against crypto/sha256.
func TestImpls(t *testing.T) {
	for _, im := range sortedRegistry() {
		if err := verify(im.name, im.loop); err != nil {
			t.Error(err)
		}
	}
	for _, s := range skips {
		t.Logf("skipped %s: %s", s.Impl, s.Reason)
	}
}

// TestWorkers drives one worker per supported kernel of ours, and checks
// that a kernel the library does not have is refused, not timed.
func TestWorkers(t *testing.T) {
	for _, k := range hashtree.Kernels() {
		if !k.Supported {
			continue
		}
		w, err := startWorker(k.Name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(w.plan, "HASHTREE_KERNEL="+k.Name) {
			t.Errorf("worker %s reports plan %q", k.Name, w.plan)
		}
		if d, err := w.run(64, 3); err != nil || d <= 0 {
			t.Errorf("worker %s: %v, %v", k.Name, d, err)
		}
		w.stop()
	}
	if w, err := startWorker("no-such-kernel"); err == nil {
		w.stop()
		t.Error("a worker started for an unknown kernel")
	}
}

// TestMerkle checks every Merkle implementation against the crypto/sha256
// root, on one goroutine and on three, with layers big enough to be split.
func TestMerkle(t *testing.T) {
	for _, n := range []int{2, 4, 64, 1 << 13} {
		leaves := testChunks(n / 2)
		want := referenceRoot(leaves)
		for _, m := range sortedMerkle() {
			for _, g := range []int{1, 3} {
				if got := m.prepare(n, g)(leaves); got != want {
					t.Errorf("%s, %d chunks, %d goroutines: root %x, want %x", m.name, n, g, got, want)
				}
			}
		}
	}
}

// BenchmarkHash hashes one batch per iteration; bytes are the 64-byte
// input messages.
func BenchmarkHash(b *testing.B) {
	for _, im := range sortedRegistry() {
		for _, n := range benchSizes {
			b.Run(fmt.Sprintf("impl=%s/pairs=%d", im.name, n), func(b *testing.B) {
				chunks, digests := testChunks(n), make([][32]byte, n)
				b.SetBytes(int64(64 * n))
				b.ReportAllocs()
				for b.Loop() {
					im.loop(digests, chunks, 1)
				}
			})
		}
	}
}

// BenchmarkMerkle computes one root of 2^20 chunks per iteration; bytes
// are the 64 bytes of each of the 2^20-1 pairs hashed, as in the command's
// GB/s column.
func BenchmarkMerkle(b *testing.B) {
	const n = 1 << 20
	var leaves [][32]byte
	gs := []int{1}
	if p := runtime.GOMAXPROCS(0); p > 1 {
		gs = append(gs, p)
	}
	for _, m := range sortedMerkle() {
		for _, g := range gs {
			b.Run(fmt.Sprintf("impl=%s/goroutines=%d/chunks=%d", m.name, g, n), func(b *testing.B) {
				if leaves == nil {
					leaves = testChunks(n / 2)
				}
				root := m.prepare(n, g)
				b.SetBytes(64 * (n - 1))
				b.ReportAllocs()
				for b.Loop() {
					_ = root(leaves)
				}
			})
		}
	}
}
