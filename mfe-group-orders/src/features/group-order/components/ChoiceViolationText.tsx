import type { ChoiceViolation } from 'shared-contracts/choices/validate-product-choices';
import { useTexts } from '../../../i18n/use-texts';

/** A broken choice rule of spec §5 in the participant's language, giving the bound. */
export function ChoiceViolationText({ violation }: { violation: ChoiceViolation }) {
  const { t } = useTexts();
  switch (violation.rule) {
    case 'min_options':
      return <>{t('choice.min_options', { group: violation.group, min: violation.min })}</>;
    case 'max_options':
      return <>{t('choice.max_options', { group: violation.group, max: violation.max })}</>;
    case 'min_quantity':
      return <>{t('choice.min_quantity', { option: violation.option, min: violation.min })}</>;
    case 'max_quantity':
      return <>{t('choice.max_quantity', { option: violation.option, max: violation.max })}</>;
    case 'size_required':
    case 'unknown_size':
      return <>{t('choice.size')}</>;
    case 'quantity':
      return <>{t('choice.quantity')}</>;
    case 'unknown_option':
      return <>{t('choice.unknown_option')}</>;
  }
}
