// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hashtree-go/hashtree"
)

func rootOf(t *testing.T, args []string, in []byte) string {
	t.Helper()
	var out bytes.Buffer
	if err := run(append([]string{"root"}, args...), bytes.NewReader(in), &out); err != nil {
		t.Fatalf("root %q: %v", args, err)
	}
	return strings.TrimSuffix(out.String(), "\n")
}

// TestRootCommand compares the command with the library on the same chunks.
func TestRootCommand(t *testing.T) {
	for _, size := range []int{0, 1, 31, 32, 33, 1000, 32*4097 + 5, 3 << 20} {
		in := make([]byte, size)
		for i := range in {
			in[i] = byte(i*13 + i>>8)
		}
		chunks := make([][32]byte, (size+31)/32)
		for i := range chunks {
			copy(chunks[i][:], in[32*i:])
		}
		limit := uint64(len(chunks)) + 5
		root, err := hashtree.MerkleizeChunks(chunks, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := rootOf(t, nil, in), fmt.Sprintf("%x", root); got != want {
			t.Fatalf("%d bytes: %s, want %s", size, got, want)
		}
		root, err = hashtree.MerkleizeChunks(chunks, limit)
		if err != nil {
			t.Fatal(err)
		}
		args := []string{"--limit", fmt.Sprint(limit), "--mix-in-length", "-"}
		want := fmt.Sprintf("%x", hashtree.MixInLength(root, uint64(len(chunks))))
		if got := rootOf(t, args, in); got != want {
			t.Fatalf("%d bytes %q: %s, want %s", size, args, got, want)
		}
	}
}

// TestRootCommandFile reads a file; the expected roots were computed with
// Python's hashlib from the SSZ definitions.
func TestRootCommandFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fox")
	text := "The quick brown fox jumps over the lazy dog, twice: The quick brown fox"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{path}, "ba8c31071261f70c61b47672ab2337d826be3a5516c60fe62c77419c6d9f4865"},
		{[]string{"--limit", "4", "--mix-in-length", path}, "8b5f44a8afa1a10b831aae01ba8a6af7fbaca567f7f238907c4028a5a5dd0eca"},
	} {
		if got := rootOf(t, tc.args, nil); got != tc.want {
			t.Errorf("root %q: %s, want %s", tc.args, got, tc.want)
		}
	}
	// No chunks and a limit of 2^40: the zero hash of depth 40.
	if got, want := rootOf(t, []string{"-limit=1099511627776"}, nil), "6bfe8d2bcc4237b74a5047058ef455339ecd7360cb63bfbb8ee5448e6430ba04"; got != want {
		t.Errorf("empty input, limit 2^40: %s, want %s", got, want)
	}
	err := run([]string{"root", "--limit", "2", path}, nil, &bytes.Buffer{})
	if !errors.Is(err, hashtree.ErrTooManyChunks) || !strings.Contains(err.Error(), "3 chunks, limit 2") {
		t.Errorf("too many chunks: %v", err)
	}
}

func TestRootUsage(t *testing.T) {
	for _, args := range [][]string{{"root", "--nope"}, {"root", "--limit", "x"}, {"root", "a", "b"}} {
		if err := run(args, nil, &bytes.Buffer{}); !errors.Is(err, errUsage) {
			t.Errorf("%q: err = %v, want usage error", args, err)
		}
	}
	var out bytes.Buffer
	if err := run([]string{"root", "-h"}, nil, &out); err != nil || !strings.Contains(out.String(), "--mix-in-length") {
		t.Errorf("root -h: %v\n%s", err, out.String())
	}
}

// TestProgress checks when a bar is drawn and what it looks like; a test's
// stderr is no terminal, so the command itself never draws one here.
func TestProgress(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "big")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := f.Truncate(progressMin); err != nil {
		t.Fatal(err)
	}
	if p := newProgress(f, f); p != nil {
		t.Error("progress bar on a regular file instead of a terminal")
	}
	if p := newProgress(bytes.NewReader(nil), os.Stderr); p != nil {
		t.Error("progress bar for an input of unknown size")
	}
	var out bytes.Buffer
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	p := &progress{out: pw, total: 100 << 20, start: start.Add(-time.Second), last: start.Add(-time.Second)}
	p.Write(make([]byte, 50<<20))
	p.done()
	pw.Close()
	out.ReadFrom(pr)
	pr.Close()
	got := out.String()
	if !strings.HasPrefix(got, "\r[###############...............]  50% 50/100 MiB ") || !strings.HasSuffix(got, "MiB/s\r\033[K") {
		t.Errorf("progress output %q", got)
	}
}
