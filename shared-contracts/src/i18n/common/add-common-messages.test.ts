import { i18n, startI18n } from '../i18n';
import { addCommonMessages } from './add-common-messages';
import { COMMON_NAMESPACE } from './load-common-messages';

it('loads the common texts of a complete language alone, and English beside the partial Romanian', async () => {
  await startI18n('lt');
  await addCommonMessages('lt');
  expect(i18n.hasResourceBundle('lt', COMMON_NAMESPACE)).toBe(true);
  expect(i18n.hasResourceBundle('en', COMMON_NAMESPACE)).toBe(false);

  await startI18n('ro');
  await addCommonMessages('ro');
  expect(i18n.hasResourceBundle('ro', COMMON_NAMESPACE)).toBe(true);
  expect(i18n.hasResourceBundle('en', COMMON_NAMESPACE)).toBe(true);
});
