import { guessDeadlines } from '../../../../src/routes/public/auth/guess-deadlines';

describe('what the sign-in limiter said, kept until its window ends', () => {
  it('holds a key until its time, not after, however many others have come and passed', () => {
    const deadlines = guessDeadlines();
    deadlines.set('live', 5_000, 0);
    for (let i = 0; i < 2_000; i += 1) deadlines.set(`one-off ${i}`, 10, 0);
    deadlines.set('late', 30, 20);
    expect([deadlines.holds('live', 20), deadlines.holds('late', 20), deadlines.holds('one-off 7', 20)]).toEqual([true, true, false]);
    expect([deadlines.holds('live', 5_000), deadlines.holds('late', 30)]).toEqual([false, false]);
  });
});
