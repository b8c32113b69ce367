import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { ensureSaxonJars } from '../../../../scripts/lib/saxon.mjs';
import { zatcaDataDir } from '../zatca-sdk-data.ts';

export interface Finding {
  stage: 'xsd' | 'en16931' | 'ksa';
  severity: 'error' | 'warning';
  /** The rule (BR-..., BR-KSA-...) or XSD. */
  id: string;
  text: string;
}

/**
 * Runs ZATCA's offline validation (the UBL 2.1 schema on the JDK, the EN 16931 and KSA Schematron rules on Saxon-HE)
 * over many documents in one JVM; returns each document's findings in the order given. Saxon comes from Maven
 * Central (scripts/lib/saxon.mjs); the JVM runs on Saudi time, as ZATCA's rules compare issue dates with "today".
 */
export async function validateDocuments(documents: { name: string; xml: string }[]): Promise<Map<string, Finding[]>> {
  const lib = ensureSaxonJars();
  const dir = mkdtempSync(resolve(tmpdir(), 'zatca-validate-'));
  try {
    const files = documents.map((d, i) => {
      const file = resolve(dir, `${i}.xml`);
      writeFileSync(file, d.xml);
      return file;
    });
    const java = spawn('java', ['-Duser.timezone=Asia/Riyadh', '-Xss8m', '-cp', `${lib}/*`, resolve(import.meta.dirname, 'ZatcaValidate.java'), zatcaDataDir], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    java.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    java.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    java.stdin.end(files.join('\n') + '\n');
    const code = await new Promise<number | null>((done, fail) => java.once('error', fail).once('close', done));
    if (code !== 0) throw new Error(`the ZATCA validator exited with ${code}: ${err.slice(-2000)}`);
    const byFile = new Map<string, Finding[]>();
    for (const line of out.split('\n').filter((l) => l.startsWith('{'))) {
      const r = JSON.parse(line) as { file: string; findings: Finding[] };
      byFile.set(r.file, r.findings);
    }
    return new Map(
      documents.map((d, i) => {
        const findings = byFile.get(files[i]!);
        if (!findings) throw new Error(`the ZATCA validator gave no answer for ${d.name}`);
        return [d.name, findings];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
