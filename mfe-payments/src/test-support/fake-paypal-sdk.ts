/**
 * PayPal's JavaScript SDK, replaced where it enters the page. react-paypal-js inserts
 * <script src="https://www.paypal.com/sdk/js?client-id=…"> and waits for `window.paypal`; this
 * answers that script with a stand-in whose Buttons and CardFields render plain controls a test
 * uses as a customer would (the real ones are PayPal's frames and pop-ups, out of reach here).
 * Approving calls the component's createOrder then onApprove, as PayPal does. Tests only.
 */
type Callbacks = {
  createOrder: () => Promise<string>;
  /** Buttons give actions (restart); card fields none. */
  onApprove: (data: Record<string, unknown>, actions?: { restart: () => void }) => Promise<void>;
  onError?: (error: Record<string, unknown>) => void;
};

const SDK_URL = /^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/;

/** The buttons' restarts: PayPal's checkout opened again for the customer to choose another funding source. */
let restarts: string[] = [];
/** The PayPal orders approved: what each createOrder answered. */
let approved: string[] = [];

async function approve(options: Callbacks, { buttons = false } = {}): Promise<void> {
  try {
    const orderID = await options.createOrder();
    approved.push(orderID);
    await options.onApprove({ orderID, payerID: 'QYR5Z8XDVJNXQ' }, buttons ? { restart: () => restarts.push(orderID) } : undefined);
  } catch (error) {
    options.onError?.({ message: String(error) });
  }
}

function fakePaypal() {
  return {
    version: '5.0.0',
    Buttons: (options: Callbacks) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'PayPal';
      button.addEventListener('click', () => void approve(options, { buttons: true }));
      return {
        isEligible: () => true,
        render: async (container: HTMLElement) => {
          container.append(button);
        },
        // As PayPal's own: closing takes the buttons out of the page (a script loaded again renders new ones).
        close: async () => button.remove(),
        updateProps: async () => {},
        hasReturned: () => false,
      };
    },
    CardFields: (options: Callbacks) => {
      const inputs: HTMLInputElement[] = [];
      const field = (label: string) => () => ({
        render: async (container: HTMLElement) => {
          const input = document.createElement('input');
          input.setAttribute('aria-label', `PayPal ${label}`);
          container.append(input);
          inputs.push(input);
        },
        close: async () => {},
      });
      return {
        isEligible: () => true,
        NameField: field('cardholder name'),
        NumberField: field('card number'),
        ExpiryField: field('expiry'),
        CVVField: field('CVV'),
        getState: async () => ({ isFormValid: inputs.length === 4 && inputs.every((input) => input.value.trim() !== ''), errors: [], cards: [] }),
        submit: () => approve(options),
      };
    },
  };
}

/**
 * Serves the SDK to every PayPal script the page inserts; `scripts` are their addresses (client id,
 * currency, components), `restarts` the PayPal orders whose checkout onApprove restarted, `approved`
 * the orders approved.
 */
export function servePaypalSdk(): { scripts: URL[]; restarts: string[]; approved: string[]; restore: () => void } {
  const scripts: URL[] = [];
  restarts = [];
  approved = [];
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || !SDK_URL.test(node.src)) continue;
        scripts.push(new URL(node.src));
        (window as unknown as { paypal: unknown }).paypal = fakePaypal();
        node.dispatchEvent(new Event('load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    scripts,
    restarts,
    approved,
    restore: () => {
      observer.disconnect();
      document.head.querySelectorAll('script').forEach((script) => SDK_URL.test(script.src) && script.remove());
      delete (window as unknown as { paypal?: unknown }).paypal;
    },
  };
}
