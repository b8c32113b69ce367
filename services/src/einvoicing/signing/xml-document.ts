import { DOMParser } from '@xmldom/xmldom';

/** Parses an XML document, refusing anything that is not well-formed (xmldom only reports it by default). */
export function parseXml(xml: string): Document {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level: string, message: unknown) => {
      if (level !== 'warning') problems.push(String(message));
    },
  }).parseFromString(xml, 'text/xml');
  if (problems.length > 0 || !doc.documentElement) throw new Error(`not well-formed XML: ${problems.join('; ') || 'no root element'}`);
  return doc;
}

/** The element children of a node with the given namespace and local name. */
export function childElements(parent: Element, ns: string, localName: string): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as unknown as Element).namespaceURI === ns && (n as unknown as Element).localName === localName) out.push(n as unknown as Element);
  }
  return out;
}

/** The text of the first descendant with this namespace and local name, or null. */
export function firstText(parent: Document | Element, ns: string, localName: string): string | null {
  return parent.getElementsByTagNameNS(ns, localName)[0]?.textContent ?? null;
}
