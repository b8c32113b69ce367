import sharp from 'sharp';
import type { ImageParams } from '../query/catalog-index.ts';
import { createPrng, deriveSeed, type Prng } from '../seed/prng.ts';

/** Landscape 3:2, the shape of every card and hero in the storefront. */
const ASPECT = 2 / 3;
const VIEW_W = 600;
const VIEW_H = VIEW_W * ASPECT;

interface Colours {
  skyTop: string;
  skyBottom: string;
  sun: string;
  middle: string;
  front: string;
}

/**
 * Palettes are ordered [sky top, sky bottom, sun, middle ground, foreground]; short palettes (hand-made test
 * fixtures have two colours) repeat their colours so every motif still has five to draw with.
 */
function coloursOf(palette: readonly string[]): Colours {
  const at = (i: number) => palette[i % palette.length]!;
  return { skyTop: at(0), skyBottom: at(1), sun: at(2), middle: at(3), front: at(4) };
}

const f = (n: number) => n.toFixed(1);

/** A smooth ridge across the whole width: used for dunes, waves and hills. */
function ridge(r: Prng, baseY: number, amplitude: number, humps: number, colour: string): string {
  const step = VIEW_W / humps;
  let d = `M0 ${f(baseY)}`;
  for (let i = 0; i < humps; i++) {
    const x0 = i * step;
    const peak = baseY - amplitude * (0.5 + r.next());
    d += ` Q${f(x0 + step / 2)} ${f(peak)} ${f(x0 + step)} ${f(baseY + amplitude * (r.next() - 0.5) * 0.4)}`;
  }
  return `<path d="${d} L${VIEW_W} ${VIEW_H} L0 ${VIEW_H} Z" fill="${colour}"/>`;
}

function sun(r: Prng, c: Colours, night = false): string {
  const x = 80 + r.next() * (VIEW_W - 160);
  const y = 60 + r.next() * 60;
  const radius = night ? 22 : 34 + r.next() * 16;
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="${c.sun}" opacity="0.95"/>`;
}

function palm(x: number, groundY: number, h: number, colour: string): string {
  const top = groundY - h;
  const fronds = [-60, -25, 15, 55, 95]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const ex = x + Math.cos(rad) * h * 0.45;
      const ey = top + Math.sin(rad) * h * 0.25 + h * 0.12;
      return `<path d="M${f(x)} ${f(top)} Q${f((x + ex) / 2)} ${f(top - h * 0.12)} ${f(ex)} ${f(ey)}" stroke="${colour}" stroke-width="${f(h * 0.06)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${f(x)} ${f(groundY)} Q${f(x + h * 0.08)} ${f(groundY - h / 2)} ${f(x)} ${f(top)}" stroke="${colour}" stroke-width="${f(h * 0.07)}" fill="none"/>${fronds}`;
}

function boat(x: number, y: number, size: number, c: Colours): string {
  return (
    `<path d="M${f(x - size)} ${f(y)} L${f(x + size)} ${f(y)} L${f(x + size * 0.7)} ${f(y + size * 0.35)} L${f(x - size * 0.7)} ${f(y + size * 0.35)} Z" fill="${c.front}"/>` +
    `<path d="M${f(x)} ${f(y - size * 1.2)} L${f(x)} ${f(y)} L${f(x + size * 0.8)} ${f(y - size * 0.1)} Z" fill="${c.sun}"/>` +
    `<rect x="${f(x - 2)}" y="${f(y - size * 1.25)}" width="4" height="${f(size * 1.25)}" fill="${c.front}"/>`
  );
}

const scenes: Record<ImageParams['motif'], (r: Prng, c: Colours) => string> = {
  dunes: (r, c) => sun(r, c) + ridge(r, 260, 50, 3, c.middle) + ridge(r, 330, 40, 2, c.front),
  sea: (r, c) => sun(r, c) + `<rect y="230" width="${VIEW_W}" height="${VIEW_H - 230}" fill="${c.middle}"/>` + ridge(r, 320, 12, 8, c.front) + ridge(r, 370, 10, 6, c.skyBottom),
  skyline: (r, c) => {
    let towers = '';
    for (let x = 0; x < VIEW_W; ) {
      const w = 30 + r.next() * 45;
      const h = 80 + r.next() * 200;
      towers += `<rect x="${f(x)}" y="${f(VIEW_H - 60 - h)}" width="${f(w - 6)}" height="${f(h + 60)}" fill="${r.chance(0.5) ? c.middle : c.front}"/>`;
      x += w;
    }
    return sun(r, c) + towers + `<rect y="${VIEW_H - 40}" width="${VIEW_W}" height="40" fill="${c.front}"/>`;
  },
  mountains: (r, c) => {
    const peaks = (base: number, count: number, colour: string) => {
      let d = `M0 ${base}`;
      const step = VIEW_W / count;
      for (let i = 0; i < count; i++) d += ` L${f(i * step + step / 2)} ${f(base - 90 - r.next() * 110)} L${f((i + 1) * step)} ${base}`;
      return `<path d="${d} L${VIEW_W} ${VIEW_H} L0 ${VIEW_H} Z" fill="${colour}"/>`;
    };
    return sun(r, c) + peaks(300, 4, c.middle) + peaks(360, 3, c.front);
  },
  palms: (r, c) => sun(r, c) + ridge(r, 320, 20, 3, c.middle) + palm(140 + r.next() * 60, 340, 170, c.front) + palm(400 + r.next() * 80, 350, 130, c.front),
  fort: (r, c) => {
    const x = 150 + r.next() * 120;
    const crenels = Array.from({ length: 8 }, (_, i) => `<rect x="${f(x + i * 30)}" y="170" width="18" height="20" fill="${c.front}"/>`).join('');
    return (
      sun(r, c) +
      ridge(r, 330, 20, 2, c.middle) +
      `<rect x="${f(x)}" y="190" width="240" height="160" fill="${c.front}"/>${crenels}` +
      `<rect x="${f(x - 30)}" y="140" width="60" height="210" fill="${c.front}"/><rect x="${f(x + 100)}" y="270" width="40" height="80" rx="20" fill="${c.skyBottom}"/>`
    );
  },
  boat: (r, c) => sun(r, c) + `<rect y="250" width="${VIEW_W}" height="${VIEW_H - 250}" fill="${c.middle}"/>` + boat(200 + r.next() * 200, 260, 70, c) + ridge(r, 340, 10, 7, c.skyBottom),
  stars: (r, c) => {
    const stars = Array.from({ length: 60 }, () => `<circle cx="${f(r.next() * VIEW_W)}" cy="${f(r.next() * 230)}" r="${f(0.8 + r.next() * 1.8)}" fill="${c.sun}"/>`).join('');
    return stars + sun(r, c, true) + ridge(r, 300, 45, 3, c.middle) + ridge(r, 360, 30, 2, c.front);
  },
  market: (r, c) => {
    const stalls = Array.from({ length: 5 }, (_, i) => {
      const x = 20 + i * 118;
      const colour = i % 2 ? c.middle : c.front;
      return `<path d="M${x} 210 L${x + 100} 210 L${x + 110} 250 L${x - 10} 250 Z" fill="${colour}"/><rect x="${x}" y="250" width="100" height="110" fill="${c.skyBottom}" opacity="0.7"/>`;
    }).join('');
    const lanterns = Array.from({ length: 7 }, (_, i) => `<circle cx="${40 + i * 85}" cy="${f(110 + r.next() * 40)}" r="12" fill="${c.sun}"/>`).join('');
    return lanterns + stalls + `<rect y="360" width="${VIEW_W}" height="40" fill="${c.front}"/>`;
  },
  park: (r, c) => {
    const cx = 180 + r.next() * 240;
    const spokes = Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${f(cx)}" y1="190" x2="${f(cx + Math.cos(a) * 110)}" y2="${f(190 + Math.sin(a) * 110)}" stroke="${c.front}" stroke-width="3"/>`;
    }).join('');
    return (
      sun(r, c) +
      `<circle cx="${f(cx)}" cy="190" r="110" fill="none" stroke="${c.front}" stroke-width="8"/>${spokes}` +
      `<path d="M${f(cx - 60)} 360 L${f(cx)} 190 L${f(cx + 60)} 360" stroke="${c.front}" stroke-width="8" fill="none"/>` +
      ridge(r, 350, 25, 4, c.middle)
    );
  },
};

/** The artwork as SVG: deterministic for the image's parameters, so its ETag can be derived from them. */
export function imageSvg(image: ImageParams): string {
  const c = coloursOf(image.palette);
  const r = createPrng(deriveSeed(0, image.imageId, image.motif));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient></defs>` +
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#sky)"/>` +
    scenes[image.motif](r, c) +
    '</svg>'
  );
}

/** What the image proxy draws: pixels (density applied), quality, and how the artwork fills a box of another shape. */
export interface ImageSize {
  width: number;
  /** Absent: the artwork's own 3:2 shape at the width. */
  height?: number;
  quality?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  /** Six hex digits, behind what `contain` leaves empty. */
  background?: string;
}

/** Renders the locally generated artwork as WebP at a breakpoint width (no network, no files). */
export async function renderImageWebp(image: ImageParams, size: ImageSize): Promise<Buffer> {
  const height = size.height ?? Math.round(size.width * ASPECT);
  // Rasterised at the density that covers the larger side, so a tall box is as sharp as a wide one.
  const scale = Math.max(size.width / VIEW_W, height / VIEW_H);
  return sharp(Buffer.from(imageSvg(image)), { density: Math.max(72, Math.ceil(72 * scale)) })
    .resize(size.width, height, { fit: size.fit ?? 'cover', background: `#${size.background ?? 'ffffff'}` })
    .webp({ quality: size.quality ?? 78, effort: 2 })
    .toBuffer();
}
