import {
  type BpDefinition,
  type BpDefinitionInput,
  type BpField,
  bpField,
  type ProcessRole,
  validateBpDefinition,
} from '@qualium/contracts';
// The demo BPs (packages/demo-bps, the seed's data); the engine's tests take them as realistic definitions.
import {
  AUDIT_DEFINITION,
  CAPA_DEFINITION,
  DOCISODEFAULT_DEFINITION,
  NC_DEFINITION,
  NOTIF_DEFAULT_DEFINITION,
} from '@qualium/demo-bps';
import type { Actor, UserId } from './types.js';

/** Parsed demo definitions and small builders for the engine's tests (not exported by the package). */
export function parsed(input: BpDefinitionInput): BpDefinition {
  const r = validateBpDefinition(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.value;
}

export const NC = parsed(NC_DEFINITION);
export const CAPA = parsed(CAPA_DEFINITION);
export const DOC = parsed(DOCISODEFAULT_DEFINITION);
export const AUDIT = parsed(AUDIT_DEFINITION);
export const NOTIF = parsed(NOTIF_DEFAULT_DEFINITION);

/** A field definition with every default filled in. */
export function field(kind: BpField['kind'], extra: Record<string, unknown> = {}): BpField {
  return bpField.parse({ id: 'f', kind, label: { es: 'Campo' }, ...extra });
}

export function actor(userId: UserId, ...roles: ProcessRole[]): Actor {
  return { userId, processRoles: new Set(roles) };
}
