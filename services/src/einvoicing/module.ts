import type { ModuleDefinition } from '../main/module-context.ts';
import { invoiceChain } from './chain/invoice-chain.ts';
import { EINVOICING_QUEUE, startEinvoicingReactor, startEinvoicingWorker } from './chain/einvoicing-jobs.ts';
import { egsCredentialsOf } from './egs-credentials-of.ts';
import { FIRST_PIH } from './zatca-sdk-data.ts';

/**
 * ZATCA Phase 2 e-invoicing: signed UBL 2.1 invoices, credit and debit notes, chained per EGS unit (ICV + PIH) on
 * `invoice-chain-{egsId}`, with their QR. A reactor turns captures and paid-out refunds into durable issue jobs.
 * See docs/einvoicing.md.
 */
export const einvoicingModule: ModuleDefinition = {
  name: 'einvoicing',
  queues: [EINVOICING_QUEUE],
  jobs: {
    async start({ config, store, redis, prefix, log, queues }) {
      const credentials = egsCredentialsOf(config);
      const chain = invoiceChain({ store, egsId: config.ZATCA_EGS_ID, credentials: () => credentials, now: () => new Date(), firstPih: FIRST_PIH });
      const reactor = await startEinvoicingReactor({ store, redis, prefix, queue: queues.queue(EINVOICING_QUEUE), log });
      startEinvoicingWorker({ store, chain, parties: { seller: config.ZATCA_SELLER, resellerBuyers: config.ZATCA_RESELLER_BUYERS } }, queues, { concurrency: 4, log });
      log.info({ egsId: config.ZATCA_EGS_ID, environment: config.ZATCA_ENVIRONMENT }, 'e-invoicing running');
      return { stop: () => reactor.stop(), done: reactor.done };
    },
  },
};
