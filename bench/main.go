// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command bench races hashtree against github.com/prysmaticlabs/gohashtree,
// the hashtree C library (github.com/pk910/hashtree-bindings, cgo),
// crypto/sha256 and github.com/minio/sha256-simd on this machine, and
// prints a table and writes a chart. From the repository root:
//
//	go -C bench run .
//
// Every implementation runs in this one process, except each of our kernels
// forced alone, which runs in a child process driven from this one; the
// measurements are interleaved (one short burst per implementation and
// batch size, round after round) and the median over rounds is reported,
// so drift of a busy machine hits every implementation alike.
//
// Flags:
//
//	-sizes LIST          batch sizes in pairs (default 1,2,4,8,16,32,64,256,1024,65536)
//	-duration D          length of one measurement burst (default 10ms)
//	-rounds N            rounds of bursts per batch size; the median is reported (default 9)
//	-merkle-chunks N     chunks in the Merkle benchmark, a power of two; 0 skips it (default 1048576)
//	-merkle-rounds N     rounds of the Merkle benchmark (default 5)
//	-impls LIST          only these implementations (names or globs, e.g. 'hashtree*,gohashtree')
//	-kernels             also time each kernel of ours that this CPU supports, forced (default true)
//	-out DIR             directory for hash-throughput.svg and .png, relative to the current
//	                     directory, so bench/out with go -C bench (default out; "" writes none)
//	-json FILE           also write the results as JSON to FILE; "-" writes them to standard
//	                     output and the table to standard error
//
// Progress goes to standard error. With the defaults a run takes 10 to 20
// seconds on a 2-core machine, and writes bench/out/hash-throughput.svg and
// .png when started as above.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hashtree-go/hashtree"
)

type config struct {
	sizes        []int
	duration     time.Duration
	rounds       int
	merkleChunks int
	merkleRounds int
	impls        []string
	kernels      bool
	out          string
	json         string
}

func main() {
	if os.Getenv(workerEnv) == "1" {
		workerMain()
		return
	}
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(2)
	}
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func parseFlags(args []string) (config, error) {
	var cfg config
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	sizes := fs.String("sizes", "1,2,4,8,16,32,64,256,1024,65536", "batch sizes in `pairs`, comma-separated")
	fs.DurationVar(&cfg.duration, "duration", 10*time.Millisecond, "length of one measurement burst")
	fs.IntVar(&cfg.rounds, "rounds", 9, "rounds of bursts per batch size; the median is reported")
	fs.IntVar(&cfg.merkleChunks, "merkle-chunks", 1<<20, "chunks in the Merkle benchmark, a power of two; 0 skips it")
	fs.IntVar(&cfg.merkleRounds, "merkle-rounds", 5, "rounds of the Merkle benchmark")
	impls := fs.String("impls", "", "only these implementations: comma-separated names or globs (default all)")
	fs.BoolVar(&cfg.kernels, "kernels", true, "also time each of our kernels this CPU supports, forced, in a child process")
	fs.StringVar(&cfg.out, "out", "out", "`dir`ectory for the chart files, relative to the current directory; empty writes none")
	fs.StringVar(&cfg.json, "json", "", "write results as JSON to `file`; - for standard output (the table then goes to standard error)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	for _, f := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 1<<24 {
			return cfg, fmt.Errorf("-sizes: %q is not a batch size between 1 and %d", f, 1<<24)
		}
		cfg.sizes = append(cfg.sizes, n)
	}
	if cfg.duration <= 0 || cfg.rounds < 1 || cfg.merkleRounds < 1 {
		return cfg, errors.New("-duration, -rounds and -merkle-rounds must be positive")
	}
	if n := cfg.merkleChunks; n != 0 && (n < 2 || n&(n-1) != 0) {
		return cfg, fmt.Errorf("-merkle-chunks %d: want 0 or a power of two of at least 2", n)
	}
	if *impls != "" {
		for _, p := range strings.Split(*impls, ",") {
			p = strings.TrimSpace(p)
			if _, err := path.Match(p, ""); err != nil {
				return cfg, fmt.Errorf("-impls: bad pattern %q", p)
			}
			cfg.impls = append(cfg.impls, p)
		}
	}
	return cfg, nil
}

// wanted reports whether -impls selects name.
func (cfg *config) wanted(name string) bool {
	if len(cfg.impls) == 0 {
		return true
	}
	for _, p := range cfg.impls {
		if ok, _ := path.Match(p, name); ok {
			return true
		}
	}
	return false
}

func run(cfg config) error {
	start := time.Now()
	progress := os.Stderr
	res := &results{Sys: gatherSysInfo(), Args: os.Args[1:], Duration: cfg.duration.String(), Rounds: cfg.rounds, MerkleRounds: cfg.merkleRounds}
	fmt.Fprintf(progress, "bench: %s, %s; hashtree plan: %s\n", res.Sys.CPU, strings.Join(res.Sys.Features, " "), res.Sys.Plan)

	// The implementations: in-process ones, checked against crypto/sha256,
	// and one child process per kernel of ours this CPU supports.
	var impls []*impl
	for _, im := range sortedRegistry() {
		if !cfg.wanted(im.name) {
			continue
		}
		if err := verify(im.name, im.loop); err != nil {
			return err
		}
		impls = append(impls, im)
	}
	if cfg.kernels {
		for i, k := range hashtree.Kernels() {
			name := "hashtree." + k.Name
			switch {
			case !cfg.wanted(name):
				continue
			case !k.Supported:
				addSkip(name, "this CPU lacks it")
				continue
			}
			fmt.Fprintf(progress, "bench: starting a worker with HASHTREE_KERNEL=%s\n", k.Name)
			w, err := startWorker(k.Name)
			if err != nil {
				return err
			}
			defer w.stop()
			desc := "this module's Hash with HASHTREE_KERNEL=" + k.Name
			if k.Lanes > 1 {
				desc += fmt.Sprintf(" (any group of fewer than %d pairs that it cannot take goes to the best single-message kernel)", k.Lanes)
			}
			impls = append(impls, &impl{name: name, rank: 1 + i, desc: desc, w: w})
		}
		impls = sortImpls(impls)
	}
	for _, s := range skips {
		if cfg.wanted(s.Impl) {
			res.Skipped = append(res.Skipped, s)
			fmt.Fprintf(progress, "bench: skipping %s: %s\n", s.Impl, s.Reason)
		}
	}
	if len(impls) == 0 {
		return errors.New("-impls selects no implementation")
	}

	// One buffer set per batch size, shared by the in-process
	// implementations; workers keep identical ones.
	var groups [][]*cell
	for _, n := range cfg.sizes {
		chunks, digests := testChunks(n), make([][32]byte, n)
		var g []*cell
		for _, im := range impls {
			c := &cell{impl: im.name, pairs: n}
			if im.w != nil {
				w := im.w
				c.burst = func(iters int) (time.Duration, error) { return w.run(n, iters) }
			} else {
				loop := im.loop
				c.burst = func(iters int) (time.Duration, error) {
					t0 := time.Now()
					loop(digests, chunks, iters)
					return time.Since(t0), nil
				}
			}
			g = append(g, c)
		}
		groups = append(groups, g)
	}
	ncells := len(impls) * len(cfg.sizes)
	fmt.Fprintf(progress, "bench: calibrating %d cells (%d implementations x %d sizes); then %d rounds of %v bursts, about %v\n",
		ncells, len(impls), len(cfg.sizes), cfg.rounds, cfg.duration, (time.Duration(ncells*cfg.rounds) * cfg.duration).Round(time.Second))
	for _, g := range groups {
		for _, c := range g {
			if err := c.calibrate(cfg.duration); err != nil {
				return err
			}
		}
	}
	runtime.GC()
	if err := runRounds(groups, cfg.rounds, "hash", progress); err != nil {
		return err
	}
	res.addHash(impls, groups)

	if cfg.merkleChunks > 0 {
		if err := runMerkle(cfg, res, progress); err != nil {
			return err
		}
	}

	var table io.Writer = os.Stdout
	if cfg.json == "-" {
		table = os.Stderr
	}
	res.Elapsed = time.Since(start).Round(100 * time.Millisecond).String()
	res.writeTable(table, impls)
	if cfg.json != "" {
		if err := res.writeJSON(cfg.json); err != nil {
			return err
		}
	}
	if cfg.out != "" {
		files, err := writeChart(cfg.out, res)
		if err != nil {
			return err
		}
		fmt.Fprintf(progress, "bench: wrote %s\n", strings.Join(files, ", "))
	}
	fmt.Fprintf(progress, "bench: done in %v\n", time.Since(start).Round(100*time.Millisecond))
	return nil
}

func sortImpls(s []*impl) []*impl {
	slices.SortStableFunc(s, func(a, b *impl) int { return a.rank - b.rank })
	return s
}

// runMerkle times the root of cfg.merkleChunks chunks for each Merkle
// implementation with one goroutine and with GOMAXPROCS of them.
func runMerkle(cfg config, res *results, progress io.Writer) error {
	n := cfg.merkleChunks
	leaves := testChunks(n / 2)
	fmt.Fprintf(progress, "bench: Merkle root of %d chunks: computing the reference with crypto/sha256\n", n)
	want := referenceRoot(leaves)
	gs := []int{1}
	if p := runtime.GOMAXPROCS(0); p > 1 {
		gs = append(gs, p)
	}
	var cells []*cell
	var rows []merkleRow
	for _, m := range sortedMerkle() {
		if !cfg.wanted(m.name) {
			continue
		}
		for _, g := range gs {
			root := m.prepare(n, g)
			if got := root(leaves); got != want {
				return fmt.Errorf("Merkle %s, %d goroutines: root %x, want %x", m.name, g, got, want)
			}
			c := &cell{impl: m.name, pairs: n - 1, burst: func(iters int) (time.Duration, error) {
				t0 := time.Now()
				for range iters {
					_ = root(leaves)
				}
				return time.Since(t0), nil
			}}
			if err := c.calibrate(cfg.duration); err != nil {
				return err
			}
			cells = append(cells, c)
			rows = append(rows, merkleRow{Impl: m.name, desc: m.desc, Goroutines: g, Chunks: n})
		}
	}
	if len(cells) == 0 {
		return nil
	}
	runtime.GC()
	if err := runRounds([][]*cell{cells}, cfg.merkleRounds, "merkle", progress); err != nil {
		return err
	}
	res.addMerkle(rows, cells)
	return nil
}
