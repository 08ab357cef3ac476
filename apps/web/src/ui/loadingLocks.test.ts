import { describe, expect, it } from 'vitest';
import { createLockRegistry } from './loadingLocks';

describe('lock registry', () => {
  it('is held while any named lock is held', () => {
    const locks = createLockRegistry();
    const seen: boolean[] = [];
    locks.subscribe(() => seen.push(locks.isHeld()));
    expect(locks.isHeld()).toBe(false);
    locks.acquire('menus');
    locks.acquire('me');
    expect(locks.names()).toEqual(['menus', 'me']);
    locks.release('menus');
    expect(locks.isHeld()).toBe(true);
    locks.release('me');
    expect(locks.isHeld()).toBe(false);
    expect(seen).toEqual([true, false]);
  });

  it('counts repeated acquisitions and ignores extra releases', () => {
    const locks = createLockRegistry();
    locks.acquire('x');
    locks.acquire('x');
    locks.release('x');
    expect(locks.isHeld()).toBe(true);
    locks.release('x');
    locks.release('x');
    locks.release('never');
    expect(locks.isHeld()).toBe(false);
  });
});
