/** autocannon on loopback, bounded in time: requests per second, p50/p99 latency, and every way a request can fail. */
import autocannon from "autocannon";

export type LoadResult = {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  timeouts: number;
  status4xx: number;
  status5xx: number;
  non2xx: number;
};

export type LoadOptions = {
  connections?: number;
  seconds?: number;
  /** Rotated through, one per request. */
  paths?: string[];
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Gives each request its own x-forwarded-for, so per-client rate limits see many visitors, not one. */
  manyClients?: boolean;
};

export async function load(base: string, label: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const {
    connections = 10,
    seconds = 10,
    paths = ["/"],
    method = "GET",
    body,
    headers = {},
    manyClients = false,
  } = opts;
  let n = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({
      method,
      path,
      ...(body === undefined ? {} : { body }),
      headers,
      ...(manyClients
        ? {
            setupRequest: (request: { headers?: Record<string, string> }) => ({
              ...request,
              headers: {
                ...request.headers,
                "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
              },
            }),
          }
        : {}),
    })),
  });
  return {
    label,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    status4xx: result["4xx"],
    status5xx: result["5xx"],
    non2xx: result.non2xx,
  };
}
