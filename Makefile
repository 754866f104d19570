# The only entry points a newcomer needs: run, test, bench, lint.
SHELL := /bin/bash
.DEFAULT_GOAL := run

CARGO ?= cargo
WEB := web
BIN := target/release/sportsbook

.PHONY: run test test-rust test-realtime test-web test-bin bench lint fuzz-api web-deps web-build build release clean

## run: install what is missing, build web + server, serve on http://127.0.0.1:8080 with the
## developer tools (outbox page, demo payments) on, as a laptop needs them; the binary alone
## never turns them on (docs/decisions/047).
run: release
	SPORTSBOOK_DEV_TOOLS=$${SPORTSBOOK_DEV_TOOLS:-on} $(BIN) serve

## build the web app when the web folder exists (it is served by the server from web/dist)
web-deps:
	@if [ -f $(WEB)/package.json ] && [ ! -d $(WEB)/node_modules ]; then cd $(WEB) && npm ci --no-audit --no-fund; fi

web-build: web-deps
	@if [ -f $(WEB)/package.json ]; then cd $(WEB) && npm run build; fi

release: web-build
	$(CARGO) build --release --locked -p sportsbook-server

build: web-build
	$(CARGO) build --locked -p sportsbook-server

## test: every test — Rust (unit, API, store on SQLite and PostgreSQL) and web (unit, browser)
test: test-rust test-realtime test-web

test-rust: web-build
	$(CARGO) test --workspace --locked

## the realtime server against the real npm centrifuge client (Node), incl. two processes on Redis
test-realtime:
	crates/realtime/js-tests/run.sh

# The debug binary as `cargo test` builds it (same features), so after test-rust this is a no-op.
test-bin: web-build
	$(CARGO) build --locked --workspace --tests

test-web: test-bin
	@if [ -f $(WEB)/package.json ]; then cd $(WEB) && npm test && \
		SPORTSBOOK_BIN=$(CURDIR)/target/debug/sportsbook npm run e2e; fi

## bench: load benchmarks on this machine; writes BENCHMARKS.md
bench: release
	$(CARGO) build --release --locked -p sportsbook-server --examples
	bench/run.sh

## fuzz-api: schemathesis against a fresh server (every status documented, no 5xx, what the
## schema forbids refused); not part of `make test`
fuzz-api:
	crates/server/fuzz/schemathesis.sh

## lint: formatting and lints, Rust and web
lint: web-deps
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings
	@if [ -f $(WEB)/package.json ]; then cd $(WEB) && npm run lint; fi

clean:
	$(CARGO) clean
	rm -rf $(WEB)/dist $(WEB)/node_modules
