/**
 * Folds text to the form search compares: people type Arabic without diacritics, with any alef, with ه for ة
 * and ي for ى, and Latin without accents or case. Both the index and the query go through the same fold.
 */

// Harakat and tanween (U+064B-U+0652: fathatan..sukun), maddah/hamza marks above/below (U+0653-U+0655),
// subscript alef (U+0656), superscript alef (U+0670) and Quranic annotation marks (U+06D6-U+06ED).
const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
// أ إ آ ٱ and the rarer wavy-hamza forms ٲ ٳ fold to a bare alef.
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const TAA_MARBUTA = /\u0629/g;
const ALEF_MAQSURA = /\u0649/g;
const WAW_HAMZA = /\u0624/g;
const YEH_HAMZA = /\u0626/g;
// Persian/Urdu yeh and kaf, common on some keyboards, mean the Arabic letters.
const FARSI_YEH = /\u06CC/g;
const KEHEH = /\u06A9/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const PUNCTUATION = /[^\p{L}\p{N}]+/gu;

function foldDigits(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (c >= 0x0660 && c <= 0x0669) out += String.fromCharCode(c - 0x0660 + 48); // Arabic-Indic
    else if (c >= 0x06f0 && c <= 0x06f9) out += String.fromCharCode(c - 0x06f0 + 48); // Eastern Arabic-Indic
    else out += ch;
  }
  return out;
}

/** Arabic-specific folding only (no case, accents or punctuation changes). */
export function normaliseArabic(s: string): string {
  return foldDigits(
    s
      .replace(ARABIC_DIACRITICS, '')
      .replace(TATWEEL, '')
      .replace(ALEF_FORMS, '\u0627')
      .replace(TAA_MARBUTA, '\u0647')
      .replace(ALEF_MAQSURA, '\u064A')
      .replace(WAW_HAMZA, '\u0648')
      .replace(YEH_HAMZA, '\u064A')
      .replace(FARSI_YEH, '\u064A')
      .replace(KEHEH, '\u0643'),
  );
}

/** The search fold: Arabic folding, Latin lowercased and accent-free, punctuation as single spaces. */
export function normaliseText(s: string): string {
  // NFKD first: presentation forms and precomposed hamza letters split into base letter + mark, which the
  // Arabic fold then removes, and Latin accents become marks that are dropped.
  return normaliseArabic(s.normalize('NFKD')).replace(LATIN_MARKS, '').toLowerCase().replace(PUNCTUATION, ' ').trim();
}

/** Normalised words of a text, for matching query terms. */
export function searchTerms(s: string): string[] {
  const n = normaliseText(s);
  return n ? n.split(' ') : [];
}
