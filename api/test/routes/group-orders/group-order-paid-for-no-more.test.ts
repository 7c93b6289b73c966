import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { SHOP_OPEN } from '../../helpers/placed-order';

// A participant who confirmed while the organiser paid for them agreed to nothing of their own to
// pay: when the organiser stops paying for them, their confirmation is taken back, so the group
// order cannot complete with them owing a share they never accepted. Lemonade (24) at Old Town.
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const mine = async (link: string, token: string) => {
  const panel = await go.panel(link, token);
  const me = panel.participants.find((participant) => participant.id === panel.me.id)!;
  return { status: panel.status, confirmed: me.confirmed, payment: me.payment };
};

/** Olga organises a split group order; Ana and Ben join with food; Olga pays for Ana, who confirms. */
async function anaPaidForAndConfirmed() {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana', undefined, [line(24)]);
  const ben = await go.join(link, 'Ben', undefined, [line(24)]);
  const anaId = (await go.panel(link, olga)).participants[1]!.id;
  expect((await go.act('pay-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  return { link, olga, ana, ben, anaId };
}

describe('the organiser stops paying for a participant who confirmed', () => {
  it('in progress: takes back their confirmation, so the group order waits for them to accept paying their share', async () => {
    const { link, olga, ana, ben, anaId } = await anaPaidForAndConfirmed();
    expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
    expect(await mine(link, ana)).toEqual({ status: 'in_progress', confirmed: true, payment: 'by_organizer' });

    expect((await go.act('stop-paying-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    expect(await mine(link, ana)).toEqual({ status: 'in_progress', confirmed: false, payment: 'pending' });
    // Ben's confirming no longer completes it: Ana has not accepted her share yet.
    expect((await go.act('confirm', { participant_token: ben })).status).toBe('OK');
    expect((await go.panel(link, olga)).status).toBe('in_progress');
    expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
    expect(await mine(link, ana)).toEqual({ status: 'completed', confirmed: true, payment: 'pending' });
  });

  it('while open: takes back their confirmation as well', async () => {
    const { link, olga, ana, anaId } = await anaPaidForAndConfirmed();
    expect((await go.act('stop-paying-for', { participant_token: olga, participant_id: anaId })).status).toBe('OK');
    expect(await mine(link, ana)).toEqual({ status: 'open', confirmed: false, payment: 'pending' });
  });

  it('leaves the confirmation of one not paid for alone when refused', async () => {
    const { link, olga, ben } = await anaPaidForAndConfirmed();
    expect((await go.act('confirm', { participant_token: ben })).status).toBe('OK');
    const benId = (await go.panel(link, olga)).participants[2]!.id;
    expect((await go.act('stop-paying-for', { participant_token: olga, participant_id: benId })).status).toBe('ERROR');
    expect(await mine(link, ben)).toEqual({ status: 'open', confirmed: true, payment: 'pending' });
  });
});
