/**
 * The demo organisation as plain data: three companies (a health group, its food sub-company and a
 * construction company), their centros, departments and roles, people, standards, process maps,
 * process permissions, menus, vocabularies, locations and document folders.
 *
 * Keys (`hud`, `d.dir_calidad`, `PC-05`…) only link the pieces together here; demo.ts turns them
 * into database ids. Each company also says which of its processes every demo business process
 * (bps/) belongs to; demo-bps.ts stores the definitions, demo-units.ts the units.
 */

export type Product = 'default' | 'food' | 'health' | 'construction';
export type ProcessType = 'strategic' | 'core' | 'support';
export type ProcessRole =
  | 'responsible'
  | 'creator'
  | 'editor'
  | 'reader'
  | 'original_document_reader'
  | 'visor_pdf_reader';

export interface CentroSeed {
  key: string;
  name: string;
  /** Unique slug; the logo is `centro-<urlName>.svg`. */
  urlName: string;
  children?: CentroSeed[];
}

export interface RoleSeed {
  key: string;
  name: string;
  description: string;
  children?: RoleSeed[];
}

export interface DepartmentSeed {
  key: string;
  name: string;
  description: string;
  roles: RoleSeed[];
}

export interface StandardSeed {
  key: string;
  name: string;
  code: string;
  children?: StandardSeed[];
}

export interface ProcessSeed {
  ref: string;
  name: string;
  type: ProcessType;
  /** internal_type 'restricted': only explicitly granted roles see it; grants on ancestors do not reach it. */
  restricted?: boolean;
  standard?: string;
  /** Centros that run it; children default to their parent's centros. */
  centros?: string[];
  description: string;
  objective: string;
  scope: string;
  entries: string[];
  outputs: string[];
  activities: string[];
  children?: ProcessSeed[];
}

/** Process roles granted to a role or a whole department, on each listed process and (unless `exact`) its descendants. */
export interface GrantSeed {
  processes: string[];
  permissions: ProcessRole[];
  role?: string;
  department?: string;
  exact?: boolean;
}

export interface DirectorySeed {
  name: string;
  color: string;
  children?: DirectorySeed[];
}

export interface LocationTypeSeed {
  name: string;
  locations: Array<{ name: string; reference: string; longitude: number; latitude: number }>;
}

export interface SiteSeed {
  key: string;
  name: string;
  urlName: string;
  parent?: string;
  product: Product;
  maxUsers: number;
  allowPasswordChange: boolean;
  /** The change-password strength rule (shell-and-admin §5); off unless said. */
  passwordStrength?: boolean;
  /** The footer's help link and contact address (shell-and-admin §2.2). */
  helpUrl?: string;
  contactEmail?: string;
  /** File names under assets/logos/ (served at /media/logos/). */
  logo: string;
  background: string;
  processMap: string;
  footer: string;
  centros: CentroSeed[];
  departments: DepartmentSeed[];
  /** Keys of parent-site roles this site inherits. */
  inheritedRoles?: string[];
  standards: StandardSeed[];
  processes: ProcessSeed[];
  grants: GrantSeed[];
  /** The quality-only menu item is allowed to these roles; "Indicadores" is blocked for `blockedRole`. */
  menuAllowedRoles: string[];
  menuBlockedRole: string;
  locationTypes: LocationTypeSeed[];
  /** Folders per centro key. */
  directories: Record<string, DirectorySeed[]>;
  /**
   * Demo BP reference → reference of this company's process it belongs to. The stored copy of the
   * definition names it in `info.process`, so its process roles decide who creates, runs and reads.
   */
  businessProcesses: Record<string, string>;
}

export interface UserSeed {
  username: string;
  site: string;
  firstName: string;
  lastName: string;
  email: string;
  lang: 'es' | 'ca' | 'en';
  phone: string;
  isAdmin?: boolean;
  isManager?: boolean;
  chat?: boolean;
  preferredCentro?: string;
  /** [centro key, role key] */
  roles: Array<[string, string]>;
  /** Centro keys this user manages (centro_managers). */
  manages?: string[];
}

export const DEMO_PASSWORD = 'Demo1234!';

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

function iso9001(prefix: string): StandardSeed {
  const clause = (n: string, name: string): StandardSeed => ({
    key: `${prefix}.9001.${n}`,
    name: `${n} ${name}`,
    code: n,
  });
  return {
    key: `${prefix}.9001`,
    name: 'ISO 9001:2015 Sistemas de gestión de la calidad',
    code: 'ISO 9001:2015',
    children: [
      clause('4', 'Contexto de la organización'),
      clause('5', 'Liderazgo'),
      clause('6', 'Planificación'),
      clause('7', 'Apoyo'),
      clause('8', 'Operación'),
      clause('9', 'Evaluación del desempeño'),
      clause('10', 'Mejora'),
    ],
  };
}

const C = {
  blue: '#1565c0',
  green: '#2e7d32',
  lightGreen: '#43a047',
  paleGreen: '#66bb6a',
  purple: '#6a1b9a',
  orange: '#ef6c00',
  brown: '#795548',
  grey: '#607d8b',
  red: '#c62828',
  teal: '#00897b',
  cyan: '#0097a7',
  amber: '#ffa000',
  indigo: '#3949ab',
  pink: '#ad1457',
};

/** The folder structure every centro's controlled documentation starts from, plus its own folders. */
function folders(extra: DirectorySeed[]): DirectorySeed[] {
  return [
    { name: 'Manual de calidad', color: C.blue },
    {
      name: 'Procedimientos',
      color: C.green,
      children: [
        { name: 'Procedimientos generales', color: C.lightGreen },
        { name: 'Procedimientos específicos', color: C.paleGreen },
      ],
    },
    { name: 'Instrucciones técnicas', color: C.purple },
    { name: 'Formatos', color: C.orange },
    { name: 'Registros', color: C.brown },
    {
      name: 'Documentación externa',
      color: C.grey,
      children: [{ name: 'Legislación y normativa', color: C.grey }],
    },
    ...extra,
  ];
}

// ---------------------------------------------------------------------------
// Grupo Sanitario Demo (health)
// ---------------------------------------------------------------------------

const demo: SiteSeed = {
  key: 'demo',
  name: 'Grupo Sanitario Demo',
  urlName: 'demo',
  product: 'health',
  maxUsers: 200,
  allowPasswordChange: true,
  passwordStrength: true,
  helpUrl: 'https://www.iso.org/iso-9001-quality-management.html',
  contactEmail: 'calidad@demo-salud.es',
  logo: 'demo.svg',
  background: 'demo-background.svg',
  processMap: 'demo-process-map.svg',
  footer:
    'Grupo Sanitario Demo · Sistema de gestión de la calidad certificado según ISO 9001:2015 · Laboratorio Clínico acreditado según ISO 15189:2022. Documento controlado: toda copia impresa se considera no controlada.',
  centros: [
    {
      key: 'hud',
      name: 'Hospital Universitario Demo',
      urlName: 'hospital-universitario-demo',
      children: [
        { key: 'bq', name: 'Bloque Quirúrgico', urlName: 'bloque-quirurgico' },
        { key: 'lab', name: 'Laboratorio Clínico', urlName: 'laboratorio-clinico' },
      ],
    },
    { key: 'ces', name: 'Centro de Especialidades Sur', urlName: 'centro-especialidades-sur' },
  ],
  departments: [
    {
      key: 'd.dep.direccion',
      name: 'Dirección',
      description: 'Equipo directivo del grupo: gerencia, dirección médica y jefaturas de servicio.',
      roles: [
        {
          key: 'd.gerente',
          name: 'Director gerente',
          description: 'Máximo responsable de la gestión del grupo; preside la revisión por la dirección.',
          children: [
            {
              key: 'd.dir_medico',
              name: 'Director médico',
              description: 'Dirige la actividad asistencial y coordina los servicios médicos de los centros.',
              children: [
                {
                  key: 'd.jefe_servicio',
                  name: 'Jefe de servicio',
                  description: 'Responsable clínico y organizativo de un servicio asistencial.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.calidad',
      name: 'Calidad',
      description:
        'Unidad de Calidad y Seguridad del Paciente: mantiene el sistema de gestión ISO 9001 y la acreditación ISO 15189 del laboratorio.',
      roles: [
        {
          key: 'd.dir_calidad',
          name: 'Director de calidad',
          description: 'Responsable del sistema de gestión de la calidad del grupo y de su certificación.',
          children: [
            {
              key: 'd.tec_calidad',
              name: 'Técnico de calidad',
              description:
                'Gestiona la documentación, las no conformidades, las auditorías internas y los indicadores.',
            },
            {
              key: 'd.seg_paciente',
              name: 'Responsable de seguridad del paciente',
              description: 'Coordina la notificación y el análisis de incidentes y eventos adversos.',
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.enfermeria',
      name: 'Enfermería',
      description: 'Dirección de enfermería, supervisiones de unidad y personal de enfermería.',
      roles: [
        {
          key: 'd.dir_enfermeria',
          name: 'Director de enfermería',
          description: 'Dirige los cuidados de enfermería y la organización de las unidades de hospitalización.',
          children: [
            {
              key: 'd.supervisor',
              name: 'Supervisor de enfermería',
              description: 'Supervisa una unidad de enfermería: turnos, cuidados, protocolos y material.',
              children: [
                {
                  key: 'd.enfermero',
                  name: 'Enfermero/a',
                  description: 'Presta cuidados de enfermería y registra la actividad asistencial.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.laboratorio',
      name: 'Laboratorio',
      description: 'Laboratorio de análisis clínicos: bioquímica, hematología, inmunología y microbiología.',
      roles: [
        {
          key: 'd.jefe_lab',
          name: 'Jefe de laboratorio',
          description: 'Director técnico del laboratorio acreditado; responsable de la validación de métodos.',
          children: [
            {
              key: 'd.facultativo_lab',
              name: 'Facultativo especialista de laboratorio',
              description: 'Valida técnica y clínicamente los resultados y emite informes.',
              children: [
                {
                  key: 'd.tsl',
                  name: 'Técnico superior de laboratorio',
                  description: 'Procesa muestras, realiza controles de calidad internos y mantiene los analizadores.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.compras',
      name: 'Compras y Logística',
      description: 'Compras, contratación de suministros y servicios, evaluación de proveedores y almacenes.',
      roles: [
        {
          key: 'd.jefe_compras',
          name: 'Jefe de compras',
          description: 'Responsable de las adquisiciones y de la homologación de proveedores.',
          children: [
            {
              key: 'd.tec_compras',
              name: 'Técnico de compras',
              description: 'Tramita pedidos, controla recepciones y mantiene el registro de proveedores.',
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.mantenimiento',
      name: 'Mantenimiento e Ingeniería',
      description: 'Mantenimiento de instalaciones y equipos electromédicos.',
      roles: [
        {
          key: 'd.jefe_mant',
          name: 'Jefe de mantenimiento',
          description: 'Planifica el mantenimiento preventivo y gestiona las averías de instalaciones y equipos.',
          children: [
            {
              key: 'd.tec_mant',
              name: 'Técnico de mantenimiento',
              description: 'Ejecuta las órdenes de trabajo preventivas y correctivas.',
            },
          ],
        },
      ],
    },
    {
      key: 'd.dep.rrhh',
      name: 'Recursos Humanos',
      description: 'Selección, contratación, nóminas, formación y evaluación de competencias.',
      roles: [
        {
          key: 'd.dir_rrhh',
          name: 'Director de RRHH',
          description: 'Dirige la gestión de personas del grupo.',
          children: [
            {
              key: 'd.tec_formacion',
              name: 'Técnico de formación',
              description: 'Elabora el plan de formación anual y registra la eficacia de las acciones formativas.',
            },
          ],
        },
      ],
    },
  ],
  standards: [
    iso9001('d'),
    {
      key: 'd.15189',
      name: 'ISO 15189:2022 Laboratorios clínicos. Requisitos para la calidad y la competencia',
      code: 'ISO 15189:2022',
      children: [
        { key: 'd.15189.6', name: '6 Requisitos relativos a los recursos', code: '6' },
        {
          key: 'd.15189.7',
          name: '7 Requisitos de los procesos',
          code: '7',
          children: [
            { key: 'd.15189.7.2', name: '7.2 Procesos preanalíticos', code: '7.2' },
            { key: 'd.15189.7.3', name: '7.3 Procesos analíticos', code: '7.3' },
            { key: 'd.15189.7.4', name: '7.4 Procesos postanalíticos', code: '7.4' },
          ],
        },
        { key: 'd.15189.8', name: '8 Requisitos del sistema de gestión', code: '8' },
      ],
    },
  ],
  processes: [
    {
      ref: 'PE-01',
      name: 'Planificación estratégica',
      type: 'strategic',
      standard: 'd.9001.6',
      centros: ['hud'],
      description:
        'Define la misión, la visión y los objetivos estratégicos del grupo y los despliega en objetivos anuales de calidad por centro y servicio.',
      objective: 'Disponer de un plan estratégico trienal y de objetivos anuales medibles, asignados y revisados.',
      scope: 'Todos los centros del Grupo Sanitario Demo.',
      entries: [
        'Análisis del contexto (DAFO) y partes interesadas',
        'Resultados de la revisión por la dirección',
        'Contrato-programa con el servicio de salud',
      ],
      outputs: ['Plan estratégico 2025-2027', 'Objetivos anuales de calidad por centro', 'Cuadro de mando integral'],
      activities: [
        'Análisis DAFO y de partes interesadas',
        'Definición de líneas estratégicas',
        'Despliegue de objetivos por centro y servicio',
        'Seguimiento semestral del cuadro de mando',
      ],
    },
    {
      ref: 'PE-02',
      name: 'Revisión por la dirección',
      type: 'strategic',
      standard: 'd.9001.9',
      centros: ['hud'],
      description:
        'Revisión anual del sistema de gestión por el comité de dirección para asegurar su conveniencia, adecuación y eficacia.',
      objective: 'Tomar decisiones de mejora basadas en datos al menos una vez al año.',
      scope: 'Sistema de gestión de la calidad del grupo y acreditación del laboratorio.',
      entries: [
        'Resultados de auditorías internas y externas',
        'Indicadores de procesos y objetivos',
        'Estado de no conformidades y acciones correctivas',
        'Satisfacción y reclamaciones de pacientes',
      ],
      outputs: ['Acta de revisión por la dirección', 'Decisiones y acciones de mejora', 'Necesidades de recursos'],
      activities: [
        'Recopilación de datos de entrada',
        'Elaboración del informe de revisión',
        'Reunión del comité de dirección',
        'Seguimiento de las decisiones adoptadas',
      ],
    },
    {
      ref: 'PE-03',
      name: 'Gestión de riesgos y seguridad del paciente',
      type: 'strategic',
      standard: 'd.9001.6',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description:
        'Identifica, evalúa y trata los riesgos asistenciales y organizativos; gestiona el sistema de notificación de incidentes y eventos adversos.',
      objective: 'Reducir los eventos adversos evitables y mantener una cultura de notificación sin culpa.',
      scope: 'Actividad asistencial y de soporte de todos los centros.',
      entries: ['Notificaciones de incidentes', 'Mapa de riesgos por servicio', 'Alertas sanitarias'],
      outputs: ['Mapa de riesgos actualizado', 'Análisis causa raíz de eventos adversos', 'Planes de acción'],
      activities: [
        'Evaluación de riesgos (AMFE) por servicio',
        'Gestión de notificaciones de incidentes',
        'Análisis causa raíz de eventos centinela',
        'Seguimiento de prácticas seguras (higiene de manos, lista de verificación quirúrgica)',
      ],
    },
    {
      ref: 'PE-04',
      name: 'Mejora continua',
      type: 'strategic',
      standard: 'd.9001.10',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description:
        'Agrupa las herramientas de mejora del sistema: auditorías internas, no conformidades, acciones correctivas y escucha al paciente.',
      objective: 'Eliminar las causas de los problemas detectados y verificar la eficacia de las acciones.',
      scope: 'Todos los procesos y centros del grupo.',
      entries: [
        'Hallazgos de auditoría',
        'Reclamaciones y sugerencias',
        'Incidencias de proceso',
        'Indicadores fuera de objetivo',
      ],
      outputs: ['No conformidades analizadas', 'Acciones correctivas verificadas', 'Informes de auditoría'],
      activities: [
        'Registro y análisis de no conformidades',
        'Planificación y seguimiento de acciones correctivas',
        'Verificación de la eficacia',
      ],
      children: [
        {
          ref: 'PE-04.1',
          name: 'Auditorías internas',
          type: 'strategic',
          standard: 'd.9001.9',
          description: 'Programa anual de auditorías internas del sistema de gestión y de la acreditación ISO 15189.',
          objective: 'Auditar todos los procesos al menos una vez en cada ciclo de certificación.',
          scope: 'Procesos del mapa y requisitos de ISO 9001 e ISO 15189.',
          entries: ['Programa anual de auditorías', 'Resultados de auditorías anteriores'],
          outputs: ['Planes e informes de auditoría', 'Hallazgos registrados como no conformidades'],
          activities: ['Planificación del programa', 'Ejecución de auditorías', 'Informe y cierre'],
        },
        {
          ref: 'PE-04.2',
          name: 'No conformidades y acciones correctivas',
          type: 'strategic',
          standard: 'd.9001.10',
          description:
            'Tratamiento de no conformidades: contención, análisis de causas, acciones correctivas y cierre.',
          objective: 'Cerrar las no conformidades en plazo con acciones eficaces.',
          scope: 'No conformidades de cualquier origen detectadas en los centros del grupo.',
          entries: ['No conformidades detectadas', 'Hallazgos de auditoría', 'Reclamaciones'],
          outputs: ['Análisis de causas', 'Acciones correctivas', 'Verificación de eficacia'],
          activities: [
            'Registro',
            'Acción inmediata',
            'Análisis de causas (5 porqués, Ishikawa)',
            'Acciones y verificación',
          ],
        },
        {
          ref: 'PE-04.3',
          name: 'Satisfacción y reclamaciones de pacientes',
          type: 'strategic',
          standard: 'd.9001.9',
          description:
            'Encuestas de satisfacción y gestión de reclamaciones, quejas y sugerencias de pacientes y familiares.',
          objective:
            'Responder a las reclamaciones en menos de 30 días y mantener la satisfacción global por encima del 85 %.',
          scope: 'Pacientes atendidos en hospitalización, cirugía, consultas y laboratorio.',
          entries: ['Hojas de reclamación', 'Encuestas de satisfacción', 'Sugerencias del buzón'],
          outputs: ['Respuestas a reclamaciones', 'Informe semestral de satisfacción'],
          activities: ['Registro y respuesta de reclamaciones', 'Encuestas semestrales', 'Análisis de tendencias'],
        },
      ],
    },
    {
      ref: 'PC-01',
      name: 'Atención al paciente',
      type: 'core',
      standard: 'd.9001.8',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description:
        'Proceso asistencial completo: desde la admisión del paciente hasta el alta y el informe clínico, pasando por consultas, pruebas diagnósticas, cirugía y hospitalización.',
      objective: 'Prestar una asistencia segura, eficaz y centrada en el paciente, dentro de los tiempos de garantía.',
      scope: 'Pacientes atendidos en el Hospital Universitario Demo y en el Centro de Especialidades Sur.',
      entries: ['Solicitud de asistencia o derivación', 'Historia clínica', 'Protocolos y guías de práctica clínica'],
      outputs: ['Paciente atendido', 'Informe de alta', 'Registros clínicos completos'],
      activities: ['Admisión', 'Valoración y diagnóstico', 'Tratamiento', 'Alta y continuidad asistencial'],
      children: [
        {
          ref: 'PC-02',
          name: 'Admisión y citación',
          type: 'core',
          standard: 'd.9001.8',
          centros: ['hud', 'ces'],
          description:
            'Identificación inequívoca del paciente, registro administrativo, citación y gestión de listas de espera.',
          objective: 'Identificar correctamente al 100 % de los pacientes y citar dentro de los plazos de garantía.',
          scope: 'Admisión de urgencias, hospitalización y consultas externas.',
          entries: ['Solicitudes de cita', 'Órdenes de ingreso', 'Tarjeta sanitaria'],
          outputs: ['Paciente registrado e identificado (pulsera)', 'Cita asignada', 'Episodio abierto'],
          activities: ['Verificación de identidad', 'Registro del episodio', 'Citación', 'Gestión de lista de espera'],
        },
        {
          ref: 'PC-03',
          name: 'Hospitalización',
          type: 'core',
          standard: 'd.9001.8',
          centros: ['hud'],
          description:
            'Ingreso, cuidados médicos y de enfermería, prevención de caídas y úlceras por presión, y alta hospitalaria.',
          objective:
            'Mantener la estancia media dentro del estándar y las infecciones nosocomiales por debajo del objetivo.',
          scope: 'Unidades de hospitalización médica y quirúrgica del Hospital Universitario Demo.',
          entries: ['Orden de ingreso', 'Plan de cuidados', 'Prescripción médica'],
          outputs: ['Paciente dado de alta', 'Informe de alta médica y de enfermería'],
          activities: [
            'Acogida en la unidad',
            'Valoración de enfermería',
            'Administración de medicación',
            'Planificación del alta',
          ],
        },
        {
          ref: 'PC-04',
          name: 'Atención quirúrgica',
          type: 'core',
          standard: 'd.9001.8',
          centros: ['bq'],
          description: 'Cirugía programada y urgente: preparación preoperatoria, intervención, reanimación y traslado.',
          objective: 'Aplicar la lista de verificación quirúrgica en el 100 % de las intervenciones.',
          scope: 'Quirófanos y unidad de reanimación (URPA) del Bloque Quirúrgico.',
          entries: ['Parte quirúrgico', 'Consentimiento informado', 'Estudio preoperatorio'],
          outputs: ['Paciente intervenido', 'Hoja operatoria', 'Registro de la lista de verificación'],
          activities: [
            'Preparación preoperatoria',
            'Intervención quirúrgica',
            'Reanimación postanestésica',
            'Traslado a planta',
          ],
          children: [
            {
              ref: 'PC-04.1',
              name: 'Preparación preoperatoria',
              type: 'core',
              description:
                'Valoración preanestésica, verificación de consentimiento, ayuno, profilaxis y marcado del sitio quirúrgico.',
              objective: 'Ninguna suspensión quirúrgica por preparación incompleta.',
              scope: 'Pacientes con cirugía programada.',
              entries: ['Estudio preoperatorio', 'Consentimientos'],
              outputs: ['Paciente preparado y verificado'],
              activities: ['Consulta preanestésica', 'Verificación en antequirófano'],
            },
            {
              ref: 'PC-04.2',
              name: 'Esterilización',
              type: 'core',
              description: 'Limpieza, empaquetado, esterilización y trazabilidad del instrumental quirúrgico.',
              objective: 'Trazabilidad completa de cada caja de instrumental hasta el paciente.',
              scope: 'Central de esterilización del Bloque Quirúrgico.',
              entries: ['Instrumental usado', 'Controles químicos y biológicos'],
              outputs: ['Instrumental estéril con etiqueta de trazabilidad', 'Registros de ciclos'],
              activities: [
                'Lavado y secado',
                'Empaquetado',
                'Esterilización por vapor y baja temperatura',
                'Liberación de carga',
              ],
            },
          ],
        },
        {
          ref: 'PC-05',
          name: 'Análisis clínicos',
          type: 'core',
          standard: 'd.15189.7',
          centros: ['lab', 'ces'],
          description:
            'Procesos del laboratorio clínico acreditado: desde la solicitud y la toma de muestra hasta la validación y el informe de resultados.',
          objective: 'Emitir resultados fiables en el tiempo de respuesta comprometido (urgencias < 60 min).',
          scope:
            'Laboratorio Clínico del Hospital Universitario Demo y punto de extracción del Centro de Especialidades Sur.',
          entries: ['Peticiones analíticas', 'Muestras biológicas', 'Reactivos y calibradores'],
          outputs: ['Informes de resultados validados', 'Registros de control de calidad'],
          activities: ['Fase preanalítica', 'Fase analítica', 'Fase postanalítica'],
          children: [
            {
              ref: 'PC-05.1',
              name: 'Fase preanalítica',
              type: 'core',
              standard: 'd.15189.7.2',
              centros: ['lab', 'ces'],
              description:
                'Solicitud, preparación del paciente, extracción, identificación, transporte y recepción de muestras.',
              objective: 'Mantener las muestras rechazadas por debajo del 1 %.',
              scope: 'Puntos de extracción y área de recepción de muestras.',
              entries: ['Petición electrónica', 'Paciente citado'],
              outputs: ['Muestra identificada y registrada'],
              activities: [
                'Extracción',
                'Etiquetado',
                'Transporte en condiciones controladas',
                'Recepción y criterios de rechazo',
              ],
            },
            {
              ref: 'PC-05.2',
              name: 'Fase analítica',
              type: 'core',
              standard: 'd.15189.7.3',
              centros: ['lab'],
              description:
                'Procesamiento de muestras con métodos verificados, control de calidad interno y programas de intercomparación.',
              objective: 'Cumplir las especificaciones de calidad analítica de todas las magnitudes acreditadas.',
              scope: 'Bioquímica, hematología, inmunología y microbiología.',
              entries: ['Muestras aceptadas', 'Controles internos', 'Procedimientos analíticos'],
              outputs: ['Resultados técnicamente validados'],
              activities: [
                'Calibración',
                'Control de calidad interno (reglas de Westgard)',
                'Procesamiento',
                'Validación técnica',
              ],
            },
            {
              ref: 'PC-05.3',
              name: 'Fase postanalítica',
              type: 'core',
              standard: 'd.15189.7.4',
              centros: ['lab'],
              description:
                'Validación facultativa, emisión de informes, comunicación de valores críticos y conservación de muestras.',
              objective: 'Comunicar el 100 % de los valores críticos en menos de 30 minutos.',
              scope: 'Informes del Laboratorio Clínico.',
              entries: ['Resultados validados técnicamente'],
              outputs: ['Informe firmado', 'Registro de comunicación de valores críticos'],
              activities: [
                'Validación facultativa',
                'Emisión del informe',
                'Comunicación de valores críticos',
                'Seroteca',
              ],
            },
          ],
        },
        {
          ref: 'PC-06',
          name: 'Consultas externas',
          type: 'core',
          standard: 'd.9001.8',
          centros: ['ces', 'hud'],
          description: 'Atención ambulatoria de especialidades médicas y quirúrgicas, primeras visitas y revisiones.',
          objective:
            'Atender las primeras visitas en menos de 60 días y mantener la demora en sala por debajo de 30 minutos.',
          scope: 'Consultas del Centro de Especialidades Sur y del hospital.',
          entries: ['Derivaciones de atención primaria', 'Citas de revisión'],
          outputs: ['Informe de consulta', 'Solicitud de pruebas o de intervención'],
          activities: [
            'Recepción del paciente',
            'Consulta médica',
            'Solicitud de pruebas',
            'Informe y citación de revisión',
          ],
        },
      ],
    },
    {
      ref: 'PS-01',
      name: 'Compras y proveedores',
      type: 'support',
      standard: 'd.9001.8',
      centros: ['hud', 'lab', 'ces'],
      description:
        'Adquisición de productos sanitarios, reactivos y servicios; homologación y evaluación continua de proveedores.',
      objective: 'Comprar a proveedores evaluados y recibir los pedidos conformes y en plazo.',
      scope: 'Compras y contratos de suministro de todos los centros.',
      entries: ['Solicitudes de compra', 'Fichas técnicas', 'Resultados de recepción'],
      outputs: ['Pedidos', 'Listado de proveedores homologados', 'Evaluación anual de proveedores'],
      activities: ['Solicitud y aprobación', 'Pedido', 'Recepción e inspección', 'Evaluación de proveedores'],
      children: [
        {
          ref: 'PS-01.1',
          name: 'Evaluación de proveedores',
          type: 'support',
          description: 'Evaluación anual de proveedores críticos por calidad, plazo de entrega e incidencias.',
          objective: 'Evaluar al 100 % de los proveedores críticos cada año.',
          scope: 'Proveedores de reactivos, productos sanitarios y servicios críticos.',
          entries: ['Incidencias de recepción', 'No conformidades de proveedor'],
          outputs: ['Informe de evaluación', 'Proveedores condicionados o dados de baja'],
          activities: ['Recogida de datos', 'Puntuación', 'Comunicación al proveedor'],
        },
      ],
    },
    {
      ref: 'PS-02',
      name: 'Mantenimiento',
      type: 'support',
      standard: 'd.9001.7',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description: 'Mantenimiento preventivo, correctivo y técnico-legal de instalaciones y equipos electromédicos.',
      objective: 'Cumplir el 95 % del plan preventivo y resolver las averías críticas en menos de 4 horas.',
      scope: 'Instalaciones y equipamiento de todos los centros.',
      entries: ['Inventario de equipos', 'Plan de mantenimiento preventivo', 'Avisos de avería'],
      outputs: ['Órdenes de trabajo cerradas', 'Certificados de revisión reglamentaria'],
      activities: [
        'Planificación del preventivo',
        'Gestión de avisos',
        'Revisiones reglamentarias',
        'Gestión de contratas',
      ],
      children: [
        {
          ref: 'PS-02.1',
          name: 'Mantenimiento de equipos electromédicos',
          type: 'support',
          description: 'Revisiones de seguridad eléctrica, calibraciones y verificaciones de equipos electromédicos.',
          objective: 'Ningún equipo en uso con la revisión caducada.',
          scope: 'Equipos electromédicos de quirófanos, plantas, consultas y laboratorio.',
          entries: ['Inventario técnico', 'Recomendaciones del fabricante'],
          outputs: ['Etiqueta de revisión', 'Certificado de calibración'],
          activities: ['Revisión de seguridad eléctrica', 'Calibración', 'Registro en el historial del equipo'],
        },
        {
          ref: 'PS-02.2',
          name: 'Mantenimiento de instalaciones',
          type: 'support',
          description: 'Climatización, gases medicinales, electricidad, agua y prevención de legionelosis.',
          objective: 'Cumplir las inspecciones reglamentarias en plazo.',
          scope: 'Edificios del hospital y del centro de especialidades.',
          entries: ['Reglamentos de instalaciones', 'Avisos de avería'],
          outputs: ['Registros de inspección', 'Actas de organismo de control'],
          activities: ['Preventivo de instalaciones', 'Control de legionela', 'Inspecciones reglamentarias'],
        },
      ],
    },
    {
      ref: 'PS-03',
      name: 'Gestión documental',
      type: 'support',
      standard: 'd.9001.7',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description:
        'Elaboración, revisión, aprobación, distribución y control de versiones de la documentación del sistema.',
      objective: 'Que cada puesto disponga únicamente de la versión vigente de los documentos que utiliza.',
      scope: 'Manual, procedimientos, instrucciones, formatos y documentación externa de todos los centros.',
      entries: ['Necesidades de documentación', 'Cambios en procesos o normativa'],
      outputs: ['Documentos vigentes publicados', 'Listado de documentos en vigor', 'Versiones obsoletas archivadas'],
      activities: ['Redacción', 'Revisión', 'Aprobación', 'Publicación y lectura confirmada', 'Revisión periódica'],
    },
    {
      ref: 'PS-04',
      name: 'Formación y competencia',
      type: 'support',
      standard: 'd.9001.7',
      centros: ['hud', 'bq', 'lab', 'ces'],
      description:
        'Detección de necesidades formativas, plan anual de formación, acogida y evaluación de la competencia del personal.',
      objective: 'Cumplir el 90 % del plan de formación y evaluar la competencia de todo el personal técnico.',
      scope: 'Personal propio de todos los centros.',
      entries: ['Perfiles de puesto', 'Necesidades detectadas por los servicios'],
      outputs: ['Plan anual de formación', 'Registros de asistencia y eficacia', 'Matriz de competencias'],
      activities: ['Detección de necesidades', 'Planificación', 'Impartición', 'Evaluación de la eficacia'],
    },
    {
      ref: 'PS-05',
      name: 'Gestión de personal',
      type: 'support',
      restricted: true,
      standard: 'd.9001.7',
      centros: ['hud'],
      description: 'Selección, contratación, nóminas, turnos y expedientes del personal. Información confidencial.',
      objective: 'Cubrir las plantillas previstas y custodiar los datos personales conforme al RGPD.',
      scope: 'Personal de todos los centros del grupo.',
      entries: ['Plantilla orgánica', 'Solicitudes de cobertura', 'Incidencias de nómina'],
      outputs: ['Contratos', 'Nóminas', 'Cuadrantes de turnos'],
      activities: ['Selección', 'Contratación', 'Nómina', 'Gestión de turnos y ausencias'],
    },
  ],
  grants: [
    // Quality: responsible and editors of the management system.
    {
      role: 'd.dir_calidad',
      permissions: ['editor', 'reader'],
      processes: ['PE-01', 'PE-02', 'PE-03', 'PE-04', 'PC-01', 'PS-01', 'PS-02', 'PS-03', 'PS-04'],
    },
    {
      role: 'd.dir_calidad',
      permissions: ['responsible', 'creator', 'original_document_reader'],
      processes: ['PE-04', 'PS-03'],
    },
    { role: 'd.tec_calidad', permissions: ['creator', 'editor', 'reader'], processes: ['PE-03', 'PE-04', 'PS-03'] },
    { role: 'd.tec_calidad', permissions: ['creator', 'reader'], processes: ['PC-01', 'PS-01', 'PS-02', 'PS-04'] },
    { role: 'd.seg_paciente', permissions: ['responsible', 'creator', 'editor'], processes: ['PE-03'] },
    { role: 'd.seg_paciente', permissions: ['creator'], processes: ['PE-04'] },
    {
      department: 'd.dep.calidad',
      permissions: ['reader', 'original_document_reader'],
      processes: ['PE-01', 'PE-02', 'PE-03', 'PE-04', 'PC-01', 'PS-01', 'PS-02', 'PS-03', 'PS-04'],
    },
    // Management.
    { role: 'd.gerente', permissions: ['responsible', 'editor'], processes: ['PE-01', 'PE-02'] },
    {
      department: 'd.dep.direccion',
      permissions: ['reader'],
      processes: ['PE-01', 'PE-02', 'PE-03', 'PE-04', 'PC-01', 'PS-01', 'PS-02', 'PS-03', 'PS-04'],
    },
    { department: 'd.dep.direccion', permissions: ['creator'], processes: ['PE-04'] },
    {
      role: 'd.dir_medico',
      permissions: ['responsible'],
      processes: ['PC-01', 'PC-02', 'PC-03', 'PC-06'],
      exact: true,
    },
    { role: 'd.dir_medico', permissions: ['creator', 'editor'], processes: ['PC-01'] },
    { role: 'd.dir_medico', permissions: ['creator'], processes: ['PE-03', 'PE-04'] },
    { role: 'd.jefe_servicio', permissions: ['responsible', 'creator', 'editor'], processes: ['PC-04'] },
    { role: 'd.jefe_servicio', permissions: ['creator'], processes: ['PE-03', 'PE-04'] },
    { role: 'd.jefe_servicio', permissions: ['reader'], processes: ['PC-01', 'PS-02'] },
    // Nursing.
    { role: 'd.dir_enfermeria', permissions: ['responsible', 'editor'], processes: ['PC-03'] },
    { role: 'd.supervisor', permissions: ['creator', 'editor'], processes: ['PC-03', 'PC-04'] },
    { department: 'd.dep.enfermeria', permissions: ['reader'], processes: ['PC-01', 'PE-03'] },
    { department: 'd.dep.enfermeria', permissions: ['creator'], processes: ['PE-03', 'PE-04'] },
    // Laboratory.
    { role: 'd.jefe_lab', permissions: ['responsible', 'editor'], processes: ['PC-05'] },
    { role: 'd.jefe_lab', permissions: ['original_document_reader'], processes: ['PS-03'] },
    { role: 'd.facultativo_lab', permissions: ['creator', 'editor'], processes: ['PC-05'] },
    { role: 'd.tsl', permissions: ['creator'], processes: ['PC-05', 'PE-04'] },
    { department: 'd.dep.laboratorio', permissions: ['reader'], processes: ['PC-05', 'PE-04', 'PS-02', 'PS-03'] },
    // Support.
    { role: 'd.jefe_compras', permissions: ['responsible', 'creator', 'editor'], processes: ['PS-01'] },
    { department: 'd.dep.compras', permissions: ['creator', 'reader'], processes: ['PS-01'] },
    { role: 'd.jefe_mant', permissions: ['responsible', 'editor'], processes: ['PS-02'] },
    { department: 'd.dep.mantenimiento', permissions: ['creator', 'reader'], processes: ['PS-02'] },
    { role: 'd.dir_rrhh', permissions: ['responsible', 'editor', 'reader'], processes: ['PS-04', 'PS-05'] },
    { role: 'd.tec_formacion', permissions: ['creator', 'editor', 'reader'], processes: ['PS-04'] },
    { department: 'd.dep.rrhh', permissions: ['reader'], processes: ['PS-05'] },
    // Everybody reads controlled copies of the documentation.
    ...[
      'd.dep.direccion',
      'd.dep.calidad',
      'd.dep.enfermeria',
      'd.dep.laboratorio',
      'd.dep.compras',
      'd.dep.mantenimiento',
      'd.dep.rrhh',
    ].map((department): GrantSeed => ({ department, permissions: ['visor_pdf_reader'], processes: ['PS-03'] })),
    // Demo business processes. The process owner of each centro answers for its non-conformities
    // and actions (PE-04.2: NC and CAPA); the lab technician owns some of the lab's actions.
    { role: 'd.dir_medico', permissions: ['responsible', 'editor'], processes: ['PE-04.2'] },
    { role: 'd.jefe_servicio', permissions: ['responsible', 'editor'], processes: ['PE-04.2'] },
    { role: 'd.jefe_lab', permissions: ['responsible', 'creator'], processes: ['PE-04.2'] },
    { role: 'd.supervisor', permissions: ['responsible'], processes: ['PE-04.2'] },
    { role: 'd.tsl', permissions: ['responsible'], processes: ['PE-04.2'] },
    { role: 'd.facultativo_lab', permissions: ['responsible', 'creator'], processes: ['PE-04.2'] },
    // Supplier and equipment problems are raised by purchasing and maintenance.
    { department: 'd.dep.compras', permissions: ['creator'], processes: ['PE-04.2'] },
    { department: 'd.dep.mantenimiento', permissions: ['creator'], processes: ['PE-04.2'] },
    // Indicators (PE-04): each area head owns the indicators of their area.
    {
      role: 'd.jefe_lab',
      permissions: ['responsible'],
      processes: ['PE-04'],
      exact: true,
    },
    { role: 'd.dir_medico', permissions: ['responsible'], processes: ['PE-04'], exact: true },
    { role: 'd.supervisor', permissions: ['responsible'], processes: ['PE-04'], exact: true },
    { role: 'd.jefe_mant', permissions: ['responsible'], processes: ['PE-04'], exact: true },
    { role: 'd.jefe_compras', permissions: ['responsible'], processes: ['PE-04'], exact: true },
    // Documents (PS-03): area heads draft and own the procedures and protocols of their area.
    { role: 'd.jefe_lab', permissions: ['creator', 'responsible'], processes: ['PS-03'] },
    { role: 'd.jefe_servicio', permissions: ['creator', 'responsible'], processes: ['PS-03'] },
    { role: 'd.supervisor', permissions: ['creator', 'responsible'], processes: ['PS-03'] },
  ],
  businessProcesses: {
    DOCISODEFAULT: 'PS-03',
    NC: 'PE-04.2',
    CAPA: 'PE-04.2',
    AUDIT: 'PE-04.1',
    INDICATOR: 'PE-04',
    // Notifications go to anyone: every department reads the documentation process.
    NOTIF_DEFAULT: 'PS-03',
  },
  menuAllowedRoles: ['d.dir_calidad', 'd.tec_calidad', 'd.seg_paciente'],
  menuBlockedRole: 'd.tec_mant',
  locationTypes: [
    {
      name: 'Planta',
      locations: [
        { name: 'Planta baja – Urgencias y Admisión', reference: 'HUD-P0', longitude: -3.68832, latitude: 40.45311 },
        { name: 'Planta 3 – Hospitalización quirúrgica', reference: 'HUD-P3', longitude: -3.68825, latitude: 40.45318 },
        { name: 'Planta 5 – Medicina interna', reference: 'HUD-P5', longitude: -3.68819, latitude: 40.45322 },
        { name: 'Planta 1 – Consultas externas', reference: 'CES-P1', longitude: -3.73261, latitude: 40.30572 },
      ],
    },
    {
      name: 'Quirófano',
      locations: [
        { name: 'Quirófano 1 – Cirugía general', reference: 'BQ-QX01', longitude: -3.68851, latitude: 40.45297 },
        { name: 'Quirófano 2 – Traumatología', reference: 'BQ-QX02', longitude: -3.68853, latitude: 40.45295 },
        { name: 'Quirófano 3 – Urología', reference: 'BQ-QX03', longitude: -3.68856, latitude: 40.45293 },
        {
          name: 'Unidad de reanimación postanestésica (URPA)',
          reference: 'BQ-URPA',
          longitude: -3.68848,
          latitude: 40.45301,
        },
      ],
    },
    {
      name: 'Laboratorio',
      locations: [
        { name: 'Recepción de muestras y preanalítica', reference: 'LAB-PRE', longitude: -3.68801, latitude: 40.45335 },
        { name: 'Bioquímica e inmunología', reference: 'LAB-BIO', longitude: -3.68798, latitude: 40.45338 },
        { name: 'Hematología', reference: 'LAB-HEM', longitude: -3.68795, latitude: 40.4534 },
        { name: 'Microbiología', reference: 'LAB-MIC', longitude: -3.68791, latitude: 40.45343 },
      ],
    },
    {
      name: 'Almacén',
      locations: [
        { name: 'Almacén general', reference: 'HUD-ALM-01', longitude: -3.68879, latitude: 40.45276 },
        { name: 'Almacén de farmacia', reference: 'HUD-FAR-01', longitude: -3.68872, latitude: 40.45281 },
        {
          name: 'Almacén de reactivos del laboratorio',
          reference: 'LAB-ALM-01',
          longitude: -3.68805,
          latitude: 40.45331,
        },
      ],
    },
  ],
  directories: {
    hud: folders([
      {
        name: 'Protocolos clínicos',
        color: C.red,
        children: [
          { name: 'Protocolos de enfermería', color: C.pink },
          { name: 'Guías de práctica clínica', color: C.red },
        ],
      },
      { name: 'Seguridad del paciente', color: C.teal },
    ]),
    bq: folders([
      {
        name: 'Protocolos quirúrgicos',
        color: C.red,
        children: [
          { name: 'Lista de verificación quirúrgica', color: C.pink },
          { name: 'Esterilización', color: C.cyan },
        ],
      },
    ]),
    lab: folders([
      {
        name: 'Procedimientos analíticos (PNT)',
        color: C.indigo,
        children: [
          { name: 'Bioquímica e inmunología', color: C.indigo },
          { name: 'Hematología', color: C.indigo },
          { name: 'Microbiología', color: C.indigo },
        ],
      },
      { name: 'Control de calidad interno y externo', color: C.teal },
      { name: 'Verificación y validación de métodos', color: C.cyan },
    ]),
    ces: folders([{ name: 'Protocolos de consultas externas', color: C.red }]),
  },
};

// ---------------------------------------------------------------------------
// Demo Norte Alimentación (food), sub-company of demo
// ---------------------------------------------------------------------------

const norte: SiteSeed = {
  key: 'norte',
  name: 'Demo Norte Alimentación',
  urlName: 'norte',
  parent: 'demo',
  product: 'food',
  maxUsers: 60,
  allowPasswordChange: true,
  logo: 'norte.svg',
  background: 'norte-background.svg',
  processMap: 'norte-process-map.svg',
  footer:
    'Demo Norte Alimentación · Sistema de gestión certificado según ISO 9001:2015 e IFS Food versión 8. Documento controlado: toda copia impresa se considera no controlada.',
  centros: [
    {
      key: 'bilbao',
      name: 'Planta de Elaborados Bilbao',
      urlName: 'planta-elaborados-bilbao',
      children: [{ key: 'basauri', name: 'Almacén Frigorífico Basauri', urlName: 'almacen-frigorifico-basauri' }],
    },
  ],
  inheritedRoles: ['d.dir_calidad', 'd.tec_calidad'],
  departments: [
    {
      key: 'n.dep.direccion',
      name: 'Dirección',
      description: 'Dirección de planta.',
      roles: [
        {
          key: 'n.dir_planta',
          name: 'Director de planta',
          description: 'Máximo responsable de la planta y del compromiso con la seguridad alimentaria.',
        },
      ],
    },
    {
      key: 'n.dep.calidad',
      name: 'Calidad y Seguridad Alimentaria',
      description: 'Sistema de gestión IFS Food y plan APPCC, laboratorio de autocontrol y atención de reclamaciones.',
      roles: [
        {
          key: 'n.resp_calidad',
          name: 'Responsable de calidad y seguridad alimentaria',
          description: 'Responsable del sistema IFS Food, del plan APPCC y de la liberación de lotes.',
          children: [
            {
              key: 'n.tec_calidad',
              name: 'Técnico de calidad',
              description:
                'Controles de proceso y de producto terminado, verificación de etiquetado y registros APPCC.',
            },
            {
              key: 'n.coord_appcc',
              name: 'Coordinador del equipo APPCC',
              description: 'Coordina el equipo APPCC, la validación de PCC y la verificación del plan.',
            },
          ],
        },
        {
          key: 'n.auditor',
          name: 'Auditor interno',
          description: 'Auditor cualificado del grupo que realiza las auditorías internas de la planta.',
        },
      ],
    },
    {
      key: 'n.dep.produccion',
      name: 'Producción',
      description: 'Elaboración, cocción, envasado y etiquetado.',
      roles: [
        {
          key: 'n.jefe_produccion',
          name: 'Jefe de producción',
          description: 'Planifica la producción y asegura el cumplimiento de las buenas prácticas de fabricación.',
          children: [
            {
              key: 'n.jefe_turno',
              name: 'Jefe de turno',
              description: 'Dirige el turno, registra los controles de PCC y libera las líneas tras la limpieza.',
              children: [
                {
                  key: 'n.operario',
                  name: 'Operario de producción',
                  description: 'Manipulador de alimentos en línea de elaboración o envasado.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'n.dep.logistica',
      name: 'Logística',
      description: 'Recepción de materias primas, almacenamiento en frío y expedición.',
      roles: [
        {
          key: 'n.jefe_almacen',
          name: 'Jefe de almacén',
          description: 'Responsable de recepción, cámaras frigoríficas, rotación FEFO y expediciones.',
          children: [
            {
              key: 'n.mozo',
              name: 'Mozo de almacén',
              description: 'Carga, descarga y ubicación de mercancía; registro de temperaturas.',
            },
          ],
        },
      ],
    },
    {
      key: 'n.dep.compras',
      name: 'Compras',
      description: 'Compras de materias primas, envases y servicios; homologación de proveedores.',
      roles: [
        {
          key: 'n.resp_compras',
          name: 'Responsable de compras',
          description: 'Homologa proveedores y negocia especificaciones de materias primas y envases.',
        },
      ],
    },
    {
      key: 'n.dep.mantenimiento',
      name: 'Mantenimiento',
      description: 'Mantenimiento de líneas, frío industrial e infraestructuras.',
      roles: [
        {
          key: 'n.jefe_mant',
          name: 'Jefe de mantenimiento',
          description: 'Plan preventivo de líneas y cámaras, calibración de sondas y detectores de metales.',
          children: [
            {
              key: 'n.tec_mant',
              name: 'Técnico de mantenimiento',
              description: 'Ejecuta el preventivo y las reparaciones de líneas y frío.',
            },
          ],
        },
      ],
    },
    {
      key: 'n.dep.rrhh',
      name: 'Recursos Humanos',
      description: 'Personal, formación de manipuladores y prevención.',
      roles: [
        {
          key: 'n.resp_rrhh',
          name: 'Responsable de RRHH',
          description: 'Gestiona la plantilla y el plan de formación de manipuladores.',
        },
      ],
    },
  ],
  standards: [
    iso9001('n'),
    {
      key: 'n.ifs',
      name: 'IFS Food versión 8',
      code: 'IFS Food v8',
      children: [
        { key: 'n.ifs.1', name: '1 Gobernanza y compromiso', code: '1' },
        { key: 'n.ifs.2', name: '2 Sistema de gestión de la calidad y la seguridad alimentaria', code: '2' },
        { key: 'n.ifs.3', name: '3 Gestión de recursos', code: '3' },
        { key: 'n.ifs.4', name: '4 Planificación operativa y proceso de producción', code: '4' },
        { key: 'n.ifs.5', name: '5 Medición, análisis y mejora', code: '5' },
        { key: 'n.ifs.6', name: '6 Plan de defensa alimentaria e inspecciones externas', code: '6' },
      ],
    },
    {
      key: 'n.appcc',
      name: 'APPCC — Principios generales de higiene de los alimentos (Codex CXC 1-1969)',
      code: 'APPCC',
      children: [
        { key: 'n.appcc.1', name: 'Principio 1 Análisis de peligros', code: 'P1' },
        { key: 'n.appcc.2', name: 'Principio 2 Determinación de los puntos de control crítico', code: 'P2' },
        { key: 'n.appcc.3', name: 'Principio 3 Límites críticos', code: 'P3' },
        { key: 'n.appcc.4', name: 'Principio 4 Sistema de vigilancia', code: 'P4' },
        { key: 'n.appcc.5', name: 'Principio 5 Medidas correctoras', code: 'P5' },
        { key: 'n.appcc.6', name: 'Principio 6 Verificación', code: 'P6' },
        { key: 'n.appcc.7', name: 'Principio 7 Documentación y registros', code: 'P7' },
      ],
    },
  ],
  processes: [
    {
      ref: 'PE-01',
      name: 'Planificación estratégica y revisión por la dirección',
      type: 'strategic',
      standard: 'n.9001.6',
      centros: ['bilbao'],
      description:
        'Fija la política de calidad y seguridad alimentaria, los objetivos anuales y revisa el sistema una vez al año.',
      objective: 'Objetivos anuales medibles y revisión por la dirección completa antes de la auditoría IFS.',
      scope: 'Planta de Bilbao y almacén de Basauri.',
      entries: ['Resultados de auditorías IFS y de clientes', 'Indicadores', 'Reclamaciones', 'Cambios legislativos'],
      outputs: [
        'Política de calidad y seguridad alimentaria',
        'Objetivos anuales',
        'Acta de revisión por la dirección',
      ],
      activities: ['Análisis del contexto', 'Fijación de objetivos', 'Revisión por la dirección'],
    },
    {
      ref: 'PE-02',
      name: 'Cultura de seguridad alimentaria',
      type: 'strategic',
      standard: 'n.ifs.1',
      centros: ['bilbao', 'basauri'],
      description:
        'Plan de cultura de seguridad alimentaria: comunicación, formación, medición de la percepción y compromiso de la dirección.',
      objective: 'Mejorar cada año el resultado de la encuesta de cultura de seguridad alimentaria.',
      scope: 'Toda la plantilla y el personal de empresas externas.',
      entries: ['Encuesta de cultura', 'Resultados de inspecciones de BPM'],
      outputs: ['Plan de cultura anual', 'Comunicaciones a la plantilla'],
      activities: ['Encuesta anual', 'Plan de acción', 'Recorridos de la dirección por planta'],
      children: [
        {
          ref: 'PE-02.1',
          name: 'Plan de defensa alimentaria',
          type: 'strategic',
          restricted: true,
          standard: 'n.ifs.6',
          description:
            'Evaluación de amenazas intencionadas, control de accesos y medidas de protección. Información confidencial.',
          objective: 'Revisar la evaluación de vulnerabilidades cada año y tras cualquier incidente de seguridad.',
          scope: 'Instalaciones, materias primas sensibles y sistemas de la planta y del almacén.',
          entries: ['Evaluación de amenazas', 'Registros de accesos'],
          outputs: ['Plan de defensa alimentaria', 'Simulacro anual'],
          activities: ['Evaluación de vulnerabilidades', 'Control de accesos y visitas', 'Simulacro'],
        },
      ],
    },
    {
      ref: 'PE-03',
      name: 'Mejora continua',
      type: 'strategic',
      standard: 'n.ifs.5',
      centros: ['bilbao', 'basauri'],
      description: 'Auditorías internas, inspecciones de buenas prácticas, no conformidades y acciones correctivas.',
      objective: 'Cerrar en plazo el 90 % de las acciones correctivas.',
      scope: 'Todos los procesos de la planta y del almacén.',
      entries: ['Hallazgos de auditoría', 'Reclamaciones de clientes', 'Desviaciones de PCC'],
      outputs: ['No conformidades cerradas', 'Acciones correctivas eficaces'],
      activities: ['Auditorías internas', 'Tratamiento de no conformidades', 'Verificación de eficacia'],
      children: [
        {
          ref: 'PE-03.1',
          name: 'Auditorías internas e inspecciones',
          type: 'strategic',
          standard: 'n.ifs.5',
          description:
            'Programa de auditorías internas IFS e inspecciones mensuales de buenas prácticas de fabricación.',
          objective: 'Cubrir todos los requisitos IFS cada año.',
          scope: 'Planta, almacén y procesos de soporte.',
          entries: ['Programa anual', 'Lista de comprobación IFS'],
          outputs: ['Informes de auditoría', 'Hallazgos'],
          activities: ['Planificación', 'Ejecución', 'Informe'],
        },
        {
          ref: 'PE-03.2',
          name: 'No conformidades y acciones correctivas',
          type: 'strategic',
          standard: 'n.ifs.5',
          description:
            'Registro, contención, análisis de causas y acciones correctivas de desviaciones de producto y de proceso.',
          objective: 'Ninguna no conformidad repetida por la misma causa en 12 meses.',
          scope: 'Desviaciones de producto, proceso, proveedor y auditoría.',
          entries: ['Desviaciones', 'Reclamaciones', 'Hallazgos'],
          outputs: ['Análisis de causas', 'Acciones correctivas'],
          activities: ['Bloqueo del producto afectado', 'Análisis de causas', 'Acciones y verificación'],
        },
      ],
    },
    {
      ref: 'PC-01',
      name: 'Recepción de materias primas',
      type: 'core',
      standard: 'n.ifs.4',
      centros: ['bilbao'],
      description:
        'Control en la recepción de materias primas y envases: temperatura, estado, etiquetado, documentación y lote.',
      objective:
        'Rechazar en muelle toda partida fuera de especificación y registrar el lote del 100 % de las entradas.',
      scope: 'Materias primas cárnicas, vegetales, ingredientes y material de envase.',
      entries: ['Albaranes', 'Especificaciones de compra', 'Certificados de análisis'],
      outputs: ['Partidas aceptadas con lote interno', 'Partidas rechazadas o retenidas'],
      activities: [
        'Control de temperatura',
        'Inspección visual',
        'Verificación documental',
        'Asignación de lote interno',
      ],
    },
    {
      ref: 'PC-02',
      name: 'Elaboración',
      type: 'core',
      standard: 'n.ifs.4',
      centros: ['bilbao'],
      description:
        'Elaboración de platos preparados refrigerados: preparación, cocción, abatimiento, envasado y etiquetado.',
      objective: 'Cumplir los límites críticos de cocción y abatimiento en el 100 % de los lotes.',
      scope: 'Líneas de elaboración de la Planta de Elaborados Bilbao.',
      entries: ['Orden de fabricación', 'Materias primas aceptadas', 'Fichas técnicas de producto'],
      outputs: ['Producto terminado etiquetado', 'Registros de PCC', 'Parte de producción'],
      activities: [
        'Preparación',
        'Cocción (PCC 1)',
        'Abatimiento',
        'Envasado y etiquetado',
        'Detección de metales (PCC 2)',
      ],
      children: [
        {
          ref: 'PC-02.1',
          name: 'Preparación y cocción',
          type: 'core',
          standard: 'n.appcc.4',
          description: 'Preparación de ingredientes y cocción con control de temperatura en el centro del producto.',
          objective: 'Temperatura en el centro del producto ≥ 75 °C en todos los lotes.',
          scope: 'Salas de preparación y cocción.',
          entries: ['Orden de fabricación', 'Ingredientes'],
          outputs: ['Producto cocinado', 'Registro de PCC 1'],
          activities: ['Pesado de ingredientes', 'Cocción', 'Registro de temperatura'],
        },
        {
          ref: 'PC-02.2',
          name: 'Envasado y etiquetado',
          type: 'core',
          standard: 'n.ifs.4',
          description:
            'Envasado en atmósfera protectora, etiquetado con alérgenos y fecha de caducidad, y detección de metales.',
          objective: 'Cero reclamaciones por error de etiquetado o de alérgenos.',
          scope: 'Líneas de envasado.',
          entries: ['Producto abatido', 'Envases y etiquetas'],
          outputs: ['Producto envasado y etiquetado', 'Registro de PCC 2'],
          activities: ['Verificación de etiqueta al inicio de lote', 'Envasado', 'Detector de metales'],
        },
        {
          ref: 'PC-02.3',
          name: 'Liberación de lotes',
          type: 'core',
          standard: 'n.ifs.5',
          description:
            'Revisión de registros de PCC y análisis microbiológicos antes de liberar el lote para expedición.',
          objective: 'Ningún lote expedido sin revisión de registros.',
          scope: 'Producto terminado.',
          entries: ['Registros de PCC', 'Resultados de laboratorio'],
          outputs: ['Lote liberado o retenido'],
          activities: ['Revisión de registros', 'Decisión de liberación'],
        },
      ],
    },
    {
      ref: 'PC-03',
      name: 'Almacenamiento y expedición en frío',
      type: 'core',
      standard: 'n.ifs.4',
      centros: ['basauri', 'bilbao'],
      description:
        'Almacenamiento refrigerado y congelado, preparación de pedidos con criterio FEFO y expedición en vehículos isotermos.',
      objective: 'Mantener la cadena de frío sin roturas y servir el 98 % de los pedidos completos y a tiempo.',
      scope: 'Cámaras de Bilbao y Almacén Frigorífico Basauri.',
      entries: ['Producto liberado', 'Pedidos de clientes'],
      outputs: ['Pedidos expedidos', 'Registros de temperatura de cámaras y vehículos'],
      activities: ['Ubicación', 'Control continuo de temperatura', 'Preparación FEFO', 'Carga y expedición'],
    },
    {
      ref: 'PC-04',
      name: 'Atención al cliente y reclamaciones',
      type: 'core',
      standard: 'n.9001.8',
      centros: ['bilbao'],
      description: 'Gestión de pedidos, especificaciones de cliente, reclamaciones y retirada de producto.',
      objective: 'Responder a las reclamaciones en menos de 5 días hábiles.',
      scope: 'Clientes de distribución, hostelería y colectividades.',
      entries: ['Reclamaciones', 'Especificaciones de cliente'],
      outputs: ['Respuesta al cliente', 'No conformidad asociada'],
      activities: ['Registro de la reclamación', 'Investigación por lote', 'Respuesta', 'Simulacro de retirada'],
    },
    {
      ref: 'PS-01',
      name: 'Compras y homologación de proveedores',
      type: 'support',
      standard: 'n.ifs.4',
      centros: ['bilbao'],
      description: 'Homologación de proveedores por riesgo, especificaciones de compra y evaluación periódica.',
      objective: 'Todos los proveedores de materias primas homologados y con certificación GFSI o auditados.',
      scope: 'Proveedores de materias primas, envases y servicios críticos.',
      entries: ['Cuestionario de homologación', 'Certificados GFSI', 'Incidencias de recepción'],
      outputs: ['Listado de proveedores homologados', 'Evaluación anual'],
      activities: ['Evaluación de riesgo de materias primas', 'Homologación', 'Evaluación continua'],
    },
    {
      ref: 'PS-02',
      name: 'Mantenimiento e infraestructuras',
      type: 'support',
      standard: 'n.ifs.4',
      centros: ['bilbao', 'basauri'],
      description:
        'Mantenimiento preventivo de líneas y cámaras, calibración de equipos de medida y control de cuerpos extraños.',
      objective: 'Cumplir el plan preventivo y calibrar el 100 % de las sondas críticas.',
      scope: 'Líneas de producción, cámaras frigoríficas, vehículos e instalaciones.',
      entries: ['Plan preventivo', 'Avisos de avería'],
      outputs: ['Órdenes de trabajo', 'Certificados de calibración'],
      activities: ['Preventivo', 'Correctivo con liberación higiénica', 'Calibraciones'],
    },
    {
      ref: 'PS-03',
      name: 'Limpieza, desinfección y control de plagas',
      type: 'support',
      standard: 'n.ifs.4',
      centros: ['bilbao', 'basauri'],
      description:
        'Plan de limpieza y desinfección con verificación por ATP y plan de control de plagas con empresa externa.',
      objective: 'Resultados de ATP dentro de límites en el 95 % de las verificaciones.',
      scope: 'Superficies, equipos y locales de la planta y del almacén.',
      entries: ['Plan de limpieza', 'Fichas de productos químicos'],
      outputs: ['Registros de limpieza', 'Informes de plagas'],
      activities: ['Limpieza y desinfección', 'Verificación ATP', 'Revisión de cebos y trampas'],
    },
    {
      ref: 'PS-04',
      name: 'Plan APPCC',
      type: 'support',
      standard: 'n.appcc',
      centros: ['bilbao', 'basauri'],
      description:
        'Análisis de peligros, determinación de puntos de control crítico, vigilancia, medidas correctoras y verificación.',
      objective: 'Plan APPCC validado y verificado cada año y tras cualquier cambio de producto o proceso.',
      scope: 'Todos los productos y procesos de la planta.',
      entries: ['Diagramas de flujo', 'Descripción de producto', 'Legislación aplicable'],
      outputs: ['Plan APPCC', 'Cuadro de gestión de PCC'],
      activities: ['Análisis de peligros', 'Determinación de PCC', 'Validación', 'Verificación anual'],
      children: [
        {
          ref: 'PS-04.1',
          name: 'Verificación y validación del plan APPCC',
          type: 'support',
          standard: 'n.appcc.6',
          description: 'Revisión anual del plan por el equipo APPCC y validación de límites críticos.',
          objective: 'Verificación anual completa.',
          scope: 'Puntos de control crítico y prerrequisitos.',
          entries: ['Registros de vigilancia', 'Resultados de laboratorio'],
          outputs: ['Acta de verificación'],
          activities: ['Revisión de registros', 'Reunión del equipo APPCC'],
        },
      ],
    },
    {
      ref: 'PS-05',
      name: 'Formación de manipuladores',
      type: 'support',
      standard: 'n.ifs.3',
      centros: ['bilbao', 'basauri'],
      description: 'Formación inicial y continua en higiene alimentaria, alérgenos, APPCC y buenas prácticas.',
      objective: 'Todo el personal formado antes de incorporarse a la línea y reciclado cada año.',
      scope: 'Personal propio, temporal y de empresas externas.',
      entries: ['Incorporaciones', 'Plan anual de formación'],
      outputs: ['Registros de formación', 'Evaluaciones de eficacia'],
      activities: ['Acogida', 'Formación continua', 'Evaluación de la eficacia'],
    },
    {
      ref: 'PS-06',
      name: 'Gestión documental',
      type: 'support',
      standard: 'n.ifs.2',
      centros: ['bilbao', 'basauri'],
      description: 'Control de documentos y registros del sistema IFS y del plan APPCC.',
      objective:
        'Documentación vigente disponible en cada puesto y registros conservados durante la vida útil más un año.',
      scope: 'Documentos y registros de la planta y del almacén.',
      entries: ['Cambios de proceso o de legislación'],
      outputs: ['Documentos vigentes', 'Registros archivados'],
      activities: ['Redacción', 'Aprobación', 'Distribución', 'Archivo'],
    },
  ],
  grants: [
    // Roles inherited from the group.
    {
      role: 'd.dir_calidad',
      permissions: ['editor', 'reader'],
      processes: [
        'PE-01',
        'PE-02',
        'PE-03',
        'PC-01',
        'PC-02',
        'PC-03',
        'PC-04',
        'PS-01',
        'PS-02',
        'PS-03',
        'PS-04',
        'PS-05',
        'PS-06',
      ],
    },
    { role: 'd.dir_calidad', permissions: ['responsible', 'creator'], processes: ['PE-03'] },
    { role: 'd.tec_calidad', permissions: ['creator', 'editor', 'reader'], processes: ['PE-03', 'PS-04', 'PS-06'] },
    // Quality and food safety.
    {
      role: 'n.auditor',
      permissions: ['reader', 'original_document_reader'],
      processes: [
        'PE-01',
        'PE-02',
        'PE-03',
        'PC-01',
        'PC-02',
        'PC-03',
        'PC-04',
        'PS-01',
        'PS-02',
        'PS-03',
        'PS-04',
        'PS-05',
        'PS-06',
      ],
    },
    { role: 'n.auditor', permissions: ['creator'], processes: ['PE-03'] },
    { role: 'n.resp_calidad', permissions: ['responsible'], processes: ['PE-02', 'PC-04', 'PS-04', 'PS-06'] },
    {
      role: 'n.resp_calidad',
      permissions: ['creator', 'editor', 'reader'],
      processes: [
        'PE-01',
        'PE-02',
        'PE-03',
        'PC-01',
        'PC-02',
        'PC-03',
        'PC-04',
        'PS-01',
        'PS-02',
        'PS-03',
        'PS-04',
        'PS-05',
        'PS-06',
      ],
    },
    {
      role: 'n.tec_calidad',
      permissions: ['creator', 'editor', 'reader'],
      processes: ['PE-03', 'PC-01', 'PC-02', 'PS-04', 'PS-06'],
    },
    { role: 'n.coord_appcc', permissions: ['responsible', 'creator', 'editor'], processes: ['PS-04'] },
    { role: 'n.coord_appcc', permissions: ['creator', 'editor'], processes: ['PS-03'] },
    {
      department: 'n.dep.calidad',
      permissions: ['reader', 'original_document_reader'],
      processes: ['PE-03', 'PC-01', 'PC-02', 'PC-03', 'PC-04', 'PS-03', 'PS-04', 'PS-06'],
    },
    // Food defence plan: restricted, granted one by one.
    { role: 'n.dir_planta', permissions: ['responsible', 'editor', 'reader'], processes: ['PE-02.1'] },
    { role: 'n.resp_calidad', permissions: ['editor', 'reader'], processes: ['PE-02.1'] },
    { role: 'n.coord_appcc', permissions: ['reader'], processes: ['PE-02.1'] },
    // Management and operations.
    { role: 'n.dir_planta', permissions: ['responsible', 'editor'], processes: ['PE-01'] },
    {
      role: 'n.dir_planta',
      permissions: ['reader'],
      processes: [
        'PE-02',
        'PE-03',
        'PC-01',
        'PC-02',
        'PC-03',
        'PC-04',
        'PS-01',
        'PS-02',
        'PS-03',
        'PS-04',
        'PS-05',
        'PS-06',
      ],
    },
    { role: 'n.dir_planta', permissions: ['creator'], processes: ['PE-03'] },
    { role: 'n.jefe_produccion', permissions: ['responsible', 'creator', 'editor'], processes: ['PC-02'] },
    { role: 'n.jefe_produccion', permissions: ['creator'], processes: ['PE-03'] },
    { role: 'n.jefe_turno', permissions: ['creator'], processes: ['PC-02', 'PE-03', 'PS-03'] },
    { department: 'n.dep.produccion', permissions: ['reader'], processes: ['PC-02', 'PS-03', 'PS-04'] },
    { role: 'n.jefe_almacen', permissions: ['responsible', 'creator', 'editor'], processes: ['PC-03'] },
    { role: 'n.jefe_almacen', permissions: ['creator'], processes: ['PC-01', 'PE-03'] },
    { department: 'n.dep.logistica', permissions: ['reader'], processes: ['PC-01', 'PC-03', 'PS-03'] },
    { department: 'n.dep.logistica', permissions: ['creator'], processes: ['PC-01'] },
    { role: 'n.resp_compras', permissions: ['responsible', 'creator', 'editor', 'reader'], processes: ['PS-01'] },
    { role: 'n.jefe_mant', permissions: ['responsible', 'editor'], processes: ['PS-02'] },
    { department: 'n.dep.mantenimiento', permissions: ['creator', 'reader'], processes: ['PS-02'] },
    { role: 'n.resp_rrhh', permissions: ['responsible', 'creator', 'editor', 'reader'], processes: ['PS-05'] },
    ...[
      'n.dep.direccion',
      'n.dep.calidad',
      'n.dep.produccion',
      'n.dep.logistica',
      'n.dep.compras',
      'n.dep.mantenimiento',
      'n.dep.rrhh',
    ].map((department): GrantSeed => ({ department, permissions: ['visor_pdf_reader'], processes: ['PS-06'] })),
    // Demo business processes: quality answers for improvement (NC, CAPA, audits, indicators in
    // PE-03); the shift and warehouse heads for the non-conformities of their areas.
    { role: 'n.resp_calidad', permissions: ['responsible'], processes: ['PE-03'] },
    { role: 'n.jefe_turno', permissions: ['responsible'], processes: ['PE-03.2'] },
    { role: 'n.jefe_almacen', permissions: ['responsible'], processes: ['PE-03.2'] },
  ],
  businessProcesses: {
    DOCISODEFAULT: 'PS-06',
    NC: 'PE-03.2',
    CAPA: 'PE-03.2',
    AUDIT: 'PE-03.1',
    INDICATOR: 'PE-03',
    NOTIF_DEFAULT: 'PS-06',
  },
  menuAllowedRoles: ['n.resp_calidad', 'n.tec_calidad', 'n.coord_appcc', 'd.dir_calidad'],
  menuBlockedRole: 'n.operario',
  locationTypes: [
    {
      name: 'Sala de elaboración',
      locations: [
        { name: 'Sala de preparación de vegetales', reference: 'BIO-SE-01', longitude: -2.95968, latitude: 43.27236 },
        { name: 'Sala de cocción', reference: 'BIO-SE-02', longitude: -2.95961, latitude: 43.27241 },
        { name: 'Sala de envasado', reference: 'BIO-SE-03', longitude: -2.95955, latitude: 43.27245 },
      ],
    },
    {
      name: 'Cámara frigorífica',
      locations: [
        { name: 'Cámara de materias primas 0–4 °C', reference: 'BIO-CF-01', longitude: -2.95976, latitude: 43.27229 },
        {
          name: 'Cámara de refrigeración de producto terminado 0–4 °C',
          reference: 'BAS-CF-01',
          longitude: -2.88581,
          latitude: 43.23852,
        },
        { name: 'Cámara de congelación −20 °C', reference: 'BAS-CC-01', longitude: -2.88574, latitude: 43.23858 },
        { name: 'Antecámara de expedición', reference: 'BAS-AC-01', longitude: -2.88566, latitude: 43.23863 },
      ],
    },
    {
      name: 'Muelle de carga',
      locations: [
        { name: 'Muelle de recepción', reference: 'BIO-MR-01', longitude: -2.95985, latitude: 43.27222 },
        { name: 'Muelle de expedición', reference: 'BAS-ME-01', longitude: -2.88559, latitude: 43.23869 },
      ],
    },
  ],
  directories: {
    bilbao: folders([
      {
        name: 'Plan APPCC',
        color: C.red,
        children: [
          { name: 'Cuadros de gestión de PCC', color: C.red },
          { name: 'Prerrequisitos', color: C.pink },
        ],
      },
      { name: 'Fichas técnicas de producto', color: C.teal },
      { name: 'Especificaciones de materias primas', color: C.cyan },
    ]),
    basauri: folders([
      {
        name: 'Plan APPCC',
        color: C.red,
        children: [{ name: 'Registros de temperatura de cámaras', color: C.cyan }],
      },
      { name: 'Fichas técnicas de producto', color: C.teal },
    ]),
  },
};

// ---------------------------------------------------------------------------
// ACME Construcciones (construction)
// ---------------------------------------------------------------------------

const acme: SiteSeed = {
  key: 'acme',
  name: 'ACME Construcciones',
  urlName: 'acme',
  product: 'construction',
  maxUsers: 120,
  allowPasswordChange: true,
  logo: 'acme.svg',
  background: 'acme-background.svg',
  processMap: 'acme-process-map.svg',
  footer:
    'ACME Construcciones · Sistema integrado de gestión certificado según ISO 9001:2015, ISO 14001:2015 e ISO 45001:2018. Documento controlado: toda copia impresa se considera no controlada.',
  centros: [
    {
      key: 'madrid',
      name: 'Sede Central Madrid',
      urlName: 'sede-central-madrid',
      children: [{ key: 'valdebebas', name: 'Obra Residencial Valdebebas', urlName: 'obra-residencial-valdebebas' }],
    },
  ],
  departments: [
    {
      key: 'a.dep.direccion',
      name: 'Dirección',
      description: 'Dirección general de la empresa.',
      roles: [
        {
          key: 'a.dir_general',
          name: 'Director general',
          description: 'Máximo responsable de la empresa y del sistema integrado de gestión.',
        },
      ],
    },
    {
      key: 'a.dep.produccion',
      name: 'Producción',
      description: 'Dirección de producción y equipos de obra.',
      roles: [
        {
          key: 'a.dir_produccion',
          name: 'Director de producción',
          description: 'Dirige la cartera de obras en ejecución.',
          children: [
            {
              key: 'a.jefe_obra',
              name: 'Jefe de obra',
              description: 'Responsable de la ejecución de la obra en plazo, coste, calidad y seguridad.',
              children: [
                {
                  key: 'a.encargado',
                  name: 'Encargado de obra',
                  description: 'Organiza los tajos, los subcontratistas y los controles de ejecución diarios.',
                  children: [{ key: 'a.capataz', name: 'Capataz', description: 'Dirige una cuadrilla en su tajo.' }],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'a.dep.oficina_tecnica',
      name: 'Oficina Técnica',
      description: 'Estudios, ofertas, mediciones y certificaciones.',
      roles: [
        {
          key: 'a.jefe_ot',
          name: 'Jefe de oficina técnica',
          description: 'Dirige el estudio de ofertas y el control económico de las obras.',
          children: [
            {
              key: 'a.tec_estudios',
              name: 'Técnico de estudios',
              description: 'Prepara mediciones, presupuestos y ofertas.',
            },
          ],
        },
      ],
    },
    {
      key: 'a.dep.calidad',
      name: 'Calidad y Medio Ambiente',
      description: 'Sistema integrado de gestión: calidad (ISO 9001) y medio ambiente (ISO 14001).',
      roles: [
        {
          key: 'a.resp_calidad',
          name: 'Responsable de calidad y medio ambiente',
          description: 'Responsable del sistema integrado y de las auditorías de certificación.',
          children: [
            {
              key: 'a.tec_calidad',
              name: 'Técnico de calidad y medio ambiente',
              description: 'Planes de calidad de obra, programas de puntos de inspección y gestión de residuos.',
            },
          ],
        },
      ],
    },
    {
      key: 'a.dep.prl',
      name: 'Prevención de Riesgos Laborales',
      description:
        'Servicio de prevención propio: seguridad en obra, coordinación de actividades empresariales e investigación de accidentes.',
      roles: [
        {
          key: 'a.resp_prl',
          name: 'Responsable de PRL',
          description: 'Dirige el servicio de prevención y el sistema ISO 45001.',
          children: [
            {
              key: 'a.tec_prl',
              name: 'Técnico de PRL',
              description: 'Realiza inspecciones de seguridad, evaluaciones de riesgos y formación preventiva.',
              children: [
                {
                  key: 'a.recurso_prev',
                  name: 'Recurso preventivo',
                  description: 'Vigila el cumplimiento de las medidas preventivas en los trabajos de riesgo especial.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'a.dep.compras',
      name: 'Compras',
      description: 'Compras de materiales y contratación de subcontratistas.',
      roles: [
        {
          key: 'a.jefe_compras',
          name: 'Jefe de compras',
          description: 'Negocia con proveedores y subcontratistas y gestiona su evaluación.',
          children: [
            {
              key: 'a.tec_compras',
              name: 'Técnico de compras',
              description: 'Comparativos, pedidos y documentación de subcontratas.',
            },
          ],
        },
      ],
    },
    {
      key: 'a.dep.maquinaria',
      name: 'Maquinaria',
      description: 'Parque de maquinaria y medios auxiliares.',
      roles: [
        {
          key: 'a.jefe_maquinaria',
          name: 'Jefe de parque de maquinaria',
          description: 'Mantenimiento, revisiones reglamentarias y asignación de maquinaria a las obras.',
        },
      ],
    },
    {
      key: 'a.dep.rrhh',
      name: 'Recursos Humanos',
      description: 'Selección, contratación, formación y tarjeta profesional de la construcción.',
      roles: [
        {
          key: 'a.resp_rrhh',
          name: 'Responsable de RRHH',
          description: 'Gestiona la plantilla y el plan de formación.',
        },
      ],
    },
  ],
  standards: [
    iso9001('a'),
    {
      key: 'a.14001',
      name: 'ISO 14001:2015 Sistemas de gestión ambiental',
      code: 'ISO 14001:2015',
      children: [
        { key: 'a.14001.6.1.2', name: '6.1.2 Aspectos ambientales', code: '6.1.2' },
        { key: 'a.14001.8.1', name: '8.1 Planificación y control operacional', code: '8.1' },
      ],
    },
    {
      key: 'a.45001',
      name: 'ISO 45001:2018 Sistemas de gestión de la seguridad y salud en el trabajo',
      code: 'ISO 45001:2018',
      children: [
        { key: 'a.45001.6.1.2', name: '6.1.2 Identificación de peligros y evaluación de riesgos', code: '6.1.2' },
        { key: 'a.45001.8.1', name: '8.1 Planificación y control operacional', code: '8.1' },
        { key: 'a.45001.10.2', name: '10.2 Incidentes, no conformidades y acciones correctivas', code: '10.2' },
      ],
    },
  ],
  processes: [
    {
      ref: 'PE-01',
      name: 'Dirección estratégica y revisión por la dirección',
      type: 'strategic',
      standard: 'a.9001.5',
      centros: ['madrid'],
      description: 'Política del sistema integrado, objetivos anuales, presupuesto y revisión anual por la dirección.',
      objective: 'Objetivos de calidad, medio ambiente y seguridad desplegados a cada obra.',
      scope: 'Sede central y todas las obras.',
      entries: ['Resultados de obras', 'Auditorías', 'Siniestralidad', 'Satisfacción de clientes'],
      outputs: ['Política integrada', 'Objetivos anuales', 'Acta de revisión por la dirección'],
      activities: ['Análisis del contexto', 'Fijación de objetivos', 'Revisión por la dirección'],
    },
    {
      ref: 'PE-02',
      name: 'Gestión de riesgos y oportunidades',
      type: 'strategic',
      standard: 'a.9001.6',
      centros: ['madrid'],
      description: 'Identificación y tratamiento de riesgos de negocio, de obra, ambientales y de seguridad.',
      objective: 'Riesgos altos con plan de tratamiento antes del inicio de cada obra.',
      scope: 'Empresa y obras en cartera.',
      entries: ['Contexto', 'Proyectos adjudicados'],
      outputs: ['Matriz de riesgos y oportunidades'],
      activities: ['Identificación', 'Evaluación', 'Plan de tratamiento', 'Seguimiento'],
    },
    {
      ref: 'PE-03',
      name: 'Mejora continua',
      type: 'strategic',
      standard: 'a.9001.10',
      centros: ['madrid', 'valdebebas'],
      description: 'Auditorías internas, no conformidades de obra, acciones correctivas y lecciones aprendidas.',
      objective: 'Cerrar las no conformidades de obra antes de la recepción.',
      scope: 'Sede y obras.',
      entries: ['Hallazgos de auditoría', 'Partes de no conformidad de obra', 'Reclamaciones'],
      outputs: ['Acciones correctivas', 'Lecciones aprendidas'],
      activities: ['Auditorías internas', 'No conformidades', 'Acciones correctivas'],
      children: [
        {
          ref: 'PE-03.1',
          name: 'Auditorías internas',
          type: 'strategic',
          standard: 'a.9001.9',
          description: 'Auditorías internas del sistema integrado en sede y en obra.',
          objective: 'Auditar cada obra de duración superior a seis meses.',
          scope: 'Sistema integrado.',
          entries: ['Programa anual'],
          outputs: ['Informes de auditoría'],
          activities: ['Planificación', 'Ejecución', 'Informe'],
        },
        {
          ref: 'PE-03.2',
          name: 'No conformidades y acciones correctivas',
          type: 'strategic',
          standard: 'a.45001.10.2',
          description:
            'Partes de no conformidad de ejecución, materiales, medio ambiente y seguridad, con sus acciones correctivas.',
          objective: 'Ninguna no conformidad abierta en la recepción de la obra.',
          scope: 'Obras y sede.',
          entries: ['Inspecciones', 'Ensayos', 'Auditorías'],
          outputs: ['No conformidades cerradas'],
          activities: ['Registro', 'Tratamiento', 'Verificación'],
        },
      ],
    },
    {
      ref: 'PC-01',
      name: 'Licitación y contratación',
      type: 'core',
      standard: 'a.9001.8',
      centros: ['madrid'],
      description: 'Estudio de ofertas, revisión de requisitos del pliego, presentación y firma del contrato.',
      objective: 'Revisar los requisitos del 100 % de las ofertas presentadas.',
      scope: 'Licitaciones públicas y privadas.',
      entries: ['Pliegos', 'Proyecto', 'Invitaciones a ofertar'],
      outputs: ['Oferta', 'Contrato firmado'],
      activities: ['Decisión de ofertar', 'Estudio', 'Revisión de requisitos', 'Contratación'],
      children: [
        {
          ref: 'PC-01.1',
          name: 'Estudio de ofertas',
          type: 'core',
          description: 'Mediciones, precios, planificación preliminar y memoria técnica de la oferta.',
          objective: 'Presentar todas las ofertas en plazo.',
          scope: 'Ofertas en estudio.',
          entries: ['Proyecto', 'Pliegos'],
          outputs: ['Presupuesto', 'Memoria técnica'],
          activities: ['Mediciones', 'Petición de precios', 'Memoria'],
        },
      ],
    },
    {
      ref: 'PC-02',
      name: 'Ejecución de obra',
      type: 'core',
      standard: 'a.9001.8',
      centros: ['valdebebas'],
      description:
        'Planificación, ejecución, control de calidad, gestión ambiental y seguimiento económico de la obra.',
      objective: 'Cumplir plazo, presupuesto y programa de puntos de inspección.',
      scope: 'Obras en ejecución.',
      entries: ['Contrato', 'Proyecto', 'Plan de seguridad y salud'],
      outputs: ['Obra ejecutada', 'Dossier de calidad', 'Certificaciones mensuales'],
      activities: ['Planificación', 'Control de ejecución', 'Control de materiales', 'Gestión ambiental'],
      children: [
        {
          ref: 'PC-02.1',
          name: 'Planificación de obra',
          type: 'core',
          description: 'Plan de obra, plan de calidad, programa de puntos de inspección y plan de gestión de residuos.',
          objective: 'Planes aprobados antes del acta de replanteo.',
          scope: 'Cada obra adjudicada.',
          entries: ['Proyecto', 'Contrato'],
          outputs: ['Plan de calidad de obra', 'Programa de puntos de inspección', 'Plan de gestión de residuos'],
          activities: ['Planificación temporal', 'Plan de calidad', 'Plan de residuos'],
        },
        {
          ref: 'PC-02.2',
          name: 'Control de ejecución y puntos de inspección',
          type: 'core',
          standard: 'a.9001.8',
          description:
            'Inspección de unidades de obra según el programa de puntos de inspección, con liberación de tajos.',
          objective: 'Ningún tajo cubierto sin inspección liberada.',
          scope: 'Estructura, cerramientos, instalaciones y acabados.',
          entries: ['Programa de puntos de inspección', 'Planos'],
          outputs: ['Actas de inspección', 'Tajos liberados'],
          activities: ['Inspección', 'Liberación', 'Parte de no conformidad si procede'],
        },
        {
          ref: 'PC-02.3',
          name: 'Control de recepción de materiales',
          type: 'core',
          description: 'Control documental, marcado CE y ensayos de materiales (hormigón, acero, cerámicos).',
          objective: 'Todos los lotes con documentación y ensayos conformes.',
          scope: 'Materiales con control de recepción según el Código Técnico.',
          entries: ['Albaranes', 'Certificados', 'Actas de ensayo de laboratorio'],
          outputs: ['Lotes aceptados o rechazados'],
          activities: ['Control documental', 'Toma de probetas', 'Evaluación de resultados'],
        },
        {
          ref: 'PC-02.4',
          name: 'Gestión ambiental de obra',
          type: 'core',
          standard: 'a.14001.8.1',
          description: 'Segregación de residuos, control de polvo y ruido, y prevención de vertidos.',
          objective: 'Valorizar al menos el 70 % de los residuos de construcción y demolición.',
          scope: 'Obras en ejecución.',
          entries: ['Plan de gestión de residuos', 'Licencias'],
          outputs: ['Documentos de identificación de residuos', 'Registros de inspección ambiental'],
          activities: ['Segregación', 'Retirada por gestor autorizado', 'Inspección ambiental mensual'],
        },
      ],
    },
    {
      ref: 'PC-03',
      name: 'Entrega y postventa',
      type: 'core',
      standard: 'a.9001.8',
      centros: ['madrid', 'valdebebas'],
      description: 'Recepción de la obra, entrega del libro del edificio y atención de incidencias en garantía.',
      objective: 'Resolver las incidencias de postventa en menos de 15 días.',
      scope: 'Obras terminadas en periodo de garantía.',
      entries: ['Repasos', 'Incidencias de propietarios'],
      outputs: ['Acta de recepción', 'Incidencias resueltas'],
      activities: ['Repasos', 'Recepción', 'Atención de postventa'],
    },
    {
      ref: 'PS-01',
      name: 'Compras y subcontratación',
      type: 'support',
      standard: 'a.9001.8',
      centros: ['madrid', 'valdebebas'],
      description: 'Compras de materiales y contratación de subcontratistas con control documental y de PRL.',
      objective: 'Ningún subcontratista en obra sin documentación validada.',
      scope: 'Proveedores y subcontratistas de todas las obras.',
      entries: ['Necesidades de obra', 'Comparativos'],
      outputs: ['Pedidos y contratos', 'Evaluación de proveedores'],
      activities: ['Comparativo', 'Contratación', 'Control documental', 'Evaluación'],
      children: [
        {
          ref: 'PS-01.1',
          name: 'Evaluación de proveedores y subcontratistas',
          type: 'support',
          description: 'Evaluación al final de cada obra por calidad, plazo, seguridad y medio ambiente.',
          objective: 'Evaluar a todos los subcontratistas al terminar su intervención.',
          scope: 'Subcontratistas y proveedores críticos.',
          entries: ['Incidencias', 'No conformidades'],
          outputs: ['Evaluación', 'Listado de subcontratistas aptos'],
          activities: ['Evaluación', 'Comunicación'],
        },
      ],
    },
    {
      ref: 'PS-02',
      name: 'Prevención de riesgos laborales',
      type: 'support',
      standard: 'a.45001',
      centros: ['madrid', 'valdebebas'],
      description:
        'Evaluación de riesgos, plan de seguridad y salud, coordinación de actividades, inspecciones e investigación de accidentes.',
      objective: 'Reducir el índice de incidencia de accidentes con baja un 10 % anual.',
      scope: 'Personal propio y subcontratado en sede y obras.',
      entries: ['Estudio de seguridad y salud', 'Legislación de PRL'],
      outputs: ['Plan de seguridad y salud', 'Actas de inspección', 'Informes de investigación'],
      activities: ['Evaluación de riesgos', 'Coordinación', 'Inspecciones', 'Investigación de accidentes'],
      children: [
        {
          ref: 'PS-02.1',
          name: 'Coordinación de actividades empresariales',
          type: 'support',
          standard: 'a.45001.8.1',
          description:
            'Intercambio de información preventiva con subcontratistas y trabajadores autónomos (RD 171/2004).',
          objective: 'Documentación preventiva validada antes del acceso a obra.',
          scope: 'Empresas concurrentes en obra.',
          entries: ['Documentación de subcontratas'],
          outputs: ['Autorizaciones de acceso'],
          activities: ['Solicitud de documentación', 'Validación', 'Control de accesos'],
        },
        {
          ref: 'PS-02.2',
          name: 'Inspecciones de seguridad en obra',
          type: 'support',
          standard: 'a.45001.8.1',
          description: 'Inspecciones semanales de protecciones colectivas, medios auxiliares, orden y limpieza.',
          objective: 'Una inspección semanal por obra y corrección de deficiencias graves en 24 horas.',
          scope: 'Obras en ejecución.',
          entries: ['Lista de comprobación', 'Plan de seguridad y salud'],
          outputs: ['Acta de inspección', 'Deficiencias corregidas'],
          activities: ['Recorrido de obra', 'Registro de deficiencias', 'Seguimiento'],
        },
        {
          ref: 'PS-02.3',
          name: 'Investigación de accidentes e incidentes',
          type: 'support',
          standard: 'a.45001.10.2',
          description: 'Investigación de accidentes, incidentes y casi accidentes con determinación de causas.',
          objective: 'Investigar el 100 % de los accidentes con baja en 48 horas.',
          scope: 'Personal propio y subcontratado.',
          entries: ['Comunicación del accidente'],
          outputs: ['Informe de investigación', 'Medidas correctoras'],
          activities: ['Recogida de datos', 'Análisis de causas', 'Medidas'],
        },
      ],
    },
    {
      ref: 'PS-03',
      name: 'Maquinaria y medios auxiliares',
      type: 'support',
      standard: 'a.9001.7',
      centros: ['madrid', 'valdebebas'],
      description: 'Mantenimiento, revisiones reglamentarias y control de maquinaria, grúas torre y medios auxiliares.',
      objective: 'Ninguna máquina en obra con revisión reglamentaria caducada.',
      scope: 'Parque propio y maquinaria alquilada.',
      entries: ['Inventario', 'Manuales del fabricante'],
      outputs: ['Revisiones', 'Autorizaciones de uso'],
      activities: ['Preventivo', 'Revisiones reglamentarias', 'Autorización de operadores'],
    },
    {
      ref: 'PS-04',
      name: 'Gestión documental',
      type: 'support',
      standard: 'a.9001.7',
      centros: ['madrid', 'valdebebas'],
      description: 'Control de documentos del sistema integrado, planos de obra y registros.',
      objective: 'Planos y documentos vigentes en obra; versiones anteriores retiradas.',
      scope: 'Sede y obras.',
      entries: ['Documentos nuevos o modificados', 'Revisiones de proyecto'],
      outputs: ['Documentos vigentes', 'Listados de planos en vigor'],
      activities: ['Elaboración', 'Aprobación', 'Distribución', 'Retirada de obsoletos'],
    },
    {
      ref: 'PS-05',
      name: 'Recursos humanos y formación',
      type: 'support',
      standard: 'a.9001.7',
      centros: ['madrid'],
      description:
        'Formación, cualificación y tarjeta profesional de la construcción; acogida de nuevas incorporaciones.',
      objective: 'Formación en PRL del convenio al día para todo el personal de obra.',
      scope: 'Personal propio.',
      entries: ['Necesidades formativas'],
      outputs: ['Plan de formación', 'Registros de formación'],
      activities: ['Acogida', 'Formación', 'Evaluación'],
      children: [
        {
          ref: 'PS-05.1',
          name: 'Selección y retribución',
          type: 'support',
          restricted: true,
          description: 'Procesos de selección, contratos y política retributiva. Información confidencial.',
          objective: 'Cubrir las vacantes de obra antes del inicio de los trabajos.',
          scope: 'Personal propio.',
          entries: ['Solicitudes de personal'],
          outputs: ['Contratos'],
          activities: ['Selección', 'Contratación', 'Retribución'],
        },
      ],
    },
  ],
  grants: [
    { role: 'a.dir_general', permissions: ['responsible', 'editor'], processes: ['PE-01', 'PE-02'] },
    {
      role: 'a.dir_general',
      permissions: ['reader'],
      processes: ['PE-01', 'PE-02', 'PE-03', 'PC-01', 'PC-02', 'PC-03', 'PS-01', 'PS-02', 'PS-03', 'PS-04', 'PS-05'],
    },
    { role: 'a.dir_general', permissions: ['creator'], processes: ['PE-03'] },
    { role: 'a.dir_general', permissions: ['responsible', 'reader'], processes: ['PS-05.1'] },
    { department: 'a.dep.direccion', permissions: ['reader'], processes: ['PE-01', 'PE-02', 'PE-03'] },
    { role: 'a.resp_calidad', permissions: ['responsible', 'creator'], processes: ['PE-03', 'PS-04'] },
    {
      role: 'a.resp_calidad',
      permissions: ['editor', 'reader'],
      processes: ['PE-01', 'PE-02', 'PE-03', 'PC-01', 'PC-02', 'PC-03', 'PS-01', 'PS-02', 'PS-03', 'PS-04', 'PS-05'],
    },
    {
      role: 'a.tec_calidad',
      permissions: ['creator', 'editor', 'reader'],
      processes: ['PE-03', 'PC-02', 'PS-01', 'PS-04'],
    },
    {
      department: 'a.dep.calidad',
      permissions: ['reader', 'original_document_reader'],
      processes: ['PE-03', 'PC-02', 'PC-03', 'PS-04'],
    },
    { role: 'a.dir_produccion', permissions: ['responsible', 'editor'], processes: ['PC-02', 'PC-03'], exact: true },
    { role: 'a.jefe_obra', permissions: ['responsible'], processes: ['PC-02.1', 'PC-02.2', 'PC-02.3', 'PC-02.4'] },
    { role: 'a.jefe_obra', permissions: ['creator', 'editor', 'reader'], processes: ['PC-02', 'PC-03'] },
    { role: 'a.jefe_obra', permissions: ['creator'], processes: ['PE-03', 'PS-02'] },
    { role: 'a.encargado', permissions: ['creator'], processes: ['PC-02.2', 'PC-02.3', 'PC-02.4', 'PE-03'] },
    { department: 'a.dep.produccion', permissions: ['reader'], processes: ['PC-02', 'PS-02', 'PS-03'] },
    { role: 'a.jefe_ot', permissions: ['responsible', 'creator', 'editor'], processes: ['PC-01'] },
    { role: 'a.tec_estudios', permissions: ['creator', 'reader'], processes: ['PC-01'] },
    { role: 'a.resp_prl', permissions: ['responsible', 'editor', 'reader'], processes: ['PS-02'] },
    { role: 'a.tec_prl', permissions: ['creator', 'editor', 'reader'], processes: ['PS-02'] },
    { role: 'a.tec_prl', permissions: ['creator'], processes: ['PE-03'] },
    { role: 'a.recurso_prev', permissions: ['creator'], processes: ['PS-02.2', 'PS-02.3'] },
    { department: 'a.dep.prl', permissions: ['reader'], processes: ['PS-02', 'PC-02', 'PE-03'] },
    { role: 'a.jefe_compras', permissions: ['responsible', 'creator', 'editor'], processes: ['PS-01'] },
    { role: 'a.tec_compras', permissions: ['creator', 'reader'], processes: ['PS-01'] },
    { role: 'a.jefe_maquinaria', permissions: ['responsible', 'creator', 'editor', 'reader'], processes: ['PS-03'] },
    {
      role: 'a.resp_rrhh',
      permissions: ['responsible', 'creator', 'editor', 'reader'],
      processes: ['PS-05', 'PS-05.1'],
    },
    ...[
      'a.dep.direccion',
      'a.dep.produccion',
      'a.dep.oficina_tecnica',
      'a.dep.calidad',
      'a.dep.prl',
      'a.dep.compras',
      'a.dep.maquinaria',
      'a.dep.rrhh',
    ].map((department): GrantSeed => ({ department, permissions: ['visor_pdf_reader'], processes: ['PS-04'] })),
    // Demo business processes: the site manager and the safety technician answer for the
    // non-conformities of the works (PE-03.2) and draft the works' documents (PS-04).
    { role: 'a.jefe_obra', permissions: ['responsible'], processes: ['PE-03.2'] },
    { role: 'a.jefe_obra', permissions: ['creator', 'responsible'], processes: ['PS-04'] },
    { role: 'a.tec_prl', permissions: ['responsible'], processes: ['PE-03.2'] },
    { role: 'a.tec_prl', permissions: ['creator'], processes: ['PS-04'] },
  ],
  businessProcesses: {
    DOCISODEFAULT: 'PS-04',
    NC: 'PE-03.2',
    CAPA: 'PE-03.2',
    AUDIT: 'PE-03.1',
    INDICATOR: 'PE-03',
    NOTIF_DEFAULT: 'PS-04',
  },
  menuAllowedRoles: ['a.resp_calidad', 'a.tec_calidad'],
  menuBlockedRole: 'a.capataz',
  locationTypes: [
    {
      name: 'Obra',
      locations: [
        {
          name: 'Valdebebas – Parcela 12.4, 128 viviendas',
          reference: 'OB-2025-014',
          longitude: -3.61952,
          latitude: 40.48421,
        },
        { name: 'Torre de oficinas Méndez Álvaro', reference: 'OB-2024-031', longitude: -3.67701, latitude: 40.39604 },
      ],
    },
    {
      name: 'Almacén',
      locations: [
        {
          name: 'Almacén central y parque de maquinaria',
          reference: 'ALM-COS',
          longitude: -3.56102,
          latitude: 40.42598,
        },
      ],
    },
    {
      name: 'Oficina',
      locations: [
        { name: 'Sede Central – Paseo de la Castellana', reference: 'OF-MAD', longitude: -3.69051, latitude: 40.44103 },
        { name: 'Caseta de obra Valdebebas', reference: 'OB-2025-014-CAS', longitude: -3.61987, latitude: 40.48396 },
      ],
    },
  ],
  directories: {
    madrid: folders([
      { name: 'Ofertas y licitaciones', color: C.indigo },
      { name: 'Prevención de riesgos laborales', color: C.amber },
    ]),
    valdebebas: folders([
      {
        name: 'Plan de calidad de obra',
        color: C.teal,
        children: [
          { name: 'Programa de puntos de inspección', color: C.teal },
          { name: 'Control de materiales y ensayos', color: C.cyan },
        ],
      },
      { name: 'Plan de seguridad y salud', color: C.amber },
      { name: 'Planos de proyecto', color: C.indigo },
      { name: 'Gestión de residuos', color: C.lightGreen },
      { name: 'Actas de obra', color: C.brown },
    ]),
  },
};

export const DEMO_SITES: SiteSeed[] = [demo, norte, acme];

// ---------------------------------------------------------------------------
// People (password DEMO_PASSWORD for all)
// ---------------------------------------------------------------------------

const DEMO_CENTROS = ['hud', 'bq', 'lab', 'ces'];
const NORTE_CENTROS = ['bilbao', 'basauri'];

export const DEMO_USERS: UserSeed[] = [
  {
    username: 'admin',
    site: 'demo',
    firstName: 'Marta',
    lastName: 'Ruiz Ortega',
    email: 'marta.ruiz@demo-salud.es',
    lang: 'es',
    phone: '+34 915 482 310',
    isAdmin: true,
    isManager: true,
    chat: true,
    preferredCentro: 'hud',
    roles: [
      ...DEMO_CENTROS.map((c): [string, string] => [c, 'd.dir_calidad']),
      ...NORTE_CENTROS.flatMap(
        (c): Array<[string, string]> => [
          [c, 'd.dir_calidad'],
          [c, 'n.auditor'],
        ],
      ),
    ],
  },
  {
    username: 'manager',
    site: 'demo',
    firstName: 'Javier',
    lastName: 'Morales Castillo',
    email: 'javier.morales@demo-salud.es',
    lang: 'es',
    phone: '+34 915 482 301',
    isManager: true,
    preferredCentro: 'hud',
    roles: [
      ['hud', 'd.dir_medico'],
      ['bq', 'd.jefe_servicio'],
    ],
    manages: ['hud', 'bq'],
  },
  {
    username: 'user',
    site: 'demo',
    firstName: 'Lucía',
    lastName: 'Fernández Gil',
    email: 'lucia.fernandez@demo-salud.es',
    lang: 'es',
    phone: '+34 915 482 377',
    // Writes to support in the demo's chat; the admin answers (docs/decisions.md "Support chat").
    chat: true,
    preferredCentro: 'lab',
    roles: [['lab', 'd.tsl']],
  },
  {
    username: 'acme.admin',
    site: 'acme',
    firstName: 'Alberto',
    lastName: 'Navarro Prieto',
    email: 'alberto.navarro@acme-construcciones.es',
    lang: 'es',
    phone: '+34 913 206 140',
    isAdmin: true,
    preferredCentro: 'madrid',
    roles: [
      ['madrid', 'a.dir_general'],
      ['valdebebas', 'a.dir_general'],
    ],
  },
  // --- Grupo Sanitario Demo staff
  {
    username: 'carmen.lopez',
    site: 'demo',
    firstName: 'Carmen',
    lastName: 'López Sánchez',
    email: 'carmen.lopez@demo-salud.es',
    lang: 'es',
    phone: '+34 615 238 904',
    preferredCentro: 'bq',
    roles: [
      ['bq', 'd.supervisor'],
      ['hud', 'd.supervisor'],
      ['hud', 'd.enfermero'],
    ],
  },
  {
    username: 'jordi.puig',
    site: 'demo',
    firstName: 'Jordi',
    lastName: 'Puig Soler',
    email: 'jordi.puig@demo-salud.es',
    lang: 'ca',
    phone: '+34 622 417 385',
    preferredCentro: 'hud',
    roles: [
      ['hud', 'd.tec_calidad'],
      ['lab', 'd.tec_calidad'],
      ['ces', 'd.tec_calidad'],
      ['bq', 'd.seg_paciente'],
    ],
  },
  {
    username: 'ana.martin',
    site: 'demo',
    firstName: 'Ana',
    lastName: 'Martín Delgado',
    email: 'ana.martin@demo-salud.es',
    lang: 'es',
    phone: '+34 915 482 370',
    preferredCentro: 'lab',
    roles: [
      ['lab', 'd.jefe_lab'],
      ['ces', 'd.facultativo_lab'],
    ],
  },
  {
    username: 'pablo.garcia',
    site: 'demo',
    firstName: 'Pablo',
    lastName: 'García Herrera',
    email: 'pablo.garcia@demo-salud.es',
    lang: 'es',
    phone: '+34 639 104 552',
    preferredCentro: 'hud',
    roles: [
      ['hud', 'd.jefe_mant'],
      ['bq', 'd.jefe_mant'],
      ['ces', 'd.tec_mant'],
    ],
  },
  {
    username: 'sarah.collins',
    site: 'demo',
    firstName: 'Sarah',
    lastName: 'Collins',
    email: 'sarah.collins@demo-salud.es',
    lang: 'en',
    phone: '+34 687 302 119',
    preferredCentro: 'bq',
    roles: [
      ['hud', 'd.seg_paciente'],
      ['bq', 'd.seg_paciente'],
    ],
  },
  {
    username: 'elena.diaz',
    site: 'demo',
    firstName: 'Elena',
    lastName: 'Díaz Romero',
    email: 'elena.diaz@demo-salud.es',
    lang: 'es',
    phone: '+34 915 482 355',
    preferredCentro: 'hud',
    roles: [
      ['hud', 'd.jefe_compras'],
      ['ces', 'd.tec_compras'],
      ['lab', 'd.tec_compras'],
    ],
  },
  // --- Demo Norte Alimentación staff
  {
    username: 'inaki.etxeberria',
    site: 'norte',
    firstName: 'Iñaki',
    lastName: 'Etxeberria Goikoetxea',
    email: 'inaki.etxeberria@demonorte-alimentacion.es',
    lang: 'es',
    phone: '+34 944 120 500',
    isManager: true,
    preferredCentro: 'bilbao',
    roles: [
      ['bilbao', 'n.dir_planta'],
      ['basauri', 'n.dir_planta'],
    ],
    manages: ['bilbao', 'basauri'],
  },
  {
    username: 'amaia.zubiri',
    site: 'norte',
    firstName: 'Amaia',
    lastName: 'Zubiri Arrieta',
    email: 'amaia.zubiri@demonorte-alimentacion.es',
    lang: 'es',
    phone: '+34 944 120 512',
    preferredCentro: 'bilbao',
    roles: [
      ['bilbao', 'n.resp_calidad'],
      ['bilbao', 'n.coord_appcc'],
      ['basauri', 'n.resp_calidad'],
    ],
  },
  {
    username: 'jon.garmendia',
    site: 'norte',
    firstName: 'Jon',
    lastName: 'Garmendia Urrutia',
    email: 'jon.garmendia@demonorte-alimentacion.es',
    lang: 'es',
    phone: '+34 688 450 273',
    preferredCentro: 'basauri',
    roles: [
      ['bilbao', 'n.jefe_turno'],
      ['basauri', 'n.jefe_almacen'],
    ],
  },
  // --- ACME Construcciones staff
  {
    username: 'raul.jimenez',
    site: 'acme',
    firstName: 'Raúl',
    lastName: 'Jiménez Vega',
    email: 'raul.jimenez@acme-construcciones.es',
    lang: 'es',
    phone: '+34 629 871 046',
    isManager: true,
    preferredCentro: 'valdebebas',
    roles: [
      ['valdebebas', 'a.jefe_obra'],
      ['madrid', 'a.jefe_obra'],
    ],
    manages: ['valdebebas'],
  },
  {
    username: 'sonia.castro',
    site: 'acme',
    firstName: 'Sonia',
    lastName: 'Castro Molina',
    email: 'sonia.castro@acme-construcciones.es',
    lang: 'es',
    phone: '+34 654 218 730',
    preferredCentro: 'valdebebas',
    roles: [
      ['madrid', 'a.tec_prl'],
      ['valdebebas', 'a.tec_prl'],
      ['valdebebas', 'a.recurso_prev'],
    ],
  },
  {
    username: 'beatriz.nunez',
    site: 'acme',
    firstName: 'Beatriz',
    lastName: 'Núñez Pardo',
    email: 'beatriz.nunez@acme-construcciones.es',
    lang: 'es',
    phone: '+34 913 206 152',
    preferredCentro: 'madrid',
    roles: [
      ['madrid', 'a.resp_calidad'],
      ['valdebebas', 'a.resp_calidad'],
    ],
  },
];

// ---------------------------------------------------------------------------
// Site-wide configuration
// ---------------------------------------------------------------------------

export const DEMO_VOCABULARIES: Record<string, Array<[key: string, value: string]>> = {
  origen_nc: [
    ['auditoria_interna', 'Auditoría interna'],
    ['auditoria_externa', 'Auditoría externa'],
    ['reclamacion_cliente', 'Reclamación de cliente'],
    ['proveedor', 'Proveedor'],
    ['incidencia', 'Incidencia de proceso'],
    ['inspeccion', 'Inspección'],
  ],
  gravedad: [
    ['leve', 'Leve'],
    ['grave', 'Grave'],
    ['critica', 'Crítica'],
  ],
  categoria_ishikawa: [
    ['metodo', 'Método'],
    ['mano_de_obra', 'Mano de obra'],
    ['maquina', 'Máquina'],
    ['material', 'Material'],
    ['medicion', 'Medición'],
    ['medio_ambiente', 'Medio ambiente'],
  ],
};

export interface MenuSeed {
  name: string;
  url?: string;
  enabled?: boolean;
  /** 'allowed': only the site's menuAllowedRoles see it; 'blocked': hidden from menuBlockedRole. */
  restriction?: 'allowed' | 'blocked';
  children?: MenuSeed[];
}

export const DEMO_MENU: MenuSeed[] = [
  {
    name: 'Calidad',
    children: [
      { name: 'No conformidades', url: '/explorer?business_process=NC' },
      { name: 'Acciones correctivas', url: '/explorer?business_process=CAPA' },
      { name: 'Auditorías', url: '/explorer?business_process=AUDIT' },
      { name: 'Programa de auditorías', url: '/explorerCalendar?business_process=AUDIT', restriction: 'allowed' },
      { name: 'Riesgos y oportunidades', url: '/explorer?business_process=RISK', enabled: false },
    ],
  },
  { name: 'Documentación', url: '/explorer?business_process=DOCISODEFAULT' },
  { name: 'Indicadores', url: '/explorer?business_process=INDICATOR', restriction: 'blocked' },
  { name: 'Mis tareas', url: '/todoList' },
  { name: 'Mapa de procesos', url: '/processes' },
];
