import { api } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';

export interface SandboxCardFields {
  card_number: string;
  expiry: string;
  cvc: string;
}

export type SandboxCardResult = { payment: Payment } | { fields: Partial<Record<keyof SandboxCardFields, string>> };

/** POST public/payments/{orderToken}/sandbox-card; a 422 names the fields that are off. */
export async function paySandboxCard(orderToken: string, card: SandboxCardFields): Promise<SandboxCardResult> {
  try {
    return { payment: await api().post(`public/payments/${encodeURIComponent(orderToken)}/sandbox-card`, { json: card }).json<Payment>() };
  } catch (error) {
    const response = (error as { response?: Response }).response;
    if (response?.status === 422) return { fields: ((await response.json()) as { fields?: Record<string, string> }).fields ?? {} };
    throw error;
  }
}
