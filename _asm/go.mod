module github.com/hashtree-go/hashtree/_asm

go 1.25.0

replace github.com/hashtree-go/hashtree => ../

require (
	github.com/hashtree-go/hashtree v0.0.0-00010101000000-000000000000
	github.com/mmcloughlin/avo v0.6.0
)

require (
	github.com/klauspost/cpuid/v2 v2.4.2 // indirect
	golang.org/x/mod v0.25.0 // indirect
	golang.org/x/sync v0.15.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/tools v0.34.0 // indirect
)
