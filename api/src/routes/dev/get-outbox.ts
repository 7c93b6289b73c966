import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';

const OutboxQuerySchema = Type.Object(
  {
    recipient: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);

const OutboxMessageSchema = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
});

/**
 * GET /dev/outbox: the e-mails and SMS the shop would have sent, for development and the e2e
 * suites (a password-reset link, a phone code). Not registered in production. Their words are
 * there while unsent, as without SMTP_URL or Twilio (the e2e suites set neither): a sent one keeps
 * only its recipient and time (outbox-repository's markSent), its words being in the mailbox.
 */
export function getOutboxRoute(app: App): void {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: OutboxQuerySchema,
        response: { 200: Type.Array(OutboxMessageSchema) },
      },
    },
    async (request) => {
      const messages = await app.repositories.outbox.list({
        limit: request.query.limit ?? 50,
        ...(request.query.recipient ? { recipient: request.query.recipient } : {}),
      });
      return messages.map((message) => ({
        ...message,
        created_at: new Date(message.created_at).toISOString(),
        sent_at: message.sent_at ? new Date(message.sent_at).toISOString() : null,
      }));
    },
  );
}
