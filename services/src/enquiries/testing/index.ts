/** enquiries's testing face: what other modules' specs and testing/ helpers use of enquiries beyond its index.ts. */
export { enquiriesProjection } from '../enquiries-projection.ts';
export { enquiryMailSenders } from '../enquiry-mail-senders.ts';
export { registerEnquiryRoutes } from '../routes.ts';
