import type { z } from 'zod';
import type { experienceImage } from '@rihla/events/catalog';

export type Motif = z.infer<typeof experienceImage>['motif'];

/**
 * Colours per motif, ordered [sky top, sky bottom, sun or moon, middle ground, foreground]. The renderer relies on
 * that order, so every palette has exactly five entries.
 */
export const PALETTES: Record<Motif, readonly (readonly string[])[]> = {
  dunes: [
    ['#f6a55b', '#fde2b3', '#fff4d6', '#e0894a', '#b85c2c'],
    ['#7cc4ec', '#d8eef8', '#fff8dc', '#e9b872', '#c98b4a'],
    ['#5b4b8a', '#f29e6d', '#ffd9a0', '#c9784a', '#8a4a2e'],
  ],
  sea: [
    ['#4fb3e8', '#bfe7f7', '#fffbe0', '#1f8fc4', '#0b5f8a'],
    ['#f28f6b', '#ffd3a5', '#fff1c9', '#3a7ca5', '#1d4e6e'],
    ['#8fd8f0', '#e6f8fc', '#ffffff', '#27b6c7', '#0e7c8c'],
  ],
  skyline: [
    ['#283c63', '#f4a26b', '#ffd28a', '#37476e', '#1c2541'],
    ['#8ecae6', '#e3f4fb', '#fff3c4', '#5c7a99', '#34495e'],
    ['#0f1c3f', '#3b2f63', '#f7e7a1', '#2a2f4f', '#141a33'],
  ],
  mountains: [
    ['#9fd3e6', '#eef7f2', '#fff6d5', '#7c9a6d', '#4e6b4a'],
    ['#f3b27a', '#fde3c5', '#fff1d6', '#a0645a', '#5e3b3b'],
    ['#6b8fb8', '#dce6f0', '#ffffff', '#5a6f8c', '#33445c'],
  ],
  palms: [
    ['#87ceeb', '#fdf1d6', '#fff7cf', '#e8c37e', '#2f7a4f'],
    ['#f7a072', '#fde0c5', '#fff4e0', '#d9a066', '#2d5a3d'],
  ],
  fort: [
    ['#9cd1ef', '#f7ecd5', '#fff6d2', '#d9a86c', '#a86f3c'],
    ['#f0a868', '#fbe3c2', '#fff3da', '#c98e5a', '#8c5530'],
  ],
  boat: [
    ['#f6b26b', '#fde6c8', '#fff4dc', '#2f6f95', '#6b3e26'],
    ['#7fc8e8', '#dff3fb', '#fffbe6', '#2d8ab8', '#8a5a3b'],
  ],
  stars: [
    ['#0b1026', '#2b2d5c', '#f8f3d4', '#c98a4b', '#6e4426'],
    ['#101836', '#3c2f5f', '#fdf0c2', '#8a5a8c', '#3a2440'],
  ],
  market: [
    ['#f4d8a8', '#fbeed6', '#ffe9a8', '#c0392b', '#7a4a2a'],
    ['#e7b27a', '#f8e3c4', '#ffd27a', '#1f7a8c', '#6b3f2a'],
  ],
  park: [
    ['#8fd3fe', '#e8f7ff', '#fff3b0', '#5cc06f', '#2e8b57'],
    ['#ffb4a2', '#ffe5d9', '#fff1c1', '#6fcf97', '#e76f51'],
  ],
};
