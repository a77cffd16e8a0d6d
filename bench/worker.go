// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

// Our kernels are measured one per child process. The library reads
// HASHTREE_KERNEL once, at start-up, and keeps its registry unexported, so
// forcing a kernel means starting a process with the variable set. The
// parent drives each child over a pipe one burst at a time, while it waits
// itself, so children's bursts interleave with the in-process ones exactly
// as if they ran in the parent.

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/hashtree-go/hashtree"
)

// workerEnv, set to 1, makes the binary a worker instead of the benchmark.
const workerEnv = "HASHTREE_BENCH_WORKER"

type worker struct {
	kernel string
	plan   string // the child's hashtree.Active(), as it reported it
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
}

// startWorker starts this binary as a worker with HASHTREE_KERNEL=kernel
// and waits until it has checked its answers against crypto/sha256.
func startWorker(kernel string) (*worker, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "HASHTREE_KERNEL="+kernel, workerEnv+"=1")
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	w := &worker{kernel: kernel, cmd: cmd, in: in, out: bufio.NewReader(out)}
	line, err := w.reply()
	if err == nil && !strings.HasPrefix(line, "ready ") {
		err = fmt.Errorf("unexpected %q", line)
	}
	if err != nil {
		w.stop()
		return nil, fmt.Errorf("worker for HASHTREE_KERNEL=%s: %v", kernel, err)
	}
	w.plan = strings.TrimPrefix(line, "ready ")
	return w, nil
}

// reply reads one line from the worker; a line "error ..." becomes an error.
func (w *worker) reply() (string, error) {
	line, err := w.out.ReadString('\n')
	if err != nil {
		return "", fmt.Errorf("worker exited: %v", err)
	}
	line = strings.TrimSuffix(line, "\n")
	if msg, ok := strings.CutPrefix(line, "error "); ok {
		return "", fmt.Errorf("%s", msg)
	}
	return line, nil
}

// run times iters batches of pairs pairs in the worker.
func (w *worker) run(pairs, iters int) (time.Duration, error) {
	if _, err := fmt.Fprintf(w.in, "run %d %d\n", pairs, iters); err != nil {
		return 0, fmt.Errorf("worker %s: %v", w.kernel, err)
	}
	line, err := w.reply()
	if err != nil {
		return 0, fmt.Errorf("worker %s: %v", w.kernel, err)
	}
	var ns int64
	if _, err := fmt.Sscan(line, &ns); err != nil {
		return 0, fmt.Errorf("worker %s: bad reply %q", w.kernel, line)
	}
	return time.Duration(ns), nil
}

func (w *worker) stop() {
	_ = w.in.Close() // the worker exits at end of input
	_ = w.cmd.Wait()
}

// workerMain is the child's side: check that the kernel asked for is the
// one in use and that it hashes correctly, then time bursts on request.
func workerMain() {
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		_ = out.Flush()
	}
	want := os.Getenv("HASHTREE_KERNEL")
	s := hashtree.Active()
	if s.Requested != want || s.Note != "" {
		say("error HASHTREE_KERNEL=%s not in force: %s", want, s)
		os.Exit(1)
	}
	loop := func(d, c [][32]byte, iters int) {
		for range iters {
			_ = hashtree.Hash(d, c)
		}
	}
	if err := verify("hashtree."+want, loop); err != nil {
		say("error %v", err)
		os.Exit(1)
	}
	say("ready %s", s)

	type buffers struct{ d, c [][32]byte }
	bufs := map[int]buffers{}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		var pairs, iters int
		if _, err := fmt.Sscanf(in.Text(), "run %d %d", &pairs, &iters); err != nil || pairs < 1 || iters < 1 {
			say("error bad request %q", in.Text())
			os.Exit(1)
		}
		b, ok := bufs[pairs]
		if !ok {
			b = buffers{make([][32]byte, pairs), testChunks(pairs)}
			bufs[pairs] = b
		}
		t0 := time.Now()
		loop(b.d, b.c, iters)
		say("%d", time.Since(t0).Nanoseconds())
	}
}
