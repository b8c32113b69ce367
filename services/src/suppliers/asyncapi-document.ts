import { z } from 'zod';
import { integrationEventSchemas, integrationEventTypes, INTEGRATION_SCHEMA_VERSION, SUPPLIER_TOPICS, supplierAnswerMessage, DLQ_REASONS } from './integration-events.ts';

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
        bindings: { kafka: { key: { type: 'string', description: 'bookingId: one booking’s messages keep their order' } } },
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
    bindings: { kafka: { key: { type: 'string', description: 'bookingId' } } },
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
        'de-duplicate on the messageId header. Answers are signed per supplier (HMAC-SHA256); rejected answers go to the DLQ topic with the reason.',
    },
    defaultContentType: 'application/json',
    servers: { local: { host: o.brokers, protocol: 'kafka', description: 'The broker `npm start` runs (KAFKA_BROKERS)' } },
    channels: {
      bookingEvents: {
        address: SUPPLIER_TOPICS.events,
        messages: eventMessages,
        description: 'One topic per supplier, holding only that supplier’s events (ACLs: each supplier reads its own). Key bookingId.',
        parameters: { supplierId: { description: 'Your supplier id.' } },
      },
      bookingResponses: { address: SUPPLIER_TOPICS.responses, messages: { answer } },
      bookingResponsesDlq: { address: SUPPLIER_TOPICS.responsesDlq, messages: { rejected } },
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
        summary: 'Answers that were not recorded (malformed, unauthenticated, another supplier’s item, conflict)',
        channel: { $ref: '#/channels/bookingResponsesDlq' },
        messages: [ref('bookingResponsesDlq', 'rejected')],
      },
    },
  };
}
