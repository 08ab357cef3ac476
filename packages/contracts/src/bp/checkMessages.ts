import { defineMessages, type Localized } from '../messages/catalog.js';

/**
 * The BP definition checker's reasons beyond zod's own wording (docs/bp-definition.md): references
 * between sections, the workflow's rules, the numbering pattern. Listed to the admin who uploads a
 * definition as "path: reason", in the admin's language. Ids, kinds and keys stay as written.
 */
export const BP_CHECK_MESSAGES = defineMessages('bpCheck', {
  unknownField: (id: string) => ({
    es: `Campo desconocido '${id}'`,
    ca: `Camp desconegut '${id}'`,
    en: `Unknown field '${id}'`,
  }),
  fieldOfKind: (id: string, kind: string, expected: string) => ({
    es: `El campo '${id}' es ${kind}; se esperaba ${expected}`,
    ca: `El camp '${id}' és ${kind}; s'esperava ${expected}`,
    en: `Field '${id}' is ${kind}; expected ${expected}`,
  }),
  unknownFieldOrColumn: (id: string) => ({
    es: `Campo o columna de unidad desconocidos '${id}'`,
    ca: `Camp o columna d'unitat desconeguts '${id}'`,
    en: `Unknown field or unit column '${id}'`,
  }),
  columnNotHere: (id: string, expected: string) => ({
    es: `La columna de unidad '${id}' no se puede usar aquí; se esperaba ${expected}`,
    ca: `La columna d'unitat '${id}' no es pot fer servir aquí; s'esperava ${expected}`,
    en: `Unit column '${id}' cannot be used here; expected ${expected}`,
  }),
  idIsUnitColumn: (id: string) => ({
    es: `'${id}' es una columna de unidad; elige otro id de campo`,
    ca: `'${id}' és una columna d'unitat; tria un altre id de camp`,
    en: `'${id}' is a unit column; choose another field id`,
  }),
  inputCannotEdit: (input: string, kind: string, inputs: string) => ({
    es: `La entrada '${input}' no puede editar un campo ${kind}; usa ${inputs}`,
    ca: `L'entrada '${input}' no pot editar un camp ${kind}; fes servir ${inputs}`,
    en: `Input '${input}' cannot edit a ${kind} field; use ${inputs}`,
  }),
  minOverMax: {
    es: 'min no puede ser mayor que max',
    ca: 'min no pot ser més gran que max',
    en: 'min must not be greater than max',
  },
  minDaysOverMaxDays: {
    es: 'min_days no puede ser mayor que max_days',
    ca: 'min_days no pot ser més gran que max_days',
    en: 'min_days must not be greater than max_days',
  },
  unknownState: (id: string) => ({
    es: `Estado desconocido '${id}'`,
    ca: `Estat desconegut '${id}'`,
    en: `Unknown state '${id}'`,
  }),
  systemFieldRequired: (kind: string) => ({
    es: `Un campo ${kind} lo mantiene el sistema y no puede ser obligatorio`,
    ca: `Un camp ${kind} el manté el sistema i no pot ser obligatori`,
    en: `A ${kind} field is kept by the system and cannot be required`,
  }),
  dependsOnItself: {
    es: 'Un campo no puede depender de sí mismo',
    ca: 'Un camp no pot dependre de si mateix',
    en: 'A field cannot depend on itself',
  },
  dependencyCycle: (id: string) => ({
    es: `Ciclo de dependencias a través de '${id}'`,
    ca: `Cicle de dependències a través de '${id}'`,
    en: `Dependency cycle through '${id}'`,
  }),
  noInitial: {
    es: 'Exactamente una transición debe ser inicial; no lo es ninguna',
    ca: 'Exactament una transició ha de ser inicial; no ho és cap',
    en: 'Exactly one transition must be initial; none is',
  },
  anotherInitial: {
    es: 'Exactamente una transición debe ser inicial; esta es otra más',
    ca: "Exactament una transició ha de ser inicial; aquesta n'és una altra",
    en: 'Exactly one transition must be initial; this is another one',
  },
  initialFrom: {
    es: 'La transición inicial no sale de ningún estado: quita `from`',
    ca: 'La transició inicial no surt de cap estat: treu `from`',
    en: 'The initial transition leaves from no state: remove `from`',
  },
  initialToState: {
    es: 'La transición inicial debe llevar a un estado',
    ca: 'La transició inicial ha de portar a un estat',
    en: 'The initial transition must lead to a state',
  },
  initialRoles: (roles: string) => ({
    es: `Solo creator y editor pueden ejecutar la transición inicial, no ${roles}`,
    ca: `Només creator i editor poden executar la transició inicial, no ${roles}`,
    en: `Only creator and editor may run the initial transition, not ${roles}`,
  }),
  initialKeep: {
    es: 'Una unidad nueva no tiene responsable que mantener: usa actor, creator, process_role o field',
    ca: 'Una unitat nova no té cap responsable per mantenir: fes servir actor, creator, process_role o field',
    en: 'A new unit has no responsible to keep: use actor, creator, process_role or field',
  },
  fromStates: {
    es: 'Indica los estados de los que sale esta transición',
    ca: 'Indica els estats dels quals surt aquesta transició',
    en: 'Give the states this transition leaves from',
  },
  toOrRelated: {
    es: 'Indica exactamente uno de `to` (un estado) y `related_business_process`',
    ca: 'Indica exactament un de `to` (un estat) i `related_business_process`',
    en: 'Give exactly one of `to` (a state) and `related_business_process`',
  },
  relatedCollects: {
    es: 'Una transición a un proceso de negocio relacionado recoge los campos de creación de ese BP, no los suyos',
    ca: "Una transició a un procés de negoci relacionat recull els camps de creació d'aquell BP, no els seus",
    en: "A transition to a related business process collects that BP's creation fields, not its own",
  },
  systemFieldCollected: (id: string, kind: string) => ({
    es: `El campo '${id}' es ${kind}, lo mantiene el sistema; no se puede recoger`,
    ca: `El camp '${id}' és ${kind}, el manté el sistema; no es pot recollir`,
    en: `Field '${id}' is ${kind}, kept by the system; it cannot be collected`,
  }),
  signedTransition: {
    es: 'Solo se puede firmar una transición de una unidad existente a uno de sus estados',
    ca: "Només es pot signar una transició d'una unitat existent a un dels seus estats",
    en: 'Only a transition of an existing unit to one of its states can be signed',
  },
  unreachedState: (id: string) => ({
    es: `Ninguna transición lleva al estado '${id}'`,
    ca: `Cap transició no porta a l'estat '${id}'`,
    en: `No transition leads to state '${id}'`,
  }),
  /** `what` is one of DUPLICATE_OF. */
  duplicateId: (what: Localized, id: string) => ({
    es: `Id de ${what.es} repetido '${id}'`,
    ca: `Id de ${what.ca} repetit '${id}'`,
    en: `Duplicate ${what.en} id '${id}'`,
  }),
  chartsViewNeedsCharts: {
    es: 'Una vista de gráficos necesita la sección charts',
    ca: 'Una vista de gràfics necessita la secció charts',
    en: 'A charts view needs the charts section',
  },
  needsValueField: (aggregate: string) => ({
    es: `${aggregate} necesita un value_field`,
    ca: `${aggregate} necessita un value_field`,
    en: `${aggregate} needs a value_field`,
  }),
  unknownChart: (id: string) => ({
    es: `Gráfico desconocido '${id}'`,
    ca: `Gràfic desconegut '${id}'`,
    en: `Unknown chart '${id}'`,
  }),
  chartNotPlaced: (id: string) => ({
    es: `El gráfico '${id}' no está colocado en el diseño`,
    ca: `El gràfic '${id}' no està col·locat al disseny`,
    en: `Chart '${id}' is not placed in the layout`,
  }),
  numberingUnknownToken: {
    es: 'Marcador desconocido: usa {REF}, {YYYY}, {YY}, {MM} y un contador como {####}',
    ca: 'Marcador desconegut: fes servir {REF}, {YYYY}, {YY}, {MM} i un comptador com {####}',
    en: 'Unknown token: use {REF}, {YYYY}, {YY}, {MM} and one counter such as {####}',
  },
  numberingOneCounter: {
    es: 'Debe contener exactamente un contador como {####}',
    ca: 'Ha de contenir exactament un comptador com {####}',
    en: 'Must contain exactly one counter such as {####}',
  },
  unknownTransition: (id: string) => ({
    es: `Transición desconocida '${id}'`,
    ca: `Transició desconeguda '${id}'`,
    en: `Unknown transition '${id}'`,
  }),
  versionFieldCollected: (id: string) => ({
    es: `El campo '${id}' guarda el número de versión, que lleva el servidor; ninguna transición lo recoge`,
    ca: `El camp '${id}' guarda el número de versió, que porta el servidor; cap transició no el recull`,
    en: `Field '${id}' holds the version number, kept by the server; no transition collects it`,
  }),
  approvalTransition: {
    es: 'Una aprobación es una transición de una unidad existente a uno de sus estados',
    ca: "Una aprovació és una transició d'una unitat existent a un dels seus estats",
    en: 'An approval is a transition of an existing unit to one of its states',
  },
  reviewTransition: {
    es: 'La revisión es una transición de una unidad existente a uno de sus estados',
    ca: "La revisió és una transició d'una unitat existent a un dels seus estats",
    en: 'The review is a transition of an existing unit to one of its states',
  },
  reviewLeavesFrom: (state: string) => ({
    es: `La revisión debe salir de '${state}', adonde llevan las aprobaciones`,
    ca: `La revisió ha de sortir de '${state}', on porten les aprovacions`,
    en: `The review must leave from '${state}', where the approvals lead`,
  }),
  reviewNoFields: {
    es: 'El sistema hace la revisión sin valores: no puede exigir campos',
    ca: 'El sistema fa la revisió sense valors: no pot exigir camps',
    en: 'The system runs the review with no values: it cannot require fields',
  },
  reviewUnsigned: {
    es: 'El sistema hace la revisión: no puede llevar firma',
    ca: 'El sistema fa la revisió: no pot dur signatura',
    en: 'The system runs the review: it cannot be signed',
  },
  reviewResponsibleByRole: {
    es: 'El sistema hace la revisión: su responsable no puede elegirse por rol',
    ca: 'El sistema fa la revisió: el seu responsable no es pot triar per rol',
    en: 'The system runs the review: its responsible cannot be chosen by role',
  },
  acknowledgementLoops: (transition: string, state: string) => ({
    es: `La transición '${transition}' debe ir de '${state}' a sí mismo`,
    ca: `La transició '${transition}' ha d'anar de '${state}' a si mateix`,
    en: `Transition '${transition}' must go from '${state}' to itself`,
  }),
  acknowledgementSigned: (transition: string) => ({
    es: `La transición '${transition}' confirma la lectura: debe llevar firma (\`signature\`)`,
    ca: `La transició '${transition}' confirma la lectura: ha de dur signatura (\`signature\`)`,
    en: `Transition '${transition}' acknowledges: it must be signed (\`signature\`)`,
  }),
  acknowledgementsBox: {
    es: 'Una caja de lecturas necesita el `acknowledgement` del flujo',
    ca: 'Una caixa de lectures necessita l’`acknowledgement` del flux',
    en: 'An acknowledgements box needs the workflow’s `acknowledgement`',
  },
  retentionOneOf: {
    es: 'Indica exactamente uno de `years` y `days`',
    ca: 'Indica exactament un de `years` i `days`',
    en: 'Give exactly one of `years` and `days`',
  },
  retentionNeverStarts: {
    es: "La conservación cuenta desde el cierre, pero ningún estado es 'closed'",
    ca: "La conservació compta des del tancament, però cap estat no és 'closed'",
    en: "Retention counts from the closing, but no state is 'closed'",
  },
});

/** What a repeated id belongs to, for duplicateId. */
export const DUPLICATE_OF = {
  field: { es: 'campo', ca: 'camp', en: 'field' },
  item: { es: 'opción', ca: 'opció', en: 'item' },
  state: { es: 'estado', ca: 'estat', en: 'state' },
  transition: { es: 'transición', ca: 'transició', en: 'transition' },
  fromState: { es: 'estado de origen', ca: "estat d'origen", en: 'from-state' },
  collectedField: { es: 'campo recogido', ca: 'camp recollit', en: 'collected field' },
  report: { es: 'informe', ca: 'informe', en: 'report' },
  view: { es: 'vista', ca: 'vista', en: 'view' },
  box: { es: 'caja', ca: 'caixa', en: 'box' },
  chart: { es: 'gráfico', ca: 'gràfic', en: 'chart' },
} as const satisfies Record<string, Localized>;
