local function clock(given)
  if given ~= '' then return tonumber(given) end
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000000 + tonumber(t[2])
end
local function us(n) return string.format('%.0f', n) end
local function bump(version, now)
  if redis.call('EXISTS', version) == 0 then redis.call('SET', version, us(now)) end
  return redis.call('INCR', version)
end
