import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import './StaffSignIn.css';

/**
 * The staff code of the store, asked before the board opens. The shop's own field and message, as
 * on every other form (not the browser's bubble, which speaks the browser's language); the API
 * says whether a code given is wrong (`refusal`).
 */
export function StaffSignIn({ refusal, onSignIn, focusFirst = false }: { refusal: string | null; onSignIn: (code: string) => void; focusFirst?: boolean }) {
  const { t } = useCartTexts();
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Signed out: the button pressed is gone with the board, and the code is what comes next.
  useEffect(() => {
    if (focusFirst) field.current?.focus();
  }, [focusFirst]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    setMissing(!code);
    if (code) onSignIn(code);
    else field.current?.focus();
  }

  return (
    <>
      <NoticeRegion urgent>
        {refusal && <Notice tone="error" live={false}>{refusal}</Notice>}
      </NoticeRegion>
      <form className="staff-sign-in" noValidate onSubmit={submit}>
        <Field
          ref={field}
          id="staff-code"
          className="staff-sign-in__code"
          label={t('staff.code')}
          type="password"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={missing ? t('staff.codeRequired') : undefined}
          required
        />
        <Button type="submit">{t('staff.open')}</Button>
      </form>
    </>
  );
}
