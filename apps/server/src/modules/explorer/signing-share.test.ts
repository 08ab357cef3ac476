import { describe, expect, it } from 'vitest';
import { SIGNING_SHARE, SigningShare } from './signing-share.js';

/** A clock the test moves by hand, and work that takes `ms` of it. */
function handClock() {
  let now = 0;
  return {
    now: () => now,
    takes:
      <T>(ms: number, answer: T) =>
      async () => {
        now += ms;
        return answer;
      },
  };
}

/** Whether the promise has settled by the time the microtasks queued now have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('SigningShare', () => {
  it('lets a search read at once when no list is being signed', async () => {
    const clock = handClock();
    const share = new SigningShare(clock.now);
    expect(await share.search(clock.takes(500, 'read'))).toBe('read');
    expect(await share.search(clock.takes(500, 'again'))).toBe('again');
  });

  it('holds the searches back until the signing has had twice their time', async () => {
    expect(SIGNING_SHARE).toBe(2);
    const clock = handClock();
    const share = new SigningShare(clock.now);
    const signing = share.begin();
    expect(share.busy).toBe(true);
    // Neither has had any time yet: the first search reads, for 100 ms.
    expect(await share.search(clock.takes(100, 'first'))).toBe('first');
    const second = share.search(clock.takes(100, 'second'));
    expect(await settled(second)).toBe(false);
    await signing.timed(clock.takes(150, null));
    expect(await settled(second)).toBe(false);
    // Twice the searches' 100 ms: the second search's turn.
    await signing.timed(clock.takes(60, null));
    expect(await second).toBe('second');
  });

  it('lets every waiting search read once the signing ends, and starts the count again', async () => {
    const clock = handClock();
    const share = new SigningShare(clock.now);
    const signing = share.begin();
    await share.search(clock.takes(300, 'first'));
    const waiting = [share.search(clock.takes(10, 'a')), share.search(clock.takes(10, 'b'))];
    expect(await settled(Promise.race(waiting))).toBe(false);
    signing.end();
    signing.end();
    expect(share.busy).toBe(false);
    expect(await Promise.all(waiting)).toEqual(['a', 'b']);
    // A new signing starts from even: its first search reads at once.
    const next = share.begin();
    expect(await settled(share.search(clock.takes(10, 'c')))).toBe(true);
    next.end();
  });

  it('counts a one-piece signing, failed or not, and ends it', async () => {
    const clock = handClock();
    const share = new SigningShare(clock.now);
    const long = share.begin();
    await share.search(clock.takes(100, 'first'));
    const waiting = share.search(clock.takes(10, 'second'));
    await expect(
      share.signs(async () => {
        await clock.takes(250, null)();
        throw new Error('read failed');
      }),
    ).rejects.toThrow('read failed');
    // The failed piece's 250 ms counted: the search reads although the long signing goes on.
    expect(await waiting).toBe('second');
    expect(share.busy).toBe(true);
    long.end();
    expect(share.busy).toBe(false);
  });
});
