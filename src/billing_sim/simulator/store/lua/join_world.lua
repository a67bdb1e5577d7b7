-- KEYS: world. ARGV: now, identity. -> identity in force, µs since the first join, 1 if this
-- call was the first join, the store's clock now (µs)
local now = clock(ARGV[1])
local created = redis.call('HSETNX', KEYS[1], 'identity', ARGV[2])
redis.call('HSETNX', KEYS[1], 'since', us(now))
local found = redis.call('HMGET', KEYS[1], 'identity', 'since')
return {found[1], us(now - tonumber(found[2])), created, us(now)}
