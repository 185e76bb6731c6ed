/**
 * Generated artwork for the sample content: small, deterministic SVG images drawn from a palette, a
 * label and a motif, so that the site has pictures without any external image.
 */
import type { ArtSpec } from './types.js';

const FALLBACK_COLOURS: [string, string] = ['#1f3a5f', '#7fb3e0'];
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Escapes the five XML special characters for text and attribute values. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** FNV-1a, 32 bit: a small stable hash of the spec's name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a deterministic generator of numbers in [0, 1) seeded by the hash. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal, which keeps the markup short. */
function r(value: number): number {
  return Math.round(value * 10) / 10;
}

function colour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;
}

function dimension(value: number, fallback: number): number {
  return Number.isFinite(value) && value >= 1 ? Math.round(value) : fallback;
}

type Random = () => number;

function circuit(w: number, h: number, rand: Random): string {
  const step = Math.max(24, Math.round(Math.min(w, h) / 10));
  const traces: string[] = [];
  const pads: string[] = [];
  const count = 9 + Math.floor(rand() * 5);
  for (let i = 0; i < count; i++) {
    let x = Math.floor(rand() * (w / step)) * step;
    let y = Math.floor(rand() * (h / step)) * step;
    let d = `M${x} ${y}`;
    pads.push(`<circle cx="${x}" cy="${y}" r="${r(step / 7)}"/>`);
    const segments = 2 + Math.floor(rand() * 3);
    for (let s = 0; s < segments; s++) {
      const length = step * (1 + Math.floor(rand() * 3));
      if (s % 2 === 0) x += rand() < 0.5 ? -length : length;
      else y += rand() < 0.5 ? -length : length;
      d += `L${x} ${y}`;
    }
    traces.push(`<path d="${d}"/>`);
    pads.push(`<circle cx="${x}" cy="${y}" r="${r(step / 5)}" fill="none"/>`);
  }
  const stroke = r(Math.max(2, step / 12));
  return (
    `<g fill="none" stroke-width="${stroke}" stroke-linejoin="round">${traces.join('')}</g>` +
    `<g stroke-width="${stroke}">${pads.join('')}</g>`
  );
}

function waves(w: number, h: number, rand: Random): string {
  const lines = 6 + Math.floor(rand() * 3);
  const paths: string[] = [];
  const gap = h / (lines + 1);
  for (let i = 1; i <= lines; i++) {
    const y = r(gap * i);
    const amplitude = r(gap * (0.25 + rand() * 0.45));
    const period = r(w / (1.5 + rand() * 2));
    const shift = r(-rand() * period);
    let d = `M${shift} ${y}`;
    for (let x = shift; x < w + period; x += period) {
      d += `q${r(period / 4)} ${-amplitude} ${r(period / 2)} 0t${r(period / 2)} 0`;
    }
    paths.push(`<path d="${d}"/>`);
  }
  const stroke = r(Math.max(2, Math.min(w, h) / 90));
  return `<g fill="none" stroke-width="${stroke}" stroke-linecap="round">${paths.join('')}</g>`;
}

function grid(w: number, h: number, rand: Random): string {
  const step = Math.max(24, Math.round(Math.min(w, h) / (6 + Math.floor(rand() * 4))));
  let d = '';
  for (let x = step; x < w; x += step) d += `M${x} 0V${h}`;
  for (let y = step; y < h; y += step) d += `M0 ${y}H${w}`;
  const cells: string[] = [];
  const filled = 5 + Math.floor(rand() * 6);
  for (let i = 0; i < filled; i++) {
    const x = Math.floor(rand() * (w / step)) * step;
    const y = Math.floor(rand() * (h / step)) * step;
    cells.push(`<rect x="${x}" y="${y}" width="${step}" height="${step}"/>`);
  }
  const stroke = r(Math.max(1, step / 30));
  return `<path d="${d}" fill="none" stroke-width="${stroke}"/><g opacity="0.6">${cells.join('')}</g>`;
}

function rings(w: number, h: number, rand: Random): string {
  const circles: string[] = [];
  const centres = 2;
  const size = Math.max(w, h);
  for (let c = 0; c < centres; c++) {
    const cx = r(rand() * w);
    const cy = r(rand() * h);
    const gap = r(size / (12 + rand() * 8));
    for (let radius = gap; radius < size * 0.7; radius += gap) {
      circles.push(`<circle cx="${cx}" cy="${cy}" r="${r(radius)}"/>`);
    }
  }
  const stroke = r(Math.max(2, size / 120));
  return `<g fill="none" stroke-width="${stroke}">${circles.join('')}</g>`;
}

function peaks(w: number, h: number, rand: Random): string {
  const layers = 3;
  const paths: string[] = [];
  for (let layer = 0; layer < layers; layer++) {
    const base = h * (0.55 + layer * 0.17);
    const count = 4 + Math.floor(rand() * 4);
    const width = w / count;
    let d = `M0 ${r(base)}`;
    for (let i = 0; i < count; i++) {
      const top = base - h * (0.12 + rand() * 0.28);
      d += `L${r(width * i + width * (0.3 + rand() * 0.4))} ${r(top)}L${r(width * (i + 1))} ${r(base)}`;
    }
    d += `V${h}H0Z`;
    paths.push(`<path d="${d}" opacity="${r(0.45 + layer * 0.25)}"/>`);
  }
  return `<g>${paths.join('')}</g>`;
}

function dots(w: number, h: number, rand: Random): string {
  // About 80-110 dots whatever the size, which keeps the markup small.
  const step = Math.max(20, Math.round(Math.sqrt((w * h) / (80 + Math.floor(rand() * 30)))));
  const circles: string[] = [];
  const phase = rand() * Math.PI * 2;
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const wave = (Math.sin(x / (w / 3) + y / (h / 2) + phase) + 1) / 2;
      const radius = r(step * (0.08 + 0.22 * wave));
      circles.push(`<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${radius}"/>`);
    }
  }
  return `<g>${circles.join('')}</g>`;
}

const MOTIFS: Record<ArtSpec['motif'], (w: number, h: number, rand: Random) => string> = {
  circuit,
  waves,
  grid,
  rings,
  peaks,
  dots,
};

/** Renders a complete standalone SVG document for the spec. */
export function renderArt(spec: ArtSpec): string {
  const width = dimension(spec.width, 600);
  const height = dimension(spec.height, 400);
  const background = colour(spec.colours[0], FALLBACK_COLOURS[0]);
  const accent = colour(spec.colours[1], FALLBACK_COLOURS[1]);
  const rand = generator(hash(spec.name));
  const draw = MOTIFS[spec.motif] ?? dots;
  const pattern = draw(width, height, rand);

  const label = spec.label.trim();
  const subtitle = spec.subtitle?.trim() ?? '';
  const labelLength = Math.max(1, Array.from(label).length);
  const labelSize = r(
    Math.min(
      Math.min(width, height) * (subtitle ? 0.28 : 0.34),
      (width * 0.8) / (labelLength * 0.68),
    ),
  );
  const subtitleLength = Math.max(1, Array.from(subtitle).length);
  const subtitleSize = r(
    Math.max(12, Math.min(labelSize * 0.3, (width * 0.88) / (subtitleLength * 0.56))),
  );
  const centreY = height / 2 - (subtitle ? subtitleSize * 0.9 : 0);
  const labelY = r(centreY + labelSize * 0.35);
  const subtitleY = r(labelY + labelSize * 0.3 + subtitleSize * 1.4);
  const cx = r(width / 2);
  const title = subtitle ? `${label} — ${subtitle}` : label;

  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<g fill="${accent}" stroke="${accent}" opacity="0.22">${pattern}</g>`,
    `<g font-family="system-ui, sans-serif" fill="#ffffff" text-anchor="middle">`,
    `<text x="${cx}" y="${labelY}" font-size="${labelSize}" font-weight="700">${escapeXml(label)}</text>`,
  ];
  if (subtitle) {
    parts.push(
      `<text x="${cx}" y="${subtitleY}" font-size="${subtitleSize}" font-weight="400">${escapeXml(subtitle)}</text>`,
    );
  }
  parts.push('</g>', '</svg>');
  return parts.join('\n');
}

const HONORIFICS = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'mx', 'engr', 'eng']);

/** The initials of a person's first and last name, ignoring titles such as "Dr." or "Prof.". */
function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((word) => word.length > 0 && !HONORIFICS.has(word.toLowerCase()));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? (Array.from(word)[0] ?? '') : '')).join('');
  return letters.toUpperCase() || '?';
}

/** A 400x400 portrait placeholder: the person's initials on rings in the given colours. */
export function portraitArt(name: string, colours: [string, string], fileName: string): ArtSpec {
  return {
    name: fileName,
    colours,
    label: initialsOf(name),
    motif: 'rings',
    width: 400,
    height: 400,
  };
}
