module github.com/hashtree-go/hashtree/_asm

go 1.25.0

replace github.com/hashtree-go/hashtree => ../

require github.com/mmcloughlin/avo v0.6.0 // indirect
