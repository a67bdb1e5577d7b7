-- KEYS: up, uporder. ARGV: name, text, limit.
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('LREM', KEYS[2], 0, ARGV[1])
redis.call('RPUSH', KEYS[2], ARGV[1])
while redis.call('LLEN', KEYS[2]) > math.max(tonumber(ARGV[3]), 0) do
  redis.call('HDEL', KEYS[1], redis.call('LPOP', KEYS[2]))
end
return 0
