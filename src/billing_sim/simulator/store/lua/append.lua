-- KEYS: pay, ver, paid, gen. ARGV: now, expected, payment, customer, and with a completion:
-- key base, key, token, response, ttl µs, ttl ms.
local now = clock(ARGV[1])
local claim = false
if ARGV[5] then
  claim = ARGV[5] .. (redis.call('GET', KEYS[4]) or '0') .. ':' .. ARGV[6]
  local held = redis.call('HMGET', claim, 'token', 'resp')
  if held[1] ~= ARGV[7] then return 'claim_lost' end
  if held[2] then return 'appended' end
end
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[2]) then return 'stale' end
redis.call('RPUSH', KEYS[1], ARGV[3])
bump(KEYS[2], now)
redis.call('SADD', KEYS[3], ARGV[4])
if claim then
  redis.call('HSET', claim, 'resp', ARGV[8], 'exp', us(now + tonumber(ARGV[9])))
  redis.call('PEXPIRE', claim, ARGV[10])
end
return 'appended'
