import { acknowledgementHook } from '../acknowledgements/hook.js';
import { labelApprovedFileVersion } from '../document-control/version-hook.js';
import { notifyNewResponsible } from '../notifications/hook.js';
import { type UnitWriteHook, UnitWriter } from './writer.js';

/**
 * The unit writer as the app runs it, with every feature's hook (units/writer.ts has the hook
 * contract). A feature that takes part in unit writes adds its hook here. A function, not a
 * constant: the notifications module writes its own units through this writer, and the modules
 * import each other.
 */
export function unitWriter(options: { notifyResponsibles?: boolean } = {}): UnitWriter {
  const hooks: UnitWriteHook[] = [labelApprovedFileVersion];
  // The demo seed turns notifications off: its story writes the ones it wants, at its own rate.
  if (options.notifyResponsibles !== false) hooks.push(notifyNewResponsible);
  // Read-and-understood tasks and acknowledgements; the seed's readers get their tasks untold.
  hooks.push(acknowledgementHook({ notify: options.notifyResponsibles !== false }));
  return new UnitWriter(hooks);
}
