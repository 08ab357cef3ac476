import type { CalendarResponse } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsPerDay } from '../src/modules/explorer/calendar.js';
import { createQx, installQxBusinessProcess, QX, userId } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * A calendar answer carries at most CALENDAR_MAX_EVENTS events, shared out among the days of its
 * range, so that a month whose first days alone hold more than the cap still shows every day.
 */
const ctx = useTestApp();
const C1 = '/api/v1/demo/1';
let token = '';
const busy: string[] = [];
const quiet: string[] = [];

beforeAll(async () => {
  token = await login(ctx, 'admin');
  await installQxBusinessProcess(ctx);
  const owner = await userId(ctx, 'admin');
  const unit = (subject: string, day: string) =>
    createQx(ctx, { subject, at: `${day}T08:00:00.000Z`, owner, due_on: '2026-09-30', happened_on: day });
  // 35 units on 3 August, more than its share of a 30-day range (33), and 2 on 20 August.
  for (let i = 0; i < 35; i++) busy.push((await unit(`Revisión de cámara ${i + 1}`, '2026-08-03')).uid);
  for (const subject of ['Fuga en depósito', 'Alarma de incendios']) {
    quiet.push((await unit(subject, '2026-08-20')).uid);
  }
});

describe('calendar days', () => {
  it('share the events out: a thousand over the range, a day', () => {
    expect(eventsPerDay({ start: '2026-08-01', end: '2026-08-31' })).toBe(33);
    expect(eventsPerDay({ start: '2026-08-01', end: '2026-09-01' })).toBe(32);
    expect(eventsPerDay({ start: '2026-08-03', end: '2026-08-10' })).toBe(142);
    expect(eventsPerDay({ start: '2026-08-03', end: '2026-08-04' })).toBe(1000);
  });

  it('show the first of a crowded day and every other day, and count them all', async () => {
    const month = async (start: string, end: string) => {
      const params = new URLSearchParams({ business_process: QX, start, end });
      const res = await ctx.app.inject({ url: `${C1}/unit/explorer_calendar/?${params}`, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CalendarResponse;
    };
    const august = await month('2026-08-01', '2026-08-31');
    expect(august.count).toBe(37);
    expect(august.events.map((e) => e.uid)).toEqual([...busy.slice(0, 33), ...quiet]);
    // A day of its own carries every one of its events.
    const third = await month('2026-08-03', '2026-08-04');
    expect(third.events.map((e) => e.uid)).toEqual(busy);
  });
});
