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

  it('keeps at most its bound of live keys, letting go of the one set longest ago', () => {
    const deadlines = guessDeadlines(3);
    for (const key of ['a', 'b', 'c']) deadlines.set(key, 5_000, 0);
    deadlines.set('a', 5_000, 1);
    deadlines.set('d', 5_000, 2);
    expect(['a', 'b', 'c', 'd'].map((key) => deadlines.holds(key, 3))).toEqual([true, false, true, true]);
  });
});
