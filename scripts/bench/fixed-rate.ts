import net from 'node:net';

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
  /** The database server's CPU milliseconds per answered request (its processes; 0 when not measured). */
  dbCpuMsPerRequest: number;
  /** The load generator's own CPU milliseconds per answered request: it shares the machine with the API and database. */
  loadCpuMsPerRequest: number;
  /**
   * The requests of the step's first moments at its rate, before the measured ones (runFixedRate's settleSeconds):
   * sent and answered like the others, left out of the figures above.
   */
  settling: { sent: number; ok: number; non2xx: number; errors: number };
}

/** CPU milliseconds used so far by some processes; `known: true` asks for a cheap reading (no search for new ones). */
export type CpuCounter = (options?: { known?: boolean }) => number;

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A request that got no answer within this long counts as an error (autocannon's default). */
const TIMEOUT_MS = 10_000;

/**
 * The status of one HTTP/1.1 answer read whole from `buffer`, and where it ends; null while incomplete. With
 * `partial`, an answer with a Content-Length counts as soon as its head is complete (its `end` may lie past the
 * buffer: the connection then counts the body's bytes as they come).
 */
export function readAnswer(buffer: Buffer, { partial = false } = {}): { status: number; end: number } | null {
  const head = buffer.indexOf('\r\n\r\n');
  if (head < 0) return null;
  const lines = buffer.toString('latin1', 0, head).split('\r\n');
  const status = Number(lines[0]?.split(' ')[1]);
  const header = (name: string) =>
    lines
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim()
      .toLowerCase();
  const length = header('content-length');
  if (length !== undefined) {
    const end = head + 4 + Number(length);
    return partial || buffer.length >= end ? { status, end } : null;
  }
  if (header('transfer-encoding') === 'chunked') {
    const last = buffer.indexOf('\r\n0\r\n\r\n', head);
    if (last >= 0) return { status, end: last + 7 };
    // An empty chunked body is the terminator right after the head.
    return buffer.indexOf('0\r\n\r\n', head + 4) === head + 4 ? { status, end: head + 9 } : null;
  }
  return { status, end: head + 4 };
}

/** A request as the bytes that go on the wire: built before a step's clock starts, so building costs no CPU in it. */
export function requestBytes(call: Call, host: string): Buffer {
  const body = call.body ?? '';
  const headers = { host, ...call.headers, 'content-length': String(Buffer.byteLength(body)) };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return Buffer.from(`${call.method} ${call.path} HTTP/1.1\r\n${head}\r\n${body}`);
}

const EMPTY = Buffer.alloc(0);
const READ_BUFFER = Buffer.alloc(64 * 1024);

/**
 * One keep-alive connection that sends a request when the one before it was answered (requests queue here). A lean
 * client on a raw socket: the load generator shares the machine's CPUs with the API and the database, and Node's
 * http client cost about 0.6 ms of CPU per request, a quarter of what a purchase costs the API. An answer's head is
 * parsed once; the rest of a long body (the detail call's 150 episodes) is only counted, never copied.
 */
class Connection {
  private socket: net.Socket | null = null;
  private buffer = EMPTY;
  /** The answer whose head was read and whose body is still arriving: its status and the bytes still to come. */
  private body: { status: number; missing: number } | null = null;
  private readonly queue: { bytes: Buffer; done: (status: number | null) => void }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly target: URL) {}

  get waiting(): number {
    return this.queue.length;
  }

  send(bytes: Buffer): Promise<number | null> {
    return new Promise((done) => {
      this.queue.push({ bytes, done });
      if (this.queue.length === 1) this.start();
    });
  }

  /** Opens the socket ahead of the first request; resolves once it is connected. */
  connect(): Promise<void> {
    if (!this.socket) this.open();
    const socket = this.socket!;
    return socket.connecting ? new Promise((resolve) => socket.once('connect', () => resolve())) : Promise.resolve();
  }

  private start() {
    const first = this.queue[0];
    if (!first) return;
    if (!this.socket) this.open();
    this.timer = setTimeout(() => this.fail(), TIMEOUT_MS);
    this.socket!.write(first.bytes);
  }

  private open() {
    const socket = net.connect({
      port: Number(this.target.port),
      host: this.target.hostname,
      // Every read lands in one buffer shared by all connections, read at once: a Buffer per chunk (64 KB of a
      // 48 KB detail answer each) made the load generator collect its garbage in pauses of 10-30 ms every half
      // second, and each pause counted in the latency of every request due during it.
      onread: {
        buffer: READ_BUFFER,
        callback: (length) => {
          this.received(READ_BUFFER.subarray(0, length));
          return true;
        },
      },
    });
    socket.setNoDelay(true);
    socket.on('error', () => this.fail());
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
    });
    this.socket = socket;
  }

  /** A chunk read into the shared buffer: only valid until this returns, so whatever must wait is copied. */
  private received(chunk: Buffer) {
    if (this.body) {
      // One request at a time on a connection: nothing follows the body it is waiting for.
      this.body.missing -= chunk.length;
      if (this.body.missing <= 0) this.finish(this.body.status);
      return;
    }
    const buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const head = readAnswer(buffer, { partial: true });
    if (!head) {
      this.buffer = Buffer.from(buffer);
      return;
    }
    if (head.end > buffer.length) {
      this.body = { status: head.status, missing: head.end - buffer.length };
      this.buffer = EMPTY;
      return;
    }
    this.buffer = head.end < buffer.length ? Buffer.from(buffer.subarray(head.end)) : EMPTY;
    this.finish(head.status);
  }

  private finish(status: number | null) {
    if (this.timer) clearTimeout(this.timer);
    this.body = null;
    this.queue.shift()?.done(status);
    this.start();
  }

  private fail() {
    this.socket?.destroy();
    this.socket = null;
    this.buffer = EMPTY;
    this.finish(null);
  }

  close() {
    this.socket?.destroy();
  }
}

/**
 * An open-loop load at a fixed rate for `seconds`: request i is due at start + i / rate, whatever the answers before
 * it did, and its latency counts from when it was due, not from when a free connection sent it, so a slow server
 * shows in the percentiles instead of quietly lowering the rate (no coordinated omission). Every request is built by
 * `next` (a new purchase each, or a read), all of them before the clock starts; the API's CPU time is read before
 * and after. With `settleSeconds`, the step first runs that long at its rate unmeasured: what is measured is the
 * rate held, not the jump from the step before (right after a jump to 2000/s the API's event loop stayed fully busy
 * for about 1.8 s, then ran at two thirds at the same rate: a backlog of the jump, worked off, measured whole).
 *
 * Not autocannon: its `overallRate` lets each connection send its share of a second back to back and then wait for
 * the next second, so the load came in bursts once a second and p50/p99 measured the burst (200/s looked like 25 ms
 * at p50 where one request alone took 7 ms).
 */
export async function runFixedRate(
  base: string,
  rate: number,
  seconds: number,
  next: () => Call,
  cpuMs: CpuCounter,
  dbCpuMs: CpuCounter = () => 0,
  { settleSeconds = 0 } = {},
): Promise<RateStep> {
  const target = new URL(base);
  // Enough keep-alive connections for the answers in flight at the rate; a request goes to the connection with the
  // shortest queue, and a wait there counts in its latency.
  const connections = Array.from(
    { length: Math.min(200, Math.max(20, Math.ceil(rate / 10))) },
    () => new Connection(target),
  );
  const settling = Math.round(rate * settleSeconds);
  const total = settling + Math.round(rate * seconds);
  const requests = Array.from({ length: total }, () => requestBytes(next(), target.host));
  // Keep-alive clients are connected before the clock starts: the step measures answers, not TCP handshakes. The
  // counters walk /proc now for the processes their cheap reading on the clock will reread.
  await Promise.all(connections.map((connection) => connection.connect()));
  cpuMs();
  dbCpuMs();
  // The load generator's own garbage collected now (npm run bench runs node with --expose-gc): a full collection of
  // the step before's requests, due on the clock, paused it for 10 ms and more, counted in the latency of every
  // request due meanwhile.
  (globalThis as { gc?: () => void }).gc?.();
  const latencies: number[] = [];
  const counts = { measured: { ok: 0, non2xx: 0, errors: 0 }, settling: { ok: 0, non2xx: 0, errors: 0 } };
  const send = async (index: number, due: number) => {
    const connection = connections.reduce((best, c) => (c.waiting < best.waiting ? c : best));
    const status = await connection.send(requests[index]!);
    const count = index < settling ? counts.settling : counts.measured;
    if (status === null) count.errors += 1;
    else if (status >= 200 && status < 300) {
      count.ok += 1;
      if (index >= settling) latencies.push(performance.now() - due);
    } else count.non2xx += 1;
  };

  let before = 0;
  let dbBefore = 0;
  let loadBefore = process.cpuUsage();
  const start = performance.now();
  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now; the timer then waits for the next one due.
      while (pending.length < total && start + (pending.length * 1000) / rate <= now) {
        // The CPU counters are read as the first measured request goes out (cheaply: see CpuCounter).
        if (pending.length === settling)
          [before, dbBefore, loadBefore] = [cpuMs({ known: true }), dbCpuMs({ known: true }), process.cpuUsage()];
        pending.push(send(pending.length, start + (pending.length * 1000) / rate));
      }
      if (pending.length >= total) return done();
      setTimeout(tick, Math.max(0, start + (pending.length * 1000) / rate - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  const used = cpuMs() - before;
  const dbUsed = dbCpuMs() - dbBefore;
  const load = process.cpuUsage(loadBefore);
  for (const connection of connections) connection.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * p) - 1)]!) : 0;
  const { ok, non2xx, errors } = counts.measured;
  return {
    rate,
    seconds,
    sent: total - settling,
    ok,
    non2xx,
    errors,
    achieved: ok / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    cpuMsPerRequest: ok > 0 ? used / ok : 0,
    dbCpuMsPerRequest: ok > 0 ? dbUsed / ok : 0,
    loadCpuMsPerRequest: ok > 0 ? (load.user + load.system) / 1000 / ok : 0,
    settling: { sent: settling, ...counts.settling },
  };
}

/**
 * A step holds its rate when at least `share` of it was answered 2xx, with no error, p99 within `p99Ms`; a failure
 * while it settled counts too.
 */
export function holds(step: RateStep, limits: { share: number; p99Ms: number }): boolean {
  const failures = step.errors + step.non2xx + step.settling.errors + step.settling.non2xx;
  return failures === 0 && step.achieved >= step.rate * limits.share && step.p99 <= limits.p99Ms;
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
