/** reviews's testing face: what other modules' specs and testing/ helpers use of reviews beyond its index.ts. */
export { OPS, freshEmail, freshIp, startFormsTestApp, type FormsTestApp } from './forms-test-app.ts';
