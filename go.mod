module github.com/hashtree-go/hashtree

go 1.25.0

require (
	github.com/klauspost/cpuid/v2 v2.4.2
	golang.org/x/sys v0.47.0
	golang.org/x/term v0.45.0
)
