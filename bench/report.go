// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
)

// results is everything a run found; its JSON form is the -json output.
type results struct {
	Sys          sysInfo     `json:"system"`
	Args         []string    `json:"args"`
	Duration     string      `json:"burst"`
	Rounds       int         `json:"rounds"`
	MerkleRounds int         `json:"merkle_rounds"`
	Elapsed      string      `json:"elapsed"`
	Impls        []implInfo  `json:"implementations"`
	Hash         []hashRow   `json:"hash"`
	Merkle       []merkleRow `json:"merkle,omitempty"`
	Skipped      []skip      `json:"skipped,omitempty"`
}

type implInfo struct {
	Name string `json:"name"`
	Desc string `json:"description"`
}

// A ratio "vs X" is X's time divided by this row's: above 1 means faster
// than X. It is absent when X was not measured.
type hashRow struct {
	Impl      string    `json:"impl"`
	Pairs     int       `json:"pairs"`
	NsPerPair float64   `json:"ns_per_pair"`
	GBps      float64   `json:"gb_per_s"`
	Spread    float64   `json:"spread"` // interquartile range / median
	VsGo      *float64  `json:"vs_gohashtree,omitempty"`
	VsC       *float64  `json:"vs_hashtree_c,omitempty"`
	Samples   []float64 `json:"samples_ns_per_pair"`
}

type merkleRow struct {
	Impl       string `json:"impl"`
	desc       string
	Goroutines int       `json:"goroutines"`
	Chunks     int       `json:"chunks"`
	MsPerRoot  float64   `json:"ms_per_root"`
	NsPerPair  float64   `json:"ns_per_pair"` // per pair hashed: chunks-1 of them
	GBps       float64   `json:"gb_per_s"`    // 64 bytes hashed per pair
	Spread     float64   `json:"spread"`
	VsGo       *float64  `json:"vs_gohashtree,omitempty"`
	Samples    []float64 `json:"samples_ns_per_pair"`
}

func ratio(ref *cell, ns float64) *float64 {
	if ref == nil {
		return nil
	}
	r := summarize(ref.samples).median / ns
	return &r
}

func (res *results) addHash(impls []*impl, groups [][]*cell) {
	for _, im := range impls {
		res.Impls = append(res.Impls, implInfo{im.name, im.desc})
	}
	for _, g := range groups {
		var refG, refCell *cell
		for _, c := range g {
			switch c.impl {
			case refGo:
				refG = c
			case refC:
				refCell = c
			}
		}
		for _, c := range g {
			st := summarize(c.samples)
			res.Hash = append(res.Hash, hashRow{
				Impl: c.impl, Pairs: c.pairs,
				NsPerPair: st.median, GBps: 64 / st.median, Spread: st.spread,
				VsGo: ratio(refG, st.median), VsC: ratio(refCell, st.median),
				Samples: c.samples,
			})
		}
	}
}

func (res *results) addMerkle(rows []merkleRow, cells []*cell) {
	for i := range rows {
		r, c := &rows[i], cells[i]
		st := summarize(c.samples)
		r.NsPerPair, r.GBps, r.Spread, r.Samples = st.median, 64/st.median, st.spread, c.samples
		r.MsPerRoot = st.median * float64(c.pairs) / 1e6
		for j, o := range rows {
			if o.Impl == refGo && o.Goroutines == r.Goroutines {
				r.VsGo = ratio(cells[j], st.median)
			}
		}
	}
	res.Merkle = rows
}

func fmtRatio(r *float64) string {
	if r == nil {
		return "-"
	}
	return fmt.Sprintf("%.2fx", *r)
}

func (res *results) writeTable(w io.Writer, impls []*impl) {
	s := res.Sys
	args := strings.Join(res.Args, " ")
	if args == "" {
		args = "(defaults)"
	}
	fmt.Fprintf(w, "hashtree comparative benchmark\n")
	fmt.Fprintf(w, "  cpu       %s, %d logical CPUs, GOMAXPROCS %d, %s/%s, %s\n", s.CPU, s.LogicalCPU, s.GOMAXPROCS, s.GOOS, s.GOARCH, s.Go)
	fmt.Fprintf(w, "  features  %s\n", strings.Join(s.Features, " "))
	fmt.Fprintf(w, "  plan      %s\n", s.Plan)
	fmt.Fprintf(w, "  kernels   %s\n", s.kernelsLine())
	fmt.Fprintf(w, "  method    median of %d interleaved rounds of %s bursts; spread = interquartile range / median\n", res.Rounds, res.Duration)
	fmt.Fprintf(w, "  flags     %s\n", args)
	fmt.Fprintf(w, "  elapsed   %s\n", res.Elapsed)

	nameW := len("implementation")
	for _, r := range res.Hash {
		nameW = max(nameW, len(r.Impl))
	}
	for _, r := range res.Merkle {
		nameW = max(nameW, len(r.Impl))
	}
	fmt.Fprintf(w, "\nSHA-256 of a batch of 64-byte pairs, one goroutine. \"vs X\" = X's time / this one's (above 1: faster than X).\n\n")
	fmt.Fprintf(w, "%8s  %-*s  %9s  %7s  %6s  %13s  %13s\n", "pairs", nameW, "implementation", "ns/pair", "GB/s", "spread", "vs "+refGo, "vs "+refC)
	last := 0
	for _, r := range res.Hash {
		pairs := ""
		if r.Pairs != last {
			if last != 0 {
				fmt.Fprintln(w)
			}
			pairs, last = fmt.Sprint(r.Pairs), r.Pairs
		}
		fmt.Fprintf(w, "%8s  %-*s  %9.1f  %7.3f  %5.1f%%  %13s  %13s\n", pairs, nameW, r.Impl, r.NsPerPair, r.GBps, 100*r.Spread, fmtRatio(r.VsGo), fmtRatio(r.VsC))
	}

	if len(res.Merkle) > 0 {
		m := res.Merkle[0]
		fmt.Fprintf(w, "\nMerkle root of %d chunks (%d pairs hashed), median of %d rounds.\n\n", m.Chunks, m.Chunks-1, res.MerkleRounds)
		fmt.Fprintf(w, "%-*s  %10s  %9s  %9s  %7s  %6s  %13s\n", nameW, "implementation", "goroutines", "ms/root", "ns/pair", "GB/s", "spread", "vs "+refGo)
		for _, r := range res.Merkle {
			fmt.Fprintf(w, "%-*s  %10d  %9.2f  %9.1f  %7.3f  %5.1f%%  %13s\n", nameW, r.Impl, r.Goroutines, r.MsPerRoot, r.NsPerPair, r.GBps, 100*r.Spread, fmtRatio(r.VsGo))
		}
	}

	fmt.Fprintf(w, "\nImplementations:\n")
	for _, im := range impls {
		fmt.Fprintf(w, "  %-*s  %s\n", nameW, im.name, im.desc)
	}
	seen := map[string]bool{}
	for _, r := range res.Merkle {
		if !seen[r.Impl] {
			seen[r.Impl] = true
			fmt.Fprintf(w, "  %-*s  Merkle: %s\n", nameW, r.Impl, r.desc)
		}
	}
	for _, sk := range res.Skipped {
		fmt.Fprintf(w, "  %-*s  skipped: %s\n", nameW, sk.Impl, sk.Reason)
	}
}

func (res *results) writeJSON(file string) error {
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if file == "-" {
		_, err = os.Stdout.Write(b)
		return err
	}
	return os.WriteFile(file, b, 0o644)
}
