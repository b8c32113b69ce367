/** ops's testing face: what other modules' specs and testing/ helpers use of ops beyond its index.ts. */
export { OPS, startOpsTestApp, type OpsTestApp } from './ops-test-app.ts';
