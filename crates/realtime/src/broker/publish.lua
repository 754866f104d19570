-- Appends a publication to a channel stream and publishes it, atomically.
-- KEYS[1] stream, KEYS[2] meta hash (e = epoch, s = top offset)
-- ARGV[1] body, ARGV[2] history size, ARGV[3] history ttl (s), ARGV[4] meta ttl (s),
-- ARGV[5] epoch to use if the stream has none, ARGV[6] pub/sub channel
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('hset', KEYS[2], 'e', epoch)
  -- entries of a forgotten epoch could collide with the restarted offsets
  redis.call('del', KEYS[1])
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('expire', KEYS[2], ARGV[4])
redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], offset, 'd', ARGV[1])
redis.call('expire', KEYS[1], ARGV[3])
redis.call('publish', ARGV[6], offset .. '\n' .. epoch .. '\n' .. ARGV[1])
return {offset, epoch}
