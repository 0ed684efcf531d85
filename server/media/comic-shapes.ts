/**
 * Shape builders of the generated comic art (issue 14): deterministic SVG fragments (a seeded random source, people
 * built from circles and paths, balloons, tones, skylines), composed into covers and pages by comic-art.ts.
 */

/** mulberry32: a tiny seeded generator, so every image is the same on every machine and every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const INK = '#17131f';
export const PAPER = '#fbf8f1';

const r1 = (n: number) => Math.round(n * 10) / 10;

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Rays from a point out past the box: the burst behind a hero, or speed lines in a panel. */
export function rays(cx: number, cy: number, reach: number, count: number, fill: string, opacity: number): string {
  const wedges: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const b = a + Math.PI / count;
    wedges.push(
      `M${r1(cx)} ${r1(cy)}L${r1(cx + Math.cos(a) * reach)} ${r1(cy + Math.sin(a) * reach)}L${r1(cx + Math.cos(b) * reach)} ${r1(cy + Math.sin(b) * reach)}Z`,
    );
  }
  return `<path d="${wedges.join('')}" fill="${fill}" opacity="${opacity}"/>`;
}

/** A row of buildings along `baseY`: the skyline of a city scene. */
export function skyline(x0: number, width: number, baseY: number, tallest: number, fill: string, rnd: () => number) {
  let x = x0;
  let d = '';
  while (x < x0 + width) {
    const w = 30 + rnd() * 70;
    const h = tallest * (0.35 + rnd() * 0.65);
    d += `M${r1(x)} ${r1(baseY)}V${r1(baseY - h)}H${r1(x + w)}V${r1(baseY)}Z`;
    x += w + rnd() * 8;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

/** Rolling hills along `baseY`. */
export function hills(x0: number, width: number, baseY: number, height: number, fill: string, rnd: () => number) {
  const step = width / 4;
  let d = `M${r1(x0)} ${r1(baseY)}`;
  for (let i = 0; i < 4; i += 1)
    d += `Q${r1(x0 + i * step + step / 2)} ${r1(baseY - height * (0.4 + rnd() * 0.6))} ${r1(x0 + (i + 1) * step)} ${r1(baseY - height * 0.3)}`;
  return `<path d="${d}V${r1(baseY + height * 4)}H${r1(x0)}Z" fill="${fill}"/>`;
}

export type Hair = 'spiky' | 'long' | 'bob' | 'bun';
export const HAIRS: Hair[] = ['spiky', 'long', 'bob', 'bun'];

function hairPath(hair: Hair, cx: number, cy: number, r: number): string {
  switch (hair) {
    case 'spiky': {
      const points = Array.from({ length: 9 }, (_, i) => {
        const a = Math.PI + (i / 8) * Math.PI;
        const reach = i % 2 === 0 ? r * 1.45 : r * 1.05;
        return `${r1(cx + Math.cos(a) * reach)} ${r1(cy + Math.sin(a) * reach - r * 0.1)}`;
      });
      return `M${points.join('L')}Z`;
    }
    case 'long':
      return `M${r1(cx - r * 1.15)} ${r1(cy + r * 2.2)}Q${r1(cx - r * 1.4)} ${r1(cy - r * 1.5)} ${r1(cx)} ${r1(cy - r * 1.2)}Q${r1(cx + r * 1.4)} ${r1(cy - r * 1.5)} ${r1(cx + r * 1.15)} ${r1(cy + r * 2.2)}Z`;
    case 'bob':
      return `M${r1(cx - r * 1.2)} ${r1(cy + r * 0.8)}Q${r1(cx - r * 1.3)} ${r1(cy - r * 1.4)} ${r1(cx)} ${r1(cy - r * 1.25)}Q${r1(cx + r * 1.3)} ${r1(cy - r * 1.4)} ${r1(cx + r * 1.2)} ${r1(cy + r * 0.8)}Z`;
    case 'bun':
      return `M${r1(cx - r * 1.08)} ${r1(cy)}A${r1(r * 1.08)} ${r1(r * 1.08)} 0 0 1 ${r1(cx + r * 1.08)} ${r1(cy)}ZM${r1(cx + r * 0.55)} ${r1(cy - r * 1.25)}m-${r1(r * 0.5)} 0a${r1(r * 0.5)} ${r1(r * 0.5)} 0 1 0 ${r1(r)} 0a${r1(r * 0.5)} ${r1(r * 0.5)} 0 1 0 -${r1(r)} 0`;
  }
}

/**
 * A person from the chest up, head centred at (cx, cy) with radius r: shoulders, neck, head and hair, in one fill
 * with an outline, as a silhouette or an inked figure.
 */
export function bust(cx: number, cy: number, r: number, o: { fill: string; hair: Hair; stroke: string; sw: number }) {
  const shoulders = `M${r1(cx - r * 2.6)} ${r1(cy + r * 5)}C${r1(cx - r * 2.6)} ${r1(cy + r * 2)} ${r1(cx - r * 1.6)} ${r1(cy + r * 1.6)} ${r1(cx - r * 0.45)} ${r1(cy + r * 1.5)}V${r1(cy + r * 0.8)}H${r1(cx + r * 0.45)}V${r1(cy + r * 1.5)}C${r1(cx + r * 1.6)} ${r1(cy + r * 1.6)} ${r1(cx + r * 2.6)} ${r1(cy + r * 2)} ${r1(cx + r * 2.6)} ${r1(cy + r * 5)}Z`;
  const paint = `fill="${o.fill}" stroke="${o.stroke}" stroke-width="${r1(o.sw)}" stroke-linejoin="round"`;
  const back = o.hair === 'long' ? `<path d="${hairPath('long', cx, cy, r)}" ${paint}/>` : '';
  const front = o.hair === 'long' ? '' : `<path d="${hairPath(o.hair, cx, cy, r)}" ${paint}/>`;
  // Eyes in the outline's colour: glowing on a silhouette, inked on a drawn face.
  const eyes = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${r1(cx + side * r * 0.36)}" cy="${r1(cy + r * 0.12)}" rx="${r1(r * 0.1)}" ry="${r1(r * 0.17)}" fill="${o.stroke}"/>`,
    )
    .join('');
  const mouth = `<path d="M${r1(cx - r * 0.18)} ${r1(cy + r * 0.55)}q${r1(r * 0.18)} ${r1(r * 0.12)} ${r1(r * 0.36)} 0" fill="none" stroke="${o.stroke}" stroke-width="${r1(o.sw * 0.7)}" stroke-linecap="round"/>`;
  return `${back}<path d="${shoulders}" ${paint}/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" ${paint}/>${front}${eyes}${mouth}`;
}

/** A standing figure (head, body, legs) with its feet at (x, baseY) and height h, as a flat silhouette. */
export function standing(x: number, baseY: number, h: number, fill: string, lean: number): string {
  const r = h * 0.1;
  const headY = baseY - h + r;
  const body = `M${r1(x - h * 0.16)} ${r1(headY + r * 1.3)}L${r1(x + h * 0.16)} ${r1(headY + r * 1.3)}L${r1(x + h * 0.12 + lean)} ${r1(baseY - h * 0.42)}L${r1(x + h * 0.1)} ${r1(baseY)}L${r1(x + h * 0.02)} ${r1(baseY)}L${r1(x)} ${r1(baseY - h * 0.3)}L${r1(x - h * 0.02)} ${r1(baseY)}L${r1(x - h * 0.1)} ${r1(baseY)}L${r1(x - h * 0.12 + lean)} ${r1(baseY - h * 0.42)}Z`;
  return `<circle cx="${r1(x + lean * 0.3)}" cy="${r1(headY)}" r="${r1(r)}" fill="${fill}"/><path d="${body}" fill="${fill}"/>`;
}

/** A speech balloon (ellipse and tail) holding `content`, or a spiky shout balloon. */
export function balloon(cx: number, cy: number, rx: number, ry: number, tail: [number, number], shout: boolean) {
  const stroke = `fill="#fff" stroke="${INK}" stroke-width="5" stroke-linejoin="round"`;
  const tailPath = `<path d="M${r1(cx - rx * 0.25)} ${r1(cy + ry * 0.6)}L${r1(tail[0])} ${r1(tail[1])}L${r1(cx + rx * 0.15)} ${r1(cy + ry * 0.75)}Z" ${stroke}/>`;
  if (!shout)
    return `${tailPath}<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" ${stroke}/><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx - 3)}" ry="${r1(ry - 3)}" fill="#fff"/>`;
  const points = Array.from({ length: 20 }, (_, i) => {
    const a = (i / 20) * Math.PI * 2;
    const k = i % 2 === 0 ? 1.12 : 0.86;
    return `${r1(cx + Math.cos(a) * rx * k)} ${r1(cy + Math.sin(a) * ry * k)}`;
  });
  return `<path d="M${points.join('L')}Z" ${stroke}/>`;
}

/** Wordless lines of a balloon: grey bars standing for text, so one page serves every language. */
export function scribble(cx: number, cy: number, rx: number, lines: number): string {
  return Array.from({ length: lines }, (_, i) => {
    const w = rx * (i === lines - 1 ? 0.8 : 1.2);
    const y = cy + (i - (lines - 1) / 2) * 26;
    return `<rect x="${r1(cx - w / 2)}" y="${r1(y - 6)}" width="${r1(w)}" height="12" rx="6" fill="#4a4458"/>`;
  }).join('');
}
