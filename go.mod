module github.com/hashtree-go/hashtree

go 1.25.0

require golang.org/x/sys v0.47.0

require golang.org/x/term v0.45.0
