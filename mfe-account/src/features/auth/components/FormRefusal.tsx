import type { ReactNode } from 'react';
import { Notice } from 'shared-contracts/ui/Notice';

/** A refusal on top of a form; focusable (data-form-refusal) so useFocusProblem can bring the customer to it. */
export function FormRefusal({ children }: { children: ReactNode }) {
  return (
    <div className="account-form__refusal" tabIndex={-1} data-form-refusal="">
      <Notice tone="error">{children}</Notice>
    </div>
  );
}
