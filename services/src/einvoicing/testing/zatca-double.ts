// A local stand-in for ZATCA's FATOORA api, answering as its documentation and sandbox do (Accept-Version V2, Basic
// auth with binarySecurityToken:secret, validationResults with info/warning/error messages, reportingStatus /
// clearanceStatus, 400 with ZATCA's error codes). It checks what can be checked offline: the OTP, the CSID, the
// invoice hash, signature, digests and QR of each document, that the body's hash and UUID are the document's, and
// that simplified documents are reported and standard ones cleared. Hooks make it fail or reject on purpose.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { verifySignedInvoice } from '../signing/verify-signed-invoice.ts';
import { sdkTestKeyAndCertificate } from '../zatca-sdk-data.ts';

interface Message {
  type: 'ERROR' | 'WARNING' | 'INFO';
  code: string;
  category: string;
  message: string;
  status: 'ERROR' | 'WARNING' | 'PASS';
}

export interface ZatcaDouble {
  baseUrl: string;
  otp: string;
  /** Every document submitted, by path. */
  received: { path: string; uuid: string; xml: string }[];
  /** The next `times` calls answer this HTTP status (e.g. 503) before the double behaves again. */
  failNext(times: number, status: number): void;
  /** The next submission is refused with this rule (as ZATCA refuses a document that breaks it). */
  rejectNext(code: string, message: string): void;
  close(): Promise<void>;
}

const PROBLEM_CODES: [RegExp, string, string][] = [
  [/^invoice hash/, 'invalid-invoice-hash', 'INVOICE_HASHING_ERRORS'],
  [/^signature/, 'invalid-signature', 'SIGNATURE_ERRORS'],
  [/^SignedProperties/, 'signed-properties-hashing', 'SIGNATURE_ERRORS'],
  [/^certificate/, 'certificate-hashing', 'SIGNATURE_ERRORS'],
  [/^QR/, 'QRCODE_INVALID', 'QR_CODE_ERROR'],
];

export async function startZatcaDouble(o: { otp?: string } = {}): Promise<ZatcaDouble> {
  const otp = o.otp ?? '123345';
  const app: FastifyInstance = Fastify();
  const received: ZatcaDouble['received'] = [];
  const certificateBase64 = sdkTestKeyAndCertificate().certificate.replace(/\s+/g, '');
  const token = Buffer.from(certificateBase64).toString('base64');
  /** secret -> kind of CSID. */
  const csids = new Map<string, { kind: 'compliance' | 'production'; requestId: string; checks: number }>();
  let failures: { times: number; status: number } = { times: 0, status: 0 };
  let reject: { code: string; message: string } | null = null;

  app.addHook('onRequest', async (req, reply) => {
    if (req.headers['accept-version'] !== 'V2') return reply.code(400).send({ message: 'Accept-Version V2 is required' });
    if (failures.times > 0) {
      failures.times--;
      return reply.code(failures.status).send({ code: 'ServerError', message: 'Something went wrong' });
    }
  });

  const csidAnswer = (kind: 'compliance' | 'production') => {
    const secret = randomBytes(24).toString('base64');
    const requestId = String(Date.now()) + String(csids.size);
    csids.set(secret, { kind, requestId, checks: 0 });
    return { requestID: requestId, dispositionMessage: 'ISSUED', binarySecurityToken: token, secret, errors: null };
  };

  const authorized = (req: FastifyRequest, kind: 'compliance' | 'production') => {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !value) return null;
    const [user, secret] = Buffer.from(value, 'base64').toString('utf8').split(':');
    const csid = secret ? csids.get(secret) : undefined;
    return user === token && csid?.kind === kind ? csid : null;
  };

  const submission = (path: string, kind: 'compliance' | 'production', mode: 'report' | 'clear' | 'either') => async (req: FastifyRequest, reply: FastifyReply) => {
    const csid = authorized(req, kind);
    if (!csid) return reply.code(401).send({ message: 'Unauthorized' });
    const body = req.body as { invoiceHash?: string; uuid?: string; invoice?: string };
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    received.push({ path, uuid: body.uuid ?? '', xml });
    const errors: Message[] = [];
    const check = (() => {
      try {
        return verifySignedInvoice(xml);
      } catch (err) {
        return { invoiceHash: '', problems: [`XML: ${(err as Error).message}`] };
      }
    })();
    for (const p of check.problems) {
      const [, code, category] = PROBLEM_CODES.find(([re]) => re.test(p)) ?? [null, 'XSD_ZATCA_INVALID', 'XSD_SCHEMA_ERROR'];
      errors.push({ type: 'ERROR', code: code!, category: category!, message: p, status: 'ERROR' });
    }
    if (body.invoiceHash !== check.invoiceHash) errors.push({ type: 'ERROR', code: 'invoiceHash_QRCODE_INVALID', category: 'QR_CODE_ERROR', message: 'The invoice hash in the request is not the document\'s', status: 'ERROR' });
    if (!xml.includes(`<cbc:UUID>${body.uuid}</cbc:UUID>`)) errors.push({ type: 'ERROR', code: 'invalid-uuid', category: 'KSA', message: 'The UUID in the request is not the document\'s', status: 'ERROR' });
    const standard = /<cbc:InvoiceTypeCode name="01/.test(xml);
    if (mode === 'report' && standard) errors.push({ type: 'ERROR', code: 'invoiceTypeCode', category: 'KSA', message: 'Standard documents must be cleared, not reported', status: 'ERROR' });
    if (mode === 'clear' && !standard) errors.push({ type: 'ERROR', code: 'invoiceTypeCode', category: 'KSA', message: 'Simplified documents must be reported, not cleared', status: 'ERROR' });
    if (reject) {
      errors.push({ type: 'ERROR', code: reject.code, category: 'KSA', message: reject.message, status: 'ERROR' });
      reject = null;
    }
    const clearing = mode === 'clear' || (mode === 'either' && standard);
    const validationResults = { infoMessages: [{ type: 'INFO', code: 'XSD_ZATCA_VALID', category: 'XSD validation', message: 'Complied with UBL 2.1 standards in line with ZATCA specifications', status: 'PASS' }], warningMessages: [], errorMessages: errors, status: errors.length ? 'ERROR' : 'PASS' };
    if (errors.length) return reply.code(400).send(clearing ? { validationResults, clearanceStatus: 'NOT_CLEARED', clearedInvoice: null } : { validationResults, reportingStatus: 'NOT_REPORTED' });
    csid.checks++;
    return reply.code(200).send(clearing ? { validationResults, clearanceStatus: 'CLEARED', clearedInvoice: body.invoice } : { validationResults, reportingStatus: 'REPORTED' });
  };

  app.post('/compliance', async (req, reply) => {
    if (req.headers.otp !== otp) return reply.code(400).send({ errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] });
    const csr = Buffer.from((req.body as { csr?: string }).csr ?? '', 'base64').toString('utf8');
    if (!csr.includes('BEGIN CERTIFICATE REQUEST')) return reply.code(400).send({ errors: [{ code: 'Invalid-CSR', message: 'The provided CSR is invalid' }] });
    return csidAnswer('compliance');
  });
  app.post('/compliance/invoices', submission('/compliance/invoices', 'compliance', 'either'));
  app.post('/production/csids', async (req, reply) => {
    const csid = authorized(req, 'compliance');
    if (!csid) return reply.code(401).send({ message: 'Unauthorized' });
    if ((req.body as { compliance_request_id?: string }).compliance_request_id !== csid.requestId) return reply.code(400).send({ errors: [{ code: 'Invalid-Request-ID', message: 'Unknown compliance request id' }] });
    if (csid.checks < 1) return reply.code(400).send({ errors: [{ code: 'Compliance-Checks-Missing', message: 'The compliance documents have not passed' }] });
    return csidAnswer('production');
  });
  app.post('/invoices/reporting/single', submission('/invoices/reporting/single', 'production', 'report'));
  app.post('/invoices/clearance/single', submission('/invoices/clearance/single', 'production', 'clear'));

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    otp,
    received,
    failNext: (times, status) => void (failures = { times, status }),
    rejectNext: (code, message) => void (reject = { code, message }),
    close: () => app.close(),
  };
}
