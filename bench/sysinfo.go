// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/hashtree-go/hashtree"
	"github.com/klauspost/cpuid/v2"
)

// sysInfo is the header of every result: what ran, where.
type sysInfo struct {
	CPU        string       `json:"cpu"`
	Features   []string     `json:"features"`
	LogicalCPU int          `json:"logical_cpus"`
	GOMAXPROCS int          `json:"gomaxprocs"`
	GOOS       string       `json:"goos"`
	GOARCH     string       `json:"goarch"`
	Go         string       `json:"go"`
	Plan       string       `json:"plan"`
	Kernels    []kernelInfo `json:"kernels"`
}

// kernelInfo is hashtree.KernelInfo with JSON names.
type kernelInfo struct {
	Name      string `json:"name"`
	Lanes     int    `json:"lanes"`
	Supported bool   `json:"supported"`
	Active    bool   `json:"active"`
}

func gatherSysInfo() sysInfo {
	return sysInfo{
		CPU:        cpuModel(),
		Features:   features(),
		LogicalCPU: runtime.NumCPU(),
		GOMAXPROCS: runtime.GOMAXPROCS(0),
		GOOS:       runtime.GOOS,
		GOARCH:     runtime.GOARCH,
		Go:         runtime.Version(),
		Plan:       hashtree.Active().String(),
		Kernels:    kernels(),
	}
}

func kernels() []kernelInfo {
	var out []kernelInfo
	for _, k := range hashtree.Kernels() {
		out = append(out, kernelInfo{k.Name, k.Lanes, k.Supported, k.Active})
	}
	return out
}

// cpuModel names the CPU: the CPUID brand string where there is one, with
// family and model (virtual machines often shorten the brand string to
// "AMD EPYC"), else what Linux says.
func cpuModel() string {
	if s := strings.TrimSpace(cpuid.CPU.BrandName); s != "" {
		if cpuid.CPU.Family > 0 {
			s += fmt.Sprintf(" (family %d model %d)", cpuid.CPU.Family, cpuid.CPU.Model)
		}
		return s
	}
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			k, v, ok := strings.Cut(sc.Text(), ":")
			switch strings.TrimSpace(k) {
			case "model name", "Hardware", "cpu model":
				if v = strings.TrimSpace(v); ok && v != "" {
					return v
				}
			}
		}
	}
	return "unknown " + runtime.GOARCH + " CPU"
}

// features lists the CPU extensions that some implementation here uses.
func features() []string {
	var ids []cpuid.FeatureID
	switch runtime.GOARCH {
	case "amd64", "386":
		ids = []cpuid.FeatureID{cpuid.SHA, cpuid.AVX, cpuid.AVX2, cpuid.BMI2, cpuid.AVX512F, cpuid.AVX512VL, cpuid.AVX512BW}
	case "arm64":
		ids = []cpuid.FeatureID{cpuid.ASIMD, cpuid.SHA2}
	}
	var out []string
	for _, id := range ids {
		if cpuid.CPU.Has(id) {
			out = append(out, strings.ToLower(id.String()))
		}
	}
	return out
}

func (s sysInfo) kernelsLine() string {
	var parts []string
	for _, k := range s.Kernels {
		state := "unsupported"
		if k.Supported {
			state = "supported"
		}
		if k.Active {
			state = "active"
		}
		parts = append(parts, fmt.Sprintf("%s (%d lane%s, %s)", k.Name, k.Lanes, plural(k.Lanes), state))
	}
	return strings.Join(parts, ", ")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
