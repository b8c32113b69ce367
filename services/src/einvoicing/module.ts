import type { ModuleDefinition } from '../platform/module.ts';
import { verifyBookingLink } from '../booking/index.ts';
import { registerProjection } from '../platform/registered-projection.ts';
import { ZATCA_BASE_URLS } from './api/zatca-api.ts';
import { zatcaHttpApi } from './api/zatca-http-api.ts';
import { invoiceChain } from './chain/invoice-chain.ts';
import { EINVOICING_QUEUE, startEinvoicingReactor, startEinvoicingWorker } from './chain/einvoicing-jobs.ts';
import { egsCredentialsOf, productionCsidOf } from './egs-credentials-of.ts';
import { startSubmissionReactor, startSubmissionWorker, ZATCA_SUBMISSION_QUEUE } from './submission/submission-jobs.ts';
import { einvoiceDocumentsProjection } from './read-models/einvoice-documents-projection.ts';
import { registerEinvoicingRoutes } from './routes.ts';
import { FIRST_PIH } from './zatca-sdk-data.ts';

/**
 * ZATCA Phase 2 e-invoicing: signed UBL 2.1 invoices, credit and debit notes, chained per EGS unit (ICV + PIH) on
 * `invoice-chain-{egsId}`, with their QR. A reactor turns captures and paid-out refunds into durable issue jobs; a
 * second one submits each issued document to ZATCA (reporting or clearance) once the EGS unit is onboarded.
 * See docs/einvoicing.md.
 */
export const einvoicingModule: ModuleDefinition = {
  name: 'einvoicing',
  projections: [registerProjection(einvoiceDocumentsProjection)],
  routes(app, { config, store, redis, prefix, now, access }) {
    registerEinvoicingRoutes(app, {
      store,
      redis,
      prefix,
      now,
      authorize: access.bookingReadAccess,
      requireFinance: (req) => access.authorizer.requireRole(req, 'finance'),
      bookingOfLink: (token) => verifyBookingLink(token, now(), config.bookingLinkSecret)?.bookingId ?? null,
    });
  },
  queues: [EINVOICING_QUEUE, ZATCA_SUBMISSION_QUEUE],
  jobs: {
    async start({ config, store, redis, prefix, log, queues }) {
      const credentials = egsCredentialsOf(config);
      const chain = invoiceChain({ store, egsId: config.ZATCA_EGS_ID, credentials: () => credentials, now: () => new Date(), firstPih: FIRST_PIH });
      const reactors = [await startEinvoicingReactor({ store, redis, prefix, queue: queues.queue(EINVOICING_QUEUE), log })];
      startEinvoicingWorker({ store, chain, parties: { seller: config.ZATCA_SELLER, resellerBuyers: config.ZATCA_RESELLER_BUYERS } }, queues, { concurrency: 4, log });
      const csid = productionCsidOf(config);
      if (csid) {
        const api = zatcaHttpApi(config.ZATCA_BASE_URL ?? ZATCA_BASE_URLS[config.ZATCA_ENVIRONMENT]);
        reactors.push(await startSubmissionReactor({ store, redis, prefix, queue: queues.queue(ZATCA_SUBMISSION_QUEUE), log }));
        startSubmissionWorker({ store, api, csid: () => csid, now: () => new Date(), log }, queues, { concurrency: 2 });
      } else {
        log.warn('ZATCA: no production CSID (ZATCA_EGS_CSID_FILE): documents are issued and chained but wait unsent; run npm run zatca:onboard');
      }
      log.info({ egsId: config.ZATCA_EGS_ID, environment: config.ZATCA_ENVIRONMENT, submitting: Boolean(csid) }, 'e-invoicing running');
      return {
        stop: async () => {
          await Promise.all(reactors.map((r) => r.stop()));
        },
        done: Promise.all(reactors.map((r) => r.done)).then(() => undefined),
      };
    },
  },
};
