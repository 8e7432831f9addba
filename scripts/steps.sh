# The test scripts' parts (sourced by test-all.sh and test-node24.sh): `step NAME COMMAND...` runs
# the command under a heading, notes a failure in `status` and the seconds it took in `timings`
# (for test-summary.mjs), and its name in `failed_steps` when it fails. `step_suffix` is added to
# each heading (" (Node 24.x)").
status=0
timings=()
failed_steps=()
step_suffix=${step_suffix:-}
step() {
  local name=$1
  shift
  echo
  echo "=== ${name}${step_suffix}"
  local started=$SECONDS
  if ! "$@"; then
    echo "=== ${name}${step_suffix}: FAILED"
    status=1
    failed_steps+=("${name}${step_suffix}")
  fi
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "${name}")")
}
