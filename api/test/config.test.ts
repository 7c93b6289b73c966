import { loadConfig, productionWarnings } from '../src/config';

/** What a production start says is missing (server.ts logs each), and CORS_ORIGINS as the browser compares it. */
const complete = {
  SHOP_URL: 'https://shop.example.com',
  CORS_ORIGINS: 'https://kiosk.example.com',
  SMTP_URL: 'smtps://user:pass@mail.example.com',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  SMS_FROM: '+40700000000',
};

test('a production start with everything set has nothing to warn about', () => {
  expect(productionWarnings(loadConfig(complete))).toEqual([]);
});

test("without CORS_ORIGINS it warns which origins may call: SHOP_URL's and localhost", () => {
  const warnings = productionWarnings(loadConfig({ ...complete, CORS_ORIGINS: '' }));
  expect(warnings).toEqual(["CORS_ORIGINS is not set: browsers may call the API only from SHOP_URL's origin (https://shop.example.com) and other localhost origins"]);
});

test('without SHOP_URL it warns that e-mailed links and calls are localhost only', () => {
  const warnings = productionWarnings(loadConfig({ ...complete, SHOP_URL: '', CORS_ORIGINS: '' }));
  expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^SHOP_URL is not set/), expect.stringMatching(/^CORS_ORIGINS is not set: .*http:\/\/localhost:3000/)]));
});

test('without SMTP or Twilio it warns that messages stay in the outbox', () => {
  const warnings = productionWarnings(loadConfig({ SHOP_URL: complete.SHOP_URL, CORS_ORIGINS: complete.CORS_ORIGINS }));
  expect(warnings).toEqual([expect.stringMatching(/^SMTP_URL is not set/), expect.stringMatching(/^TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are not set/)]);
});

test('CORS_ORIGINS entries are read as origins (no trailing slash or path); one that is not stops the start, named', () => {
  expect(loadConfig({ CORS_ORIGINS: 'https://shop.example.com/, http://localhost:3100' }).corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:3100']);
  expect(loadConfig({}).corsOrigins).toBeNull();
  expect(() => loadConfig({ CORS_ORIGINS: 'shop.example.com' })).toThrow('CORS_ORIGINS: "shop.example.com" is not an origin');
});
