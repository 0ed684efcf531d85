import autocannon from 'autocannon';

export interface RateStep {
  rate: number;
  seconds: number;
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  achieved: number;
  p50: number;
  p99: number;
  /** API CPU milliseconds per answered request over the step. */
  cpuMsPerRequest: number;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * autocannon at a fixed overall rate for `seconds`, every request built by `next` (a new purchase each, or a read),
 * with the API's CPU time read before and after: CPU per request holds better than latency on a shared machine.
 */
export async function runFixedRate(
  base: string,
  rate: number,
  seconds: number,
  next: () => Call,
  cpuMs: () => number,
): Promise<RateStep> {
  const before = cpuMs();
  const result = await autocannon({
    url: base,
    // Enough connections that a slow answer does not hold the rate back by itself (autocannon waits per connection).
    connections: Math.min(200, Math.max(20, Math.ceil(rate / 10))),
    overallRate: rate,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  const used = cpuMs() - before;
  const ok = result['2xx'];
  return {
    rate,
    seconds,
    sent: result.requests.sent,
    ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    achieved: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: ok > 0 ? used / ok : 0,
  };
}

/** A step holds its rate when at least `share` of it was answered 2xx, with no error, p99 within `p99Ms`. */
export function holds(step: RateStep, limits: { share: number; p99Ms: number }): boolean {
  return (
    step.errors === 0 && step.non2xx === 0 && step.achieved >= step.rate * limits.share && step.p99 <= limits.p99Ms
  );
}

/**
 * Steps through `rates` (ascending) and stops after the first step that does not hold; the ceiling is the highest
 * rate that held (0 when none did). `always` are measured even past the ceiling (the fixed 200/s and 500/s rows).
 */
export async function stepRates(
  rates: readonly number[],
  always: readonly number[],
  run: (rate: number) => Promise<RateStep>,
  limits: { share: number; p99Ms: number },
): Promise<{ steps: RateStep[]; ceiling: number }> {
  const steps: RateStep[] = [];
  let ceiling = 0;
  let failed = false;
  for (const rate of [...new Set([...rates, ...always])].sort((a, b) => a - b)) {
    if (failed && !always.includes(rate)) continue;
    const step = await run(rate);
    steps.push(step);
    if (!failed && holds(step, limits)) ceiling = rate;
    else failed = true;
  }
  return { steps, ceiling };
}
