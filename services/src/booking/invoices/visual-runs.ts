import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Marks that steer the bidi algorithm (formatters add them around Arabic amounts): no font draws them. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export interface VisualRun {
  /** The run's characters in logical order: a shaper lays an RTL run out right to left itself. */
  text: string;
  rtl: boolean;
}

/**
 * One line of text as runs in visual order, left to right (the Unicode bidi algorithm, rule L2 applied to whole
 * runs): what a PDF needs, because a PDF places glyphs at positions and has no notion of text direction.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: { level: number; text: string }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i]!;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += text[i];
    else runs.push({ level, text: text[i]! });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  // Rule L4: brackets in a right-to-left run are drawn mirrored, so "(" still opens the bracket in reading order.
  const mirrored = (t: string) => [...t].map((c) => bidi.getMirroredCharacter(c) ?? c).join('');
  return runs.map((r) => ({ text: (r.level % 2 === 1 ? mirrored(r.text) : r.text).replace(BIDI_MARKS, ''), rtl: r.level % 2 === 1 })).filter((r) => r.text.length > 0);
}
