/**
 * next/image loader: images come from the api's image endpoint as WebP, at the spec's breakpoint widths
 * (320, 640, 768, 1024, 1280, 1536) or their doubles for density 2. Any other width snaps up to the next one.
 */
const WIDTHS = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072];

export function snapWidth(width: number): number {
  return WIDTHS.find((w) => w >= width) ?? WIDTHS[WIDTHS.length - 1]!;
}

/** The api's WebP quality bounds (30-95): a quality asked of next/image is kept within them. */
const clampQuality = (q: number) => Math.min(95, Math.max(30, Math.round(q)));

export default function imageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  // src is an image id from the catalog, or already a path.
  const path = src.startsWith('/') ? src : `/api/images/${encodeURIComponent(src)}`;
  return `${path}?w=${snapWidth(width)}${quality ? `&q=${clampQuality(quality)}` : ''}`;
}
