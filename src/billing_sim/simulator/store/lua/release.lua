-- KEYS: gen. ARGV: key base, key, token.
local claim = ARGV[1] .. (redis.call('GET', KEYS[1]) or '0') .. ':' .. ARGV[2]
local held = redis.call('HMGET', claim, 'token', 'resp')
if held[1] == ARGV[3] and not held[2] then redis.call('DEL', claim) end
return 0
