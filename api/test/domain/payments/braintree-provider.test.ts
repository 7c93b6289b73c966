import type braintree from 'braintree';
import nock from 'nock';
import { braintreeProvider, statusOfTransaction } from '../../../src/domain/payments/braintree-provider';
import { recordedText } from '../../helpers/recorded';

const sale = (status: braintree.TransactionStatus, processorResponseText = '') =>
  statusOfTransaction({ id: 'bt7x2k9', orderId: 'order-token', status, processorResponseText, processorResponseCode: '' });

describe('statusOfTransaction: a failed sale gives the screen a reason it has words for', () => {
  it('a sale the bank declined is a declined card; Braintree\'s words stay for the staff', () => {
    expect(sale('processor_declined', 'Do Not Honor')).toMatchObject({ status: 'requires_payment_method', failure: 'Do Not Honor', failureCode: 'card_declined' });
  });

  it('a sale the gateway\'s rules rejected (fraud, CVV) is a declined card too', () => {
    expect(sale('gateway_rejected')).toMatchObject({ status: 'requires_payment_method', failure: 'Braintree: gateway_rejected', failureCode: 'card_declined' });
  });

  it.each(['failed', 'voided', 'authorization_expired'] as const)('a sale that ended %s gives the general reason', (status) => {
    expect(sale(status).failureCode).toBe('payment_failed');
  });

  it('a settlement declined later is one the bank could not verify', () => {
    expect(sale('settlement_declined')).toMatchObject({ status: 'error_checking', failureCode: 'not_verified' });
  });

  it('a paid sale has no reason', () => {
    expect(sale('submitted_for_settlement')).toMatchObject({ status: 'succeeded', failure: null, failureCode: null });
  });
});

test('a sale refused before a transaction existed (a nonce used twice) gives the general reason, not Braintree\'s code', async () => {
  nock.disableNetConnect();
  const message = 'Cannot use a payment_method_nonce more than once.';
  nock('https://api.sandbox.braintreegateway.com')
    .get('/merchants/casaaurora/merchant_accounts?page=1')
    .reply(200, recordedText('braintree/merchant-accounts.xml'), { 'content-type': 'application/xml; charset=utf-8' })
    .post('/merchants/casaaurora/transactions')
    .reply(422, `<?xml version="1.0" encoding="UTF-8"?>
<api-error-response>
  <errors>
    <errors type="array"/>
    <transaction>
      <errors type="array">
        <error><code>91564</code><attribute type="symbol">payment_method_nonce</attribute><message>${message}</message></error>
      </errors>
    </transaction>
  </errors>
  <message>${message}</message>
</api-error-response>`, { 'content-type': 'application/xml; charset=utf-8' });
  const provider = braintreeProvider({ merchantId: 'casaaurora', publicKey: 'bt_public_test', privateKey: 'bt_private_test', environment: 'sandbox' });
  try {
    expect(await provider.chargeNonce!({ nonce: 'fake-consumed-nonce', amount: 28, currency: 'RON', reference: 'order-token' })).toEqual({
      status: 'requires_payment_method', failure: message, failureCode: 'payment_failed',
    });
  } finally {
    nock.cleanAll();
    nock.enableNetConnect();
  }
});
