// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// A cell is one measured combination, such as one implementation at one
// batch size. Every sample is the time of one burst of iters calls divided
// by the pairs they hashed.
type cell struct {
	impl    string
	pairs   int // pairs hashed per call
	burst   func(iters int) (time.Duration, error)
	iters   int
	samples []float64 // ns per pair, one per round
}

// calibrate picks iters so that a burst lasts about target. It starts at
// one call, which also warms caches and faults the buffers in.
func (c *cell) calibrate(target time.Duration) error {
	iters := 1
	for {
		el, err := c.burst(iters)
		if err != nil {
			return err
		}
		if el >= target/4 {
			c.iters = max(1, int(float64(iters)*float64(target)/float64(el)))
			return nil
		}
		grow := 100.0
		if el > 0 {
			grow = min(grow, float64(target)/2/float64(el))
		}
		iters = max(2*iters, int(float64(iters)*grow))
	}
}

// runRounds measures every cell once per round. Within a round the cells
// of one group (one batch size) run back to back, in an order rotated
// each round, so slow drift of the machine and order effects hit every
// implementation alike; the median over rounds then discards outliers.
func runRounds(groups [][]*cell, rounds int, what string, progress io.Writer) error {
	start := time.Now()
	for r := range rounds {
		for _, g := range groups {
			for j := range g {
				c := g[(j+r)%len(g)]
				el, err := c.burst(c.iters)
				if err != nil {
					return err
				}
				c.samples = append(c.samples, float64(el.Nanoseconds())/float64(c.iters*c.pairs))
			}
		}
		fmt.Fprintf(progress, "%s: round %d/%d done, %.1fs\n", what, r+1, rounds, time.Since(start).Seconds())
	}
	return nil
}

// stats summarises samples: the median and the interquartile range
// relative to it (a measure of the noise).
type stats struct {
	median, spread float64
}

func summarize(samples []float64) stats {
	s := slices.Clone(samples)
	slices.Sort(s)
	q := func(p float64) float64 { // linear interpolation between ranks
		x := p * float64(len(s)-1)
		i := int(x)
		if i+1 >= len(s) {
			return s[len(s)-1]
		}
		return s[i] + (x-float64(i))*(s[i+1]-s[i])
	}
	if len(s) == 0 {
		return stats{}
	}
	m := q(0.5)
	return stats{median: m, spread: (q(0.75) - q(0.25)) / m}
}
