import { z } from 'zod';
import { DLQ_REASONS, integrationEventSchemas, integrationEventTypes, INTEGRATION_SCHEMA_VERSION, RETIRED_RESPONSES_TOPIC_V1, SUPPLIER_TOPICS, supplierAnswerMessage } from '@rihla/events/supplier-channel';

const jsonSchema = (schema: z.ZodType) => {
  // AsyncAPI's default schema format is a superset of JSON Schema draft-07.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as Record<string, unknown>;
  return rest;
};
const header = (description: string) => ({ type: 'string', description });

const eventHeaders = {
  type: 'object',
  required: ['messageId', 'type', 'schemaVersion', 'supplierId', 'traceparent'],
  properties: {
    messageId: header('The source event id: stable across redeliveries, unique per supplier. De-duplicate on it.'),
    type: header('The integration event type, e.g. booking.item.confirmed.'),
    schemaVersion: header(`The payload schema version (${INTEGRATION_SCHEMA_VERSION}).`),
    supplierId: header('The supplier the message is for: consume only your own.'),
    traceparent: header('W3C trace context.'),
    'content-type': header('application/json'),
  },
};

const answerHeaders = {
  type: 'object',
  required: ['supplierId', 'signature'],
  properties: {
    supplierId: header('Your supplier id.'),
    signature: header('sha256=<hex HMAC-SHA256 of the exact message value, keyed with your supplier key>.'),
  },
};

const camel = (type: string) => type.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The supplier channel as an AsyncAPI 3 document, built from the same zod schemas the relay and the answer consumer
 * use, so the published contract cannot drift from the code.
 */
export function supplierAsyncApiDocument(o: { brokers: string }): Record<string, unknown> {
  const eventMessages = Object.fromEntries(
    integrationEventTypes.map((type) => [
      camel(type),
      {
        name: type,
        title: type,
        contentType: 'application/json',
        headers: eventHeaders,
        payload: jsonSchema(integrationEventSchemas[type]),
        bindings: { kafka: { key: { type: 'string', description: 'bookingRef (your reference of the booking): one booking’s messages keep their order' } } },
      },
    ]),
  );
  const answer = {
    name: 'supplier.answer',
    title: 'A supplier’s answer for an on-request item',
    summary: 'Names the item attempt it answers and when it was signed: another attempt, or signed over 15 minutes ago (or over 2 ahead), is refused.',
    contentType: 'application/json',
    headers: answerHeaders,
    payload: jsonSchema(supplierAnswerMessage),
    bindings: { kafka: { key: { type: 'string', description: 'bookingRef' } } },
  };
  const rejected = {
    name: 'supplier.answer.rejected',
    title: 'An answer that was not recorded, with the reason',
    contentType: 'application/json',
    headers: {
      type: 'object',
      required: ['dlq-reason', 'dlq-detail', 'dlq-source'],
      properties: {
        ...answerHeaders.properties,
        'dlq-reason': { type: 'string', enum: [...DLQ_REASONS] },
        'dlq-detail': header('What was wrong, readable.'),
        'dlq-source': header('topic/partition/offset of the original answer.'),
      },
    },
    payload: { type: 'string', description: 'The original message value, unchanged.' },
  };
  const ref = (channel: string, message: string) => ({ $ref: `#/channels/${channel}/messages/${message}` });
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Rihla supplier channel',
      version: `${INTEGRATION_SCHEMA_VERSION}.0.0`,
      description:
        'Booking events for suppliers and their answers for on-request items, on Apache Kafka. At least once: ' +
        'de-duplicate on the messageId header. Answers are signed per supplier (HMAC-SHA256); rejected answers go to the supplier’s own DLQ topic with the reason. ' +
        'Bookings are named by each supplier’s own reference (bookingRef), never Rihla’s booking id. ' +
        `Version 2 replaced version 1 (retired: nothing is published on the v1 topics; an answer sent on ${RETIRED_RESPONSES_TOPIC_V1} is parked as retiredContract).`,
    },
    defaultContentType: 'application/json',
    servers: { local: { host: o.brokers, protocol: 'kafka', description: 'The broker `npm start` runs (KAFKA_BROKERS)' } },
    channels: {
      bookingEvents: {
        address: SUPPLIER_TOPICS.events,
        messages: eventMessages,
        description: 'One topic per supplier, holding only that supplier’s events (ACLs: each supplier reads its own). Key bookingRef.',
        parameters: { supplierId: { description: 'Your supplier id.' } },
      },
      bookingResponses: { address: SUPPLIER_TOPICS.responses, messages: { answer }, description: 'Every supplier’s answers: suppliers may write here, not read.' },
      bookingResponsesDlq: {
        address: SUPPLIER_TOPICS.responsesDlq,
        messages: { rejected },
        description: 'One topic per supplier: its own signed answers that were not recorded, with the reason (read with your own principal).',
        parameters: { supplierId: { description: 'Your supplier id.' } },
      },
      unauthenticatedAnswers: {
        address: SUPPLIER_TOPICS.unauthenticatedDlq,
        messages: { rejected },
        description: 'Answers no supplier’s signature vouches for (unsigned, forged, no supplierId): Rihla’s ops only.',
      },
    },
    operations: {
      receiveBookingEvents: {
        action: 'receive',
        summary: 'Suppliers receive booking events for their items',
        channel: { $ref: '#/channels/bookingEvents' },
        messages: Object.keys(eventMessages).map((m) => ref('bookingEvents', m)),
      },
      sendAnswer: {
        action: 'send',
        summary: 'A supplier confirms or declines an on-request item',
        channel: { $ref: '#/channels/bookingResponses' },
        messages: [ref('bookingResponses', 'answer')],
      },
      receiveRejectedAnswers: {
        action: 'receive',
        summary: 'Your own signed answers that were not recorded (malformed, stale, another attempt, another supplier’s item, no booking of yours, conflict)',
        channel: { $ref: '#/channels/bookingResponsesDlq' },
        messages: [ref('bookingResponsesDlq', 'rejected')],
      },
    },
  };
}
