#!/usr/bin/env bash
# A production install starts and serves: builds here (with the dev dependencies), copies the
# repository without node_modules, installs only the runtime dependencies there (npm ci --omit=dev),
# then runs `node scripts/start.mjs` (what `npm start` runs, without npm in between to take the
# signals) in the copy and checks that it serves without building anything and stops cleanly.
# Run by .ci/run; `bash scripts/check-production-install.sh` runs it by hand.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run build

copy=$(mktemp -d)
log="$copy.log"
cleanup() {
  [ -n "${server_pid:-}" ] && kill -9 "$server_pid" 2>/dev/null || true
  rm -rf "$copy" "$log"
}
trap cleanup EXIT

tar --exclude=./node_modules --exclude='./*/*/node_modules' --exclude=./data -cf - . | (cd "$copy" && tar xf -)
(cd "$copy" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
# (TypeScript itself arrives as an optional peer of i18next; nothing runs it.)
for tool in vite tsx esbuild vitest; do
  if [ -e "$copy/node_modules/$tool" ]; then echo "dev dependency $tool was installed"; exit 1; fi
done

port=$(node -e 'const s=require("node:net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
# Production refuses to start without its own key for the authenticator secrets (decision 054).
key=$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')
started=$(date +%s%N)
(cd "$copy" && PORT=$port HOST=127.0.0.1 DATA_DIR="$copy/data" NODE_ENV=production \
  ALLOW_SANDBOX_IN_PRODUCTION=true TWO_FACTOR_ENCRYPTION_KEY="$key" LOG_LEVEL=warn \
  exec node scripts/start.mjs) >"$log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { echo "the server exited:"; cat "$log"; exit 1; }
  sleep 0.25
done
ready_ms=$(( ($(date +%s%N) - started) / 1000000 ))
curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null || { echo "not ready:"; cat "$log"; exit 1; }
curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "no home page"; exit 1; }
curl -sf "http://127.0.0.1:$port/api/rooms" | grep -q '"roomData"' || { echo "no rooms"; exit 1; }
if grep -q "Building" "$log"; then echo "npm start rebuilt in a production install:"; cat "$log"; exit 1; fi

kill -TERM "$server_pid"
wait "$server_pid" && status=0 || status=$?
server_pid=
[ "$status" -eq 0 ] || { echo "the server did not stop cleanly (exit $status):"; cat "$log"; exit 1; }
echo "Production install (npm ci --omit=dev) started and served in ${ready_ms} ms, and stopped cleanly."
