/**
 * How deeply a JSON text nests arrays and objects, counted without parsing or recursion, so a hostile body
 * (thousands of `[`) is refused before any recursive code (JSON.parse callers, zod, body scans) walks it.
 * Brackets inside strings do not count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}
