/** suppliers's testing face: what other modules' specs and testing/ helpers use of suppliers beyond its index.ts. */
export { registerSupplierAnswerRoute } from '../answer-route.ts';
export { type MessageBus, type ReceivedMessage } from '../message-bus.ts';
export { supplierBookingReferences } from '../supplier-booking-reference.ts';
export { supplierChannelKeys } from '../supplier-channel-keys.ts';
export { devSupplierKey } from '../supplier-keys.ts';
export { expectedIntegrationEvents, publicationProblems, publishedByIdentity } from './published-supplier-events.ts';
export { startTestBroker, type TestBroker } from './test-broker.ts';
