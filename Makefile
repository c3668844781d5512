# The two commands a fresh clone needs: `make run` and `make test`. Both install missing system packages first.
SWIFT ?= swift
OUT ?= out/thumbnails

.PHONY: setup build run test lint bench-setup

# Suites that assert the cooperative pool stays free while another process holds a lock: they run on their own,
# after the rest, so that other suites' CPU-bound work on the same pool cannot be mistaken for blocking. The variant
# matrices (the audit's release matrix, 7,560 screens, and every story at every tested text size, in dark and right
# to left with the real text stack: minutes of both cores) run together after them, so they never starve the
# in-process servers of other suites into their 10-s render deadline (503s under load). The descriptor-limit floods
# (a `serve` process flooded with 5,120 connections) join them: beside the suite they slowed this process's reactions
# so much that the shard-kill test's kills never landed before the shard finished. The run without fonts skips the
# ALONE suites too: they have run on their own already, and beside every feature suite a round of 100 tasks missed
# their 1-s bound (scripts/stress-tests, 2026-12-03).
ALONE = (PoolBlockingTests|FavoritesPoolTests)
# The servers' load tests (200 concurrent requests to one server; 40 events through one upstream budget) run in a
# step of their own as well: beside the suite's CPU-bound tests on two busy cores their requests queued past the
# client's 180 s (scripts/stress-tests, 2026-12-03), though every one is answered when they have the machine.
LOAD = (ServerLoadTests|UpstreamBudgetTests)
HEAVY = (AuditMatrixTests|TextSizeRuleTests|DarkAppearanceTests|RightToLeftScreenTests|RightToLeftBitmapTests|ServeDescriptorLimitTests)

setup:
	@scripts/setup

build: setup
	$(SWIFT) build -c release --product catalog-tool

# The main job on the embedded default data: thumbnails of every recipe image, no network needed.
run: build
	$$($(SWIFT) build -c release --show-bin-path)/catalog-tool thumbnails --feature recipes --out $(OUT)

# The manifest check (imports and dependencies agree; features build without fonts or codecs), the layout budgets
# (moved features' layouts within 60 lines a function and free of frame arithmetic), the whole test suite,
# the browser tests of `catalog-tool serve` (headless Chromium; they install it and skip with a message only where it
# cannot be installed), the Kubernetes Job's image built and run by chroot (scripts/test-image: a release build,
# Debian 12 packages; as root), then the formatter's lint (the build already treats warnings as errors).
test: setup
	scripts/check-manifest
	scripts/check-layout-budget
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip '$(ALONE)|$(HEAVY)|$(LOAD)'
	$(SWIFT) test --skip-build --filter '$(ALONE)'
	$(SWIFT) test --skip-build --filter '$(LOAD)'
	$(SWIFT) test --skip-build --filter '$(HEAVY)'
	FONTCONFIG_FILE=$(CURDIR)/scripts/no-fonts.conf $(SWIFT) test --skip-build --skip '$(ALONE)' --filter '^(Feature[A-Za-z0-9]*|LayoutKit|ScreenChecks)Tests\.'
	scripts/browser-tests
	scripts/test-image
	$(MAKE) lint

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Modules Apps Tests

bench-setup:
	@scripts/setup --bench
