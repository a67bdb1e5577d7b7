-- KEYS: sessions, seen. ARGV: now, prefix, session. -> now, activity, or false if forgotten
local now = clock(ARGV[1])
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) then return false end
return {us(now), activity_of(ARGV[2], KEYS[2], ARGV[3])}
