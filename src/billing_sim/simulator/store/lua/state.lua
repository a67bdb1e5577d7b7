-- What a request reads, in one call. KEYS: scn, ver. ARGV: now, '1' to include the text.
-- -> {act, name, digest, t0, seed, text} or false, the session's data version, now
local now = clock(ARGV[1])
local r
if ARGV[2] == '1' then
  r = redis.call('HMGET', KEYS[1], 'act', 'name', 'digest', 't0', 'seed', 'text')
else
  r = redis.call('HMGET', KEYS[1], 'act', 'name', 'digest', 't0', 'seed')
end
local version = redis.call('GET', KEYS[2]) or '0'
if not r[1] then return {false, version, us(now)} end
return {{r[1], r[2], r[3], r[4], r[5], r[6] or false}, version, us(now)}
