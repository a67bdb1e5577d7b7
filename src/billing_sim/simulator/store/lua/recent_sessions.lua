-- KEYS: sessions, seen. ARGV: now, prefix, limit. -> now, then one activity per session, the
-- most recently active first
local out = {us(clock(ARGV[1]))}
for _, session in ipairs(redis.call('ZREVRANGE', KEYS[1], 0, tonumber(ARGV[3]) - 1)) do
  out[#out + 1] = activity_of(ARGV[2], KEYS[2], session)
end
return out
