-- KEYS: scn, acts, sessions, seen. ARGV: now, if absent, has name, name, digest, text,
-- seed, counters base, ends base, prefix, session, bound. -> as _SCENARIO_OF
local now = clock(ARGV[1])
local stamp = us(now)
touch(KEYS[3], KEYS[4], ARGV[10], ARGV[11], now, ARGV[12])
local current = redis.call('HMGET', KEYS[1], 'act', 'name', 'digest', 't0', 'seed', 'text')
if current[1] then
  if ARGV[2] == '1' then
    return {current[1], current[2], current[3], current[4], current[5], current[6], stamp}
  end
  redis.call('DEL', ARGV[8] .. current[1], ARGV[9] .. current[1])
end
local act = tostring(redis.call('INCR', KEYS[2]))
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], 'act', act, 't0', stamp, 'digest', ARGV[5], 'text', ARGV[6])
local name, seed = false, false
if ARGV[3] == '1' then name = ARGV[4]; redis.call('HSET', KEYS[1], 'name', name) end
if ARGV[7] ~= '' then seed = ARGV[7]; redis.call('HSET', KEYS[1], 'seed', seed) end
return {act, name, ARGV[5], stamp, seed, ARGV[6], stamp}
