import { describe, expect, it } from 'vitest';
import { withDraft } from './dependents';
import { initialDraft } from './drafts';
import { stepDraft } from './numeric';
import { testInput } from './testInputs';
import { timeEventSummary } from './timeEvent';

describe('numeric stepping (records-explorer §5)', () => {
  it('steps by 10^-decimals from what is typed, in the language form', () => {
    expect(stepDraft('', 1, 0, 'es')).toBe('1');
    expect(stepDraft('1 000', 1, 0, 'es')).toBe('1001');
    expect(stepDraft('1,25', -1, 2, 'es')).toBe('1,24');
    expect(stepDraft('0,1', 1, 1, 'es')).toBe('0,2');
    expect(stepDraft('2.5', 1, 1, 'en')).toBe('2.6');
    expect(stepDraft('0', -1, 0, 'es')).toBe('-1');
  });

  it('stops at 0 going down for only-positive metrics', () => {
    expect(stepDraft('0', -1, 0, 'es', true)).toBe('0');
    expect(stepDraft('0,0', -1, 1, 'es', true)).toBe('0,0');
    expect(stepDraft('0,1', -1, 1, 'es', true)).toBe('0,0');
    expect(stepDraft('3', -1, 0, 'es', true)).toBe('2');
  });
});

describe('time events (records-explorer §3, §5)', () => {
  const review = testInput({
    id: 'review',
    kind: 'time_event',
    field_kind: 'time_event',
    time_event: { min_days: 30, max_days: 1096, default_period: 'm', default_amount: 12, includes_weekends: true },
  });
  const draft = (amount: string, tipo_periodo: 'd' | 's' | 'w' | 'm' | 'y') => ({
    amount,
    tipo_periodo,
    incluye_findes: true,
    weekdays: [],
  });

  it('says how many days an amount is: 7 per week, 30.4375 per month, 365.25 per year', () => {
    expect(timeEventSummary(review, draft('12', 'm'))).toMatchObject({ days: 365, clamped: false });
    expect(timeEventSummary(review, draft('2', 'y'))).toMatchObject({ days: 731, clamped: false });
    expect(timeEventSummary(review, draft('6', 's'))).toMatchObject({ days: 42, clamped: false });
    expect(timeEventSummary(review, draft('6', 'w'))).toMatchObject({ days: 42, clamped: false });
  });

  it('brings values outside min_days..max_days to the nearest limit and says so', () => {
    expect(timeEventSummary(review, draft('3', 'd'))).toEqual({ days: 30, clamped: true, min: 30, max: 1096 });
    expect(timeEventSummary(review, draft('5', 'y'))).toEqual({ days: 1096, clamped: true, min: 30, max: 1096 });
    expect(timeEventSummary(review, draft('', 'y'))).toBeNull();
  });

  it('starts from the stored value, else from the field defaults', () => {
    expect(initialDraft(review, 'es')).toEqual({ amount: '12', tipo_periodo: 'm', incluye_findes: true, weekdays: [] });
    const stored = {
      ...review,
      value: { amount: 2, tipo_periodo: 's', days: 14, incluye_findes: false, weekdays: [0, 3] },
    };
    expect(initialDraft(stored, 'es')).toEqual({
      amount: '2',
      tipo_periodo: 's',
      incluye_findes: false,
      weekdays: [0, 3],
    });
  });
});

describe('initial drafts', () => {
  it('shows stored numbers with the field decimals and the language mark', () => {
    const cost = testInput({
      id: 'cost',
      kind: 'numeric',
      field_kind: 'decimal',
      rules: { decimals: 2 },
      value: 1234.5,
    });
    expect(initialDraft(cost, 'es')).toBe('1234,50');
    expect(initialDraft(cost, 'en')).toBe('1234.50');
  });

  it('splits a stored date-time into day and time, and keeps multiple values as a list', () => {
    const start = testInput({ id: 'start', kind: 'date_time', field_kind: 'date_time', value: '2026-03-02T09:30' });
    expect(initialDraft(start, 'es')).toEqual({ date: '2026-03-02', time: '09:30' });
    const team = testInput({
      id: 'team',
      kind: 'autocomplete_select',
      field_kind: 'user',
      multiple: true,
      value: [3, 5],
    });
    expect(initialDraft(team, 'es')).toEqual(['3', '5']);
    const owner = testInput({ id: 'owner', kind: 'select', field_kind: 'process_user', value: 7 });
    expect(initialDraft(owner, 'es')).toBe('7');
  });
});

describe('dependent inputs (records-explorer §4)', () => {
  const audit = testInput({ id: 'audit', kind: 'related_select', field_kind: 'related' });
  const requirement = testInput({
    id: 'requirement',
    kind: 'dynamic_select',
    field_kind: 'dynamic_choice',
    multiple: true,
    root_field_id: 'audit',
  });
  const clause = testInput({ id: 'clause', kind: 'dynamic_input', field_kind: 'text', root_field_id: 'requirement' });
  const lot = testInput({ id: 'lot', kind: 'text', field_kind: 'text' });
  const inputs = [audit, requirement, clause, lot];
  const filled = { audit: 'QUnit#AUDIT#1#7', requirement: ['iso9001'], clause: '8.5.1', lot: 'L-24-118' };

  it('clear, down the chain, when their root is cleared', () => {
    expect(withDraft(inputs, filled, 'audit', '')).toEqual({ audit: '', requirement: [], clause: '', lot: 'L-24-118' });
  });

  it('clear when their root points at another unit', () => {
    const next = withDraft(inputs, filled, 'audit', 'QUnit#AUDIT#1#9');
    expect(next).toMatchObject({ requirement: [], clause: '' });
  });

  it('stay when the root keeps its value or another field changes', () => {
    expect(withDraft(inputs, filled, 'audit', 'QUnit#AUDIT#1#7')).toEqual(filled);
    expect(withDraft(inputs, filled, 'lot', 'L-25-001')).toEqual({ ...filled, lot: 'L-25-001' });
  });
});
