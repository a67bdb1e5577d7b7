-- Reads one session's activity: {session, seen µs, last seq, {field, count, ...}}.
-- activity_of(prefix, seen HASH, session)
local function activity_of(prefix, seen, session)
  local base = prefix .. ':{' .. session .. '}:'
  return {
    session,
    redis.call('HGET', seen, session),
    redis.call('GET', base .. 'jseq') or '0',
    redis.call('HGETALL', base .. 'activity'),
  }
end
