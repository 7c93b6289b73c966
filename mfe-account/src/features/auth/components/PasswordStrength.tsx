import { useEffect, useState } from 'react';
import { STRENGTH_LEVELS, passwordStrength, type StrengthLevel } from '../password-strength';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import './account-forms.css';

/** Spec §5: the strength of the password being typed, as a word and five steps; announced politely. */
export function PasswordStrength({ password, userInputs }: { password: string; userInputs: string[] }) {
  const { t } = useAccountTexts();
  const [level, setLevel] = useState<StrengthLevel | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setLevel(null);
      return;
    }
    let live = true;
    passwordStrength(password, inputsKey.split('\n')).then(
      (found) => live && setLevel(found),
      // Without its dictionaries the meter says nothing rather than a level it did not rate.
      () => live && setLevel(null),
    );
    return () => {
      live = false;
    };
  }, [password, inputsKey]);

  const steps = level ? STRENGTH_LEVELS.indexOf(level) + 1 : 0;
  return (
    <div className="password-strength" role="status" aria-live="polite">
      {level && (
        <>
          <span>{t('password.strength', { level: t(`password.levels.${level}`) })}</span>
          <span className="password-strength__bar" aria-hidden="true">
            {STRENGTH_LEVELS.map((name, index) => (
              <span key={name} className={`password-strength__step${index < steps ? ' password-strength__step--on' : ''}`} />
            ))}
          </span>
        </>
      )}
    </div>
  );
}
