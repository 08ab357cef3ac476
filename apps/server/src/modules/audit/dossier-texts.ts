import type { Language } from '@qualium/contracts';

/** The dossier's words in the reader's language (an inspector reads the PDF without the application). */
export interface DossierWords {
  title: string;
  company: string;
  unit: string;
  generatedAt: string;
  chainHead: string;
  page: (n: number, of: number) => string;
  sections: { data: string; versions: string; signatures: string; files: string; related: string; audit: string };
  state: string;
  responsible: string;
  limit: string;
  created: string;
  closed: string;
  creator: string;
  by: string;
  none: string;
  version: string;
  reason: string;
  intact: string;
  notIntact: string;
  relation: Record<'parent' | 'child' | 'references' | 'referenced_by', string>;
}

export const DOSSIER_WORDS: Record<Language, DossierWords> = {
  es: {
    title: 'Expediente de la unidad',
    company: 'Empresa',
    unit: 'Unidad',
    generatedAt: 'Generado el',
    chainHead: 'Cabeza de la cadena de auditoría',
    page: (n, of) => `Página ${n} de ${of}`,
    sections: {
      data: 'Datos',
      versions: 'Versiones y cambios',
      signatures: 'Firmas',
      files: 'Archivos (SHA-256)',
      related: 'Unidades relacionadas',
      audit: 'Registro de auditoría',
    },
    state: 'Estado',
    responsible: 'Responsable',
    limit: 'Fecha límite',
    created: 'Creada',
    closed: 'Cerrada',
    creator: 'Creador',
    by: 'por',
    none: 'Ninguno',
    version: 'versión',
    reason: 'motivo',
    intact: 'firma íntegra',
    notIntact: 'FIRMA NO ÍNTEGRA: no corresponde a esta unidad o a su contenido',
    relation: { parent: 'Origen', child: 'Derivada', references: 'Referencia a', referenced_by: 'Referenciada por' },
  },
  ca: {
    title: 'Expedient de la unitat',
    company: 'Empresa',
    unit: 'Unitat',
    generatedAt: 'Generat el',
    chainHead: 'Capçalera de la cadena d’auditoria',
    page: (n, of) => `Pàgina ${n} de ${of}`,
    sections: {
      data: 'Dades',
      versions: 'Versions i canvis',
      signatures: 'Signatures',
      files: 'Fitxers (SHA-256)',
      related: 'Unitats relacionades',
      audit: 'Registre d’auditoria',
    },
    state: 'Estat',
    responsible: 'Responsable',
    limit: 'Data límit',
    created: 'Creada',
    closed: 'Tancada',
    creator: 'Creador',
    by: 'per',
    none: 'Cap',
    version: 'versió',
    reason: 'motiu',
    intact: 'signatura íntegra',
    notIntact: 'SIGNATURA NO ÍNTEGRA: no correspon a aquesta unitat o al seu contingut',
    relation: { parent: 'Origen', child: 'Derivada', references: 'Referència a', referenced_by: 'Referenciada per' },
  },
  en: {
    title: 'Unit dossier',
    company: 'Company',
    unit: 'Unit',
    generatedAt: 'Generated at',
    chainHead: 'Audit chain head',
    page: (n, of) => `Page ${n} of ${of}`,
    sections: {
      data: 'Data',
      versions: 'Versions and changes',
      signatures: 'Signatures',
      files: 'Files (SHA-256)',
      related: 'Related units',
      audit: 'Audit trail',
    },
    state: 'State',
    responsible: 'Responsible',
    limit: 'Due date',
    created: 'Created',
    closed: 'Closed',
    creator: 'Creator',
    by: 'by',
    none: 'None',
    version: 'version',
    reason: 'reason',
    intact: 'signature intact',
    notIntact: 'SIGNATURE NOT INTACT: it does not match this unit or its content',
    relation: { parent: 'Origin', child: 'Derived', references: 'References', referenced_by: 'Referenced by' },
  },
};
