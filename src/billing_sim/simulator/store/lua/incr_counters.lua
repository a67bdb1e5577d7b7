-- KEYS: counters. ARGV: the counter fields.
local values = {}
for i, field in ipairs(ARGV) do
  values[i] = redis.call('HINCRBY', KEYS[1], field, 1)
end
return values
