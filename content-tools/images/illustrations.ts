/**
 * Renders the placeholder illustrations of a content mirror: abstract brand artwork drawn as
 * SVG and rasterised with sharp, plus the asset JSON beside each file. Output is deterministic
 * (randomness comes from a generator seeded by the asset id), so re-running it is a no-op diff.
 *
 *   npx tsx scripts/content-images.ts                                   real set, into content/
 *   npx tsx scripts/content-images.ts tests/fixtures/content --fixture  small test set
 *
 * Only the assets listed below are written; other files in the mirror are left alone. The run
 * fails if a file exceeds the size budget (150 KB each, 3 MB in total; 20 KB each for fixtures).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { colors, illustrationColors } from '../../src/styles/tokens';
import { assetBinaryName, serialize } from '../mirror/mirror-files';

/** The site's palette (src/styles/tokens.ts), so the artwork stays on brand when it changes. */
const BRAND = { ...colors, ...illustrationColors } as const;

/** Warm, varied tones for the faces of the geometric people. */
const SKIN = ['#F1C9A5', '#E0AC7E', '#C68B59', '#8D5A3B', '#5C3A24'] as const;
const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

type Motif =
  | 'map'
  | 'people'
  | 'support'
  | 'growth'
  | 'cards'
  | 'heart'
  | 'globe'
  | 'shield'
  | 'community'
  | 'path'
  | 'laptop'
  | 'tiles'
  | 'sunrise'
  | 'quotes'
  | 'landscape'
  | 'phone'
  | 'star'
  | 'balance'
  | 'checklist'
  | 'blobs';

interface Base {
  id: string;
  title: string;
  /** Alt text: what a sighted reader sees in the picture. */
  description: string;
}

type ImageSpec = Base &
  (
    | { kind: 'scene'; motifs: Motif[]; dark?: boolean; width: number; height: number }
    | {
        kind: 'cover';
        heading: string;
        subheading: string;
        label: string;
        width: number;
        height: number;
      }
    | { kind: 'logo'; name: string; mark: LogoMark }
    | { kind: 'avatar'; size: number; hair: HairStyle }
    | { kind: 'og'; heading: string; subheading: string; width: number; height: number }
  );

/** Short hair, hair in a bun, or long hair. */
type HairStyle = 0 | 1 | 2;

type LogoMark =
  'mountain' | 'sun' | 'star' | 'rings' | 'dots' | 'wave' | 'chevron' | 'arch' | 'square';

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

const hash = (text: string): number => {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
};

type Random = () => number;

const seeded = (seed: string): Random => {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

// ---------------------------------------------------------------------------------------------
// SVG building blocks

const n = (value: number): string => String(Math.round(value * 10) / 10);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svgDocument = (width: number, height: number, body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

/** A closed, smooth organic shape around (cx, cy). */
const blob = (
  random: Random,
  cx: number,
  cy: number,
  radius: number,
  fill: string,
  opacity: number,
): string => {
  const count = 7;
  const points = Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    const r = radius * (0.78 + random() * 0.4);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const at = (index: number) => points[(index + count) % count] as readonly [number, number];
  let d = `M ${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let index = 0; index < count; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `<path d="${d} Z" fill="${fill}" opacity="${opacity}"/>`;
};

/** A geometric person: round head over rounded shoulders; (x, y) is the neck, s the half width. */
const person = (x: number, y: number, s: number, body: string, skin: string): string =>
  `<path d="M ${n(x - s)} ${n(y + 1.5 * s)} L ${n(x - s)} ${n(y + 0.3 * s)} Q ${n(x - s)} ${n(y - 0.5 * s)} ${n(x)} ${n(y - 0.5 * s)} Q ${n(x + s)} ${n(y - 0.5 * s)} ${n(x + s)} ${n(y + 0.3 * s)} L ${n(x + s)} ${n(y + 1.5 * s)} Z" fill="${body}"/>` +
  `<circle cx="${n(x)}" cy="${n(y - 1.05 * s)}" r="${n(0.5 * s)}" fill="${skin}"/>`;

const roundedRect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`;

const circle = (x: number, y: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" ${extra}/>`;

/** A few text lines drawn as soft bars. */
const textLines = (
  x: number,
  y: number,
  w: number,
  count: number,
  gap: number,
  fill: string,
): string =>
  Array.from({ length: count }, (_, index) =>
    roundedRect(
      x,
      y + index * gap,
      w * (index === count - 1 ? 0.6 : 1),
      gap * 0.45,
      gap * 0.22,
      fill,
    ),
  ).join('');

const shadow = 'filter="url(#shadow)"';
const shadowDefs =
  '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="8" stdDeviation="12" flood-color="#1B1B3A" flood-opacity="0.18"/></filter>';

/** The area a motif draws into: a square box centred at (cx, cy) with side 2 * r. */
interface Frame {
  cx: number;
  cy: number;
  r: number;
}

// ---------------------------------------------------------------------------------------------
// Motifs

const CONTINENTS: readonly (readonly [number, number, number, number])[] = [
  [0.2, 0.3, 0.12, 0.14],
  [0.26, 0.46, 0.05, 0.06],
  [0.31, 0.69, 0.06, 0.15],
  [0.37, 0.12, 0.045, 0.045],
  [0.5, 0.28, 0.06, 0.07],
  [0.52, 0.56, 0.08, 0.15],
  [0.7, 0.3, 0.16, 0.13],
  [0.73, 0.49, 0.06, 0.06],
  [0.85, 0.71, 0.07, 0.05],
];

const PINS: readonly (readonly [number, number])[] = [
  [0.22, 0.33],
  [0.32, 0.66],
  [0.5, 0.27],
  [0.54, 0.6],
  [0.74, 0.45],
  [0.85, 0.7],
];

const map = (random: Random, { cx, cy, r }: Frame, dark: boolean): string => {
  const w = r * 2.2;
  const h = w * 0.55;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const step = w / 58;
  const dots: string[] = [];
  for (let u = step / 2; u < w; u += step) {
    for (let v = step / 2; v < h; v += step) {
      const [nx, ny] = [u / w, v / h];
      const inside = CONTINENTS.some(
        ([ex, ey, rx, ry]) => ((nx - ex) / rx) ** 2 + ((ny - ey) / ry) ** 2 <= 1,
      );
      if (inside)
        dots.push(
          circle(x0 + u, y0 + v, step * 0.32, dark ? BRAND.sand : BRAND.teal, 'opacity="0.45"'),
        );
    }
  }
  const chosen = PINS.filter(() => random() > 0.15);
  const points = chosen.map(([px, py]) => [x0 + px * w, y0 + py * h] as const);
  const arcs = points.slice(1).map(([x2, y2], index) => {
    const [x1, y1] = points[index] as readonly [number, number];
    const lift = Math.abs(x2 - x1) * 0.35 + 30;
    return `<path d="M ${n(x1)} ${n(y1)} Q ${n((x1 + x2) / 2)} ${n(Math.min(y1, y2) - lift)} ${n(x2)} ${n(y2)}" fill="none" stroke="${dark ? BRAND.sandDeep : BRAND.teal}" stroke-width="${n(step * 0.22)}" stroke-dasharray="${n(step * 0.6)} ${n(step * 0.5)}" opacity="0.8"/>`;
  });
  const pins = points.map(([x, y]) =>
    circle(
      x,
      y,
      step * 0.9,
      BRAND.coral,
      `stroke="${BRAND.white}" stroke-width="${n(step * 0.3)}"`,
    ),
  );
  return dots.join('') + arcs.join('') + pins.join('');
};

const people = (random: Random, { cx, cy, r }: Frame): string => {
  const bodies = [BRAND.teal, BRAND.coral, BRAND.ink, BRAND.tealSoft, BRAND.coralSoft];
  const count = 5;
  const s = r * 0.16;
  return Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1) / 2;
    const x = cx + offset * s * 2.1;
    const y = cy + r * 0.45 - Math.abs(offset) * s * 0.35 + (random() - 0.5) * s * 0.2;
    return person(
      x,
      y,
      s * (1 - Math.abs(offset) * 0.06),
      bodies[index % bodies.length] as string,
      pick(random, SKIN),
    );
  })
    .sort((a, b) => a.length - b.length)
    .join('');
};

const bubble = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tailLeft: boolean,
): string => {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8;
  return (
    roundedRect(x, y, w, h, h * 0.3, fill, shadow) +
    `<path d="M ${n(tx - h * 0.15)} ${n(y + h - 2)} L ${n(tx + (tailLeft ? -h * 0.25 : h * 0.25))} ${n(y + h + h * 0.3)} L ${n(tx + h * 0.15)} ${n(y + h - 2)} Z" fill="${fill}"/>`
  );
};

const support = (random: Random, { cx, cy, r }: Frame): string => {
  const s = r * 0.22;
  const headset =
    `<path d="M ${n(cx - s * 0.65)} ${n(cy + r * 0.3 - s * 1.05)} A ${n(s * 0.65)} ${n(s * 0.65)} 0 0 1 ${n(cx + s * 0.65)} ${n(cy + r * 0.3 - s * 1.05)}" fill="none" stroke="${BRAND.ink}" stroke-width="${n(s * 0.12)}"/>` +
    circle(cx - s * 0.62, cy + r * 0.3 - s * 1.0, s * 0.16, BRAND.ink) +
    `<path d="M ${n(cx - s * 0.62)} ${n(cy + r * 0.3 - s * 0.9)} Q ${n(cx - s * 0.5)} ${n(cy + r * 0.3 - s * 0.55)} ${n(cx - s * 0.1)} ${n(cy + r * 0.3 - s * 0.6)}" fill="none" stroke="${BRAND.ink}" stroke-width="${n(s * 0.08)}"/>`;
  const dots = [0, 1, 2]
    .map((index) => circle(cx - r * 0.5 + index * r * 0.12, cy - r * 0.62, r * 0.035, BRAND.white))
    .join('');
  return (
    bubble(cx - r * 0.78, cy - r * 0.8, r * 0.62, r * 0.36, BRAND.teal, true) +
    dots +
    bubble(cx + r * 0.12, cy - r * 0.55, r * 0.7, r * 0.3, BRAND.white, false) +
    textLines(cx + r * 0.2, cy - r * 0.47, r * 0.54, 2, r * 0.1, BRAND.coralSoft) +
    person(cx, cy + r * 0.3, s, BRAND.coral, pick(random, SKIN)) +
    headset
  );
};

const growth = (random: Random, { cx, cy, r }: Frame): string => {
  const bars = 5;
  const barWidth = (r * 1.5) / bars;
  const base = cy + r * 0.6;
  const tops: (readonly [number, number])[] = [];
  const drawn = Array.from({ length: bars }, (_, index) => {
    const height = r * (0.35 + index * 0.22 + random() * 0.08);
    const x = cx - r * 0.8 + index * barWidth * 1.05;
    tops.push([x + barWidth * 0.4, base - height - r * 0.12]);
    return roundedRect(
      x,
      base - height,
      barWidth * 0.8,
      height,
      barWidth * 0.15,
      index === bars - 1 ? BRAND.coral : BRAND.teal,
      index === bars - 1 ? '' : 'opacity="0.85"',
    );
  });
  const line = `<polyline points="${tops.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${BRAND.ink}" stroke-width="${n(r * 0.025)}" stroke-linejoin="round"/>`;
  const nodes = tops
    .map(([x, y]) =>
      circle(x, y, r * 0.04, BRAND.white, `stroke="${BRAND.ink}" stroke-width="${n(r * 0.02)}"`),
    )
    .join('');
  return drawn.join('') + line + nodes;
};

const profileCard = (random: Random, x: number, y: number, w: number, accent: string): string => {
  const h = w * 1.25;
  return (
    roundedRect(x, y, w, h, w * 0.08, BRAND.white, shadow) +
    circle(x + w / 2, y + h * 0.26, w * 0.17, accent) +
    person(x + w / 2, y + h * 0.29, w * 0.085, BRAND.white, pick(random, SKIN)) +
    textLines(x + w * 0.18, y + h * 0.52, w * 0.64, 2, w * 0.12, '#E4E7EE') +
    roundedRect(x + w * 0.18, y + h * 0.8, w * 0.36, w * 0.1, w * 0.05, accent, 'opacity="0.9"')
  );
};

const cards = (random: Random, { cx, cy, r }: Frame): string => {
  const w = r * 0.55;
  const accents = [BRAND.teal, BRAND.coral, BRAND.tealSoft];
  return [-1, 0, 1]
    .map((offset, index) =>
      profileCard(
        random,
        cx + offset * w * 1.12 - w / 2,
        cy - w * 0.62 + Math.abs(offset) * w * 0.18,
        w,
        accents[index] as string,
      ),
    )
    .join('');
};

const heartPath = (cx: number, cy: number, s: number, fill: string): string =>
  `<path d="M ${n(cx)} ${n(cy + s * 0.9)} C ${n(cx - s * 1.4)} ${n(cy)} ${n(cx - s * 1.1)} ${n(cy - s * 1.1)} ${n(cx)} ${n(cy - s * 0.45)} C ${n(cx + s * 1.1)} ${n(cy - s * 1.1)} ${n(cx + s * 1.4)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.9)} Z" fill="${fill}"/>`;

const heart = (random: Random, frame: Frame): string =>
  heartPath(frame.cx, frame.cy - frame.r * 0.25, frame.r * 0.42, BRAND.coral) +
  people(random, { ...frame, cy: frame.cy + frame.r * 0.15, r: frame.r * 0.85 });

const globe = (_random: Random, { cx, cy, r }: Frame): string => {
  const g = r * 0.72;
  const meridians = [0.25, 0.55, 0.85]
    .map(
      (k) =>
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(g * k)}" ry="${n(g)}" fill="none" stroke="${BRAND.sand}" stroke-width="${n(r * 0.012)}" opacity="0.7"/>`,
    )
    .join('');
  const parallels = [-0.5, 0, 0.5]
    .map((k) => {
      const y = cy + g * k;
      const half = Math.sqrt(1 - k * k) * g;
      return `<line x1="${n(cx - half)}" y1="${n(y)}" x2="${n(cx + half)}" y2="${n(y)}" stroke="${BRAND.sand}" stroke-width="${n(r * 0.012)}" opacity="0.7"/>`;
    })
    .join('');
  const orbit = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.02)}" ry="${n(r * 0.32)}" fill="none" stroke="${BRAND.coral}" stroke-width="${n(r * 0.018)}" transform="rotate(-18 ${n(cx)} ${n(cy)})"/>`;
  const satellites = [0.3, 1.9, 3.6]
    .map((angle) => {
      const x = cx + Math.cos(angle) * r * 1.02;
      const y = cy + Math.sin(angle) * r * 0.32;
      const [rx, ry] = rotate(x, y, cx, cy, -18);
      return circle(
        rx,
        ry,
        r * 0.06,
        BRAND.coral,
        `stroke="${BRAND.white}" stroke-width="${n(r * 0.02)}"`,
      );
    })
    .join('');
  return circle(cx, cy, g, BRAND.teal) + meridians + parallels + orbit + satellites;
};

const rotate = (
  x: number,
  y: number,
  cx: number,
  cy: number,
  degrees: number,
): readonly [number, number] => {
  const a = (degrees * Math.PI) / 180;
  return [
    cx + (x - cx) * Math.cos(a) - (y - cy) * Math.sin(a),
    cy + (x - cx) * Math.sin(a) + (y - cy) * Math.cos(a),
  ];
};

const shield = (_random: Random, { cx, cy, r }: Frame): string => {
  const s = r * 0.6;
  return (
    `<path d="M ${n(cx)} ${n(cy - s)} L ${n(cx + s * 0.85)} ${n(cy - s * 0.65)} L ${n(cx + s * 0.8)} ${n(cy + s * 0.1)} Q ${n(cx + s * 0.7)} ${n(cy + s * 0.75)} ${n(cx)} ${n(cy + s * 1.1)} Q ${n(cx - s * 0.7)} ${n(cy + s * 0.75)} ${n(cx - s * 0.8)} ${n(cy + s * 0.1)} L ${n(cx - s * 0.85)} ${n(cy - s * 0.65)} Z" fill="${BRAND.teal}" ${shadow}/>` +
    `<path d="M ${n(cx - s * 0.35)} ${n(cy + s * 0.02)} L ${n(cx - s * 0.07)} ${n(cy + s * 0.3)} L ${n(cx + s * 0.42)} ${n(cy - s * 0.25)}" fill="none" stroke="${BRAND.sand}" stroke-width="${n(s * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
};

const community = (random: Random, { cx, cy, r }: Frame): string => {
  const nodes = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2 + random() * 0.3;
    const distance = index === 0 ? 0 : r * (0.55 + random() * 0.25);
    return [cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance * 0.8] as const;
  });
  const links = nodes
    .flatMap(([x1, y1], index) =>
      nodes
        .slice(index + 1)
        .map(([x2, y2], other) =>
          index === 0 || other % 3 === 0
            ? `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${BRAND.teal}" stroke-width="${n(r * 0.012)}" opacity="0.5"/>`
            : '',
        ),
    )
    .join('');
  const colours = [BRAND.coral, BRAND.teal, BRAND.ink, BRAND.tealSoft, BRAND.coralSoft];
  const heads = nodes
    .map(([x, y], index) => {
      const size = index === 0 ? r * 0.17 : r * 0.11;
      return (
        circle(x, y, size, BRAND.white, shadow) +
        person(
          x,
          y + size * 0.35,
          size * 0.45,
          colours[index % colours.length] as string,
          pick(random, SKIN),
        )
      );
    })
    .join('');
  return links + heads;
};

const pathMotif = (_random: Random, { cx, cy, r }: Frame): string => {
  const d = `M ${n(cx - r)} ${n(cy + r * 0.55)} C ${n(cx - r * 0.4)} ${n(cy + r * 0.7)} ${n(cx - r * 0.6)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy)} S ${n(cx + r * 0.5)} ${n(cy - r * 0.7)} ${n(cx + r)} ${n(cy - r * 0.55)}`;
  const stops = [
    [cx - r * 0.72, cy + r * 0.52],
    [cx - r * 0.12, cy + r * 0.06],
    [cx + r * 0.42, cy - r * 0.36],
    [cx + r * 0.92, cy - r * 0.55],
  ] as const;
  const markers = stops
    .map(
      ([x, y], index) =>
        circle(
          x,
          y,
          r * 0.11,
          index === stops.length - 1 ? BRAND.coral : BRAND.teal,
          `stroke="${BRAND.white}" stroke-width="${n(r * 0.025)}"`,
        ) +
        `<text x="${n(x)}" y="${n(y + r * 0.045)}" font-family="${FONT}" font-weight="bold" font-size="${n(r * 0.12)}" fill="${BRAND.white}" text-anchor="middle">${index + 1}</text>`,
    )
    .join('');
  return (
    `<path d="${d}" fill="none" stroke="${BRAND.ink}" stroke-width="${n(r * 0.03)}" stroke-dasharray="${n(r * 0.06)} ${n(r * 0.05)}" opacity="0.55"/>` +
    markers
  );
};

const laptop = (random: Random, { cx, cy, r }: Frame): string => {
  const w = r * 1.3;
  const h = w * 0.62;
  const x = cx - w / 2;
  const y = cy - h * 0.75;
  return (
    roundedRect(x, y, w, h, w * 0.03, BRAND.ink, shadow) +
    roundedRect(x + w * 0.04, y + w * 0.04, w * 0.92, h - w * 0.08, w * 0.015, BRAND.white) +
    circle(x + w * 0.2, y + h * 0.35, w * 0.08, BRAND.coralSoft) +
    textLines(x + w * 0.34, y + h * 0.25, w * 0.5, 3, h * 0.12, '#D9E4EA') +
    roundedRect(x + w * 0.1, y + h * 0.68, w * 0.25, h * 0.1, h * 0.05, BRAND.teal) +
    `<path d="M ${n(x - w * 0.1)} ${n(y + h + w * 0.04)} L ${n(x + w * 1.1)} ${n(y + h + w * 0.04)} L ${n(x + w * 1.02)} ${n(y + h)} L ${n(x - w * 0.02)} ${n(y + h)} Z" fill="${BRAND.tealSoft}"/>` +
    person(cx + r * 0.78, cy + r * 0.3, r * 0.16, BRAND.coral, pick(random, SKIN))
  );
};

const tiles = (random: Random, { cx, cy, r }: Frame): string => {
  const size = r * 0.5;
  const gap = r * 0.1;
  const shapes: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const x = cx - (size * 3 + gap * 2) / 2 + column * (size + gap);
      const y = cy - size - gap / 2 + row * (size + gap);
      const accent = (row + column) % 2 === 0 ? BRAND.teal : BRAND.coral;
      const centre = [x + size / 2, y + size * 0.42] as const;
      const icon = [
        circle(centre[0], centre[1], size * 0.16, accent),
        roundedRect(
          centre[0] - size * 0.16,
          centre[1] - size * 0.16,
          size * 0.32,
          size * 0.32,
          size * 0.05,
          accent,
        ),
        `<path d="M ${n(centre[0])} ${n(centre[1] - size * 0.18)} L ${n(centre[0] + size * 0.18)} ${n(centre[1] + size * 0.14)} L ${n(centre[0] - size * 0.18)} ${n(centre[1] + size * 0.14)} Z" fill="${accent}"/>`,
      ];
      shapes.push(
        roundedRect(x, y, size, size, size * 0.12, BRAND.white, shadow) +
          pick(random, icon) +
          roundedRect(
            x + size * 0.22,
            y + size * 0.72,
            size * 0.56,
            size * 0.07,
            size * 0.035,
            '#DDE3EA',
          ),
      );
    }
  }
  return shapes.join('');
};

const sunrise = (_random: Random, { cx, cy, r }: Frame): string => {
  const horizon = cy + r * 0.35;
  const rays = Array.from({ length: 9 }, (_, index) => {
    const angle = Math.PI + (index + 0.5) * (Math.PI / 9);
    const [x1, y1] = [cx + Math.cos(angle) * r * 0.62, horizon + Math.sin(angle) * r * 0.62];
    const [x2, y2] = [cx + Math.cos(angle) * r * 0.85, horizon + Math.sin(angle) * r * 0.85];
    return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${BRAND.coral}" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>`;
  }).join('');
  return (
    rays +
    `<path d="M ${n(cx - r * 0.5)} ${n(horizon)} A ${n(r * 0.5)} ${n(r * 0.5)} 0 0 1 ${n(cx + r * 0.5)} ${n(horizon)} Z" fill="${BRAND.coral}"/>` +
    roundedRect(cx - r * 1.05, horizon, r * 2.1, r * 0.06, r * 0.03, BRAND.teal) +
    roundedRect(
      cx - r * 0.75,
      horizon + r * 0.16,
      r * 1.5,
      r * 0.05,
      r * 0.025,
      BRAND.teal,
      'opacity="0.6"',
    ) +
    roundedRect(
      cx - r * 0.45,
      horizon + r * 0.3,
      r * 0.9,
      r * 0.04,
      r * 0.02,
      BRAND.teal,
      'opacity="0.35"',
    )
  );
};

const quotes = (_random: Random, { cx, cy, r }: Frame): string => {
  const mark = (x: number, y: number, s: number, fill: string): string =>
    `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-weight="bold" font-size="${n(s)}" fill="${fill}">“</text>`;
  return (
    bubble(cx - r * 0.95, cy - r * 0.7, r * 1.1, r * 0.55, BRAND.white, true) +
    mark(cx - r * 0.88, cy - r * 0.25, r * 0.5, BRAND.coral) +
    textLines(cx - r * 0.5, cy - r * 0.55, r * 0.55, 3, r * 0.11, '#DDE3EA') +
    bubble(cx - r * 0.1, cy + r * 0.05, r * 1.05, r * 0.5, BRAND.teal, false) +
    mark(cx - r * 0.02, cy + r * 0.45, r * 0.45, BRAND.sand) +
    textLines(cx + r * 0.32, cy + r * 0.16, r * 0.52, 3, r * 0.1, BRAND.tealSoft)
  );
};

const landscape = (_random: Random, { cx, cy, r }: Frame): string => {
  const base = cy + r * 0.7;
  return (
    circle(cx + r * 0.45, cy - r * 0.45, r * 0.2, BRAND.coral) +
    `<path d="M ${n(cx - r * 1.2)} ${n(base)} L ${n(cx - r * 0.45)} ${n(cy - r * 0.35)} L ${n(cx + r * 0.2)} ${n(base)} Z" fill="${BRAND.teal}"/>` +
    `<path d="M ${n(cx - r * 0.45)} ${n(cy - r * 0.35)} L ${n(cx - r * 0.6)} ${n(cy - r * 0.12)} L ${n(cx - r * 0.3)} ${n(cy - r * 0.12)} Z" fill="${BRAND.sand}"/>` +
    `<path d="M ${n(cx - r * 0.3)} ${n(base)} L ${n(cx + r * 0.4)} ${n(cy - r * 0.05)} L ${n(cx + r * 1.2)} ${n(base)} Z" fill="${BRAND.tealSoft}"/>` +
    `<path d="M ${n(cx - r * 1.2)} ${n(base)} L ${n(cx + r * 1.2)} ${n(base)} L ${n(cx + r * 1.2)} ${n(base + r * 0.08)} L ${n(cx - r * 1.2)} ${n(base + r * 0.08)} Z" fill="${BRAND.ink}" opacity="0.8"/>`
  );
};

const phone = (random: Random, { cx, cy, r }: Frame): string => {
  const h = r * 1.6;
  const w = h * 0.5;
  const x = cx - w / 2 - r * 0.2;
  const y = cy - h / 2;
  return (
    roundedRect(x, y, w, h, w * 0.14, BRAND.ink, shadow) +
    roundedRect(x + w * 0.06, y + w * 0.1, w * 0.88, h - w * 0.2, w * 0.09, BRAND.white) +
    roundedRect(x + w * 0.14, y + h * 0.1, w * 0.72, h * 0.22, w * 0.06, BRAND.coralSoft) +
    heartPath(x + w / 2, y + h * 0.22, w * 0.12, BRAND.coral) +
    textLines(x + w * 0.14, y + h * 0.4, w * 0.72, 3, h * 0.06, '#DDE3EA') +
    roundedRect(x + w * 0.14, y + h * 0.66, w * 0.72, h * 0.09, h * 0.045, BRAND.teal) +
    circle(x + w * 0.5, y + h * 0.86, w * 0.07, '#DDE3EA') +
    profileCard(random, cx + r * 0.3, cy - r * 0.25, r * 0.5, BRAND.teal)
  );
};

const starPath = (cx: number, cy: number, outer: number, inner: number, fill: string): string => {
  const points = Array.from({ length: 8 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 4;
    const radius = index % 2 === 0 ? outer : inner;
    return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

const star = (random: Random, { cx, cy, r }: Frame): string =>
  starPath(cx, cy - r * 0.55, r * 0.32, r * 0.09, BRAND.coral) +
  Array.from({ length: 6 }, () =>
    starPath(
      cx + (random() - 0.5) * r * 2,
      cy + (random() - 0.9) * r,
      r * 0.05,
      r * 0.015,
      BRAND.teal,
    ),
  ).join('') +
  cards(random, { cx, cy: cy + r * 0.35, r: r * 0.7 });

const balance = (_random: Random, { cx, cy, r }: Frame): string => {
  const beamY = cy - r * 0.4;
  const pan = (x: number, fill: string): string =>
    `<line x1="${n(x)}" y1="${n(beamY)}" x2="${n(x - r * 0.2)}" y2="${n(beamY + r * 0.45)}" stroke="${BRAND.ink}" stroke-width="${n(r * 0.015)}"/>` +
    `<line x1="${n(x)}" y1="${n(beamY)}" x2="${n(x + r * 0.2)}" y2="${n(beamY + r * 0.45)}" stroke="${BRAND.ink}" stroke-width="${n(r * 0.015)}"/>` +
    `<path d="M ${n(x - r * 0.28)} ${n(beamY + r * 0.45)} A ${n(r * 0.28)} ${n(r * 0.16)} 0 0 0 ${n(x + r * 0.28)} ${n(beamY + r * 0.45)} Z" fill="${fill}"/>`;
  return (
    roundedRect(cx - r * 0.04, beamY, r * 0.08, r * 1.05, r * 0.03, BRAND.ink) +
    roundedRect(cx - r * 0.35, beamY + r * 1.0, r * 0.7, r * 0.1, r * 0.05, BRAND.ink) +
    roundedRect(cx - r * 0.8, beamY - r * 0.03, r * 1.6, r * 0.06, r * 0.03, BRAND.teal) +
    circle(cx, beamY, r * 0.07, BRAND.coral) +
    pan(cx - r * 0.75, BRAND.coral) +
    pan(cx + r * 0.75, BRAND.teal)
  );
};

const checklist = (_random: Random, { cx, cy, r }: Frame): string => {
  const w = r * 1.1;
  const h = r * 1.45;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const rows = [0, 1, 2, 3]
    .map((index) => {
      const rowY = y + h * 0.24 + index * h * 0.17;
      const done = index < 3;
      return (
        roundedRect(
          x + w * 0.12,
          rowY,
          w * 0.12,
          w * 0.12,
          w * 0.025,
          done ? BRAND.teal : '#DDE3EA',
        ) +
        (done
          ? `<path d="M ${n(x + w * 0.145)} ${n(rowY + w * 0.06)} L ${n(x + w * 0.175)} ${n(rowY + w * 0.09)} L ${n(x + w * 0.215)} ${n(rowY + w * 0.035)}" fill="none" stroke="${BRAND.white}" stroke-width="${n(w * 0.018)}" stroke-linecap="round"/>`
          : '') +
        roundedRect(
          x + w * 0.32,
          rowY + w * 0.035,
          w * (0.5 - index * 0.05),
          w * 0.05,
          w * 0.025,
          '#DDE3EA',
        )
      );
    })
    .join('');
  return (
    roundedRect(x, y, w, h, w * 0.06, BRAND.white, shadow) +
    roundedRect(x + w * 0.32, y - w * 0.05, w * 0.36, w * 0.12, w * 0.04, BRAND.coral) +
    rows
  );
};

const MOTIFS: Record<Exclude<Motif, 'blobs' | 'map'>, (random: Random, frame: Frame) => string> = {
  people,
  support,
  growth,
  cards,
  heart,
  globe,
  shield,
  community,
  path: pathMotif,
  laptop,
  tiles,
  sunrise,
  quotes,
  landscape,
  phone,
  star,
  balance,
  checklist,
};

// ---------------------------------------------------------------------------------------------
// Compositions

const backdrop = (
  random: Random,
  width: number,
  height: number,
  dark: boolean,
): { defs: string; body: string } => {
  const defs =
    shadowDefs +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark ? BRAND.teal : BRAND.sand}"/><stop offset="1" stop-color="${dark ? BRAND.ink : '#FFF7EA'}"/></linearGradient>` +
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>';
  const unit = Math.min(width, height);
  const blobs =
    `<g filter="url(#soft)">` +
    blob(
      random,
      width * (0.7 + random() * 0.15),
      height * (0.3 + random() * 0.2),
      unit * 0.38,
      BRAND.coral,
      dark ? 0.35 : 0.28,
    ) +
    blob(
      random,
      width * (0.1 + random() * 0.15),
      height * (0.75 + random() * 0.1),
      unit * 0.32,
      dark ? BRAND.tealSoft : '#9CC9DA',
      dark ? 0.5 : 0.5,
    ) +
    `</g>` +
    blob(
      random,
      width * 0.66,
      height * 0.55,
      unit * 0.36,
      dark ? BRAND.tealSoft : BRAND.sandDeep,
      dark ? 0.25 : 0.55,
    );
  const confetti = Array.from({ length: 10 }, () =>
    circle(
      random() * width,
      random() * height,
      unit * (0.006 + random() * 0.012),
      pick(random, [BRAND.coral, BRAND.teal, dark ? BRAND.sand : BRAND.ink]),
      'opacity="0.5"',
    ),
  ).join('');
  return {
    defs,
    body: `<rect width="${width}" height="${height}" fill="url(#bg)"/>${blobs}${confetti}`,
  };
};

const scene = (spec: Extract<ImageSpec, { kind: 'scene' }>): string => {
  const random = seeded(spec.id);
  const { width, height } = spec;
  const dark = spec.dark ?? false;
  const { defs, body } = backdrop(random, width, height, dark);
  const unit = Math.min(width, height);
  const frames: Frame[] =
    spec.motifs.length > 1
      ? [
          { cx: width * 0.64, cy: height * 0.46, r: unit * 0.4 },
          { cx: width * 0.32, cy: height * 0.58, r: unit * 0.3 },
        ]
      : [{ cx: width * 0.6, cy: height * 0.5, r: unit * 0.42 }];
  const layers = spec.motifs
    .map((motif, index) => {
      const frame = frames[index] ?? (frames[0] as Frame);
      if (motif === 'blobs') return '';
      if (motif === 'map') return map(random, { ...frame, r: unit * 0.5 }, dark);
      return MOTIFS[motif](random, frame);
    })
    .join('');
  return svgDocument(width, height, body + layers, defs);
};

const wrapWords = (text: string, perLine: number): string[] => {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

const textBlock = (
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  weight: string,
): string =>
  lines
    .map(
      (line, index) =>
        `<text x="${n(x)}" y="${n(y + index * size * 1.2)}" font-family="${FONT}" font-weight="${weight}" font-size="${n(size)}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('');

const cover = (spec: Extract<ImageSpec, { kind: 'cover' }>): string => {
  const random = seeded(spec.id);
  const { width, height } = spec;
  const { defs, body } = backdrop(random, width, height, true);
  const margin = width * 0.1;
  const headingSize = width * 0.085;
  const heading = wrapWords(spec.heading, 16);
  const art = map(random, { cx: width * 0.5, cy: height * 0.72, r: width * 0.42 }, true);
  return svgDocument(
    width,
    height,
    body +
      roundedRect(margin, margin, width * 0.3, width * 0.05, width * 0.025, BRAND.coral) +
      textBlock(
        [spec.label.toUpperCase()],
        margin,
        margin + width * 0.13,
        width * 0.035,
        BRAND.sand,
        'bold',
      ) +
      textBlock(heading, margin, margin + width * 0.28, headingSize, BRAND.white, 'bold') +
      textBlock(
        wrapWords(spec.subheading, 34),
        margin,
        margin + width * 0.32 + heading.length * headingSize * 1.2,
        width * 0.04,
        BRAND.sand,
        'normal',
      ) +
      art +
      textBlock(
        ['Ethical Global Outsourcing'],
        margin,
        height - margin * 0.6,
        width * 0.035,
        BRAND.sand,
        'bold',
      ),
    defs,
  );
};

const logoMark = (mark: LogoMark, cx: number, cy: number, s: number): string => {
  switch (mark) {
    case 'mountain':
      return `<path d="M ${n(cx - s)} ${n(cy + s * 0.7)} L ${n(cx - s * 0.2)} ${n(cy - s * 0.7)} L ${n(cx + s * 0.25)} ${n(cy + s * 0.05)} L ${n(cx + s * 0.5)} ${n(cy - s * 0.3)} L ${n(cx + s)} ${n(cy + s * 0.7)} Z" fill="${BRAND.coral}"/>`;
    case 'sun':
      return (
        circle(cx, cy, s * 0.75, BRAND.teal) +
        roundedRect(cx - s, cy + s * 0.1, s * 2, s * 0.18, s * 0.09, BRAND.coral)
      );
    case 'star':
      return starPath(cx, cy, s, s * 0.28, BRAND.teal);
    case 'rings':
      return (
        circle(
          cx - s * 0.35,
          cy,
          s * 0.6,
          'none',
          `stroke="${BRAND.coral}" stroke-width="${n(s * 0.2)}"`,
        ) +
        circle(
          cx + s * 0.35,
          cy,
          s * 0.6,
          'none',
          `stroke="${BRAND.teal}" stroke-width="${n(s * 0.2)}"`,
        )
      );
    case 'dots':
      return Array.from({ length: 8 }, (_, index) => {
        const angle = (index / 8) * Math.PI * 2;
        return circle(
          cx + Math.cos(angle) * s * 0.7,
          cy + Math.sin(angle) * s * 0.7,
          s * 0.18,
          index % 2 ? BRAND.coral : BRAND.teal,
        );
      }).join('');
    case 'wave':
      return `<path d="M ${n(cx - s)} ${n(cy)} Q ${n(cx - s * 0.5)} ${n(cy - s * 0.6)} ${n(cx)} ${n(cy)} T ${n(cx + s)} ${n(cy)}" fill="none" stroke="${BRAND.teal}" stroke-width="${n(s * 0.25)}" stroke-linecap="round"/><path d="M ${n(cx - s)} ${n(cy + s * 0.5)} Q ${n(cx - s * 0.5)} ${n(cy - s * 0.1)} ${n(cx)} ${n(cy + s * 0.5)} T ${n(cx + s)} ${n(cy + s * 0.5)}" fill="none" stroke="${BRAND.coral}" stroke-width="${n(s * 0.25)}" stroke-linecap="round"/>`;
    case 'chevron':
      return `<path d="M ${n(cx - s)} ${n(cy - s * 0.2)} L ${n(cx)} ${n(cy + s * 0.6)} L ${n(cx + s)} ${n(cy - s * 0.2)} L ${n(cx + s * 0.6)} ${n(cy - s * 0.6)} L ${n(cx)} ${n(cy - s * 0.05)} L ${n(cx - s * 0.6)} ${n(cy - s * 0.6)} Z" fill="${BRAND.coral}"/>`;
    case 'arch':
      return (
        `<path d="M ${n(cx - s)} ${n(cy + s * 0.6)} A ${n(s)} ${n(s)} 0 0 1 ${n(cx + s)} ${n(cy + s * 0.6)} Z" fill="${BRAND.teal}"/>` +
        circle(cx, cy + s * 0.1, s * 0.3, BRAND.sandDeep)
      );
    case 'square':
      return (
        roundedRect(cx - s * 0.8, cy - s * 0.8, s * 1.6, s * 1.6, s * 0.3, BRAND.ink) +
        roundedRect(cx - s * 0.3, cy - s * 0.3, s * 0.6, s * 0.6, s * 0.1, BRAND.coral)
      );
  }
};

const logo = (spec: Extract<ImageSpec, { kind: 'logo' }>): string => {
  const [width, height] = [300, 110];
  const words = spec.name.split(' ');
  const lines =
    spec.name.length > 13 && words.length > 1
      ? [words[0] ?? '', words.slice(1).join(' ')]
      : [spec.name];
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(34, 196 / (longest * 0.72));
  const top = height / 2 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.36;
  const text = lines
    .map(
      (line, index) =>
        `<text x="92" y="${n(top + index * size * 1.1)}" font-family="${FONT}" font-weight="bold" font-size="${n(size)}" fill="${index === 0 ? BRAND.ink : BRAND.teal}">${escapeXml(line)}</text>`,
    )
    .join('');
  return svgDocument(width, height, logoMark(spec.mark, 50, 55, 30) + text);
};

const avatar = (spec: Extract<ImageSpec, { kind: 'avatar' }>): string => {
  const random = seeded(spec.id);
  const size = spec.size;
  const background = pick(random, [BRAND.sand, '#D6E8EF', '#FCE0DF', BRAND.sandDeep]);
  const clothes = pick(random, [BRAND.teal, BRAND.coral, BRAND.ink, BRAND.tealSoft]);
  const skin = pick(random, SKIN);
  const hair = pick(random, ['#1B1B3A', '#3B2A20', '#6B4423', '#2E2E2E', '#A0522D']);
  const c = size / 2;
  const head = size * 0.19;
  const headY = size * 0.42;
  const cap = `<path d="M ${n(c - head * 1.04)} ${n(headY + head * 0.1)} A ${n(head * 1.04)} ${n(head * 1.04)} 0 0 1 ${n(c + head * 1.04)} ${n(headY + head * 0.1)} Q ${n(c + head * 0.2)} ${n(headY - head * 0.75)} ${n(c - head * 1.04)} ${n(headY + head * 0.1)} Z" fill="${hair}"/>`;
  const behind = [
    '',
    circle(c + head * 0.2, headY - head * 1.0, head * 0.42, hair),
    roundedRect(c - head * 1.12, headY - head * 0.2, head * 2.24, head * 1.7, head * 0.5, hair),
  ];
  const body = `<path d="M ${n(size * 0.16)} ${n(size)} Q ${n(size * 0.18)} ${n(size * 0.7)} ${n(c)} ${n(size * 0.68)} Q ${n(size * 0.82)} ${n(size * 0.7)} ${n(size * 0.84)} ${n(size)} Z" fill="${clothes}"/>`;
  const neck = roundedRect(
    c - head * 0.35,
    headY + head * 0.6,
    head * 0.7,
    head * 0.9,
    head * 0.2,
    skin,
  );
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
      circle(size * 0.82, size * 0.18, size * 0.22, BRAND.white, 'opacity="0.35"') +
      behind[spec.hair] +
      body +
      neck +
      circle(c, headY + head * 0.05, head, skin) +
      cap,
  );
};

const og = (spec: Extract<ImageSpec, { kind: 'og' }>): string => {
  const random = seeded(spec.id);
  const { width, height } = spec;
  const { defs, body } = backdrop(random, width, height, true);
  const margin = width * 0.07;
  const art = map(random, { cx: width * 0.72, cy: height * 0.52, r: width * 0.3 }, true);
  return svgDocument(
    width,
    height,
    body +
      art +
      textBlock(
        wrapWords(spec.heading, 16),
        margin,
        height * 0.36,
        width * 0.058,
        BRAND.white,
        'bold',
      ) +
      roundedRect(margin, height * 0.6, width * 0.12, width * 0.01, width * 0.005, BRAND.coral) +
      textBlock(
        wrapWords(spec.subheading, 30),
        margin,
        height * 0.7,
        width * 0.028,
        BRAND.sand,
        'normal',
      ),
    defs,
  );
};

// ---------------------------------------------------------------------------------------------
// The image sets

const HERO = { width: 1600, height: 1000 } as const;
const COVER = { width: 1000, height: 1400 } as const;

const realImages: ImageSpec[] = [
  {
    id: 'hero-home',
    kind: 'scene',
    ...HERO,
    motifs: ['map', 'people'],
    title: 'Teams connected across the world',
    description:
      'Illustration of a dotted world map with coral pins joined by dashed arcs, and a small group of people in the foreground.',
  },
  {
    id: 'hero-build-your-own-team',
    kind: 'scene',
    ...HERO,
    motifs: ['cards', 'people'],
    title: 'Building a team from contractor profiles',
    description:
      'Illustration of three contractor profile cards above a row of people standing together.',
  },
  {
    id: 'hero-how-it-works',
    kind: 'scene',
    ...HERO,
    motifs: ['path'],
    title: 'Four steps to hiring',
    description:
      'Illustration of a winding dashed path with four numbered milestones, the last one highlighted in coral.',
  },
  {
    id: 'hero-pricing',
    kind: 'scene',
    ...HERO,
    motifs: ['balance'],
    title: 'Fair and balanced pricing',
    description: 'Illustration of a balanced pair of scales, one pan coral and one teal.',
  },
  {
    id: 'hero-about',
    kind: 'scene',
    ...HERO,
    motifs: ['globe', 'people'],
    title: 'A global talent marketplace',
    description:
      'Illustration of a teal globe circled by an orbit with coral points, beside a group of people.',
  },
  {
    id: 'hero-non-profits',
    kind: 'scene',
    ...HERO,
    motifs: ['heart'],
    title: 'Mission-driven talent',
    description:
      'Illustration of a large coral heart above a row of people of different backgrounds.',
  },
  {
    id: 'hero-enterprise',
    kind: 'scene',
    ...HERO,
    motifs: ['growth', 'shield'],
    title: 'Enterprise talent strategy',
    description:
      'Illustration of a rising bar chart beside a teal shield with a check mark, suggesting growth with compliance.',
  },
  {
    id: 'hero-customer-support',
    kind: 'scene',
    ...HERO,
    motifs: ['support'],
    title: 'Customer support around the clock',
    description: 'Illustration of a support agent wearing a headset, with chat bubbles above.',
  },
  {
    id: 'hero-contractors',
    kind: 'scene',
    ...HERO,
    motifs: ['laptop'],
    title: 'Independent contractor at work',
    description:
      'Illustration of an open laptop showing a contractor profile, with a person standing beside it.',
  },
  {
    id: 'hero-global-platform',
    kind: 'scene',
    ...HERO,
    motifs: ['map', 'cards'],
    title: 'One platform for global hiring',
    description:
      'Illustration of a dotted world map with pins, overlaid with contractor profile cards.',
  },
  {
    id: 'hero-use-cases',
    kind: 'scene',
    ...HERO,
    motifs: ['tiles'],
    title: 'Many ways to work with contractors',
    description:
      'Illustration of six white tiles, each with a simple teal or coral shape, arranged in a grid.',
  },
  {
    id: 'hero-community',
    kind: 'scene',
    ...HERO,
    motifs: ['community'],
    title: 'A connected community',
    description: 'Illustration of people in circles linked by thin lines, forming a network.',
  },
  {
    id: 'hero-our-mission',
    kind: 'scene',
    ...HERO,
    motifs: ['sunrise'],
    title: 'A fairer future of work',
    description: 'Illustration of a coral sun rising over a teal horizon.',
  },
  {
    id: 'hero-testimonials',
    kind: 'scene',
    ...HERO,
    motifs: ['quotes'],
    title: 'What our clients and contractors say',
    description: 'Illustration of two speech bubbles with quotation marks, one white and one teal.',
  },
  {
    id: 'cta-background',
    kind: 'scene',
    ...HERO,
    dark: true,
    motifs: ['blobs'],
    title: 'Soft teal and coral shapes',
    description: 'Abstract background of soft coral and light teal shapes on deep teal.',
  },
  {
    id: 'case-study-outdoorsy',
    kind: 'scene',
    ...HERO,
    motifs: ['landscape', 'support'],
    title: 'Outdoorsy customer service',
    description:
      'Illustration of mountains under a coral sun, beside a support agent with a headset and chat bubbles.',
  },
  {
    id: 'case-study-outside-inc',
    kind: 'scene',
    ...HERO,
    motifs: ['map', 'support'],
    title: 'Outside Inc global customer support',
    description:
      'Illustration of a dotted world map with linked pins, and a support agent answering chats.',
  },
  {
    id: 'case-study-polaris-digital',
    kind: 'scene',
    ...HERO,
    motifs: ['star'],
    title: 'Polaris Digital skilled talent',
    description: 'Illustration of a coral north star shining above three contractor profile cards.',
  },
  {
    id: 'case-study-weact',
    kind: 'scene',
    ...HERO,
    motifs: ['phone'],
    title: 'WeAct app design',
    description:
      'Illustration of a mobile app screen with a heart banner, next to a designer profile card.',
  },
  {
    id: 'case-study-younity',
    kind: 'scene',
    ...HERO,
    motifs: ['growth', 'people'],
    title: 'Younity scaling its team',
    description: 'Illustration of a rising bar chart beside a growing group of people.',
  },
  {
    id: 'cover-talent3',
    kind: 'cover',
    ...COVER,
    label: 'White paper',
    heading: 'Talent³',
    subheading: 'The future of work is global, flexible and fair',
    title: 'Cover of the Talent³ white paper',
    description:
      'Cover of the Talent³ white paper, “The future of work is global, flexible and fair”, over a dotted world map.',
  },
  {
    id: 'cover-remote-customer-service-team-guide',
    kind: 'cover',
    ...COVER,
    label: 'Guide',
    heading: 'Your remote support team',
    subheading: 'How to hire and manage a remote customer service team',
    title: 'Cover of the remote customer service team guide',
    description:
      'Cover of the guide “Your remote support team: how to hire and manage a remote customer service team”.',
  },
  {
    id: 'cover-independent-contractor-ebook',
    kind: 'cover',
    ...COVER,
    label: 'E-book',
    heading: 'The independent contractor handbook',
    subheading: 'Find clients, set fair rates and keep more of what you earn',
    title: 'Cover of the independent contractor e-book',
    description:
      'Cover of the e-book “The independent contractor handbook”, with a dotted world map.',
  },
  {
    id: 'blog-contractor-brief',
    kind: 'scene',
    ...HERO,
    motifs: ['checklist', 'cards'],
    title: 'Writing a contractor brief',
    description: 'Illustration of a clipboard checklist next to contractor profile cards.',
  },
  {
    id: 'blog-fair-pay',
    kind: 'scene',
    ...HERO,
    motifs: ['balance', 'people'],
    title: 'Fair pay across borders',
    description: 'Illustration of balanced scales beside a group of people.',
  },
  {
    id: 'blog-follow-the-sun-support',
    kind: 'scene',
    ...HERO,
    motifs: ['globe', 'support'],
    title: 'Follow-the-sun customer support',
    description:
      'Illustration of a globe with an orbit of points beside a support agent with chat bubbles.',
  },
  {
    id: 'blog-onboarding-checklist',
    kind: 'scene',
    ...HERO,
    motifs: ['checklist'],
    title: 'Onboarding checklist',
    description: 'Illustration of a clipboard with three ticked items and one still open.',
  },
  {
    id: 'blog-non-profit-budget',
    kind: 'scene',
    ...HERO,
    motifs: ['heart', 'growth'],
    title: 'Making a non-profit budget go further',
    description: 'Illustration of a coral heart and people beside a small rising bar chart.',
  },
  {
    id: 'blog-contractor-rates',
    kind: 'scene',
    ...HERO,
    motifs: ['laptop', 'growth'],
    title: 'Setting your rate as a contractor',
    description: 'Illustration of a laptop and a contractor beside a rising bar chart.',
  },
  {
    id: 'logo-outdoorsy',
    kind: 'logo',
    name: 'Outdoorsy',
    mark: 'mountain',
    title: 'Outdoorsy logo',
    description: 'Outdoorsy logo',
  },
  {
    id: 'logo-outside-inc',
    kind: 'logo',
    name: 'Outside Inc',
    mark: 'sun',
    title: 'Outside Inc logo',
    description: 'Outside Inc logo',
  },
  {
    id: 'logo-polaris-digital',
    kind: 'logo',
    name: 'Polaris Digital',
    mark: 'star',
    title: 'Polaris Digital logo',
    description: 'Polaris Digital logo',
  },
  {
    id: 'logo-weact',
    kind: 'logo',
    name: 'WeAct',
    mark: 'rings',
    title: 'WeAct logo',
    description: 'WeAct logo',
  },
  {
    id: 'logo-younity',
    kind: 'logo',
    name: 'Younity',
    mark: 'dots',
    title: 'Younity logo',
    description: 'Younity logo',
  },
  {
    id: 'logo-brightwater-trust',
    kind: 'logo',
    name: 'Brightwater Trust',
    mark: 'wave',
    title: 'Brightwater Trust logo',
    description: 'Brightwater Trust logo',
  },
  {
    id: 'logo-kestrel-health',
    kind: 'logo',
    name: 'Kestrel Health',
    mark: 'chevron',
    title: 'Kestrel Health logo',
    description: 'Kestrel Health logo',
  },
  {
    id: 'logo-lumen-and-co',
    kind: 'logo',
    name: 'Lumen & Co',
    mark: 'arch',
    title: 'Lumen & Co logo',
    description: 'Lumen & Co logo',
  },
  {
    id: 'logo-northfield-learning',
    kind: 'logo',
    name: 'Northfield Learning',
    mark: 'square',
    title: 'Northfield Learning logo',
    description: 'Northfield Learning logo',
  },
  ...[
    ['avatar-nadia-haddad', 'Nadia Haddad', 2],
    ['avatar-samuel-osei', 'Samuel Osei', 0],
    ['avatar-elena-petrova', 'Elena Petrova', 2],
    ['avatar-rahul-mehta', 'Rahul Mehta', 0],
    ['avatar-maya-lindqvist', 'Maya Lindqvist', 1],
    ['avatar-daniel-mwangi', 'Daniel Mwangi', 0],
    ['avatar-priya-raman', 'Priya Raman', 2],
    ['avatar-tomas-herrera', 'Tomás Herrera', 0],
    ['avatar-grace-adeyemi', 'Grace Adeyemi', 1],
    ['avatar-lucia-fernandez', 'Lucía Fernández', 2],
  ].map(([id, name, hair]): ImageSpec => ({
    id: id as string,
    kind: 'avatar',
    size: 400,
    hair: hair as HairStyle,
    title: `${name} (illustrated portrait)`,
    description: `Illustrated portrait of ${name}`,
  })),
  {
    id: 'og-home',
    kind: 'og',
    width: 1200,
    height: 630,
    heading: 'Ethical Global Outsourcing',
    subheading: 'Fair, transparent hiring of independent talent in more than 185 countries',
    title: 'Ethical Global Outsourcing share image',
    description:
      'Ethical Global Outsourcing: fair, transparent hiring of independent talent in more than 185 countries, over a dotted world map.',
  },
];

const FIXTURE_SCENE = { width: 640, height: 400 } as const;

const fixtureImages: ImageSpec[] = [
  {
    id: 'fixture-hero',
    kind: 'scene',
    ...FIXTURE_SCENE,
    motifs: ['people'],
    title: 'Fixture hero illustration',
    description: 'Fixture illustration of five geometric people standing in a row.',
  },
  {
    id: 'fixture-scene',
    kind: 'scene',
    ...FIXTURE_SCENE,
    motifs: ['cards'],
    title: 'Fixture scene illustration',
    description: 'Fixture illustration of three profile cards.',
  },
  {
    id: 'fixture-cover',
    kind: 'cover',
    width: 400,
    height: 560,
    label: 'Fixture',
    heading: 'Fixture download',
    subheading: 'A small cover for end-to-end tests',
    title: 'Fixture download cover',
    description: 'Cover of the fixture download.',
  },
  {
    id: 'fixture-logo-one',
    kind: 'logo',
    name: 'Fixture One',
    mark: 'star',
    title: 'Fixture One logo',
    description: 'Fixture One logo',
  },
  {
    id: 'fixture-logo-two',
    kind: 'logo',
    name: 'Fixture Two',
    mark: 'rings',
    title: 'Fixture Two logo',
    description: 'Fixture Two logo',
  },
  {
    id: 'fixture-avatar-one',
    kind: 'avatar',
    size: 200,
    hair: 2,
    title: 'Fixture person one',
    description: 'Illustrated portrait of fixture person one',
  },
  {
    id: 'fixture-avatar-two',
    kind: 'avatar',
    size: 200,
    hair: 0,
    title: 'Fixture person two',
    description: 'Illustrated portrait of fixture person two',
  },
  {
    // Full share size (the page head asks for 1200 px), but plain shapes keep it small.
    id: 'fixture-og',
    kind: 'scene',
    width: 1200,
    height: 630,
    dark: true,
    motifs: ['blobs'],
    title: 'Fixture share image',
    description: 'Fixture share image of soft coral and teal shapes on deep teal.',
  },
];

// ---------------------------------------------------------------------------------------------
// Rendering

const render = async (
  spec: ImageSpec,
  fixture: boolean,
): Promise<{ buffer: Buffer; contentType: string; extension: string }> => {
  const svg =
    spec.kind === 'scene'
      ? scene(spec)
      : spec.kind === 'cover'
        ? cover(spec)
        : spec.kind === 'logo'
          ? logo(spec)
          : spec.kind === 'avatar'
            ? avatar(spec)
            : og(spec);
  const image = sharp(Buffer.from(svg));
  if (spec.kind === 'logo') {
    return {
      buffer: await image.png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer(),
      contentType: 'image/png',
      extension: 'png',
    };
  }
  const quality = fixture ? 60 : 80;
  return {
    buffer: await image
      .flatten({ background: BRAND.white })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  };
};

/**
 * Writes the illustrations of the real mirror, or the small fixture set, into `root`/assets.
 * Sets a failing exit code when a file or the total is over its size budget.
 */
export const renderIllustrations = async (root: string, fixture: boolean): Promise<void> => {
  const images = fixture ? fixtureImages : realImages;
  const maxFile = fixture ? 20_000 : 150_000;
  const maxTotal = 3_000_000;
  const assetsDir = path.join(root, 'assets');
  mkdirSync(assetsDir, { recursive: true });

  let total = 0;
  const problems: string[] = [];
  for (const spec of images) {
    const { buffer, contentType, extension } = await render(spec, fixture);
    const fileName = `${spec.id}.${extension}`;
    writeFileSync(path.join(assetsDir, assetBinaryName(spec.id, fileName)), buffer);
    writeFileSync(
      path.join(assetsDir, `${spec.id}.json`),
      serialize({ contentType, description: spec.description, fileName, title: spec.title }),
    );
    total += buffer.length;
    if (buffer.length > maxFile)
      problems.push(`${fileName} is ${buffer.length} bytes (limit ${maxFile})`);
    console.log(
      `${fileName.padEnd(48)} ${String(Math.round(buffer.length / 1024)).padStart(4)} KB`,
    );
  }
  console.log(
    `${images.length} images, ${Math.round(total / 1024)} KB in ${path.relative(process.cwd(), assetsDir)}`,
  );
  if (total > maxTotal) problems.push(`total ${total} bytes (limit ${maxTotal})`);
  if (problems.length > 0) {
    console.error(`Over the size budget:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
};
