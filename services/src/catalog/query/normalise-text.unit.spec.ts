import { describe, expect, it } from 'vitest';
import { normaliseArabic, normaliseText, searchTerms } from './normalise-text.ts';

describe('Arabic normalisation', () => {
  it.each([
    ['harakat (fatha, damma, kasra)', 'مَدِينَةُ', 'مدينه'],
    ['tanween', 'شكراً جزيلاً', 'شكرا جزيلا'],
    ['shadda', 'مُخَيَّم', 'مخيم'],
    ['sukun', 'رِحْلَة', 'رحله'],
    ['superscript (dagger) alef', 'هٰذا', 'هذا'],
    ['tatweel', 'الريـــاض', 'الرياض'],
    ['alef with hamza above', 'أبها', 'ابها'],
    ['alef with hamza below', 'إمارات', 'امارات'],
    ['alef with madda', 'آثار', 'اثار'],
    ['alef wasla', 'ٱلعلا', 'العلا'],
    ['taa marbuta to haa', 'جدة', 'جده'],
    ['alef maqsura to yaa', 'مستشفى', 'مستشفي'],
    ['hamza on waw', 'مؤسسة', 'موسسه'],
    ['hamza on yaa', 'سائق', 'سايق'],
    ['Arabic-Indic digits', '٢٠٢٦', '2026'],
    ['Eastern Arabic-Indic digits', '۱۲', '12'],
  ])('%s', (_rule, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it('keeps letters that only look similar apart (ه stays ه, ي stays ي)', () => {
    expect(normaliseArabic('هي')).toBe('هي');
  });

  it('folds presentation forms to base letters', () => {
    // U+FEFB is the lam-alef ligature; U+FE8D the isolated alef.
    expect(normaliseText('\uFEFB')).toBe('لا');
    expect(normaliseText('\uFE8D')).toBe('ا');
  });
});

describe('Latin normalisation', () => {
  it('lowercases and strips accents', () => {
    expect(normaliseText('Café CRÈME Ñandú')).toBe('cafe creme nandu');
  });

  it('turns punctuation into single spaces and trims', () => {
    expect(normaliseText('  Red-Sea,  diving!! ')).toBe('red sea diving');
  });

  it('splits mixed-script text into terms', () => {
    expect(searchTerms('Riyadh — الرِّيَاض 2026')).toEqual(['riyadh', 'الرياض', '2026']);
  });
});
