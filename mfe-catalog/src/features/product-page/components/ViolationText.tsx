import type { ChoiceViolation } from 'shared-contracts/choices/validate-product-choices';
import { useProductTexts } from '../../../i18n/product-texts';

/** A broken choice rule in the customer's language, giving the bound (spec §5). */
export function ViolationText({ violation }: { violation: ChoiceViolation }) {
  const { t } = useProductTexts();
  switch (violation.rule) {
    case 'min_options':
      return <>{t('violation_min_options', { group: violation.group, min: violation.min })}</>;
    case 'max_options':
      return <>{t('violation_max_options', { group: violation.group, max: violation.max })}</>;
    case 'min_quantity':
      return <>{t('violation_min_quantity', { option: violation.option, min: violation.min })}</>;
    case 'max_quantity':
      return <>{t('violation_max_quantity', { option: violation.option, max: violation.max })}</>;
    case 'size_required':
    case 'unknown_size':
      return <>{t('violation_size')}</>;
    case 'quantity':
      return <>{t('violation_quantity')}</>;
    case 'unknown_option':
      return <>{t('violation_unknown_option')}</>;
  }
}
