import type { ReactNode } from 'react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';

/**
 * A refusal on top of a form, said from an alert region always in the page (rendered with nothing
 * in it until there is a refusal); focusable (data-form-refusal) so useFocusProblem can bring the
 * customer to it.
 */
export function FormRefusal({ children }: { children?: ReactNode }) {
  return (
    <NoticeRegion urgent>
      {children && (
        <div className="account-form__refusal" tabIndex={-1} data-form-refusal="">
          <Notice tone="error" live={false}>
            {children}
          </Notice>
        </div>
      )}
    </NoticeRegion>
  );
}
