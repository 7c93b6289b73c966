import ky, { TimeoutError } from 'ky';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { answeredNothing, redirectOfBootError } from './boot-error';

/** The error ky raises when public/website-settings answers so. */
async function bootError(answer: Answer): Promise<unknown> {
  const api = fakeApi(() => answer);
  try {
    return await ky.get('http://api.test/public/website-settings', { retry: 0 }).then(() => null, (error: unknown) => error);
  } finally {
    api.restore();
  }
}

describe('redirectOfBootError (spec §8 start-up)', () => {
  it('follows the redirect URL a boot error carries', async () => {
    const error = await bootError({ status: 500, json: { redirect_url: 'https://elsewhere.test/' } });
    expect(await redirectOfBootError(error, '/')).toBe('https://elsewhere.test/');
  });

  it('sends an unknown store address (/s/nowhere, a 404) to the homepage', async () => {
    const error = await bootError({ status: 404, json: { message: 'Store "nowhere" not found.' } });
    expect(await redirectOfBootError(error, '/s/nowhere')).toBe('/');
  });

  it('stays put on a 404 at the homepage itself, which would only send it to itself again', async () => {
    const error = await bootError({ status: 404, json: { message: 'Not found.' } });
    expect(await redirectOfBootError(error, '/')).toBeNull();
  });

  it('keeps the server-error screen for other failures', async () => {
    expect(await redirectOfBootError(await bootError({ status: 503, json: { message: 'Down.' } }), '/s/riverside')).toBeNull();
    expect(await redirectOfBootError(new TypeError('Failed to fetch'), '/s/riverside')).toBeNull();
  });
});

describe('answeredNothing (spec §8 "no response")', () => {
  it('is a network failure, in each browser\'s words, or a call that timed out', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      expect(answeredNothing(new TypeError(message))).toBe(true);
    }
    expect(answeredNothing(new TimeoutError(new Request('http://api.test/public/website-settings')))).toBe(true);
  });

  it('is not an error status the API answered, nor a mistake in the shop\'s own code', async () => {
    expect(answeredNothing(await bootError({ status: 503, json: { message: 'Down.' } }))).toBe(false);
    expect(answeredNothing(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(answeredNothing(new Error('config.json answered 404'))).toBe(false);
  });
});
