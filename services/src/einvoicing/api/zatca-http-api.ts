import { ZatcaRequestError, ZatcaUnavailableError, type Csid, type SubmissionAnswer, type SubmittedDocument, type ZatcaApi, type ZatcaMessage, type ZatcaValidation } from './zatca-api.ts';

interface ValidationResults {
  status?: string;
  warningMessages?: ZatcaMessage[];
  errorMessages?: ZatcaMessage[];
}

const validationOf = (v: ValidationResults | undefined): ZatcaValidation => ({
  status: v?.status === 'PASS' || v?.status === 'WARNING' ? v.status : 'ERROR',
  warnings: v?.warningMessages ?? [],
  errors: v?.errorMessages ?? [],
});

const basic = (csid: Csid) => `Basic ${Buffer.from(`${csid.binarySecurityToken}:${csid.secret}`).toString('base64')}`;
const body = (d: SubmittedDocument) => JSON.stringify({ invoiceHash: d.invoiceHash, uuid: d.uuid, invoice: Buffer.from(d.xml, 'utf8').toString('base64') });

/** ZATCA's FATOORA api over HTTP (Accept-Version V2), at the configured base URL. */
export function zatcaHttpApi(baseUrl: string, o: { timeoutMs?: number; fetch?: typeof fetch } = {}): ZatcaApi {
  const doFetch = o.fetch ?? fetch;
  const call = async (path: string, init: { headers: Record<string, string>; body: string }): Promise<{ status: number; json: Record<string, unknown> }> => {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'accept-language': 'en', 'Accept-Version': 'V2', 'content-type': 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
      });
    } catch (err) {
      throw new ZatcaUnavailableError(`ZATCA ${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 500 || res.status === 429) throw new ZatcaUnavailableError(`ZATCA ${path} answered ${res.status}: ${text.slice(0, 500)}`);
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new ZatcaRequestError(res.status, `ZATCA ${path} answered ${res.status} with no JSON: ${text.slice(0, 500)}`);
    }
    return { status: res.status, json };
  };

  const csidOf = (path: string, status: number, json: Record<string, unknown>): Csid => {
    if (status !== 200 || typeof json.binarySecurityToken !== 'string' || typeof json.secret !== 'string') {
      throw new ZatcaRequestError(status, `ZATCA ${path} refused (${status}): ${JSON.stringify(json).slice(0, 500)}`);
    }
    return {
      requestId: String(json.requestID),
      binarySecurityToken: json.binarySecurityToken,
      certificateBase64: Buffer.from(json.binarySecurityToken, 'base64').toString('utf8'),
      secret: json.secret,
    };
  };

  const submit = async (path: string, csid: Csid, d: SubmittedDocument, extra: Record<string, string>): Promise<SubmissionAnswer> => {
    const { status, json } = await call(path, { headers: { authorization: basic(csid), ...extra }, body: body(d) });
    if (status === 401) throw new ZatcaRequestError(401, `ZATCA ${path}: the CSID was refused (401)`);
    const validation = validationOf(json.validationResults as ValidationResults | undefined);
    const outcome = (json.reportingStatus ?? json.clearanceStatus) as string | undefined;
    if ((status === 200 || status === 202) && (outcome === 'REPORTED' || outcome === 'CLEARED')) {
      const cleared = typeof json.clearedInvoice === 'string' ? Buffer.from(json.clearedInvoice, 'base64').toString('utf8') : undefined;
      return { accepted: true, status: outcome, validation, ...(cleared ? { clearedXml: cleared } : {}) };
    }
    if (status === 400 || status === 409 || (status < 300 && outcome)) return { accepted: false, httpStatus: status, validation };
    throw new ZatcaRequestError(status, `ZATCA ${path} answered ${status}: ${JSON.stringify(json).slice(0, 500)}`);
  };

  return {
    async complianceCsid(csrPem, otp) {
      const { status, json } = await call('/compliance', { headers: { OTP: otp }, body: JSON.stringify({ csr: Buffer.from(csrPem, 'utf8').toString('base64') }) });
      return csidOf('/compliance', status, json);
    },
    complianceCheck: (csid, d) => submit('/compliance/invoices', csid, d, {}),
    async productionCsid(compliance) {
      const { status, json } = await call('/production/csids', { headers: { authorization: basic(compliance) }, body: JSON.stringify({ compliance_request_id: compliance.requestId }) });
      return csidOf('/production/csids', status, json);
    },
    report: (csid, d) => submit('/invoices/reporting/single', csid, d, { 'Clearance-Status': '0' }),
    clear: (csid, d) => submit('/invoices/clearance/single', csid, d, { 'Clearance-Status': '1' }),
  };
}
