// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"image/color"
	"io"
	"os"
	"path/filepath"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

const (
	chartName   = "hash-throughput"
	chartWidth  = 11 * vg.Inch
	chartHeight = 6 * vg.Inch
	legendWidth = 2.1 * vg.Inch
	chartDPI    = 150
)

func rgb(hex uint32) color.RGBA {
	return color.RGBA{R: uint8(hex >> 16), G: uint8(hex >> 8), B: uint8(hex), A: 255}
}

// style gives each implementation a fixed look, so charts from different
// runs and machines read the same: ours red and bold, our forced kernels
// dashed in warm colours, the other libraries in cool ones.
func style(name string) (c color.RGBA, width vg.Length, dashes []vg.Length) {
	dash := []vg.Length{vg.Points(6), vg.Points(3)}
	switch name {
	case "hashtree":
		return rgb(0xd62728), vg.Points(3), nil
	case "hashtree.generic":
		return rgb(0xff9da7), vg.Points(1.5), dash
	case "hashtree.shani", "hashtree.sha2":
		return rgb(0xf28e2b), vg.Points(1.5), dash
	case "hashtree.avx2", "hashtree.neon":
		return rgb(0xb8860b), vg.Points(1.5), dash
	case "hashtree.avx512":
		return rgb(0x8c1c5c), vg.Points(1.5), dash
	case refGo:
		return rgb(0x1f77b4), vg.Points(2.2), nil
	case refC:
		return rgb(0x2ca02c), vg.Points(2.2), nil
	case refC + ".avx512":
		return rgb(0x2ca02c), vg.Points(1.5), dash
	case "sha256":
		return rgb(0x7f7f7f), vg.Points(1.5), nil
	case "sha256-simd":
		return rgb(0x17becf), vg.Points(1.5), nil
	}
	return rgb(0x9467bd), vg.Points(1.5), []vg.Length{vg.Points(2), vg.Points(2)}
}

// writeChart draws throughput against batch size, one line per
// implementation, and writes it to dir as SVG and PNG.
func writeChart(dir string, res *results) ([]string, error) {
	plot.DefaultFont = font.Font{Typeface: "Liberation", Variant: "Sans"}
	p := plot.New()
	p.Title.Text = "SHA-256 of 64-byte pairs: throughput by batch size, one goroutine\n" +
		fmt.Sprintf("%s, %s/%s, %s; median of %d rounds", res.Sys.CPU, res.Sys.GOOS, res.Sys.GOARCH, res.Sys.Go, res.Rounds)
	p.Title.TextStyle.Font.Size = vg.Points(13)
	p.Title.Padding = vg.Points(8)
	p.X.Label.Text = "batch size (pairs, log scale)"
	p.Y.Label.Text = "throughput (GB/s of input, higher is better)"
	p.X.Scale = plot.LogScale{}
	p.Y.Min = 0
	p.Add(plotter.NewGrid())

	var order []string
	lines := map[string]plotter.XYs{}
	var ticks []plot.Tick
	seen := map[int]bool{}
	for _, r := range res.Hash {
		if _, ok := lines[r.Impl]; !ok {
			order = append(order, r.Impl)
		}
		lines[r.Impl] = append(lines[r.Impl], plotter.XY{X: float64(r.Pairs), Y: r.GBps})
		p.Y.Max = max(p.Y.Max, r.GBps*1.08)
		if !seen[r.Pairs] {
			seen[r.Pairs] = true
			ticks = append(ticks, plot.Tick{Value: float64(r.Pairs), Label: sizeLabel(r.Pairs)})
		}
	}
	p.X.Tick.Marker = plot.ConstantTicks(ticks)

	leg := plot.NewLegend()
	leg.Top, leg.Left = true, true
	leg.TextStyle.Font.Size = vg.Points(11)
	leg.ThumbnailWidth = vg.Points(30)
	leg.Padding = vg.Points(5)
	for _, name := range order {
		l, s, err := plotter.NewLinePoints(lines[name])
		if err != nil {
			return nil, err
		}
		c, w, d := style(name)
		l.LineStyle = draw.LineStyle{Color: c, Width: w, Dashes: d}
		s.GlyphStyle = draw.GlyphStyle{Color: c, Radius: vg.Points(2.5), Shape: draw.CircleGlyph{}}
		p.Add(l, s)
		leg.Add(name, l, s)
	}

	drawAll := func(cv vg.CanvasSizer) {
		dc := draw.New(cv)
		plotArea := draw.Crop(dc, 0, -legendWidth, 0, 0)
		p.Draw(plotArea)
		legArea := draw.Crop(dc, chartWidth-legendWidth+vg.Points(12), 0, 0, -vg.Points(40))
		leg.Draw(legArea)
	}

	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	svg := vgsvg.New(chartWidth, chartHeight)
	png := vgimg.NewWith(vgimg.UseWH(chartWidth, chartHeight), vgimg.UseDPI(chartDPI))
	// An opaque background: a transparent PNG is unreadable in dark viewers.
	png.SetColor(color.White)
	png.Fill(rectPath(chartWidth, chartHeight))
	drawAll(svg)
	drawAll(png)
	var files []string
	for _, f := range []struct {
		ext string
		w   io.WriterTo
	}{{".svg", svg}, {".png", vgimg.PngCanvas{Canvas: png}}} {
		name := filepath.Join(dir, chartName+f.ext)
		if err := writeTo(name, f.w); err != nil {
			return nil, err
		}
		files = append(files, name)
	}
	return files, nil
}

func rectPath(w, h vg.Length) vg.Path {
	var p vg.Path
	p.Move(vg.Point{})
	p.Line(vg.Point{X: w})
	p.Line(vg.Point{X: w, Y: h})
	p.Line(vg.Point{Y: h})
	p.Close()
	return p
}

func writeTo(name string, w io.WriterTo) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := w.WriteTo(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// sizeLabel writes powers of 1024 compactly: 65536 as 64Ki.
func sizeLabel(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dMi", n>>20)
	case n >= 1<<14 && n%(1<<10) == 0:
		return fmt.Sprintf("%dKi", n>>10)
	}
	return strings.TrimSpace(fmt.Sprint(n))
}
