# The two commands a fresh clone needs: `make run` and `make test`. Both install missing system packages first.
SWIFT ?= swift
OUT ?= out/thumbnails

.PHONY: setup build run test lint bench-setup

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product catalog-tool

# The main job on the embedded default data: thumbnails of every recipe image, no network needed.
run: build
	$$($(SWIFT) build -c release --show-bin-path)/catalog-tool thumbnails --feature recipes --out $(OUT)

# The whole test suite, the browser tests of `catalog-tool serve` (headless Chromium; they install it and skip with a
# message only where it cannot be installed), the Kubernetes Job's image built and run by chroot (scripts/test-image:
# a release build, Debian 12 packages; as root), then the formatter's lint (the build already treats warnings as
# errors).
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	scripts/browser-tests
	scripts/test-image
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Modules Apps Tests

bench-setup:
	@scripts/setup --bench
