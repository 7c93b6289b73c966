import { paymentSettingsFromEnv } from '../../../src/domain/payments/payment-providers';
import { placeOrder, SHOP_OPEN } from '../../helpers/placed-order';
import { buildTestApp } from '../../helpers/test-app';

const PAYPAL = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'hook' };

describe('payment settings from the environment', () => {
  it('runs cards on the built-in sandbox in development, where the tests and `npm start` need it', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(paymentSettingsFromEnv({ NODE_ENV }).sandbox).toBe(true);
      expect(paymentSettingsFromEnv({ NODE_ENV, ...PAYPAL }).paypal?.environment).toBe('sandbox');
    }
  });

  it('is production when NODE_ENV is unset: a deployment that forgets it takes no test card', () => {
    expect(paymentSettingsFromEnv({}).sandbox).toBe(false);
    expect(paymentSettingsFromEnv({ ...PAYPAL }).paypal?.environment).toBe('production');
  });

  it('has no sandbox in production unless SANDBOX_PAYMENTS=on says so: its test cards would pay real orders', () => {
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'on' }).sandbox).toBe(true);
  });

  it("takes a provider's production environment in production unless told otherwise", () => {
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production', ...PAYPAL }).paypal?.environment).toBe('production');
    expect(paymentSettingsFromEnv({ NODE_ENV: 'production', ...PAYPAL, PAYPAL_ENVIRONMENT: 'sandbox' }).paypal?.environment).toBe('sandbox');
  });
});

it('offers no card, and takes none, without a card provider and without the sandbox', async () => {
  const t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null, sandbox: false } });
  try {
    const offered = await t.app.inject({ method: 'GET', url: '/public/payment-methods?delivery_type=pickup&store_id=1' });
    expect(offered.json().methods.map((entry: { method: string }) => entry.method)).not.toContain('card');
    await expect(placeOrder(t.app, 'card')).rejects.toThrow(/answered 422/);
    await placeOrder(t.app, 'cash-pickup');
  } finally {
    await t.close();
  }
});
