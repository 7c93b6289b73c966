import path from 'node:path';
import { federatedAppConfig } from 'shared-contracts/federation';

/**
 * The payments remote, built from a set of exposed modules into a folder. Every build honours the
 * same contract (shared-contracts/remotes/contracts PaymentsModules), so a market can point its
 * manifest at any of them (rspack.kiosk.config.mjs builds the kiosk market's).
 */
export function paymentsRemoteConfig(argv, exposes, outputFolder) {
  const config = federatedAppConfig({ dir: import.meta.dirname, name: 'payments', port: 3006, mode: argv.mode, exposes });
  return { ...config, output: { ...config.output, path: path.join(import.meta.dirname, outputFolder) } };
}

export default (_env, argv) =>
  paymentsRemoteConfig(
    argv,
    {
      './PaymentMethodPicker': './src/exposes/PaymentMethodPicker.tsx',
      './PaymentPage': './src/exposes/PaymentPage.tsx',
      './PaypalPlusPage': './src/exposes/PaypalPlusPage.tsx',
      './ProviderReturnPage': './src/exposes/ProviderReturnPage.tsx',
      './KioskCreditCardPage': './src/kiosk/KioskCreditCardPage.tsx',
      './KioskSuccessPage': './src/kiosk/KioskSuccessPage.tsx',
    },
    'dist',
  );
