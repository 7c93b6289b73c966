import { Link } from 'react-router-dom';
import { normalisePhone } from 'shared-contracts/forms/person-fields';
import { href } from 'shared-contracts/routes/named-routes';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { isPhone } from '../../auth/validation';

/**
 * What the account says of its phone number holds for the number saved. While the field holds
 * another one, that line would vouch for a number nobody validated: a valid new number is said to
 * be validated by SMS once saved (the API resets the validation then); an invalid one has its error.
 * An account without a number (made with Google) is asked to add one: there is nothing to validate.
 */
export function PhoneStatus({ typed, saved, validated }: { typed: string; saved: string; validated: boolean }) {
  const { t } = useAccountTexts();
  const changed = normalisePhone(typed) !== normalisePhone(saved);
  if (changed && !isPhone(typed)) return null;
  if (normalisePhone(saved) === '') return <p>{t('profile.phone_missing')}</p>;
  if (changed) return <p>{t('profile.phone_changed')}</p>;
  if (validated) return <p>{t('profile.phone_validated')}</p>;
  return (
    <p>
      {t('profile.phone_not_validated')}{' '}
      <Link className="account-link" to={href('auth.validate-phone-number')}>
        {t('profile.validate_phone')}
      </Link>
    </p>
  );
}
