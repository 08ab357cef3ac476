import type { BpAcknowledgement } from '@qualium/contracts';
import { addDueDays } from '@qualium/workflow';
import { centroToday } from '../shared/centro-day.js';

/**
 * The day a reader has until to acknowledge a version that came into force at `at` (ISO time):
 * `due_days` calendar days after that day in the centro's calendar; null when the BP sets no limit.
 */
export function acknowledgementDueDate(ack: BpAcknowledgement, at: string): string | null {
  return ack.due_days ? addDueDays(centroToday(new Date(at)), { days: ack.due_days, workingDays: false }) : null;
}

/** Whether an unacknowledged task is past its limit on `today` (the centro's `YYYY-MM-DD`). */
export function isOverdue(task: { due_date: string | null; acknowledged_at: string | null }, today: string): boolean {
  return task.acknowledged_at === null && task.due_date !== null && task.due_date < today;
}
