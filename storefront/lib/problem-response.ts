/** A problem+json answer (RFC 9457) from the storefront's own route handlers, as the api answers its errors. */
export function problemResponse(status: number, title: string, detail: string, headers: Record<string, string> = {}): Response {
  return Response.json({ type: 'about:blank', title, status, detail }, { status, headers: { 'content-type': 'application/problem+json', ...headers } });
}
