import type { BpDefinitionInput } from '@qualium/contracts';
import { AUDIT_DEFINITION } from './audit.js';
import { CAPA_DEFINITION } from './capa.js';
import { DOCISODEFAULT_DEFINITION } from './docisodefault.js';
import { INDICATOR_DEFINITION } from './indicator.js';
import { NC_DEFINITION } from './nc.js';
import { NOTIF_DEFAULT_DEFINITION } from './notif_default.js';

export {
  AUDIT_DEFINITION,
  CAPA_DEFINITION,
  DOCISODEFAULT_DEFINITION,
  INDICATOR_DEFINITION,
  NC_DEFINITION,
  NOTIF_DEFAULT_DEFINITION,
};

/** The demo BPs (DOMAIN.md), keyed by reference, in the order the seed should load them. */
export const DEMO_BP_DEFINITIONS: Readonly<Record<string, BpDefinitionInput>> = {
  DOCISODEFAULT: DOCISODEFAULT_DEFINITION,
  NC: NC_DEFINITION,
  CAPA: CAPA_DEFINITION,
  AUDIT: AUDIT_DEFINITION,
  INDICATOR: INDICATOR_DEFINITION,
  NOTIF_DEFAULT: NOTIF_DEFAULT_DEFINITION,
};
