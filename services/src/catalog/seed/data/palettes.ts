import { z } from 'zod';
import { experienceImage } from '@rihla/events/catalog';
import palettes from './palettes.json' with { type: 'json' };

export const motif = experienceImage.shape.motif;
export type Motif = z.infer<typeof motif>;

/**
 * Colours per motif (palettes.json), ordered [sky top, sky bottom, sun or moon, middle ground, foreground]. The
 * renderer relies on that order, so every palette has exactly five entries; every motif has palettes.
 */
export const PALETTES: Record<Motif, readonly (readonly string[])[]> = z
  .record(motif, z.array(z.array(z.string().regex(/^#[0-9a-f]{6}$/)).length(5)).min(1))
  .parse(palettes);
