/** The QR code's fields (ZATCA's TLV tags 1-9); 9 is only on simplified documents. */
export interface QrFields {
  sellerName: string;
  vatNumber: string;
  /** IssueDate + 'T' + IssueTime as written in the document. */
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  invoiceHash: string;
  /** The ds:SignatureValue text (base64), stored as its ASCII bytes. */
  signature: string;
  /** The DER SubjectPublicKeyInfo of the signing certificate. */
  publicKey: Buffer;
  /** The DER ECDSA signature of the certificate itself (simplified documents). */
  certificateSignature?: Buffer;
}

const TEXT_TAGS = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal', 'invoiceHash', 'signature'] as const;

/** The QR payload: tag, length, value for each field, base64 of the bytes. A value must stay under 256 bytes. */
export function encodeQr(fields: QrFields): string {
  const values: Buffer[] = TEXT_TAGS.map((k) => Buffer.from(fields[k], 'utf8'));
  values.push(fields.publicKey);
  if (fields.certificateSignature) values.push(fields.certificateSignature);
  const parts = values.flatMap((value, i) => {
    if (value.length > 255) throw new Error(`QR tag ${i + 1} is ${value.length} bytes (at most 255)`);
    return [Buffer.from([i + 1, value.length]), value];
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a QR payload back (tags in order 1..n); refuses a truncated or out-of-order TLV. */
export function decodeQr(base64: string): QrFields {
  const bytes = Buffer.from(base64, 'base64');
  const values: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (tag !== values.length + 1 || length === undefined || at + 2 + length > bytes.length) throw new Error(`malformed QR TLV at byte ${at}`);
    values.push(bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  if (values.length < 8) throw new Error(`QR has ${values.length} tags (at least 8)`);
  const text = (i: number) => values[i]!.toString('utf8');
  return {
    sellerName: text(0),
    vatNumber: text(1),
    timestamp: text(2),
    totalWithVat: text(3),
    vatTotal: text(4),
    invoiceHash: text(5),
    signature: text(6),
    publicKey: values[7]!,
    ...(values[8] ? { certificateSignature: values[8] } : {}),
  };
}
