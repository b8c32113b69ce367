import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Spec: "builds/latest.json with a timestamp query, fetched periodically — detect new builds". The id of the build
 * this server runs; a page that learned another id when it loaded knows a newer build is live.
 */
export async function GET(): Promise<Response> {
  let id = 'unknown';
  try {
    id = (await readFile(join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'), 'utf8')).trim();
  } catch {
    // not a production build (next dev): no id to compare
  }
  return Response.json({ id }, { headers: { 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
