import { isSelfReferral } from '../../../src/domain/account/self-referral';

const referrer = { email: 'maria+shop@example.com', phone: '+40712349901' };

test('one phone number however written, or one mailbox whatever its +tag, is the referrer', () => {
  expect(isSelfReferral({ email: 'other@example.com', phone: '0712 349 901' }, referrer, 'RO')).toBe(true);
  expect(isSelfReferral({ email: ' Maria@Example.com ', phone: '+40712349902' }, referrer, 'RO')).toBe(true);
  expect(isSelfReferral({ email: 'maria+again@example.com', phone: '+40712349902' }, referrer, 'RO')).toBe(true);
});

test('another mailbox and number are a friend, and no number (an account made with Google) matches none', () => {
  expect(isSelfReferral({ email: 'mario@example.com', phone: '+40712349902' }, referrer, 'RO')).toBe(false);
  expect(isSelfReferral({ email: 'maria@example.org', phone: '' }, { ...referrer, phone: '' }, 'RO')).toBe(false);
  expect(isSelfReferral({ email: null, phone: '+40712349902' }, referrer, 'RO')).toBe(false);
});
