import { describe, expect, it } from 'vitest';
import { admissionGate } from './admission-gate.js';

describe('admissionGate', () => {
  it('lets holders in up to its cap, then in arrival order as places free', async () => {
    const gate = admissionGate(() => 2);
    const order: string[] = [];
    const a = await gate.enter();
    const b = await gate.enter();
    const noted = (name: string) => (leave: () => void) => {
      order.push(name);
      return leave;
    };
    const c = gate.enter().then(noted('c'));
    const d = gate.enter().then(noted('d'));
    expect(gate.state).toEqual({ inside: 2, waiting: 2 });
    b();
    b(); // leaving twice frees one place
    const leaveC = await c;
    expect(order).toEqual(['c']);
    expect(gate.state).toEqual({ inside: 2, waiting: 1 });
    a();
    (await d)();
    leaveC();
    expect(gate.state).toEqual({ inside: 0, waiting: 0 });
  });

  it('lets waiters in when its cap rises, and drops a waiter that withdrew', async () => {
    let cap = 1;
    const gate = admissionGate(() => cap);
    await gate.enter();
    let withdraw = () => {};
    let withdrawnGotIn = false;
    void gate
      .enter((w) => {
        withdraw = w;
      })
      .then(() => {
        withdrawnGotIn = true;
      });
    const next = gate.enter();
    withdraw();
    cap = 2;
    gate.recheck();
    await next;
    expect(withdrawnGotIn).toBe(false);
    expect(gate.state).toEqual({ inside: 2, waiting: 0 });
  });
});
