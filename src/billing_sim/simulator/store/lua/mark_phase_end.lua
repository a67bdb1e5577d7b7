-- KEYS: ends. ARGV: index, seconds.
redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
return redis.call('HGETALL', KEYS[1])
