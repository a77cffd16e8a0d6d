module github.com/hashtree-go/hashtree/internal/ssztest

go 1.25.0

require (
	github.com/ferranbt/fastssz v0.1.4
	github.com/hashtree-go/hashtree v0.0.0
	github.com/prysmaticlabs/gohashtree v0.0.4-beta
)

require (
	github.com/emicklei/dot v1.6.2 // indirect
	github.com/klauspost/cpuid/v2 v2.4.2 // indirect
	github.com/minio/sha256-simd v1.0.0 // indirect
	github.com/mitchellh/mapstructure v1.3.2 // indirect
	golang.org/x/sys v0.47.0 // indirect
	gopkg.in/yaml.v2 v2.3.0 // indirect
)

replace github.com/hashtree-go/hashtree => ../..
