import { unsubscribeSignature } from '../../../../src/domain/unsubscribe-signature';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

describe('POST /public/newsletter/unsubscribe', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ signingSecret: 'test-secret' });
  });
  afterAll(() => subject.close());

  it('unsubscribes the address of a signed link', async () => {
    const signature = unsubscribeSignature('Ana@Example.com', 'test-secret');
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/newsletter/unsubscribe',
      payload: { email: 'Ana@Example.com', signature },
    });
    expect(response.json()).toEqual({ email: 'ana@example.com' });
    const row = await subject.app.db.selectFrom('newsletter_subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row.subscribed).toBe(false);
  });

  it('refuses a link signed for another address, changing nothing', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/public/newsletter/unsubscribe',
      payload: { email: 'ion@example.com', signature: unsubscribeSignature('ana@example.com', 'test-secret') },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This unsubscribe link is not valid. Please use the link from your latest e-mail.');
    expect(await subject.app.repositories.newsletter.isSubscribed('ion@example.com')).toBe(false);
    const rows = await subject.app.db.selectFrom('newsletter_subscribers').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});
