-- Drops expired presence entries and returns the rest as client, info pairs.
-- KEYS[1] info hash, KEYS[2] expiry zset; ARGV[1] now (s)
local expired = redis.call('zrangebyscore', KEYS[2], '-inf', ARGV[1])
if #expired > 0 then
  redis.call('zremrangebyscore', KEYS[2], '-inf', ARGV[1])
  redis.call('hdel', KEYS[1], unpack(expired))
end
return redis.call('hgetall', KEYS[1])
