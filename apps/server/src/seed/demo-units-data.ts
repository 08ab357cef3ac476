/**
 * Text pools of the demo units, one set per sector: what a Spanish hospital group, a food plant and
 * a construction company write in their non-conformities, actions, documents, audits and
 * indicators. Templates carry `{slots}` (see Filler in demo-story.ts) so that the same kind of
 * problem reads differently each time it happens.
 */
import { CONSTRUCTION_TEXTS } from './demo-units-data-construction.js';
import { FOOD_TEXTS } from './demo-units-data-food.js';
import { HEALTH_TEXTS } from './demo-units-data-health.js';

export type Ishikawa = 'metodo' | 'mano_de_obra' | 'maquina' | 'material' | 'medicion' | 'medio_ambiente';
export type NcOrigin =
  | 'auditoria_interna'
  | 'auditoria_externa'
  | 'reclamacion_cliente'
  | 'proveedor'
  | 'control_proceso'
  | 'incidencia';
export type ActionType = 'correctiva' | 'preventiva' | 'mejora';

export interface ActionText {
  subject: string;
  description: string;
  verification: string;
  resources?: string;
  type?: ActionType;
}

export interface NcText {
  /** Centro keys where this happens. */
  where: string[];
  /** Affected process (a reference of the company's process map). */
  process: string;
  origin: NcOrigin;
  subject: string;
  description: string;
  /** Containment. */
  immediate: string;
  cause: Ishikawa;
  /** The 5 whys. */
  rootCause: string;
  actions: ActionText[];
  lot?: string;
  quantity?: [number, number];
  cost?: [number, number];
}

export type DocumentType = 'manual' | 'procedimiento' | 'instruccion' | 'formato' | 'plan' | 'externo';

export interface DocText {
  code: string;
  title: string;
  type: DocumentType;
  /** Owner process reference. */
  process: string;
  keywords: string[];
  /** Review period in months (12 when absent). */
  review?: number;
  /** A sentence on what the document is for, printed in its file. */
  purpose: string;
}

/** Folder path ('Procedimientos/Procedimientos generales') → documents of one centro. */
export type FolderDocs = Record<string, DocText[]>;

export type AuditType = 'interna' | 'certificacion' | 'proveedor' | 'cliente';

export interface AuditText {
  where: string[];
  type: AuditType;
  subject: string;
  standards: string[];
  /** Scope: process references. */
  scope: string[];
  /** Certification body or audited supplier / customer. */
  body?: string;
  /** Working days the audit takes on site (1-3). */
  days: number;
  /** Month of the year it is usually planned in (1-12). */
  month: number;
  conclusions: string;
}

export interface MetricText {
  name: string;
  description: string;
  weight: number;
  type: 'number' | 'category';
  units?: string;
  numberType?: 'int' | 'float';
  categories?: Record<string, number>;
  /** Typical monthly value and how much it moves (number metrics). */
  base?: number;
  spread?: number;
}

export interface IndicatorText {
  where: string[];
  /** The centre's global indicator: the others feed it, two of them as sub-indicator metrics. */
  global?: boolean;
  subject: string;
  process: string;
  frequency: 'mensual' | 'trimestral';
  formula: string;
  unit: 'porcentaje' | 'ppm' | 'por_mil' | 'dias' | 'euros' | 'unidades';
  target: number;
  alert: number;
  source: string;
  /** Whether a higher value is better (hand hygiene) or worse (complaints per thousand). */
  higherIsBetter: boolean;
  metrics: MetricText[];
  /** What the owner writes when a month misses the target, and the NC that may follow. */
  missed: string;
  nc: { cause: Ishikawa; rootCause: string; immediate: string; actions: ActionText[] };
}

/** Who tends to do what, by username (weights for `choose`, default 2). */
export interface SectorPeople {
  ncCreator: Record<string, number>;
  ncOwner: Record<string, number>;
  capaOwner: Record<string, number>;
  verifier: Record<string, number>;
  docAuthor: Record<string, number>;
  auditor: Record<string, number>;
}

export interface SectorTexts {
  /** Values of the `{slots}` used in this sector's templates. */
  slots: Record<string, string[]>;
  /**
   * Slot values of one centro (key) that replace the sector's: a laboratory has analysis areas and
   * laboratory equipment where a hospital ward has rooms and monitors.
   */
  centroSlots?: Record<string, Record<string, string[]>>;
  /** Who supplies what: a `{proveedor}` after a supplied item (material, raw material, reagent) is one of its suppliers. */
  suppliers?: Record<string, string[]>;
  ncs: NcText[];
  /** Why an NC is cancelled (duplicate, not a non-conformity…). */
  cancelReasons: string[];
  /** Effectiveness evidence when an NC closes; and when the check fails. */
  effective: string[];
  notEffective: string[];
  /** CAPA: what was done; verification results; why an action is re-planned. */
  implemented: string[];
  verifiedOk: string[];
  verifiedKo: string[];
  replan: string[];
  /** Folders and documents per centro key. */
  documents: Record<string, FolderDocs>;
  /** Document workflow texts. */
  changeSummaries: string[];
  reviewComments: string[];
  returnComments: string[];
  obsoleteReasons: string[];
  audits: AuditText[];
  auditCancelReasons: string[];
  indicators: IndicatorText[];
  people: SectorPeople;
}

/** The texts of each company (site key). */
export const SECTOR_TEXTS: Record<string, SectorTexts> = {
  demo: HEALTH_TEXTS,
  norte: FOOD_TEXTS,
  acme: CONSTRUCTION_TEXTS,
};
