/**
 * Stripe.js as `loadStripe` resolves it, for tests that replace '@stripe/stripe-js' (the loader
 * of Stripe's script, which this machine cannot reach). The Payment Element mounts a plain
 * placeholder; confirmPayment answers what the test says Stripe would. Tests only.
 */
export function fakeStripe(confirmResult: () => Promise<Record<string, unknown>> = async () => ({ paymentIntent: { status: 'succeeded' } })) {
  const paymentElement = {
    mount: jest.fn((node: HTMLElement) => {
      const frame = document.createElement('div');
      frame.setAttribute('data-testid', 'stripe-payment-element');
      node.append(frame);
    }),
    on: jest.fn(),
    off: jest.fn(),
    update: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => paymentElement), getElement: jest.fn(() => paymentElement), update: jest.fn(), submit: jest.fn() };
  const stripe = {
    elements: jest.fn(() => elements),
    confirmPayment: jest.fn(confirmResult),
    createToken: jest.fn(),
    createPaymentMethod: jest.fn(),
    confirmCardPayment: jest.fn(),
  };
  return { stripe, elements, paymentElement };
}
