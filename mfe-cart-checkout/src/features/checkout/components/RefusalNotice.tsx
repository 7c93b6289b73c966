import type { Ref } from 'react';
import { Notice } from 'shared-contracts/ui/Notice';

/**
 * Why the order was not sent, on top of the form. It takes focus (tabIndex -1) when no field is
 * to blame, so the customer is brought to it and hears it (see useShowProblem).
 */
export function RefusalNotice({ messages, ref }: { messages: string[]; ref: Ref<HTMLDivElement> }) {
  if (messages.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone="error">
        {messages.map((message) => <p key={message}>{message}</p>)}
      </Notice>
    </div>
  );
}
