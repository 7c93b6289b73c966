import { loggedError } from '../../src/plugins/external/request-logging';

// What an SDK's connection error carries (axios, under PayPal's SDK): the request it made, with
// the Basic client secret and the body, and the answer if any. None of it may reach a log line.
const BASIC = `Basic ${Buffer.from('AbPayPalClientIdValue:EbPayPalSecretValue').toString('base64')}`;

function axiosLikeError(): Error {
  const error = Object.assign(new Error('socket hang up'), {
    code: 'ECONNRESET',
    config: { url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token', headers: { Authorization: BASIC }, data: 'grant_type=client_credentials' },
    request: { _header: `POST /v1/oauth2/token HTTP/1.1\r\nAuthorization: ${BASIC}\r\n` },
    response: { data: { email: 'ana@example.com' } },
  });
  return error;
}

test('an SDK error is logged as its type, message, code and stack, without the request it carried', () => {
  const logged = loggedError(axiosLikeError());
  expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
  expect(logged).toMatchObject({ type: 'Error', message: 'socket hang up', code: 'ECONNRESET' });
  const text = JSON.stringify(logged);
  for (const secret of [BASIC, 'EbPayPalSecretValue', 'grant_type', 'ana@example.com']) expect(text).not.toContain(secret);
});

test('a database error keeps its code but not the detail quoting the row', () => {
  const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(ana@example.com) already exists.',
  });
  const logged = loggedError(error);
  expect(logged.code).toBe('23505');
  expect(JSON.stringify(logged)).not.toContain('ana@example.com');
});

test('a thrown non-Error is logged as its text', () => {
  expect(loggedError('boom' as unknown as Error)).toEqual({ type: 'string', message: 'boom', stack: '' });
});
