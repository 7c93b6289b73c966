import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { DISPATCH_ACTION, PayPalScriptProvider, usePayPalScriptReducer, type ReactPayPalScriptOptions } from '@paypal/react-paypal-js';
import { languageCookieValue } from 'shared-contracts/language/resolve-language';
import { $language } from 'shared-contracts/stores/language';

/**
 * PayPal reads its locale only as its script loads, and PayPalScriptProvider keeps the options it
 * was first given: a language chosen later loads the script again (resetOptions, which also takes
 * the old script out of the page).
 */
function LoadAgainInLanguage({ options }: { options: ReactPayPalScriptOptions }) {
  const [{ options: loaded }, dispatch] = usePayPalScriptReducer();
  useEffect(() => {
    if (loaded.locale !== options.locale) dispatch({ type: DISPATCH_ACTION.RESET_OPTIONS, value: options });
  }, [loaded.locale, options, dispatch]);
  return null;
}

/**
 * PayPal's script with these options, in the shop's language rather than the one PayPal guesses from
 * the browser. PayPal spells the language cookie's en-GB, es-ES, lt-LT and ro-RO with an underscore.
 */
export function PaypalScript({ options, children }: { options: ReactPayPalScriptOptions; children: ReactNode }) {
  const withLocale = { ...options, locale: languageCookieValue(useStore($language)).replace('-', '_') };
  return (
    <PayPalScriptProvider options={withLocale}>
      <LoadAgainInLanguage options={withLocale} />
      {children}
    </PayPalScriptProvider>
  );
}
