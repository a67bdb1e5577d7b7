-- KEYS: gen. ARGV: now, key base, key, fingerprint, lease µs, lease ms, token.
local now = clock(ARGV[1])
local claim = ARGV[2] .. (redis.call('GET', KEYS[1]) or '0') .. ':' .. ARGV[3]
local held = redis.call('HMGET', claim, 'fp', 'token', 'exp', 'resp')
if held[1] and tonumber(held[3]) > now then
  if held[2] == ARGV[7] and not held[4] then return {'started'} end
  if held[1] ~= ARGV[4] then return {'mismatch'} end
  if not held[4] then return {'in_flight'} end
  return {'completed', held[4]}
end
redis.call('DEL', claim)
redis.call('HSET', claim, 'fp', ARGV[4], 'token', ARGV[7], 'exp', us(now + tonumber(ARGV[5])))
redis.call('PEXPIRE', claim, ARGV[6])
return {'started'}
