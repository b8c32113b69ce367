import { createHash } from 'node:crypto';
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
  const root = doc.documentElement!.cloneNode(true) as Element;
  const strip = [
    ...childElements(root, NS.ext, 'UBLExtensions'),
    ...childElements(root, NS.cac, 'Signature'),
    ...childElements(root, NS.cac, 'AdditionalDocumentReference').filter((ref) => childElements(ref, NS.cbc, 'ID')[0]?.textContent === 'QR'),
  ];
  for (const el of strip) root.removeChild(el);
  const canonical = new C14nCanonicalization().process(root, {});
  return createHash('sha256').update(canonical, 'utf8').digest('base64');
}
