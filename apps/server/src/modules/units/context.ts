import type { AppDeps, CentroScope } from '../../http/context.js';

/**
 * What a units service call runs with. `now` is the clock: creation and history times, due and
 * closing dates follow it, so the demo seed can write a unit's story over past months.
 */
export interface UnitsContext {
  deps: AppDeps;
  scope: CentroScope;
  now: Date;
  /**
   * Tell a unit's new responsible with a notification (modules/notifications); default true. The
   * demo seed turns it off: its story writes the notifications it wants, at its own rate.
   */
  notifyResponsibles?: boolean;
}
