import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { groupOrderClient, line } from '../../helpers/group-orders';
import { nextAddress, SHOP_OPEN } from '../../helpers/placed-order';

/**
 * The organiser makes a new share link (post-new-link): removing someone does not keep out whoever
 * the link reached, so the old link stops opening the group order for joining, reading and its live
 * changes, while its participants stay in by their tokens.
 */
let t: TestApp;
let go: ReturnType<typeof groupOrderClient>;
beforeAll(async () => {
  t = await buildTestApp({ now: () => SHOP_OPEN, payments: { stripe: null, paypal: null } });
  go = groupOrderClient(t.app);
});
afterAll(() => t.close());

const LINK_INVALID = 'This group order link is not valid. Ask the organiser for a new one.';
const get = (url: string) => t.app.inject({ method: 'GET', url: `/public/group-orders/${url}`, remoteAddress: nextAddress() });
const newLink = (token: string, link: string) => go.act('new-link', { participant_token: token, link }) as Promise<{ status: string; message: string; link: string }>;

async function groupWithStranger() {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  const stranger = await go.join(link, 'Stranger');
  const strangerId = (await go.panel(link, stranger)).me.id;
  return { link, olga, ana, stranger, strangerId };
}

it('keeps a removed participant out: the old link no longer joins, reads or streams; the new one does', async () => {
  const { link, olga, strangerId, stranger } = await groupWithStranger();
  expect((await go.act('remove-participant', { participant_token: olga, participant_id: strangerId })).status).toBe('OK');
  const made = await newLink(olga, link);
  expect(made).toMatchObject({ status: 'OK', message: '' });
  expect(made.link).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(made.link).not.toBe(link);

  const rejoin = await go.post(`/${link}/join`, { name: 'Stranger again' });
  expect([rejoin.statusCode, rejoin.json().message]).toEqual([404, LINK_INVALID]);
  for (const path of [link, `${link}/events`, `${link}/panel`]) {
    const answer = await get(path);
    expect([path, answer.statusCode, answer.json().message]).toEqual([path, 404, LINK_INVALID]);
  }
  // Their own screen still says they were removed, and never tells them the new link.
  const theirs = await go.panel(link, stranger);
  expect(theirs.me).toMatchObject({ left: true, removed: true });
  expect(theirs.participants).toEqual([]);
  expect(theirs.link).toBe(link);

  expect((await get(made.link)).statusCode).toBe(200);
  expect((await go.post(`/${made.link}/join`, { name: 'Ben' })).statusCode).toBe(201);
});

it("keeps the participants in: their screens on the old link read the panel, which carries the new one", async () => {
  const { link, olga, ana } = await groupWithStranger();
  const { link: fresh } = await newLink(olga, link);
  for (const token of [olga, ana]) {
    const panel = await go.panel(link, token);
    expect(panel.link).toBe(fresh);
    expect(panel.participants.map((p) => p.name)).toEqual(['Olga', 'Ana', 'Stranger']);
  }
  expect((await go.panel(fresh, ana)).link).toBe(fresh);
  expect((await get(`${link}/food-to-take-back?participant_token=${ana}`)).statusCode).toBe(200);
  // Their calls go by token: they still change the group order.
  await go.add(ana, 24);
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  // A token of no participant finds nothing by the old link, as before.
  expect((await get(`${link}/panel?participant_token=${'S'.repeat(43)}`)).statusCode).toBe(404);
});

it('is the organiser’s alone, of their own group order', async () => {
  const { link, olga, ana } = await groupWithStranger();
  const other = await go.start({ name: 'Hugo', products: [line(24)] });
  expect(await newLink(ana, link)).toEqual({ status: 'ERROR', message: 'Only the organiser of the group order can do this.', link: '' });
  expect(await newLink('S'.repeat(43), link)).toMatchObject({ status: 'ERROR', message: 'You are not a participant of this group order. Join it through the link first.', link: '' });
  // Another group's organiser naming this link changes neither: they are told their own.
  expect(await newLink(other.participant_token, link)).toEqual({ status: 'OK', message: '', link: other.link });
  expect((await get(link)).statusCode).toBe(200);
  expect((await go.panel(link, olga)).link).toBe(link);
});

it('makes one new link for a double click, and works once the group order is in progress', async () => {
  const { link, olga } = await groupWithStranger();
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  expect((await go.panel(link, olga)).status).toBe('in_progress');
  const [first, second] = await Promise.all([newLink(olga, link), newLink(olga, link)]);
  expect(first).toMatchObject({ status: 'OK' });
  expect(second).toEqual(first);
  expect((await get(first.link)).json().status).toBe('in_progress');
  expect((await get(link)).statusCode).toBe(404);
});

/** The app's address; it listens from the first stream test on. */
let listening: Promise<string> | undefined;
const address = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

async function readToEnd(stream: Response): Promise<string> {
  const reader = stream.body!.getReader();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += new TextDecoder().decode(value);
  }
}

it('ends a live stream opened by the old link once a new one is made', async () => {
  const { link, olga } = await groupWithStranger();
  const stream = await fetch(`${await address()}/public/group-orders/${link}/events`);
  const { link: fresh } = await newLink(olga, link);
  // Told of the change first, so a participant's screen reads its panel and follows the new link.
  expect(await readToEnd(stream)).toContain('event: changed');
  expect(fresh).not.toBe(link);
});

it('ends a stream whose link was replaced while it was opening', async () => {
  const { link, olga } = await groupWithStranger();
  const byLink = t.app.repositories.groupOrders.byLink;
  // The new link is made after the stream read the group order, before it listens for changes.
  jest.spyOn(t.app.repositories.groupOrders, 'byLink').mockImplementationOnce(async (asked) => {
    const group = await byLink(asked);
    expect((await newLink(olga, link)).status).toBe('OK');
    return group;
  });
  const stream = await fetch(`${await address()}/public/group-orders/${link}/events`);
  expect(stream.status).toBe(200);
  await readToEnd(stream);
  expect((await get(`${link}/events`)).statusCode).toBe(404);
});

it('places the group order from a cart that still holds the old link (another tab of the organiser)', async () => {
  const { link, participant_token: olga } = await go.start({ products: [line(24)] });
  const ana = await go.join(link, 'Ana');
  await go.add(ana, 24);
  expect((await go.act('confirm', { participant_token: olga })).status).toBe('OK');
  const { link: fresh } = await newLink(olga, link);
  expect((await go.act('confirm', { participant_token: ana })).status).toBe('OK');
  const placed = await go.place(link, olga, { payment_method: 'card' });
  expect([placed.statusCode, placed.json().fields]).toEqual([201, undefined]);
  expect((await go.panel(fresh, olga)).order).not.toBeNull();
  // Refused once completed: nobody joins any more, and its payments keep the link they started under.
  expect((await newLink(olga, fresh)).status).toBe('ERROR');
});
