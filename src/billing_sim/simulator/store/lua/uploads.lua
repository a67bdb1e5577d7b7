-- KEYS: up, uporder. -> name, text, name, text... oldest saved first
local out = {}
for _, name in ipairs(redis.call('LRANGE', KEYS[2], 0, -1)) do
  out[#out + 1] = name
  out[#out + 1] = redis.call('HGET', KEYS[1], name)
end
return out
