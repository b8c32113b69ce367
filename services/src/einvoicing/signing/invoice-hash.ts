import { hash } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';
import { NS } from './ubl-namespaces.ts';
import { childElements, parseXml } from './xml-document.ts';

/**
 * ZATCA's invoice hash: the document without its UBL extensions, its cac:Signature and its QR reference (the
 * transforms the signature names), canonicalised (C14N 1.1: identical to 1.0 for documents without xml:id/xml:base,
 * which UBL invoices never carry), SHA-256, base64 of the raw digest. This is the PIH of the next document and the
 * value the signature is made over.
 */
export function invoiceHash(xml: string): string {
  return invoiceHashOf(parseXml(xml));
}

export function invoiceHashOf(doc: Document): string {
  const root = doc.documentElement!;
  const strip = [
    ...childElements(root, NS.ext, 'UBLExtensions'),
    ...childElements(root, NS.cac, 'Signature'),
    ...childElements(root, NS.cac, 'AdditionalDocumentReference').filter((ref) => childElements(ref, NS.cbc, 'ID')[0]?.textContent === 'QR'),
  ];
  // Detached for the canonicalisation and put back where they were: a deep clone of the document cost more than the
  // whole signature (xmldom copies node by node), and the caller's document comes back as it was given.
  const places = strip.map((el) => ({ el, before: el.nextSibling }));
  for (const el of strip) root.removeChild(el);
  try {
    const canonical = new C14nCanonicalization().process(root, {});
    return hash('sha256', canonical, 'base64');
  } finally {
    // An element may sit right before another stripped one: put back first those whose next sibling is in place.
    let waiting = places;
    while (waiting.length > 0) {
      const ready = waiting.filter(({ before }) => before === null || before.parentNode === root);
      for (const { el, before } of ready) root.insertBefore(el, before);
      waiting = waiting.filter((p) => !ready.includes(p));
    }
  }
}
