/** identity's public face: what other modules and main/ import from identity (main/ also its module.ts); the rest is inside. */
export { customers } from './customers.ts';
