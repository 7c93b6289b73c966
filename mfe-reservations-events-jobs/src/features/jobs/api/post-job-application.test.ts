import { File as NodeFile } from 'node:buffer';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { cvUploadTimeoutMs } from 'shared-contracts/api/cv-upload-time';
import { postJobApplication } from './post-job-application';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

const fields = { name: 'Ana Pop', email: 'ana@example.com', phone: '0722 123 456', message: '', website: '' };

test('a CV is given the time it takes to upload on a slow uplink, not the usual 10 s', () => {
  expect(cvUploadTimeoutMs(0)).toBe(10_000);
  // 2 MB on 3G was cut off at 10 s every time; the 5 MB allowed takes minutes.
  expect(cvUploadTimeoutMs(2 * 1024 * 1024)).toBeGreaterThan(90_000);
  expect(cvUploadTimeoutMs(5 * 1024 * 1024)).toBeGreaterThan(200_000);
});

test('the application is sent with the shop headers and its key, waiting as long as its CV needs', async () => {
  const api = fakeApi(({ url }) => (url.pathname === '/public/jobs/delivery-rider/applications' ? { status: 201, json: { id: 4 } } : undefined));
  const timeouts = jest.spyOn(AbortSignal, 'timeout');
  try {
    // The fetch's own File (this jest environment's FormData is Node's), as a browser's would be its own.
    const cv = new NodeFile([new Uint8Array(2 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' }) as unknown as File;
    expect(await postJobApplication('delivery-rider', fields, cv, 'application-fill-1')).toEqual({ id: 4 });
    expect(timeouts).toHaveBeenCalledWith(cvUploadTimeoutMs(cv.size));
    const sent = api.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('X-Client-Version')).toBe('6.0.2');
    // A retry after a lost answer is the same application: the API keeps one.
    expect(sent.headers.get('Idempotency-Key')).toBe('application-fill-1');
    expect(String(sent.body)).toContain('filename="cv.pdf"');
  } finally {
    timeouts.mockRestore();
    api.restore();
  }
});
