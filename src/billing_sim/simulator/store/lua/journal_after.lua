-- KEYS: journal, jseq, jread. ARGV: after. -> last seq, then the records numbered above after;
-- what is returned is read: a flush never moves a record at or below it (jread)
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local wanted = math.min(math.max(last - tonumber(ARGV[1]), 0), redis.call('LLEN', KEYS[1]))
if last > tonumber(redis.call('GET', KEYS[3]) or '0') then redis.call('SET', KEYS[3], last) end
if wanted == 0 then return {last} end
local out = redis.call('LRANGE', KEYS[1], -wanted, -1)
table.insert(out, 1, last)
return out
