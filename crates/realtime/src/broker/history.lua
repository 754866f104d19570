-- Reads a channel's position and, optionally, a range of its stream.
-- KEYS[1] stream, KEYS[2] meta hash
-- ARGV[1] epoch to use if the stream has none, ARGV[2] meta ttl (s),
-- ARGV[3] first id, ARGV[4] last id, ARGV[5] count (0 = position only), ARGV[6] '1' = newest first
local meta = redis.call('hmget', KEYS[2], 'e', 's')
local epoch = meta[1]
local top = meta[2]
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[2], 'e', epoch)
  redis.call('del', KEYS[1])
end
if not top then top = '0' end
redis.call('expire', KEYS[2], ARGV[2])
local out = {tostring(top), epoch}
if ARGV[5] ~= '0' then
  local entries
  if ARGV[6] == '1' then
    entries = redis.call('xrevrange', KEYS[1], ARGV[3], ARGV[4], 'COUNT', ARGV[5])
  else
    entries = redis.call('xrange', KEYS[1], ARGV[3], ARGV[4], 'COUNT', ARGV[5])
  end
  for _, entry in ipairs(entries) do
    out[#out + 1] = string.match(entry[1], '^(%d+)')
    out[#out + 1] = entry[2][2]
  end
end
return out
