// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/hashtree-go/hashtree"
	"golang.org/x/term"
)

func init() {
	commands["root"] = cmdRoot
}

const rootUsage = `usage: hashtree root [--limit N] [--mix-in-length] [FILE]

Prints the SSZ Merkle root of FILE (default: stdin) read as 32-byte chunks,
the last one padded with zero bytes: merkleize(chunks, N), the chunks padded
with zero chunks to next_pow_of_two(N) leaves (no --limit, or 0: to the next
power of two of the number of chunks). More chunks than N is an error.
--mix-in-length then mixes in the number of chunks, a partial last chunk
counted as one: the hash_tree_root of an SSZ List[Bytes32, N] when FILE
holds the list's 32-byte elements. Flags come before FILE. A progress bar
is drawn on stderr for files of 64 MiB or more when stderr is a terminal.
`

// cmdRoot streams the input through a Merkleizer, so memory stays bounded
// whatever the file's size.
func cmdRoot(args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("root", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	limit := fs.Uint64("limit", 0, "")
	mix := fs.Bool("mix-in-length", false, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			_, err := io.WriteString(stdout, rootUsage)
			return err
		}
		return fmt.Errorf("%w: root: %v\n%s", errUsage, err, rootUsage)
	}
	in, closeIn, err := openInput(fs.Args(), stdin)
	if err != nil {
		return err
	}
	defer closeIn()

	m := hashtree.NewMerkleizer(*limit)
	var w io.Writer = m
	p := newProgress(in, os.Stderr)
	if p != nil {
		w = io.MultiWriter(m, p)
	}
	// 1 MiB reads: 32768 chunks, so whole batches go to the kernels
	// straight from the read buffer.
	_, err = io.CopyBuffer(w, onlyReader{in}, make([]byte, 1<<20))
	if p != nil {
		p.done()
	}
	if err != nil {
		if errors.Is(err, hashtree.ErrTooManyChunks) {
			return fmt.Errorf("%s: %w", inputName(fs.Args()), err)
		}
		return err
	}
	root, err := m.Root()
	if err != nil {
		return err
	}
	if *mix {
		root = hashtree.MixInLength(root, m.Count())
	}
	_, err = fmt.Fprintf(stdout, "%x\n", root)
	return err
}

// onlyReader hides an *os.File's WriterTo/ReaderFrom from io.CopyBuffer, so
// the copy uses our 1 MiB buffer rather than small kernel-sized reads.
type onlyReader struct{ io.Reader }

func inputName(args []string) string {
	if len(args) == 0 || args[0] == "-" {
		return "stdin"
	}
	return args[0]
}

// progressMin is the smallest input that gets a progress bar.
const progressMin = 64 << 20

// progress draws a bar on a terminal as bytes pass through Write, at most
// ten times a second.
type progress struct {
	out   *os.File
	total int64
	seen  int64
	start time.Time
	last  time.Time
}

// newProgress returns a progress bar for in on out, or nil if in is not a
// regular file of at least progressMin bytes or out is not a terminal.
func newProgress(in io.Reader, out *os.File) *progress {
	f, ok := in.(*os.File)
	if !ok || !term.IsTerminal(int(out.Fd())) {
		return nil
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < progressMin {
		return nil
	}
	now := time.Now()
	return &progress{out: out, total: st.Size(), start: now, last: now}
}

func (p *progress) Write(b []byte) (int, error) {
	p.seen += int64(len(b))
	if now := time.Now(); now.Sub(p.last) >= 100*time.Millisecond {
		p.last = now
		p.draw(now)
	}
	return len(b), nil
}

func (p *progress) draw(now time.Time) {
	const width = 30
	frac := float64(p.seen) / float64(p.total)
	filled := min(width, int(frac*width))
	rate := float64(p.seen) / max(now.Sub(p.start).Seconds(), 1e-9) / (1 << 20)
	fmt.Fprintf(p.out, "\r[%s%s] %3.0f%% %d/%d MiB %.0f MiB/s",
		strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		100*frac, p.seen>>20, p.total>>20, rate)
}

// done erases the bar, leaving stderr as it was.
func (p *progress) done() {
	fmt.Fprint(p.out, "\r\033[K")
}
