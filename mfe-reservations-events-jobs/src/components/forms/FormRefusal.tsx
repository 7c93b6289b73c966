import type { ReactNode } from 'react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';

/**
 * Why a form was not taken, above its button, said from an alert region always in the page (with
 * nothing in it until there is a refusal); marked so useFocusProblem brings the customer to it.
 */
export function FormRefusal({ children }: { children?: ReactNode }) {
  return (
    <NoticeRegion urgent>
      {children && (
        <div tabIndex={-1} data-form-refusal="">
          <Notice tone="error" live={false}>
            {children}
          </Notice>
        </div>
      )}
    </NoticeRegion>
  );
}
