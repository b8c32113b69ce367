/* global console -- Node scripts, linted without the TypeScript project */
// Jars from Maven Central through Maven (the operating system's `mvn`): a throwaway pom lists the dependencies and
// `dependency:copy-dependencies` puts them, with what they need, into one folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Copies `dependencies` (pom <dependency> elements) into `lib` unless every file in `markers` is already there.
 * `what` names them in the messages.
 */
export function ensureMavenJars({ lib, dependencies, markers, what }) {
  const markerPaths = markers.map((jar) => resolve(lib, jar));
  if (markerPaths.every((m) => existsSync(m))) return lib;
  const work = `${lib}-pom`;
  mkdirSync(work, { recursive: true });
  writeFileSync(
    resolve(work, 'pom.xml'),
    `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>rihla</groupId><artifactId>${lib.split('/').pop()}</artifactId><version>1</version><packaging>pom</packaging>
  <dependencies>
${dependencies}
  </dependencies>
</project>
`,
  );
  console.log(`downloading ${what} from Maven Central into ${lib} (once)...`);
  const log = resolve(work, 'maven.log');
  try {
    // Maven colours its output even with -q: keep it in a log file.
    execFileSync('sh', ['-c', `mvn -B -q dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="${lib}" > "${log}" 2>&1`], { cwd: work, stdio: 'inherit' });
  } catch {
    throw new Error(`downloading ${what} failed; see ${log}`);
  }
  const missing = markerPaths.find((m) => !existsSync(m));
  if (missing) throw new Error(`Maven ran but ${missing} is missing; see ${log}`);
  console.log(`${what} ready (${readdirSync(lib).length} files)`);
  return lib;
}
