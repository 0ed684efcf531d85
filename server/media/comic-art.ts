import {
  balloon,
  bust,
  escapeXml,
  HAIRS,
  hills,
  INK,
  PAPER,
  random,
  rays,
  scribble,
  skyline,
  standing,
} from './comic-shapes';

/**
 * The generated comic art of the demo (issue 14), as SVG for sharp to rasterise: covers (a scene, a hero and the
 * title set like a logo) and pages (panels with gutters, scenes, balloons and screen tone). Deterministic: the same
 * seed draws the same picture.
 */

// Fonts tried in order: the CJK and Thai faces a desktop usually has, then any sans-serif (Latin titles).
const DISPLAY_FONT = `'Noto Sans CJK JP','Noto Sans JP','Noto Sans CJK TC','Noto Sans Thai','Noto Sans',sans-serif`;

/** Rough advance of a character in em, bold: wide for CJK, none for Thai combining marks. */
function advance(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1;
  if (code >= 0x0e00 && code <= 0x0e7f) return /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/.test(char) ? 0 : 0.6;
  return /[A-Z]/.test(char) ? 0.74 : 0.64;
}
const widthEm = (line: string) => [...line].reduce((sum, c) => sum + advance(c), 0);

/** A line set twice: a thick ink outline under the fill, as comic logos are lettered. */
function outlined(x: number, y: number, size: number, line: string, fill: string, anchor: string): string {
  const common = `x="${x}" y="${y}" font-size="${size}" font-family="${DISPLAY_FONT}" font-weight="900" text-anchor="${anchor}"`;
  const text = escapeXml(line);
  return `<text ${common} fill="${INK}" stroke="${INK}" stroke-width="${Math.round(size * 0.22)}" stroke-linejoin="round">${text}</text><text ${common} fill="${fill}">${text}</text>`;
}

export interface CoverArt {
  width: number;
  height: number;
  /** The title's slot: picks colours, hairstyle and scene. */
  seed: number;
  lines: string[];
  author: string;
  /** A title's second genre key: picks the prop of the scene. */
  genre: string;
}

function coverProp(genre: string, w: number, h: number, hue: number, rnd: () => number): string {
  const light = `hsl(${(hue + 40) % 360},90%,88%)`;
  if (genre === 'thriller' || genre === 'drama')
    return Array.from({ length: 18 }, () => {
      const x = rnd() * w;
      const y = rnd() * h;
      return `<path d="M${x.toFixed(0)} ${y.toFixed(0)}l-14 42" stroke="${light}" stroke-width="3" opacity="0.55"/>`;
    }).join('');
  if (genre === 'fantasy' || genre === 'romance')
    return Array.from({ length: 14 }, () => {
      const s = 4 + rnd() * 9;
      return `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h * 0.6).toFixed(0)}" r="${s.toFixed(1)}" fill="${light}" opacity="0.8"/>`;
    }).join('');
  return rays(w * (0.3 + rnd() * 0.4), h * 0.45, Math.max(w, h), 12, '#fff', 0.13);
}

/** A comic cover: gradient sky, a moon or sun, a city or hills, the hero's bust, the title on top, the author below. */
export function coverSvg(art: CoverArt): string {
  const { width: w, height: h } = art;
  const rnd = random(art.seed * 7919 + 17);
  const hue = (art.seed * 47 + 200) % 360;
  const hue2 = (hue + 150 + Math.round(rnd() * 60)) % 360;
  const small = Math.min(w, h);
  const wide = w > h;
  const heroX = wide ? w * 0.72 : w * (0.42 + rnd() * 0.16);
  const headR = small * (wide ? 0.13 : 0.11);
  const heroY = wide ? h * 0.5 : h * 0.66;
  const hero = bust(heroX, heroY, headR, {
    fill: `hsl(${hue2},35%,14%)`,
    hair: HAIRS[art.seed % HAIRS.length] ?? 'bob',
    stroke: `hsl(${(hue + 30) % 360},95%,75%)`,
    sw: Math.max(3, headR * 0.09),
  });
  const ground =
    rnd() < 0.5
      ? skyline(0, w, h * 0.86, h * 0.3, `hsl(${hue2},40%,22%)`, rnd)
      : hills(0, w, h * 0.86, h * 0.16, `hsl(${hue2},40%,22%)`, rnd);
  // The title fills most of the width (or the left half of a wide cover) in as few lines as it has.
  const room = (wide ? w * 0.55 : w) * 0.86;
  const longest = Math.max(...art.lines.map(widthEm), 1);
  const size = Math.round(Math.min(room / longest, small * (wide ? 0.2 : 0.17)));
  const titleX = wide ? Math.round(w * 0.05) : Math.round(w / 2);
  const anchor = wide ? 'start' : 'middle';
  const top = Math.round(wide ? h * 0.2 + size : h * 0.06 + size);
  const title = art.lines
    .map((line, i) =>
      outlined(titleX, Math.round(top + i * size * 1.12), size, line, i === 0 ? '#fff4b8' : '#ffffff', anchor),
    )
    .join('');
  const authorSize = Math.round(Math.min(small * 0.045, (w * 0.9) / Math.max(widthEm(art.author), 1)));
  const band = Math.round(authorSize * 2);
  const inset = Math.round(small * 0.025);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${hue2},55%,30%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${(w * (0.2 + rnd() * 0.6)).toFixed(0)}" cy="${(h * 0.3).toFixed(0)}" r="${(small * 0.3).toFixed(0)}" fill="hsl(${(hue + 20) % 360},90%,85%)" opacity="0.75"/>${coverProp(art.genre, w, h, hue, rnd)}${ground}${hero}${title}<rect y="${h - band}" width="${w}" height="${band}" fill="${INK}" opacity="0.85"/><text x="${w / 2}" y="${h - Math.round(band * 0.32)}" font-size="${authorSize}" font-family="${DISPLAY_FONT}" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">${escapeXml(art.author)}</text><rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset - band}" fill="none" stroke="#fff" stroke-width="2" opacity="0.7"/></svg>`;
}

const MARKS = ['!', '?', '…', '!!', '♪'];

/** One panel's picture inside its clip: a backdrop, a scene and maybe a balloon. */
function panelScene(x: number, y: number, w: number, h: number, hue: number, rnd: () => number): string {
  const kind = Math.floor(rnd() * 5);
  const back = `hsl(${hue},45%,${78 + Math.round(rnd() * 12)}%)`;
  const dark = `hsl(${hue},30%,22%)`;
  let scene = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${back}"/>`;
  if (kind === 0)
    scene +=
      skyline(x, w, y + h * 0.85, h * 0.5, `hsl(${hue},25%,60%)`, rnd) +
      standing(x + w * (0.3 + rnd() * 0.4), y + h * 0.98, h * 0.7, dark, (rnd() - 0.5) * 20);
  else if (kind === 1)
    scene +=
      rays(x + w / 2, y + h / 2, Math.max(w, h), 28, INK, 0.18) +
      bust(x + w / 2, y + h * 0.45, Math.min(w, h) * 0.16, {
        fill: PAPER,
        hair: HAIRS[Math.floor(rnd() * 4)] ?? 'bob',
        stroke: INK,
        sw: 6,
      });
  else if (kind === 2)
    scene +=
      `<rect x="${x}" y="${y + h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#tone)"/>` +
      standing(x + w * 0.3, y + h * 0.95, h * 0.6, dark, 8) +
      standing(x + w * 0.68, y + h * 0.95, h * 0.55, `hsl(${(hue + 180) % 360},30%,30%)`, -8);
  else if (kind === 3)
    scene +=
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#tone)"/>` +
      bust(x + w * (0.35 + rnd() * 0.3), y + h * 0.5, Math.min(w, h) * 0.2, {
        fill: `hsl(${hue},60%,92%)`,
        hair: HAIRS[Math.floor(rnd() * 4)] ?? 'long',
        stroke: INK,
        sw: 6,
      });
  else
    scene +=
      hills(x, w, y + h * 0.8, h * 0.3, `hsl(${(hue + 90) % 360},35%,55%)`, rnd) +
      `<circle cx="${x + w * 0.75}" cy="${y + h * 0.28}" r="${Math.min(w, h) * 0.12}" fill="#fff6c8"/>` +
      standing(x + w * 0.3, y + h * 0.86, h * 0.3, dark, 0);
  if (rnd() < 0.75 && w > 300) {
    const rx = Math.min(w * 0.28, 190);
    const ry = Math.min(h * 0.14, 70);
    const bx = x + rx + 30 + rnd() * Math.max(0, w - 2 * rx - 60);
    const by = y + ry + 30;
    const shout = rnd() < 0.3;
    scene += balloon(bx, by, rx, ry, [bx + 20, by + ry * 2], shout);
    scene +=
      shout || rnd() < 0.4
        ? `<text x="${bx}" y="${by + 22}" font-size="64" font-family="sans-serif" font-weight="900" fill="${INK}" text-anchor="middle">${MARKS[Math.floor(rnd() * MARKS.length)] ?? '!'}</text>`
        : scribble(bx, by, rx, 2);
  }
  return scene;
}

/** A comic page: rows of one or two panels (a slanted cut now and then) on paper, with gutters. */
export function pageSvg(width: number, height: number, seed: number): string {
  const rnd = random(seed * 104729 + 3);
  const hue = (seed * 53) % 360;
  const margin = 36;
  const gutter = 28;
  const rows = Math.max(2, Math.min(4, Math.round(height / 620)));
  const weights = Array.from({ length: rows }, () => 0.7 + rnd() * 0.6);
  const total = weights.reduce((a, b) => a + b, 0);
  const usable = height - 2 * margin - (rows - 1) * gutter;
  const parts: string[] = [];
  const clips: string[] = [];
  let y = margin;
  weights.forEach((weight, row) => {
    const h = Math.round((usable * weight) / total);
    const shapes: { points: string; x: number; w: number }[] = [];
    const inner = width - 2 * margin;
    if (rnd() < 0.55) {
      const split = margin + inner * (0.35 + rnd() * 0.3);
      const slant = rnd() < 0.5 ? 0 : (rnd() - 0.5) * 120;
      const g = gutter / 2;
      // Each scene covers its panel's widest extent; the clip trims it to the slanted cut.
      const reach = Math.abs(slant);
      shapes.push({
        points: `${margin},${y} ${split + slant - g},${y} ${split - slant - g},${y + h} ${margin},${y + h}`,
        x: margin,
        w: split + reach - margin,
      });
      shapes.push({
        points: `${split + slant + g},${y} ${width - margin},${y} ${width - margin},${y + h} ${split - slant + g},${y + h}`,
        x: split - reach,
        w: width - margin - split + reach,
      });
    } else
      shapes.push({
        points: `${margin},${y} ${width - margin},${y} ${width - margin},${y + h} ${margin},${y + h}`,
        x: margin,
        w: inner,
      });
    shapes.forEach((shape, k) => {
      const id = `p${row}${k}`;
      clips.push(`<clipPath id="${id}"><polygon points="${shape.points}"/></clipPath>`);
      parts.push(
        `<g clip-path="url(#${id})">${panelScene(shape.x, y, shape.w, h, (hue + row * 40 + k * 25) % 360, rnd)}</g>`,
      );
      parts.push(
        `<polygon points="${shape.points}" fill="none" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      );
    });
    y += h + gutter;
  });
  const tone = `<pattern id="tone" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.6" fill="${INK}" opacity="0.45"/></pattern>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${tone}${clips.join('')}</defs><rect width="${width}" height="${height}" fill="${PAPER}"/>${parts.join('')}</svg>`;
}
