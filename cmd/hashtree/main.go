// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command hashtree hashes 64-byte records with the hashtree package.
//
// Usage:
//
//	hashtree kernels       list the compiled-in kernels, CPU support and the active plan
//	hashtree hash [FILE]   print SHA-256 of each 64-byte record of FILE (default stdin)
//	hashtree root [--limit N] [--mix-in-length] [FILE]
//	                       print the SSZ Merkle root of FILE read as 32-byte chunks
//
// The comparative benchmark lives in the bench module: go -C bench run .
package main

import (
	"bufio"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/hashtree-go/hashtree"
)

const usage = `usage:
  hashtree kernels       list kernels, CPU support and the active plan
  hashtree hash [FILE]   SHA-256 of each 64-byte record of FILE (default: stdin), one hex digest per line
  hashtree root [--limit N] [--mix-in-length] [FILE]
                         SSZ Merkle root of FILE (default: stdin) as 32-byte chunks; hashtree root -h for details
`

func main() {
	flag.Usage = func() { fmt.Fprint(os.Stderr, usage) }
	flag.Parse()
	if err := run(flag.Args(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "hashtree:", err)
		if errors.Is(err, errUsage) {
			flag.Usage()
		}
		os.Exit(1)
	}
}

var errUsage = errors.New("bad usage")

// commands maps each subcommand to its implementation; other files add to it.
var commands = map[string]func(args []string, stdin io.Reader, stdout io.Writer) error{
	"kernels": cmdKernels,
	"hash":    cmdHash,
}

func run(args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("%w: no command", errUsage)
	}
	cmd, ok := commands[args[0]]
	if !ok {
		return fmt.Errorf("%w: unknown command %q", errUsage, args[0])
	}
	return cmd(args[1:], stdin, stdout)
}

func cmdKernels(args []string, _ io.Reader, stdout io.Writer) error {
	if len(args) != 0 {
		return fmt.Errorf("%w: kernels takes no arguments", errUsage)
	}
	w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(w, "KERNEL\tLANES\tSUPPORTED\tACTIVE")
	for _, k := range hashtree.Kernels() {
		fmt.Fprintf(w, "%s\t%d\t%s\t%s\n", k.Name, k.Lanes, yesNo(k.Supported), yesNo(k.Active))
	}
	if err := w.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(stdout, "plan: %s\n", hashtree.Active())
	return err
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// openInput opens the one optional FILE argument, or returns stdin.
func openInput(args []string, stdin io.Reader) (io.Reader, func() error, error) {
	switch len(args) {
	case 0:
		return stdin, func() error { return nil }, nil
	case 1:
		if args[0] == "-" {
			return stdin, func() error { return nil }, nil
		}
		f, err := os.Open(args[0])
		if err != nil {
			return nil, nil, err
		}
		return f, f.Close, nil
	}
	return nil, nil, fmt.Errorf("%w: at most one FILE", errUsage)
}

// cmdHash reads 64-byte records in batches, so the kernels see wide
// batches, and prints one digest per record.
func cmdHash(args []string, stdin io.Reader, stdout io.Writer) error {
	in, closeIn, err := openInput(args, stdin)
	if err != nil {
		return err
	}
	defer closeIn()
	const batch = 4096 // records per Hash call
	buf := make([]byte, 64*batch)
	digests := make([]byte, 32*batch)
	line := make([]byte, 65)
	line[64] = '\n'
	out := bufio.NewWriterSize(stdout, 1<<16)
	var records int64
	for {
		n, rerr := io.ReadFull(in, buf)
		full := n / 64
		if err := hashtree.HashByteSlice(digests[:32*full], buf[:64*full]); err != nil {
			return err
		}
		for i := range full {
			hex.Encode(line, digests[32*i:32*i+32])
			if _, err := out.Write(line); err != nil {
				return err
			}
		}
		records += int64(full)
		switch {
		case rerr == io.EOF || rerr == io.ErrUnexpectedEOF:
			if err := out.Flush(); err != nil {
				return err
			}
			if rest := n % 64; rest != 0 {
				return fmt.Errorf("input ends with a partial record of %d bytes after %d whole 64-byte records", rest, records)
			}
			return nil
		case rerr != nil:
			return rerr
		}
	}
}
