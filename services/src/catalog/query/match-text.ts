import { searchTerms } from './normalise-text.ts';

/** Normalised text of an experience, by how much a match there says about relevance. */
export interface SearchFields {
  title: string;
  city: string;
  taxonomy: string;
  other: string;
}

// Words that carry no meaning on their own, in their normalised form.
const STOPWORDS = new Set([
  'a', 'an', 'the', 'in', 'of', 'and', 'to', 'at', 'on', 'for', 'with', 'by', 'from',
  'في', 'من', 'الي', 'علي', 'عن', 'مع', 'و', 'ب', 'ل',
]);

const WEIGHTS: [keyof SearchFields, number][] = [
  ['title', 10],
  ['city', 6],
  ['taxonomy', 3],
  ['other', 1],
];

/** Pads normalised text with spaces so a word start is always " term". */
export const asSearchField = (parts: string[]): string => ` ${parts.map((p) => searchTerms(p).join(' ')).join(' ')} `;

/**
 * The terms of a free-text query, each with its spellings: Arabic words also without the article "ال" or a
 * leading "و"/"ب", since "الرياض" and "رياض" mean the same place.
 */
export function queryTerms(q: string): string[][] {
  const words = searchTerms(q);
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const chosen = meaningful.length ? meaningful : words;
  return chosen.map((w) => {
    const variants = [w];
    if (/^[\u0600-\u06FF]/.test(w)) {
      for (const prefix of ['ال', 'وال', 'بال', 'لل']) {
        if (w.startsWith(prefix) && w.length - prefix.length >= 2) variants.push(w.slice(prefix.length));
      }
    }
    return variants;
  });
}

/**
 * Relevance of an experience for the query: every term must match somewhere (null otherwise); a term scores
 * by the best field it occurs in, more when it starts a word there.
 */
export function scoreTextMatch(fields: SearchFields, terms: string[][]): number | null {
  let total = 0;
  for (const variants of terms) {
    let best = 0;
    for (const [field, weight] of WEIGHTS) {
      const text = fields[field];
      for (const v of variants) {
        if (text.includes(` ${v}`)) best = Math.max(best, weight * 2);
        else if (text.includes(v)) best = Math.max(best, weight);
      }
      if (best >= weight * 2) break;
    }
    if (best === 0) return null;
    total += best;
  }
  return total;
}
