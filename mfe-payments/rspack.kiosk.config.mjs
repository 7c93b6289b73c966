import { paymentsRemoteConfig } from './rspack.config.mjs';

/**
 * The kiosk market's payments remote: the same federation name and exposed modules as the shop's,
 * with the kiosk's picker (card at the terminal only) and screens, built into dist-kiosk. A market
 * uses it by pointing its manifest's payments entry at it (markets/kiosk.json); nothing else is rebuilt.
 */
export default (_env, argv) =>
  paymentsRemoteConfig(
    argv,
    {
      './PaymentMethodPicker': './src/kiosk/KioskPaymentMethodPicker.tsx',
      './PaymentPage': './src/kiosk/KioskPaymentPage.tsx',
      './PaypalPlusPage': './src/kiosk/KioskPaymentPage.tsx',
      './ProviderReturnPage': './src/kiosk/KioskProviderReturnPage.tsx',
      './KioskCreditCardPage': './src/kiosk/KioskCreditCardPage.tsx',
      './KioskSuccessPage': './src/kiosk/KioskSuccessPage.tsx',
    },
    'dist-kiosk',
  );
