// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
	"testing"
)

func TestHashCommand(t *testing.T) {
	for _, records := range []int{0, 1, 2, 17, 4096, 4097, 9000} {
		in := make([]byte, 64*records)
		for i := range in {
			in[i] = byte(i * 7)
		}
		var out bytes.Buffer
		if err := run([]string{"hash"}, bytes.NewReader(in), &out); err != nil {
			t.Fatalf("%d records: %v", records, err)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if records == 0 {
			lines = nil
		}
		if len(lines) != records {
			t.Fatalf("%d records: %d lines", records, len(lines))
		}
		for i, l := range lines {
			sum := sha256.Sum256(in[64*i : 64*i+64])
			if l != hex.EncodeToString(sum[:]) {
				t.Fatalf("record %d: %s", i, l)
			}
		}
	}
}

func TestHashCommandPartial(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"hash"}, bytes.NewReader(make([]byte, 64*3+10)), &out)
	if err == nil || !strings.Contains(err.Error(), "partial record of 10 bytes after 3") {
		t.Fatalf("err = %v", err)
	}
	if got := strings.Count(out.String(), "\n"); got != 3 {
		t.Fatalf("%d digests printed before the error, want 3", got)
	}
}

func TestKernelsCommand(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"kernels"}, nil, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "generic") || !strings.Contains(out.String(), "plan: ") {
		t.Fatalf("output:\n%s", out.String())
	}
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"nope"}, {"kernels", "x"}, {"hash", "a", "b"}} {
		if err := run(args, nil, &bytes.Buffer{}); !errors.Is(err, errUsage) {
			t.Errorf("%q: err = %v, want usage error", args, err)
		}
	}
	if err := run([]string{"hash", "/no/such/file"}, nil, &bytes.Buffer{}); err == nil {
		t.Error("missing file: no error")
	}
}
