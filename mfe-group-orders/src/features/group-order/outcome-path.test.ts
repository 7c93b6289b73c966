import type { GroupOrder } from 'shared-contracts/types/group-order';
import { outcomePath, readByOrganiser } from './outcome-path';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const order = (status: GroupOrder['status'], isAdmin: boolean, left = false) => ({ link: LINK, status, me: { is_admin: isAdmin, left } }) as GroupOrder;

test("a deleted group order's screen knows whether its organiser reads it; a running one stays", () => {
  const organiser = outcomePath(order('cancelled', true));
  expect(organiser).toBe(`/group-orders/cancelled?link=${LINK}&as=organiser`);
  expect(readByOrganiser(new URL(organiser!, 'http://shop.test').searchParams)).toBe(true);
  const participant = outcomePath(order('cancelled', false));
  expect(participant).toBe(`/group-orders/cancelled?link=${LINK}`);
  expect(readByOrganiser(new URL(participant!, 'http://shop.test').searchParams)).toBe(false);
  expect(outcomePath(order('completed', true))).toBe(`/group-orders/success?link=${LINK}`);
  expect(outcomePath(order('in_progress', true))).toBeNull();
});

test('someone removed from the group order (or who gave up) is sent to no outcome: their screen says they left', () => {
  expect(outcomePath(order('completed', false, true))).toBeNull();
  expect(outcomePath(order('cancelled', false, true))).toBeNull();
});
