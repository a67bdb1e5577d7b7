-- Marks a session active at ``now`` (µs, on the store's clock): its place in the recency order
-- (scored by that time, never moved back: a batch flushed late does not make its session look
-- more recent than what happened since) and its last-seen time; forgets the least recently
-- active sessions beyond the bound, their activity counts with them.
-- touch(sessions ZSET, seen HASH, prefix, session, now, bound)
local function touch(sessions, seen, prefix, session, now, bound)
  redis.call('ZADD', sessions, 'GT', us(now), session)
  local before = tonumber(redis.call('HGET', seen, session) or '0')
  redis.call('HSET', seen, session, us(math.max(now, before)))
  local over = redis.call('ZCARD', sessions) - tonumber(bound)
  if over > 0 then
    for _, gone in ipairs(redis.call('ZRANGE', sessions, 0, over - 1)) do
      redis.call('HDEL', seen, gone)
      redis.call('DEL', prefix .. ':{' .. gone .. '}:activity')
    end
    redis.call('ZREMRANGEBYRANK', sessions, 0, over - 1)
  end
end
