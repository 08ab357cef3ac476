import type { BpChoiceItem } from '@qualium/contracts';

/** Helpers shared by the demo definitions: texts in es/ca/en and the demo process map. */
export const l = (es: string, ca: string, en: string) => ({ es, ca, en });

/** Affected / owner process choices: the demo company's ISO 9001 process map. */
export const PROCESS_ITEMS: BpChoiceItem[] = [
  {
    value: 'estrategicos',
    label: l('Procesos estratégicos', 'Processos estratègics', 'Strategic processes'),
    children: [
      {
        value: 'PE-01',
        label: l('PE-01 Planificación estratégica', 'PE-01 Planificació estratègica', 'PE-01 Strategic planning'),
      },
      {
        value: 'PE-02',
        label: l('PE-02 Revisión por la dirección', 'PE-02 Revisió per la direcció', 'PE-02 Management review'),
      },
      {
        value: 'PE-03',
        label: l('PE-03 Seguimiento y medición', 'PE-03 Seguiment i mesura', 'PE-03 Monitoring and measurement'),
      },
    ],
  },
  {
    value: 'operativos',
    label: l('Procesos operativos', 'Processos operatius', 'Core processes'),
    children: [
      { value: 'PO-01', label: l('PO-01 Gestión comercial', 'PO-01 Gestió comercial', 'PO-01 Sales') },
      {
        value: 'PO-02',
        label: l('PO-02 Compras y proveedores', 'PO-02 Compres i proveïdors', 'PO-02 Purchasing and suppliers'),
      },
      { value: 'PO-03', label: l('PO-03 Producción', 'PO-03 Producció', 'PO-03 Production') },
      { value: 'PO-04', label: l('PO-04 Control de calidad', 'PO-04 Control de qualitat', 'PO-04 Quality control') },
      {
        value: 'PO-05',
        label: l('PO-05 Logística y expedición', 'PO-05 Logística i expedició', 'PO-05 Logistics and dispatch'),
      },
    ],
  },
  {
    value: 'soporte',
    label: l('Procesos de soporte', 'Processos de suport', 'Support processes'),
    children: [
      {
        value: 'PS-01',
        label: l('PS-01 Información documentada', 'PS-01 Informació documentada', 'PS-01 Documented information'),
      },
      { value: 'PS-02', label: l('PS-02 Recursos humanos', 'PS-02 Recursos humans', 'PS-02 Human resources') },
      { value: 'PS-03', label: l('PS-03 Mantenimiento', 'PS-03 Manteniment', 'PS-03 Maintenance') },
      { value: 'PS-08', label: l('PS-08 Mejora continua', 'PS-08 Millora contínua', 'PS-08 Continual improvement') },
      { value: 'PS-09', label: l('PS-09 Auditorías internas', 'PS-09 Auditories internes', 'PS-09 Internal audits') },
    ],
  },
];

/** Colours reused so a state means the same colour in every BP. */
export const COLORS = {
  blue: '#1e88e5',
  orange: '#fb8c00',
  yellow: '#fdd835',
  purple: '#8e24aa',
  green: '#43a047',
  red: '#e53935',
  grey: '#9e9e9e',
  darkGrey: '#616161',
  lightGrey: '#e0e0e0',
} as const;
