/** A response's status and JSON body (an empty body reads as `{}`), for tests and benchmarks driving the api over HTTP. */
export async function jsonBody(res: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
