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

/** A path whose segments that cannot be decoded are escaped as literal text ("%E0%A4%A" -> "%25E0%25A4%25A"). */
export const literalPath = (pathname: string): string =>
  pathname
    .split('/')
    .map((segment) => (tryDecode(segment) === null ? encodeURIComponent(segment) : segment))
    .join('/');
