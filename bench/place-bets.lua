-- wrk script of the placement benchmark: each request places one single bet with a session of
-- its own (round robin over the prepared bettors) and a unique Idempotency-Key.
local tokens = {}
for line in io.lines(os.getenv("BENCH_TOKENS")) do tokens[#tokens + 1] = line end
local body = os.getenv("BENCH_BODY")
local thread_id = 0
local counter = 0

function setup(thread)
  thread_id = thread_id + 1
  thread:set("id", thread_id)
end

function init(args)
  math.randomseed(id * 7919)
end

function request()
  counter = counter + 1
  local token = tokens[(counter * 7 + id) % #tokens + 1]
  local headers = {
    ["Content-Type"] = "application/json",
    ["X-Sportsbook-App"] = "bench",
    ["Cookie"] = "sb_session=" .. token,
    ["Idempotency-Key"] = "bench-" .. id .. "-" .. counter .. "-" .. math.random(1, 1000000000),
  }
  return wrk.format("POST", "/api/sb/bets", headers, body)
end
