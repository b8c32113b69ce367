/** payments's testing face: what other modules' specs and testing/ helpers use of payments beyond its index.ts. */
export { createSandboxProvider, isSandboxProvider, type SandboxProvider } from '../sandbox/sandbox-provider.ts';
export { SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from '../sandbox/webhook-signature.ts';
export { startMoyasarDouble, type MoyasarDouble } from './moyasar-double.ts';
export { freePort } from './payments-harness.ts';
export { startRecordingProxy, type RecordingProxy } from './recording-proxy.ts';
