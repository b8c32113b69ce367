/** decodeURIComponent that answers null for malformed percent-encoding (a typed or truncated url) instead of throwing. */
export function tryDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** For display: the decoded text, or the raw text when it cannot be decoded. */
export const safeDecode = (value: string): string => tryDecode(value) ?? value;

/** decodeURI (a whole path) that answers null for malformed percent-encoding. */
export function tryDecodeURI(value: string): string | null {
  try {
    return decodeURI(value);
  } catch {
    return null;
  }
}

