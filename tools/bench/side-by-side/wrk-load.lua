-- wrk's script for the side-by-side bench (wrk-load.ts): a write's paths, one per request, from a
-- file of paths starting after a given line; and the run's figures as one JSON line at the end.
local paths = nil
local next_path = 1

function init(args)
  if args[1] == nil then return end
  paths = {}
  local skip = tonumber(args[2]) or 0
  local line_number = 0
  for line in io.lines(args[1]) do
    line_number = line_number + 1
    if line_number > skip then paths[#paths + 1] = line end
  end
end

function request()
  if paths == nil then return wrk.request() end
  -- Past the file's last path the request goes to wrk's own path and is counted as a failed answer.
  local path = paths[next_path]
  next_path = next_path + 1
  return wrk.format("POST", path, nil, "{}")
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '\n{"requests":%d,"durationUs":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,' ..
      '"p50Us":%d,"p99Us":%d,"meanUs":%.1f}\n',
    summary.requests, summary.duration, errors.status, errors.connect, errors.read, errors.write,
    errors.timeout, latency:percentile(50), latency:percentile(99), latency.mean))
end
