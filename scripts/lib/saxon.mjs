// Saxon-HE (Maven Central, MPL-2.0) runs ZATCA's compiled Schematron rules (XSLT 2.0) in the e-invoicing
// validation; the JDK validates the UBL schema (services/src/einvoicing/validation/ZatcaValidate.java).
import { resolve } from 'node:path';
import { ensureMavenJars } from './maven.mjs';
import { root } from './prerequisites.mjs';

export const SAXON_VERSION = '12.5';
export const saxonLibDir = resolve(root, '.data/saxon-lib');

/** Saxon-HE and what it needs (xmlresolver), fetched once with Maven (~10 MB). */
export function ensureSaxonJars(lib = saxonLibDir) {
  return ensureMavenJars({
    lib,
    markers: [`Saxon-HE-${SAXON_VERSION}.jar`],
    what: `Saxon-HE ${SAXON_VERSION} (~10 MB)`,
    dependencies: `    <dependency><groupId>net.sf.saxon</groupId><artifactId>Saxon-HE</artifactId><version>${SAXON_VERSION}</version></dependency>`,
  });
}
