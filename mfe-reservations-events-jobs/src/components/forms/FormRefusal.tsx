import type { ReactNode } from 'react';
import { Notice } from 'shared-contracts/ui/Notice';

/** Why a form was not taken, above its button; marked so useFocusProblem brings the customer to it. */
export function FormRefusal({ children }: { children: ReactNode }) {
  return (
    <div tabIndex={-1} data-form-refusal="">
      <Notice tone="error">{children}</Notice>
    </div>
  );
}
