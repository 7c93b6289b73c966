import { guestDetailsErrors } from 'shared-contracts/checkout/guest-details';

const valid = { name: 'Ana Pop', email: 'ana@example.com', phone: '0722 123 456', phone_country: 'RO' };

test('a complete guest passes', () => {
  expect(guestDetailsErrors(valid)).toEqual({});
});

test('spec §5: a blank full name and a malformed e-mail are refused', () => {
  expect(guestDetailsErrors({ ...valid, name: '   ', email: 'ana@example' })).toEqual({
    name: 'name_required',
    email: 'email_invalid',
  });
});

test('the full name is the shared rule: one letter or only emoji is none, any script is one', () => {
  for (const name of ['A', '😀😀 🍕', '...']) expect(guestDetailsErrors({ ...valid, name }).name).toBe('name_required');
  for (const name of ['Ștefan', '李雷', "O'Brien"]) expect(guestDetailsErrors({ ...valid, name })).toEqual({});
});

test("the phone number keeps every form's rule, then must be valid for its country; an international number needs no country", () => {
  expect(guestDetailsErrors({ ...valid, phone: '0722 1' }).phone).toBe('phone_invalid');
  expect(guestDetailsErrors({ ...valid, phone: '' }).phone).toBe('phone_invalid');
  expect(guestDetailsErrors({ ...valid, phone: '0722 12' }).phone).toBe('phone_country');
  expect(guestDetailsErrors({ ...valid, phone: '+370 612 34567', phone_country: '' })).toEqual({});
  expect(guestDetailsErrors({ ...valid, phone: '612 34567', phone_country: 'LT' })).toEqual({});
});

test('an address the API would refuse is refused here first: a final dot, a letter outside ASCII', () => {
  expect(guestDetailsErrors({ ...valid, email: 'ana@example.com.' }).email).toBe('email_invalid');
  expect(guestDetailsErrors({ ...valid, email: 'ana@exämple.com' }).email).toBe('email_invalid');
});
