-- Appends a batch of journal records (redis_journal.JournalBuffer.take). ARGV: now, prefix,
-- bound, then per session: session, limit, last seen (µs, or ''), count, and count pairs of
-- item and category, the items ordered by their key. Each session's batch is merged by key
-- into the list's unread tail (records above jread; at most $max_merge walked), numbered,
-- counted, and the session touched.
local now = clock(ARGV[1])
local prefix, bound = ARGV[2], ARGV[3]
local registry = {prefix .. ':sessions', prefix .. ':seen'}
local function key(item) return string.sub(item, 1, $order_digits) end
local i = 4
while i <= #ARGV do
  local session, limit, seen = ARGV[i], tonumber(ARGV[i + 1]), ARGV[i + 2]
  local count = tonumber(ARGV[i + 3])
  local base = prefix .. ':{' .. session .. '}:'
  local journal = base .. 'journal'
  local batch, counts = {}, {}
  for j = 0, count - 1 do
    batch[#batch + 1] = ARGV[i + 4 + 2 * j]
    local category = ARGV[i + 5 + 2 * j]
    counts[category] = (counts[category] or 0) + 1
  end
  i = i + 4 + 2 * count
  local last = tonumber(redis.call('GET', base .. 'jseq') or '0')
  local unread = last - tonumber(redis.call('GET', base .. 'jread') or '0')
  unread = math.min(unread, redis.call('LLEN', journal), $max_merge)
  local first = key(batch[1])
  local newer = {}
  while #newer < unread do
    local item = redis.call('LINDEX', journal, -1 - #newer)
    if key(item) <= first then break end
    newer[#newer + 1] = item
  end
  if #newer > 0 then redis.call('LTRIM', journal, 0, -1 - #newer) end
  local merged, a, b = {}, #newer, 1
  while a >= 1 or b <= #batch do
    if b > #batch or (a >= 1 and key(newer[a]) <= key(batch[b])) then
      merged[#merged + 1] = newer[a]; a = a - 1
    else
      merged[#merged + 1] = batch[b]; b = b + 1
    end
  end
  for from = 1, #merged, 1000 do
    redis.call('RPUSH', journal, unpack(merged, from, math.min(from + 999, #merged)))
  end
  redis.call('LTRIM', journal, -limit, -1)
  redis.call('INCRBY', base .. 'jseq', count)
  redis.call('HINCRBY', base .. 'activity', 'requests', count)
  for category, n in pairs(counts) do redis.call('HINCRBY', base .. 'activity', category, n) end
  local at = now
  if seen ~= '' then at = math.min(now, tonumber(seen)) end
  touch(registry[1], registry[2], prefix, session, at, bound)
end
return 0
