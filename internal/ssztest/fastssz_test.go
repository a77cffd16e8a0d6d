// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ssztest

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	ssz "github.com/ferranbt/fastssz"
	"github.com/ferranbt/fastssz/spectests"
	"github.com/hashtree-go/hashtree"
)

func randChunks(r *rand.Rand, n int) [][32]byte {
	c := make([][32]byte, n)
	for i := range c {
		for j := 0; j < 32; j += 8 {
			binary.LittleEndian.PutUint64(c[i][j:], r.Uint64())
		}
	}
	return c
}

// fastsszRoot is fastssz's merkleize of chunks: without a limit through
// Hasher.Merkleize, with one through Hasher.MerkleizeWithMixin, which also
// mixes in length (fastssz has no public merkleize with a limit alone).
func fastsszRoot(t *testing.T, chunks [][32]byte, limit, length uint64) [32]byte {
	t.Helper()
	hh := ssz.NewHasher()
	indx := hh.Index()
	for _, c := range chunks {
		hh.Append(c[:])
	}
	if limit == 0 {
		hh.Merkleize(indx)
	} else {
		hh.MerkleizeWithMixin(indx, length, limit)
	}
	root, err := hh.HashRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestMerkleizeMatchesFastssz compares MerkleizeChunks (and MixInLength)
// with fastssz for every length from 0 to 70 and some large ones, with no
// limit, an equal one, a larger power of two, limits that are not powers of
// two and 2^40. (fastssz's depth computation overflows above 2^63, so the
// edge of uint64 is tested against our own reference in the main module.)
func TestMerkleizeMatchesFastssz(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sizes := []int{}
	for n := 0; n <= 70; n++ {
		sizes = append(sizes, n)
	}
	sizes = append(sizes, 1000, 4096, 4097, 1<<16+1)
	for _, n := range sizes {
		chunks := randChunks(r, n)
		p := uint64(1)
		for p < uint64(n) {
			p *= 2
		}
		for _, limit := range []uint64{0, uint64(n), p, 2 * p, uint64(n) + 3, 3*p + 1, 1 << 40} {
			if limit != 0 && limit < uint64(n) {
				continue
			}
			root, err := hashtree.MerkleizeChunks(chunks, limit)
			if err != nil {
				t.Fatal(err)
			}
			got, want := root, fastsszRoot(t, chunks, limit, uint64(n))
			if limit != 0 {
				got = hashtree.MixInLength(root, uint64(n))
			}
			if got != want {
				t.Fatalf("n=%d limit=%d: hashtree %x, fastssz %x", n, limit, got, want)
			}
			par, err := hashtree.MerkleizeChunksParallel(chunks, limit, 2)
			if err != nil || par != root {
				t.Fatalf("n=%d limit=%d: parallel %x, %v; want %x", n, limit, par, err, root)
			}
		}
	}
}

// hashWith returns v's hash_tree_root computed by fastssz's Hasher around
// hashtree.HashByteSlice as its HashFn.
func hashWith(v ssz.HashRoot) ([32]byte, error) {
	hh := ssz.NewHasherWithHashFn(hashtree.HashByteSlice)
	if err := v.HashTreeRootWith(hh); err != nil {
		return [32]byte{}, err
	}
	return hh.HashRoot()
}

func randValidator(r *rand.Rand) *spectests.Validator {
	b := make([]byte, 80)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return &spectests.Validator{
		Pubkey:                     b[:48],
		WithdrawalCredentials:      b[48:80],
		EffectiveBalance:           r.Uint64(),
		Slashed:                    r.IntN(2) == 1,
		ActivationEligibilityEpoch: r.Uint64(),
		ActivationEpoch:            r.Uint64(),
		ExitEpoch:                  r.Uint64(),
		WithdrawableEpoch:          r.Uint64(),
	}
}

// TestHashFnValidator hashes fastssz's Validator container (8 fields) with
// fastssz's default hasher, with fastssz around HashByteSlice, and with
// hashtree alone, field chunks built by hand.
func TestHashFnValidator(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	vs := make([]*spectests.Validator, 100)
	for i := range vs {
		vs[i] = randValidator(r)
		want, err := ssz.HashWithDefaultHasher(vs[i])
		if err != nil {
			t.Fatal(err)
		}
		got, err := hashWith(vs[i])
		if err != nil || got != want {
			t.Fatalf("validator %d: HashByteSlice as HashFn %x, %v; default hasher %x", i, got, err, want)
		}
		if own := validatorRoots(vs[i:i+1], make([][32]byte, 1))[0]; own != want {
			t.Fatalf("validator %d: hashtree alone %x, fastssz %x", i, own, want)
		}
	}
	// The list of them, as in a beacon state: List[Validator, 2^40].
	want := fastsszValidatorList(t, vs)
	if got := validatorListRoot(vs); got != want {
		t.Fatalf("validator list: hashtree %x, fastssz %x", got, want)
	}
}

// validatorRoots computes the hash_tree_root of each validator batch-wise
// across containers, a block of validators at a time so that the working
// set stays in cache: the pubkeys' pairs of the block in one call, then the
// three layers of the block's 8-field trees, one call per layer, in place.
// It writes the roots to roots[:len(vs)] and returns them.
func validatorRoots(vs []*spectests.Validator, roots [][32]byte) [][32]byte {
	const block = 1024 // validators per block: 256 KiB of leaves
	var pk [2 * block][32]byte
	var leaves [8 * block][32]byte
	roots = roots[:len(vs)]
	for start := 0; start < len(vs); start += block {
		bv := vs[start:min(start+block, len(vs))]
		n := len(bv)
		for i, v := range bv {
			copy(pk[2*i][:], v.Pubkey[:32])
			pk[2*i+1] = [32]byte{}
			copy(pk[2*i+1][:], v.Pubkey[32:48])
		}
		if err := hashtree.Hash(pk[:n], pk[:2*n]); err != nil { // pubkey roots, in place
			panic(err)
		}
		for i, v := range bv {
			l := leaves[8*i : 8*i+8]
			clear(l)
			l[0] = pk[i]
			copy(l[1][:], v.WithdrawalCredentials)
			binary.LittleEndian.PutUint64(l[2][:], v.EffectiveBalance)
			if v.Slashed {
				l[3][0] = 1
			}
			binary.LittleEndian.PutUint64(l[4][:], v.ActivationEligibilityEpoch)
			binary.LittleEndian.PutUint64(l[5][:], v.ActivationEpoch)
			binary.LittleEndian.PutUint64(l[6][:], v.ExitEpoch)
			binary.LittleEndian.PutUint64(l[7][:], v.WithdrawableEpoch)
		}
		for m := 8 * n; m > 2*n; m /= 2 {
			if err := hashtree.Hash(leaves[:m/2], leaves[:m]); err != nil {
				panic(err)
			}
		}
		if err := hashtree.Hash(roots[start:start+n], leaves[:2*n]); err != nil {
			panic(err)
		}
	}
	return roots
}

const validatorLimit = 1 << 40 // VALIDATOR_REGISTRY_LIMIT

func validatorListRoot(vs []*spectests.Validator) [32]byte {
	return validatorListRootWith(vs, make([][32]byte, len(vs)))
}

// validatorListRootWith is validatorListRoot with a caller's buffer of at
// least len(vs) roots, which a client would keep between slots.
func validatorListRootWith(vs []*spectests.Validator, roots [][32]byte) [32]byte {
	root, err := hashtree.MerkleizeChunks(validatorRoots(vs, roots), validatorLimit)
	if err != nil {
		panic(err)
	}
	return hashtree.MixInLength(root, uint64(len(vs)))
}

// fastsszValidatorList is fastssz's root of List[Validator, 2^40], written
// as its generated code writes a list field.
func fastsszValidatorList(t testing.TB, vs []*spectests.Validator) [32]byte {
	return fastsszValidatorListWith(t, ssz.NewHasher(), vs)
}

func fastsszValidatorListWith(t testing.TB, hh *ssz.Hasher, vs []*spectests.Validator) [32]byte {
	indx := hh.Index()
	for _, v := range vs {
		if err := v.HashTreeRootWith(hh); err != nil {
			t.Fatal(err)
		}
	}
	hh.MerkleizeWithMixin(indx, uint64(len(vs)), validatorLimit)
	root, err := hh.HashRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// TestHashFnBeaconState hashes a real beacon state (Bellatrix, from the
// fixture fastssz ships, ~58 MB) with fastssz's default hasher and with
// HashByteSlice as its HashFn, and its validator registry with hashtree
// alone.
func TestHashFnBeaconState(t *testing.T) {
	if testing.Short() {
		t.Skip("58 MB fixture")
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/ferranbt/fastssz").Output()
	if err != nil {
		t.Fatalf("locating fastssz: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "spectests", "fixtures", "beacon_state_bellatrix.ssz"))
	if err != nil {
		t.Fatal(err)
	}
	var state spectests.BeaconStateBellatrix
	if err := state.UnmarshalSSZ(data); err != nil {
		t.Fatal(err)
	}
	want, err := ssz.HashWithDefaultHasher(&state)
	if err != nil {
		t.Fatal(err)
	}
	got, err := hashWith(&state)
	if err != nil || got != want {
		t.Fatalf("beacon state: HashByteSlice as HashFn %x, %v; default hasher %x", got, err, want)
	}
	t.Logf("state root %x, %d validators", want, len(state.Validators))
	if got, want := validatorListRoot(state.Validators), fastsszValidatorList(t, state.Validators); got != want {
		t.Fatalf("validator registry: hashtree %x, fastssz %x", got, want)
	}
}

// BenchmarkValidatorList is the beacon-chain-like workload: the root of a
// list of 2^18 validators, by fastssz with its default hasher, by fastssz
// with HashByteSlice as its HashFn, and by hashtree batch-wise across
// containers; and, where gohashtree builds, by fastssz with gohashtree's
// HashByteSlice as its HashFn (gohashtree_test.go), the combination that
// consensus clients use today.
func BenchmarkValidatorList(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	vs := make([]*spectests.Validator, 1<<18)
	for i := range vs {
		vs[i] = randValidator(r)
	}
	roots := make([][32]byte, len(vs))
	libs := []string{"fastssz", "fastssz+hashtree", "hashtree"}
	if gohashtreeHashFn != nil {
		libs = append(libs, "fastssz+gohashtree")
	}
	for _, lib := range libs {
		b.Run(fmt.Sprintf("lib=%s/validators=%d", lib, len(vs)), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				switch lib {
				case "fastssz":
					fastsszValidatorList(b, vs)
				case "fastssz+hashtree":
					fastsszValidatorListWith(b, ssz.NewHasherWithHashFn(hashtree.HashByteSlice), vs)
				case "fastssz+gohashtree":
					fastsszValidatorListWith(b, ssz.NewHasherWithHashFn(gohashtreeHashFn), vs)
				case "hashtree":
					validatorListRootWith(vs, roots)
				}
			}
		})
	}
}
