// Copyright 2026 The hashtree Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build !race

package hashtree

// raceEnabled lets slow tests shrink under the race detector.
const raceEnabled = false
