import { commonText } from 'shared-contracts/i18n/common/common-text';
import { failureReason } from './failure-reason';

/** Spec §8 "Message not sent." for the contact and job forms, followed by why (see failureReason). */
export async function messageNotSent(error: unknown): Promise<string> {
  return [commonText('errors.message_not_sent'), await failureReason(error)].filter(Boolean).join(' ');
}
