/** The part of a Lighthouse result (LHR) the bench reads; kept structural so tests can build one by hand. */
export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: { type: string; overallSavingsMs?: number; items?: unknown };
}
export interface LhrLike {
  categories: { performance?: { score: number | null; auditRefs: { id: string; group?: string }[] } };
  audits: Record<string, LhrAudit | undefined>;
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
  /** Set when the run failed to record the page (e.g. NO_NAVSTART on a busy machine): then there is no score. */
  runtimeError?: { code: string; message: string };
  configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } };
}

export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type MetricKey = keyof typeof METRICS;

export interface Finding {
  id: string;
  title: string;
  displayValue: string;
  /** Estimated savings in ms (LCP, FCP or TBT), 0 for a diagnostic without an estimate. */
  savingsMs: number;
}

export interface ShiftCulprit {
  element: string;
  score: number;
  causes: string[];
}

/** Audits shown on their own lines (LCP element and phases, shift culprits) rather than as findings. */
const SHOWN_APART = new Set(['largest-contentful-paint-element', 'layout-shifts']);

export interface LighthouseSummary {
  /** 0–100, or null when Lighthouse could not score the page (it then says why in warnings). */
  score: number | null;
  metrics: Record<MetricKey, number | null>;
  /** Lighthouse's CPU benchmark of this machine (its docs expect about 1000–2000 on a mid-range desktop). */
  benchmarkIndex: number | null;
  /** The CPU slowdown the run applied (mobile: 4, simulated) and how it throttled, as the report says it did. */
  cpuSlowdown: number | null;
  throttlingMethod: string | null;
  /** The element of the largest contentful paint, and where its time went (TTFB, load delay, load, render). */
  lcpElement: string | null;
  lcpPhases: { phase: string; ms: number }[];
  /** The elements that moved, with the causes Lighthouse names (e.g. an unsized image). */
  shifts: ShiftCulprit[];
  /** Failing opportunities and diagnostics, largest estimated saving first. */
  findings: Finding[];
  warnings: string[];
}

const savingsOf = (audit: LhrAudit): number => {
  const fromMetrics = Object.values(audit.metricSavings ?? {}).reduce<number>((max, ms) => Math.max(max, ms ?? 0), 0);
  return Math.max(fromMetrics, audit.details?.overallSavingsMs ?? 0);
};

interface LhrNode {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}
const isNode = (value: unknown): value is LhrNode =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'node';

/** A node as a reader can find it: its selector (or label), and the start of its HTML. */
export function describeNode(node: LhrNode): string {
  const name = node.selector ?? node.nodeLabel ?? '?';
  const snippet = node.snippet ? ` ${node.snippet.length > 90 ? `${node.snippet.slice(0, 89)}…` : node.snippet}` : '';
  return `${name}${snippet}`;
}

/** Every object under `value` (depth-first), for details whose nesting changed between Lighthouse versions. */
function* walk(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 8 || typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const child of Object.values(value)) yield* walk(child, depth + 1);
}

function lcpOf(audit: LhrAudit | undefined): { element: string | null; phases: { phase: string; ms: number }[] } {
  let element: string | null = null;
  const phases: { phase: string; ms: number }[] = [];
  for (const item of walk(audit?.details)) {
    if (!element && isNode(item.node)) element = describeNode(item.node);
    if (typeof item.phase === 'string' && typeof item.timing === 'number') {
      phases.push({ phase: item.phase, ms: item.timing });
    }
  }
  return { element, phases };
}

function shiftsOf(audit: LhrAudit | undefined): ShiftCulprit[] {
  const culprits: ShiftCulprit[] = [];
  const items = audit?.details?.items;
  for (const item of Array.isArray(items) ? (items as Record<string, unknown>[]) : []) {
    if (!isNode(item.node) || typeof item.score !== 'number') continue;
    const causes = [...walk(item.subItems)]
      .map((sub) => sub.cause)
      .filter((cause): cause is string => typeof cause === 'string');
    culprits.push({ element: describeNode(item.node), score: item.score, causes });
  }
  return culprits;
}

export function summarizeLighthouse(lhr: LhrLike): LighthouseSummary {
  const performance = lhr.categories.performance;
  const metricIds = new Set<string>(Object.values(METRICS));
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as Record<MetricKey, number | null>;

  const findings: Finding[] = [];
  for (const ref of performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || metricIds.has(audit.id) || SHOWN_APART.has(audit.id)) continue;
    if (audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    findings.push({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingsMs: savingsOf(audit),
    });
  }
  findings.sort((a, b) => b.savingsMs - a.savingsMs || a.id.localeCompare(b.id));
  const lcp = lcpOf(lhr.audits['largest-contentful-paint-element']);

  return {
    score: performance?.score === null || performance?.score === undefined ? null : Math.round(performance.score * 100),
    metrics,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    throttlingMethod: lhr.configSettings?.throttlingMethod ?? null,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    shifts: shiftsOf(lhr.audits['layout-shifts']),
    findings,
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...(lhr.runWarnings ?? []),
    ],
  };
}

/** The middle item by `key` (the lower middle for an even count); throws on an empty list. */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('medianBy: no items');
  return middle;
}
