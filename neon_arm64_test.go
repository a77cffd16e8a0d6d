// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !purego

package hashtree

import "testing"

// TestNEONAutoPlan checks the arm64 dispatch rule: sha2 whenever the CPU
// has it, else neon for the groups of 4 of batches of 4+ pairs.
func TestNEONAutoPlan(t *testing.T) {
	p := autoPlan()
	usesNEON := p.wide != nil && p.wide.id == kNEON
	if want := hasNEON && !hasSHA2; usesNEON != want {
		t.Fatalf("automatic plan uses neon: %v, want %v (ASIMD %v, SHA2 %v)", usesNEON, want, hasNEON, hasSHA2)
	}
	if usesNEON && p.minWide != 4 {
		t.Errorf("neon from %d pairs, want 4", p.minWide)
	}
	if hasSHA2 && p.single.id != kSHA2 {
		t.Errorf("single kernel %s, want sha2", p.single.name())
	}
}
