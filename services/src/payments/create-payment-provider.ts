import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config.ts';
import { ownOriginsOf } from '../platform/http/own-origins.ts';
import type { Logger } from '../platform/log.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { registerSandboxPspRoutes } from './sandbox/psp-routes.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/sandbox-provider.ts';
import { createMoyasarProvider } from './moyasar/moyasar-provider.ts';
import { createStripeProvider } from './stripe/stripe-provider.ts';
import { webhookPathOf } from './webhook-route.ts';

export interface ConfiguredPaymentProvider {
  provider: PaymentProvider;
  /** Pages the api serves for the provider (the sandbox's hosted card page); a real PSP hosts its own. */
  registerPages?(app: FastifyInstance): void;
}

/** The test hook PAYMENTS_SANDBOX_FAIL_REFUNDS: the sandbox answers every refund with an outage. */
function refusingRefunds(provider: SandboxProvider): SandboxProvider {
  return {
    ...provider,
    async refund() {
      throw new Error('The sandbox refund service is down (PAYMENTS_SANDBOX_FAIL_REFUNDS).');
    },
  };
}

/** The test hook PAYMENTS_SANDBOX_CAPTURE_DELAY_MS: the money is taken at once, the answer comes this much later. */
function slowCaptures(provider: SandboxProvider, ms: number): SandboxProvider {
  return {
    ...provider,
    async capture(i) {
      const captured = await provider.capture(i);
      await new Promise((r) => setTimeout(r, ms));
      return captured;
    },
  };
}

/**
 * The payment provider PAYMENT_PROVIDER names, built from its settings. `runDeliveryLoop`: whether this process
 * retries the sandbox's webhook deliveries (the api does: its hosted page creates most webhooks).
 */
export function createPaymentProvider(config: Config, deps: { now: () => Date; runDeliveryLoop: boolean; log: Logger }): ConfiguredPaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox': {
      const publicApiUrl = config.PUBLIC_API_URL.replace(/\/+$/, '');
      const sandbox = createSandboxProvider({
        file: config.PAYMENTS_LEDGER_FILE ?? resolve(config.DATA_DIR, 'psp-ledger.sqlite'),
        publicBaseUrl: publicApiUrl,
        webhookUrl: `${publicApiUrl}${webhookPathOf('sandbox')}`,
        webhookSecret: config.PAYMENTS_WEBHOOK_SECRET,
        now: deps.now,
        autoApprove: config.PAYMENTS_AUTO_APPROVE,
        sessionTtlMs: config.PAYMENT_SESSION_TTL_MS,
        returnOrigins: ownOriginsOf(config),
        runDeliveryLoop: deps.runDeliveryLoop,
        log: deps.log,
      });
      // Refused in production by loadConfig.
      const hooked = config.PAYMENTS_SANDBOX_CAPTURE_DELAY_MS > 0 ? slowCaptures(sandbox, config.PAYMENTS_SANDBOX_CAPTURE_DELAY_MS) : sandbox;
      const provider = config.PAYMENTS_SANDBOX_FAIL_REFUNDS ? refusingRefunds(hooked) : hooked;
      return { provider, registerPages: (app) => registerSandboxPspRoutes(app, provider) };
    }
    case 'stripe': {
      // loadConfig refuses PAYMENT_PROVIDER=stripe without both secrets.
      const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
      const provider = createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        webhookToleranceSec: config.STRIPE_WEBHOOK_TOLERANCE_SEC,
        now: deps.now,
        returnOrigins: ownOriginsOf(config),
        ...(api ? { api: { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const) } } : {}),
      });
      return { provider };
    }
    case 'moyasar': {
      // loadConfig refuses PAYMENT_PROVIDER=moyasar without both secrets.
      const provider = createMoyasarProvider({
        secretKey: config.MOYASAR_SECRET_KEY!,
        webhookSecret: config.MOYASAR_WEBHOOK_SECRET!,
        webhookToleranceSec: config.MOYASAR_WEBHOOK_TOLERANCE_SEC,
        now: deps.now,
        returnOrigins: ownOriginsOf(config),
        ...(config.MOYASAR_API_URL ? { apiUrl: config.MOYASAR_API_URL } : {}),
      });
      return { provider };
    }
    default: {
      const unknown: never = config.PAYMENT_PROVIDER;
      throw new Error(`unknown PAYMENT_PROVIDER ${String(unknown)}`);
    }
  }
}
