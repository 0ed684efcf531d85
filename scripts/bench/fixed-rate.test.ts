import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { holds, readAnswer, runFixedRate, stepRates, type RateStep } from './fixed-rate';

const limits = { share: 0.95, p99Ms: 50 };

function step(rate: number, achieved: number, p99: number): RateStep {
  return {
    rate,
    seconds: 5,
    sent: rate * 5,
    ok: achieved * 5,
    non2xx: 0,
    errors: 0,
    achieved,
    p50: 1,
    p99,
    cpuMsPerRequest: 1,
    dbCpuMsPerRequest: 1,
    loadCpuMsPerRequest: 1,
    settling: { sent: rate, ok: rate, non2xx: 0, errors: 0 },
  };
}

/** Runs `measure` against a local HTTP server answering with `handler`, closed afterwards. */
async function withServer(handler: http.RequestListener, measure: (base: string) => Promise<void>) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await measure(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

describe('a fixed rate holds', () => {
  it('at 95 % answered within the p99 limit, and not below', () => {
    expect(holds(step(1000, 950, 50), limits)).toBe(true);
    expect(holds(step(1000, 949, 10), limits)).toBe(false);
    expect(holds(step(1000, 1000, 51), limits)).toBe(false);
    expect(holds({ ...step(1000, 1000, 10), non2xx: 1 }, limits)).toBe(false);
    expect(holds({ ...step(1000, 1000, 10), settling: { sent: 1000, ok: 999, non2xx: 1, errors: 0 } }, limits)).toBe(
      false,
    );
  });
});

describe('stepping to the ceiling', () => {
  it('stops after the first rate that fails, still measuring the fixed rows', async () => {
    const asked: number[] = [];
    const result = await stepRates(
      [200, 400, 800, 1600],
      [200, 500],
      async (rate) => {
        asked.push(rate);
        return step(rate, rate, rate >= 800 ? 80 : 20);
      },
      limits,
    );
    expect(asked).toEqual([200, 400, 500, 800]);
    expect(result.ceiling).toBe(500);
  });

  it('answers 0 when even the first rate fails', async () => {
    const result = await stepRates([200, 400], [200, 500], async (rate) => step(rate, rate / 2, 10), limits);
    expect(result.steps.map((s) => s.rate)).toEqual([200, 500]);
    expect(result.ceiling).toBe(0);
  });
});

describe('the open-loop load', () => {
  it('sends every request due at the rate and counts answers by kind', async () => {
    let served = 0;
    let n = 0;
    await withServer(
      (request, response) => {
        served += 1;
        response.statusCode = request.url === '/fail' ? 500 : 200;
        response.end('{}');
      },
      async (base) => {
        const step = await runFixedRate(
          base,
          100,
          1,
          () => ({ method: 'GET', path: (n += 1) % 10 === 0 ? '/fail' : '/ok', headers: {} }),
          () => 0,
        );
        expect(step).toMatchObject({ sent: 100, ok: 90, non2xx: 10, errors: 0, achieved: 90 });
        expect(served).toBe(100);
      },
    );
  });

  it('counts latency from when a request was due, so a server that queues shows in p99', async () => {
    // One answer at a time, 30 ms each, asked for 100/s: the queue grows, and so must the latency.
    let busy = Promise.resolve();
    await withServer(
      (_request, response) => {
        busy = busy.then(
          () =>
            new Promise((resolve) => {
              const done = () => {
                response.end('{}');
                resolve();
              };
              setTimeout(done, 30);
            }),
        );
      },
      async (base) => {
        const step = await runFixedRate(
          base,
          100,
          0.3,
          () => ({ method: 'GET', path: '/', headers: {} }),
          () => 0,
        );
        expect(step.ok).toBe(30);
        // The last of 30 requests waits for the 29 before it: about 900 ms, far above the 30 ms it took itself.
        expect(step.p99).toBeGreaterThan(500);
      },
    );
  });
});

describe('reading an answer off the socket', () => {
  it('waits for the whole body, by length or by chunks, and says where the answer ends', () => {
    const sized = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 4\r\n\r\n{"a"');
    expect(readAnswer(sized.subarray(0, sized.length - 1))).toBeNull();
    expect(readAnswer(sized)).toEqual({ status: 201, end: sized.length });
    const chunked = Buffer.from('HTTP/1.1 500 Oops\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\nHTTP/1.1');
    expect(readAnswer(chunked)).toEqual({ status: 500, end: chunked.length - 'HTTP/1.1'.length });
    expect(readAnswer(Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}'))).toBeNull();
  });

  it('with partial, answers a sized answer once its head is complete, its end past what arrived', () => {
    const head = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"a"');
    expect(readAnswer(head, { partial: true })).toEqual({ status: 200, end: head.length - 4 + 100 });
    expect(readAnswer(head.subarray(0, 10), { partial: true })).toBeNull();
  });
});

describe('settling', () => {
  it('sends the first moments at the rate too, and measures only what follows', async () => {
    const SLOW_MS = 2000;
    let served = 0;
    let n = 0;
    await withServer(
      (request, response) => {
        served += 1;
        // The first tenth of a second answers slowly (2 s) and fails: none of it may show in the figures. Slow enough
        // that a measured answer delayed on a busy machine (224 ms was seen) cannot pass for one of them.
        response.statusCode = request.url === '/early' ? 503 : 200;
        setTimeout(() => response.end('{}'), request.url === '/early' ? SLOW_MS : 0);
      },
      async (base) => {
        const step = await runFixedRate(
          base,
          100,
          0.5,
          () => ({ method: 'GET', path: (n += 1) <= 10 ? '/early' : '/ok', headers: {} }),
          () => 0,
          () => 0,
          { settleSeconds: 0.1 },
        );
        expect(served).toBe(60);
        expect(step).toMatchObject({ sent: 50, ok: 50, non2xx: 0, errors: 0 });
        expect(step.settling).toEqual({ sent: 10, ok: 0, non2xx: 10, errors: 0 });
        expect(step.p99).toBeLessThan(SLOW_MS);
        expect(holds(step, limits)).toBe(false);
      },
    );
  });
});

describe('long answers', () => {
  it('counts a body that arrives in many pieces, and reads the next answer on the connection after it', async () => {
    const body = 'x'.repeat(300_000);
    let n = 0;
    await withServer(
      (request, response) => {
        response.setHeader('content-length', String(body.length));
        response.statusCode = request.url === '/fail' ? 503 : 200;
        // Written in pieces with pauses between them, so the client sees many chunks per answer.
        let at = 0;
        const more = () => {
          response.write(body.slice(at, (at += 50_000)));
          if (at < body.length) setImmediate(more);
          else response.end();
        };
        more();
      },
      async (base) => {
        const step = await runFixedRate(
          base,
          200,
          0.5,
          () => ({ method: 'GET', path: (n += 1) % 4 === 0 ? '/fail' : '/ok', headers: {} }),
          () => 0,
        );
        expect(step).toMatchObject({ sent: 100, ok: 75, non2xx: 25, errors: 0 });
      },
    );
  });
});
