import { smsRecipient } from '../../../src/domain/account/sms-recipient';

describe('smsRecipient', () => {
  it("reads a number typed without its country as the brand's country's", () => {
    expect(smsRecipient('0721 234 567', 'RO')).toBe('+40721234567');
    expect(smsRecipient('0721-234-567', 'ro')).toBe('+40721234567');
    expect(smsRecipient('8612 34567', 'LT')).toBe('+37061234567');
  });

  it('keeps the country a number was typed with', () => {
    expect(smsRecipient('+370 612 34567', 'RO')).toBe('+37061234567');
    expect(smsRecipient('+40 721 234 567', 'LT')).toBe('+40721234567');
  });

  it('sends a number the rules cannot read as it was typed', () => {
    expect(smsRecipient('12', 'RO')).toBe('12');
  });
});
