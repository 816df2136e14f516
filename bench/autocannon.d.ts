// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };

  type Options = {
    /** Several URLs: connection i goes to url[i % url.length]. */
    url: string | string[];
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    /** Request shapes sent in turn; `setupRequest` may change each one before it is sent. */
    requests?: RequestShape[];
  };

  type RequestShape = {
    method?: Options['method'];
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestShape) => RequestShape;
  };

  type Result = {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  };

  function autocannon(options: Options): PromiseLike<Result>;
  export default autocannon;
  export type { Options, Result };
}
