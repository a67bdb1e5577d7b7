-- KEYS: paid, gen. ARGV: now, payments base, the session's version.
local now = clock(ARGV[1])
local dropped = false
for _, customer in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('DEL', ARGV[2] .. customer) == 1 then dropped = true end
end
if dropped then bump(ARGV[3], now) end
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[2])
return 0
