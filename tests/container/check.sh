#!/usr/bin/env bash
# Build the Dockerfile with podman and run `make test` inside the image, without network.
#
# Where no container registry is reachable, the FROM image is stood in by a Debian bookworm root
# (debootstrap: python3 3.11, python3-venv, make, ca-certificates) imported under the FROM tag.
# It is close to python:3.11-slim-bookworm but not the same: Debian's python3 3.11.2 in /usr/bin
# instead of python.org's build in /usr/local. Needs root, podman and debootstrap (Debian
# packages), and a Debian mirror and PyPI reachable during the build.
#
#   tests/container/check.sh [all|build|test]      (default all)
# Optional settings, from the environment:
#   TORCH_WHEELS=/dir    a folder holding the torch CPU wheel, when download.pytorch.org is not
#                        reachable (the Dockerfile's default index for it)
#   CA_BUNDLE=/file      CA bundle for pip behind a TLS-inspecting proxy
#   LLAMA_WHEELS=/dir    a folder holding the llama-cpp-python wheel `tempolex models prepare`
#                        built on a compatible host (~/.cache/tempolex/wheels): the build installs
#                        it instead of compiling one (10 minutes on two idle cores, far more on busy
#                        ones); the compile inside the image is then not exercised
#   PODMAN_OPTS="…"      extra options for `podman build` and `podman run`; a sandbox whose
#                        cgroups crun refuses, or whose rlimits cannot be raised, needs e.g.
#                        "--runtime runc --ulimit nofile=20000:20000 --ulimit nproc=32768:32768"
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BASE=$(sed -n 's/^FROM //p' "$ROOT/Dockerfile")
IMAGE=${IMAGE:-localhost/tempolex:check}
WORK=${WORK:-/var/tmp/tempolex-container}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
read -r -a OPTS <<< "${PODMAN_OPTS:-}"

stand_in_base() {
  if podman image exists "$BASE"; then echo "base: $BASE is present"; return; fi
  echo "base: $BASE is not here (no registry?); standing it in from Debian bookworm"
  rm -rf "$WORK/rootfs" && mkdir -p "$WORK"
  debootstrap --variant=minbase --include=python3,python3-venv,make,ca-certificates \
    bookworm "$WORK/rootfs" "$MIRROR"
  rm -rf "$WORK/rootfs/var/lib/apt/lists/"* "$WORK/rootfs/var/cache/apt/archives/"*.deb
  tar -C "$WORK/rootfs" -c . | podman import --change 'ENV LANG=C.UTF-8' \
    --change 'CMD ["python3"]' - "docker.io/library/$BASE"
}

build() {
  local extra=()
  if [ -n "${TORCH_WHEELS:-}" ]; then
    extra+=(--volume "$TORCH_WHEELS:/build/wheels:ro" --build-arg PIP_FIND_LINKS=/build/wheels
            --build-arg PIP_EXTRA_INDEX_URL=)
  fi
  if [ -n "${CA_BUNDLE:-}" ]; then
    extra+=(--volume "$CA_BUNDLE:/build/ca.crt:ro" --build-arg PIP_CERT=/build/ca.crt)
  fi
  if [ -n "${LLAMA_WHEELS:-}" ]; then
    extra+=(--volume "$LLAMA_WHEELS:/app/.cache/wheels:ro")
  fi
  local started=$SECONDS
  podman build --pull=never "${OPTS[@]}" "${extra[@]}" -t "$IMAGE" "$ROOT"
  echo "build: $((SECONDS - started)) s"
  podman image inspect --format 'image size: {{.Size}} bytes' "$IMAGE"
}

run_tests() {
  # --network=none: the venv, the compiled runtime and the models are all in the image. The public
  # benchmarks live beside the project (../shared, read-only), as on a developer machine: the
  # tests that read LawBench find them at /shared when that folder exists here.
  local started=$SECONDS shared=()
  if [ -d "$ROOT/../shared/data" ]; then shared=(--volume "$(cd "$ROOT/../shared" && pwd):/shared:ro"); fi
  podman run --rm --network=none "${OPTS[@]}" "${shared[@]}" "$IMAGE" make test
  echo "make test: $((SECONDS - started)) s"
}

case "${1:-all}" in
  build) stand_in_base; build ;;
  test) run_tests ;;
  all) stand_in_base; build; run_tests ;;
  *) echo "usage: $0 [all|build|test]" >&2; exit 2 ;;
esac
