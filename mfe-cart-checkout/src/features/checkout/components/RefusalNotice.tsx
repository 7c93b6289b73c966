import type { Ref } from 'react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';

/**
 * Why the order was not sent, on top of the form, said from an alert region always there (empty
 * until the order is refused). It takes focus (tabIndex -1) when no field is to blame, so the
 * customer is brought to it and hears it (see useShowProblem).
 */
export function RefusalNotice({ messages, ref }: { messages: string[]; ref: Ref<HTMLDivElement> }) {
  return (
    <NoticeRegion urgent>
      {messages.length > 0 && (
        <div ref={ref} tabIndex={-1}>
          <Notice tone="error" live={false}>
            {messages.map((message) => <p key={message}>{message}</p>)}
          </Notice>
        </div>
      )}
    </NoticeRegion>
  );
}
