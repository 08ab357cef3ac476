import type { DocText, DocumentType, FolderDocs, NcText, SectorTexts } from './demo-units-data.js';

/**
 * ACME Construcciones: head office (madrid) and the Valdebebas residential works (valdebebas),
 * integrated ISO 9001 / 14001 / 45001 system. Process references are those of acme's map.
 */
const OFFICE = ['madrid'];
const WORKS = ['valdebebas'];
const BOTH = ['madrid', 'valdebebas'];

function d(
  code: string,
  title: string,
  type: DocumentType,
  process: string,
  keywords: string[],
  purpose: string,
): DocText {
  return { code, title, type, process, keywords, purpose };
}

const NCS: NcText[] = [
  {
    where: WORKS,
    process: 'PC-02.3',
    origin: 'proveedor',
    subject: 'Camión de {hormigon} rechazado: asiento de {n:12-18} cm (especificado 6-9 cm)',
    description:
      'En la recepción del hormigonado del forjado de {planta_obra} del {portal}, el cono de Abrams del camión con albarán {n:40000-89999} de {proveedor} da {n:12-18} cm de asiento. Se había añadido agua en obra.',
    immediate: 'Camión rechazado y devuelto; se espera al siguiente camión y se repite el ensayo antes de verter.',
    cause: 'material',
    rootCause:
      '1) Asiento fuera de tolerancia. 2) El conductor añadió agua. 3) El camión llegó con retraso y el hormigón había perdido trabajabilidad. 4) La planta no ajustó la salida al ritmo de la obra. 5) No se comunicó el programa de hormigonado a la planta.',
    actions: [
      {
        subject: 'Comunicar el programa de hormigonado a {proveedor} con 48 h de antelación',
        description: 'Programa de hormigonado por tajo con horas de llegada de cada camión.',
        verification: 'Sin rechazos por consistencia en los 10 hormigonados siguientes.',
      },
      {
        subject: 'Prohibir la adición de agua en obra sin autorización del jefe de obra',
        description: 'Comunicación a la planta y a los conductores; registro en el parte de hormigonado.',
        verification: 'Partes de hormigonado revisados sin adiciones no autorizadas.',
        type: 'preventiva',
      },
    ],
    lot: 'Albarán {n:40000-89999} — {hormigon}',
    quantity: [6, 10],
    cost: [400, 1800],
  },
  {
    where: WORKS,
    process: 'PC-02.3',
    origin: 'control_proceso',
    subject: 'Probetas de hormigón a 28 días con {d:24.1-28.6} N/mm² (fck 30)',
    description:
      'El laboratorio de control informa de una resistencia media a 28 días de {d:24.1-28.6} N/mm² en la serie del forjado de {planta_obra} del {portal} (resistencia característica de proyecto 30 N/mm²).',
    immediate: 'Comunicación a la dirección facultativa; extracción de testigos y estudio de la capacidad resistente.',
    cause: 'material',
    rootCause:
      '1) Resistencia baja. 2) Relación agua/cemento alta. 3) Se añadió agua en obra. 4) El hormigonado se retrasó por la grúa. 5) No se coordinó la grúa con la llegada de camiones.',
    actions: [
      {
        subject: 'Ensayo de testigos del forjado de {planta_obra} del {portal}',
        description: 'Extracción de 6 testigos por laboratorio acreditado e informe de la dirección facultativa.',
        verification: 'Informe de testigos aceptado por la dirección facultativa.',
        resources: 'Laboratorio acreditado (1.400 €).',
      },
      {
        subject: 'Coordinar la disponibilidad de la grúa con el programa de hormigonado',
        description: 'Reserva de la grúa torre en el parte diario para los hormigonados.',
        verification: 'Series de probetas conformes durante 2 meses.',
      },
    ],
    cost: [900, 6500],
  },
  {
    where: WORKS,
    process: 'PC-02.2',
    origin: 'control_proceso',
    subject: 'Armado del forjado de {planta_obra} distinto del plano E-{n:10-40}',
    description:
      'En el punto de inspección previo al hormigonado del forjado de {planta_obra} del {portal}, los negativos de la zona de balcones son Ø12 cada 20 en lugar de Ø16 cada 15 según el plano E-{n:10-40} rev. {letra}.',
    immediate:
      'Se paraliza el hormigonado de la zona y {subcontrata} coloca el armado correcto; nueva inspección conforme.',
    cause: 'metodo',
    rootCause:
      '1) Armado incorrecto. 2) Se usó un plano anterior. 3) La revisión nueva no llegó al encargado de la subcontrata. 4) Los planos se reparten impresos. 5) No hay control de revisiones de planos en obra.',
    actions: [
      {
        subject: 'Lista de planos vigentes en la caseta de obra',
        description:
          'Listado de planos con revisión vigente firmado por la oficina técnica y retirada de los anulados.',
        verification: 'Inspección de 5 tajos sin planos anulados en uso.',
      },
      {
        subject: 'Entrega de planos a subcontratas con acuse de recibo',
        description: 'Registro de entrega de cada revisión de plano a las subcontratas.',
        verification: 'Registros completos en las siguientes 4 revisiones de planos.',
        type: 'preventiva',
      },
    ],
    cost: [300, 2200],
  },
  {
    where: WORKS,
    process: 'PS-02.2',
    origin: 'control_proceso',
    subject: 'Borde de forjado de {planta_obra} sin protección colectiva',
    description:
      'En la inspección de seguridad semanal se detectan {n:6-25} metros de borde de forjado en {planta_obra} del {portal} sin barandilla ni red, con trabajadores de {subcontrata} en la zona.',
    immediate: 'Paralización de los trabajos en la zona y colocación inmediata de barandillas; charla de seguridad.',
    cause: 'metodo',
    rootCause:
      '1) Sin protección. 2) Se retiró para meter material con la grúa. 3) No se repuso. 4) Nadie tenía asignada la reposición. 5) El plan de seguridad no regula la retirada temporal de protecciones.',
    actions: [
      {
        subject: 'Permiso de retirada temporal de protecciones colectivas',
        description: 'Ninguna protección se retira sin permiso del recurso preventivo, que firma su reposición.',
        verification: 'Cuatro inspecciones semanales sin bordes desprotegidos.',
      },
      {
        subject: 'Actualizar el plan de seguridad y salud con la retirada temporal de protecciones',
        description: 'Anexo al plan de seguridad aprobado por el coordinador de seguridad.',
        verification: 'Anexo aprobado y comunicado a todas las subcontratas.',
        type: 'preventiva',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PS-02.2',
    origin: 'control_proceso',
    subject: 'Trabajador sin arnés anclado en {planta_obra}',
    description:
      'Durante la inspección, un operario de {subcontrata} trabaja en {planta_obra} del {portal} junto al hueco sin el arnés anclado a la línea de vida.',
    immediate: 'Paralización del trabajo, amonestación por escrito y charla al equipo de la subcontrata.',
    cause: 'mano_de_obra',
    rootCause:
      '1) Sin anclaje. 2) La línea de vida no llegaba a la zona. 3) Se montó para otra fase. 4) No se replanteó al cambiar de fase. 5) El plan de montaje de líneas de vida no se revisa por fase.',
    actions: [
      {
        subject: 'Revisar la línea de vida en cada cambio de fase en {planta_obra}',
        description: 'Replanteo de líneas de vida por el recurso preventivo en cada fase.',
        verification: 'Sin incumplimientos de uso de arnés en las inspecciones de 2 meses.',
      },
    ],
  },
  {
    where: BOTH,
    process: 'PS-02.1',
    origin: 'auditoria_interna',
    subject: 'Subcontrata {subcontrata} trabajando sin documentación CAE completa',
    description:
      'En la revisión de la coordinación de actividades empresariales, {subcontrata} tiene {n:2-6} trabajadores en obra sin el reconocimiento médico o la formación en PRL registrados en la plataforma.',
    immediate: 'Acceso bloqueado a los trabajadores afectados hasta completar la documentación.',
    cause: 'metodo',
    rootCause:
      '1) Trabajadores sin documentación. 2) Se dieron de alta el mismo día. 3) El control de acceso es visual. 4) No se consulta la plataforma en la puerta. 5) La caseta no tiene acceso a la plataforma.',
    actions: [
      {
        subject: 'Control de acceso a obra con consulta de la plataforma CAE',
        description: 'Tableta en el control de acceso con la plataforma y lista diaria de autorizados.',
        verification: 'Revisión semanal sin trabajadores sin documentación durante 2 meses.',
        resources: 'Tableta y conexión en caseta de obra.',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PC-02.4',
    origin: 'control_proceso',
    subject: 'Residuos peligrosos en el contenedor de RCD inertes',
    description:
      'En la inspección ambiental se encuentran botes de {residuo} en el contenedor de residuos inertes junto al {portal}.',
    immediate: 'Retirada de los residuos al punto limpio de peligrosos y comunicación al gestor.',
    cause: 'mano_de_obra',
    rootCause:
      '1) Residuos mal segregados. 2) No se sabía dónde depositarlos. 3) El punto de peligrosos está lejos. 4) Se trasladó al cambiar la implantación. 5) No se actualizó la señalización.',
    actions: [
      {
        subject: 'Reubicar y señalizar el punto de residuos peligrosos',
        description: 'Punto de residuos peligrosos junto a cada portal con cartelería.',
        verification: 'Tres inspecciones ambientales sin mezcla de residuos.',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PC-02.4',
    origin: 'incidencia',
    subject: 'Vertido de lechada de hormigón a la red de saneamiento',
    description:
      'Tras el lavado de canaletas de los camiones hormigonera se vierte lechada a un pozo de la red de saneamiento provisional de la obra.',
    immediate: 'Limpieza del pozo y de la arqueta y habilitación de una balsa de lavado.',
    cause: 'metodo',
    rootCause:
      '1) Vertido a la red. 2) No había balsa de lavado. 3) Se retiró para construir el portal 3. 4) No se habilitó otra. 5) El plan ambiental de obra no se revisa con la implantación.',
    actions: [
      {
        subject: 'Balsa de lavado de canaletas señalizada',
        description: 'Balsa impermeabilizada y cartel para conductores.',
        verification: 'Inspecciones ambientales sin vertidos durante 3 meses.',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PC-02.2',
    origin: 'control_proceso',
    subject: 'Filtraciones en el muro de sótano tras la prueba de estanqueidad',
    description:
      'La prueba de estanqueidad del muro de sótano -1 del {portal} muestra humedades en {n:2-5} juntas de hormigonado.',
    immediate: 'Marcado de juntas y consulta a la dirección facultativa sobre la solución de inyección.',
    cause: 'metodo',
    rootCause:
      '1) Juntas con filtración. 2) Falta la banda de estanqueidad. 3) No estaba en el punto de inspección. 4) El programa de puntos de inspección no la incluía. 5) Se redactó sin revisar el detalle constructivo.',
    actions: [
      {
        subject: 'Inyección de las juntas del muro del {portal}',
        description: 'Inyección de resina expansiva por aplicador especializado.',
        verification: 'Nueva prueba de estanqueidad conforme.',
        resources: 'Aplicador especializado (2.800 €).',
      },
      {
        subject: 'Añadir la banda de estanqueidad al programa de puntos de inspección',
        description: 'Punto de inspección en juntas de muros bajo rasante.',
        verification: 'Programa de puntos de inspección revisado y aplicado en el siguiente muro.',
        type: 'preventiva',
      },
    ],
    cost: [1200, 4800],
  },
  {
    where: BOTH,
    process: 'PC-03',
    origin: 'reclamacion_cliente',
    subject: 'Reclamación postventa: fisuras en tabiquería de la vivienda {portal}-{n:1-8}{letra}',
    description:
      'El propietario de la vivienda {portal}-{n:1-8}{letra} de la promoción entregada reclama fisuras en tabiques de cartón yeso en el salón y un dormitorio.',
    immediate: 'Visita de postventa en una semana y reparación de las fisuras.',
    cause: 'metodo',
    rootCause:
      '1) Fisuras. 2) Falta de junta en el encuentro con el forjado. 3) La subcontrata no siguió el detalle. 4) No se inspeccionó la ejecución. 5) El punto de inspección de tabiquería no incluía el encuentro.',
    actions: [
      {
        subject: 'Reparar las fisuras y revisar las viviendas del mismo portal',
        description: 'Reparación y revisión preventiva de las viviendas del portal.',
        verification: 'Cierre de la reclamación firmado por el propietario.',
      },
    ],
    cost: [250, 1600],
  },
  {
    where: WORKS,
    process: 'PC-02.3',
    origin: 'proveedor',
    subject: 'Partida de {material} sin declaración de prestaciones',
    description:
      'Llega a obra una partida de {material} de {proveedor} sin declaración de prestaciones ni marcado CE en el albarán.',
    immediate: 'Material apartado y señalizado hasta recibir la documentación; no se pone en obra.',
    cause: 'material',
    rootCause:
      '1) Sin documentación. 2) El proveedor no la envió. 3) El pedido no la exigía. 4) La plantilla de pedidos no la incluye. 5) Compras no revisó la plantilla con el control de recepción.',
    actions: [
      {
        subject: 'Exigir declaración de prestaciones en los pedidos de materiales con marcado CE',
        description: 'Modificar la plantilla de pedido e informar a los proveedores habituales.',
        verification: 'Recepciones de 2 meses con documentación completa.',
      },
    ],
    lot: 'Albarán {n:40000-89999} — {material}',
  },
  {
    where: WORKS,
    process: 'PS-03',
    origin: 'auditoria_interna',
    subject: '{equipo} sin revisión periódica vigente',
    description:
      'La {equipo} no tiene en obra el certificado de la última revisión periódica (vencida hace {n:1-3} meses) ni el parte de mantenimiento del mes.',
    immediate: 'Equipo fuera de uso hasta la revisión; se alquila uno de sustitución.',
    cause: 'maquina',
    rootCause:
      '1) Revisión vencida. 2) Nadie avisó. 3) El control de vencimientos está en la sede. 4) La obra no tiene acceso al listado. 5) El procedimiento de maquinaria no asigna el control en obra.',
    actions: [
      {
        subject: 'Listado de vencimientos de maquinaria compartido con las obras',
        description: 'Listado mensual de vencimientos enviado al jefe de obra.',
        verification: 'Toda la maquinaria con revisión vigente en 3 inspecciones.',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PS-02.3',
    origin: 'incidencia',
    subject: 'Accidente leve: corte en la mano con radial en {planta_obra}',
    description:
      'Un operario de {subcontrata} sufre un corte en la mano izquierda al usar una radial sin la protección del disco en {planta_obra}. Atendido en la mutua, baja de {n:3-12} días.',
    immediate: 'Retirada de la radial, investigación del accidente y charla sobre equipos de trabajo.',
    cause: 'maquina',
    rootCause:
      '1) Corte con el disco. 2) Radial sin protección. 3) La protección se quitó para usar un disco mayor. 4) No había radial adecuada. 5) La dotación de herramientas de la subcontrata no se revisa.',
    actions: [
      {
        subject: 'Revisión de las herramientas eléctricas de las subcontratas al entrar en obra',
        description: 'Inspección de herramientas en la acogida y revisiones mensuales.',
        verification: 'Sin herramientas sin protección en las inspecciones de 2 meses.',
      },
    ],
  },
  {
    where: WORKS,
    process: 'PC-02.1',
    origin: 'control_proceso',
    subject: 'Retraso de {n:10-25} días en la estructura del {portal}',
    description:
      'El seguimiento del programa de obra muestra un retraso de {n:10-25} días en la estructura del {portal} respecto a la planificación, que afecta al inicio de la fachada.',
    immediate: 'Reunión con {subcontrata} y refuerzo de un segundo equipo de encofradores.',
    cause: 'mano_de_obra',
    rootCause:
      '1) Retraso. 2) Falta de personal de la subcontrata. 3) La subcontrata tiene otras obras. 4) El contrato no fija el equipo mínimo. 5) La contratación no incluye cláusulas de recursos.',
    actions: [
      {
        subject: 'Cláusula de equipo mínimo en los contratos de estructura',
        description: 'Incluir el equipo mínimo y las penalizaciones por retraso en los contratos.',
        verification: 'Cláusula incluida en los siguientes contratos.',
        type: 'preventiva',
      },
    ],
  },
  {
    where: OFFICE,
    process: 'PC-01.1',
    origin: 'auditoria_interna',
    subject: 'Oferta presentada con error de mediciones en el capítulo de {capitulo}',
    description:
      'En la revisión de la oferta de la licitación LIC-{n:2024-2026}-{n:10-99} se detecta un error de mediciones en el capítulo de {capitulo} ({n:4-12} % del presupuesto) que no se revisó antes de presentarla.',
    immediate: 'Comunicación al cliente dentro del plazo de aclaraciones.',
    cause: 'metodo',
    rootCause:
      '1) Mediciones erróneas. 2) Se copiaron de otra oferta. 3) No hubo revisión cruzada. 4) Plazo de presentación corto. 5) El procedimiento de ofertas no fija revisión por otra persona.',
    actions: [
      {
        subject: 'Revisión cruzada de mediciones antes de presentar ofertas',
        description: 'Un segundo técnico revisa los capítulos principales y firma la hoja de revisión.',
        verification: 'Hojas de revisión firmadas en las siguientes 5 ofertas.',
      },
    ],
  },
  {
    where: OFFICE,
    process: 'PS-01.1',
    origin: 'auditoria_interna',
    subject: 'Subcontratistas sin evaluación anual en la lista de homologados',
    description:
      'De {n:20-40} subcontratistas activos, {n:3-8} no tienen la evaluación anual registrada, entre ellos {subcontrata}.',
    immediate: 'Evaluación de los subcontratistas pendientes con los jefes de obra.',
    cause: 'metodo',
    rootCause:
      '1) Evaluaciones pendientes. 2) Dependen de que el jefe de obra envíe la ficha. 3) No hay recordatorio. 4) La lista no muestra vencimientos. 5) La lista es una hoja de cálculo sin control.',
    actions: [
      {
        subject: 'Evaluación de subcontratistas al cierre de cada obra',
        description: 'Ficha de evaluación obligatoria en el acta de cierre de obra.',
        verification: 'Todos los subcontratistas activos evaluados en la siguiente revisión.',
      },
    ],
  },
];

const MADRID_DOCS: FolderDocs = {
  'Manual de calidad': [
    d(
      'MSIG',
      'Manual del sistema integrado de gestión',
      'manual',
      'PE-01',
      ['ISO 9001', 'ISO 14001', 'ISO 45001'],
      'Describe el sistema integrado de calidad, medio ambiente y seguridad y salud.',
    ),
  ],
  'Procedimientos/Procedimientos generales': [
    d(
      'PG-01',
      'Control de la información documentada',
      'procedimiento',
      'PS-04',
      ['documentos'],
      'Elaboración, aprobación y distribución de documentos en sede y obras.',
    ),
    d(
      'PG-02',
      'Auditorías internas',
      'procedimiento',
      'PE-03.1',
      ['auditorías'],
      'Programa de auditorías internas del sistema integrado.',
    ),
    d(
      'PG-03',
      'No conformidades y acciones correctivas',
      'procedimiento',
      'PE-03.2',
      ['no conformidad'],
      'Tratamiento de no conformidades de calidad, ambientales y de seguridad.',
    ),
    d(
      'PG-04',
      'Compras y subcontratación',
      'procedimiento',
      'PS-01',
      ['compras', 'subcontratas'],
      'Pedidos, contratos y control de subcontratistas.',
    ),
    d(
      'PG-05',
      'Evaluación de proveedores y subcontratistas',
      'procedimiento',
      'PS-01.1',
      ['evaluación'],
      'Homologación y evaluación anual de proveedores y subcontratistas.',
    ),
    d(
      'PG-06',
      'Identificación de aspectos ambientales',
      'procedimiento',
      'PC-02.4',
      ['aspectos ambientales'],
      'Identificación y evaluación de los aspectos ambientales de las obras.',
    ),
    d(
      'PG-07',
      'Investigación de accidentes e incidentes',
      'procedimiento',
      'PS-02.3',
      ['accidentes'],
      'Investigación de accidentes e incidentes y definición de medidas.',
    ),
  ],
  'Procedimientos/Procedimientos específicos': [
    d(
      'PE-01',
      'Estudio y presentación de ofertas',
      'procedimiento',
      'PC-01.1',
      ['ofertas', 'licitación'],
      'Estudio, revisión y presentación de ofertas a licitaciones.',
    ),
    d(
      'PE-02',
      'Apertura y cierre de obra',
      'procedimiento',
      'PC-02',
      ['apertura', 'cierre'],
      'Documentación y actuaciones al inicio y al final de cada obra.',
    ),
  ],
  Formatos: [
    d(
      'F-01',
      'Hoja de revisión de ofertas',
      'formato',
      'PC-01.1',
      ['ofertas'],
      'Revisión cruzada de mediciones y precios antes de presentar una oferta.',
    ),
    d(
      'F-02',
      'Ficha de evaluación de subcontratistas',
      'formato',
      'PS-01.1',
      ['evaluación'],
      'Evaluación de plazo, calidad, seguridad y medio ambiente de cada subcontratista.',
    ),
  ],
  'Ofertas y licitaciones': [
    d(
      'OL-01',
      'Criterios de decisión de licitar',
      'instruccion',
      'PC-01',
      ['licitación'],
      'Criterios para decidir si se licita una obra.',
    ),
  ],
  'Prevención de riesgos laborales': [
    d(
      'PRL-01',
      'Plan de prevención de riesgos laborales',
      'plan',
      'PS-02',
      ['PRL', 'plan'],
      'Organización preventiva, responsabilidades y recursos de la empresa.',
    ),
    d(
      'PRL-02',
      'Coordinación de actividades empresariales',
      'procedimiento',
      'PS-02.1',
      ['CAE'],
      'Intercambio de documentación y coordinación con subcontratas.',
    ),
  ],
  'Documentación externa/Legislación y normativa': [
    d(
      'LEG-01',
      'Real Decreto 1627/1997, disposiciones mínimas de seguridad y salud en las obras de construcción',
      'externo',
      'PS-02',
      ['seguridad', 'obras'],
      'Requisitos de seguridad y salud en las obras de construcción.',
    ),
    d(
      'LEG-02',
      'Real Decreto 105/2008, producción y gestión de los residuos de construcción y demolición',
      'externo',
      'PC-02.4',
      ['residuos', 'RCD'],
      'Gestión de los residuos de construcción y demolición.',
    ),
    d(
      'LEG-03',
      'Código Estructural (Real Decreto 470/2021)',
      'externo',
      'PC-02.2',
      ['estructuras', 'hormigón'],
      'Requisitos de las estructuras de hormigón y acero.',
    ),
  ],
};

const VALDEBEBAS_DOCS: FolderDocs = {
  'Plan de calidad de obra': [
    d(
      'PCO-01',
      'Plan de calidad de la obra Valdebebas 12.4',
      'plan',
      'PC-02',
      ['plan de calidad'],
      'Organización, controles y registros de calidad de la obra.',
    ),
  ],
  'Plan de calidad de obra/Programa de puntos de inspección': [
    d(
      'PPI-01',
      'Programa de puntos de inspección: cimentación y muros',
      'plan',
      'PC-02.2',
      ['PPI', 'cimentación'],
      'Puntos de inspección de cimentación y muros bajo rasante.',
    ),
    d(
      'PPI-02',
      'Programa de puntos de inspección: estructura',
      'plan',
      'PC-02.2',
      ['PPI', 'forjados'],
      'Puntos de inspección de encofrado, armado y hormigonado.',
    ),
    d(
      'PPI-03',
      'Programa de puntos de inspección: fachadas y cubiertas',
      'plan',
      'PC-02.2',
      ['PPI', 'fachada'],
      'Puntos de inspección de fachada ventilada y cubierta.',
    ),
    d(
      'PPI-04',
      'Programa de puntos de inspección: tabiquería e instalaciones',
      'plan',
      'PC-02.2',
      ['PPI', 'tabiquería'],
      'Puntos de inspección de tabiquería y pruebas de instalaciones.',
    ),
  ],
  'Plan de calidad de obra/Control de materiales y ensayos': [
    d(
      'CME-01',
      'Plan de control de recepción de materiales',
      'plan',
      'PC-02.3',
      ['recepción', 'marcado CE'],
      'Controles documentales y ensayos de recepción por material.',
    ),
    d(
      'CME-02',
      'Plan de control del hormigón',
      'plan',
      'PC-02.3',
      ['hormigón', 'probetas'],
      'Lotes de control, ensayos de consistencia y resistencia.',
    ),
  ],
  'Plan de seguridad y salud': [
    d(
      'PSS-01',
      'Plan de seguridad y salud de la obra',
      'plan',
      'PS-02',
      ['PSS'],
      'Plan de seguridad y salud aprobado por el coordinador de seguridad.',
    ),
    d(
      'PSS-02',
      'Anexo: retirada temporal de protecciones colectivas',
      'instruccion',
      'PS-02.2',
      ['protecciones colectivas'],
      'Permiso y reposición de protecciones retiradas temporalmente.',
    ),
    d(
      'PSS-03',
      'Plan de montaje de la grúa torre',
      'plan',
      'PS-03',
      ['grúa torre'],
      'Montaje, uso y revisiones de la grúa torre.',
    ),
  ],
  'Planos de proyecto': [
    d(
      'PL-E01',
      'Planos de estructura: relación de planos vigentes',
      'formato',
      'PC-02.1',
      ['planos', 'revisiones'],
      'Relación de planos de estructura con su revisión vigente.',
    ),
  ],
  'Gestión de residuos': [
    d(
      'GR-01',
      'Plan de gestión de residuos de la obra',
      'plan',
      'PC-02.4',
      ['residuos', 'RCD'],
      'Segregación, almacenamiento y gestores autorizados de los residuos.',
    ),
  ],
  'Actas de obra': [
    d(
      'AO-01',
      'Modelo de acta de reunión de obra',
      'formato',
      'PC-02',
      ['actas'],
      'Acta de la reunión semanal con la dirección facultativa y subcontratas.',
    ),
  ],
  'Instrucciones técnicas': [
    d(
      'IT-01',
      'Recepción y puesta en obra del hormigón',
      'instruccion',
      'PC-02.3',
      ['hormigón', 'cono de Abrams'],
      'Comprobaciones de albarán, consistencia y toma de probetas.',
    ),
    d(
      'IT-02',
      'Montaje y revisión de líneas de vida',
      'instruccion',
      'PS-02.2',
      ['línea de vida', 'arnés'],
      'Montaje, revisión y uso de líneas de vida provisionales.',
    ),
  ],
};

export const CONSTRUCTION_TEXTS: SectorTexts = {
  slots: {
    portal: ['portal 1', 'portal 2', 'portal 3', 'portal 4'],
    planta_obra: ['planta baja', 'planta 2', 'planta 4', 'planta 6', 'sótano -1', 'cubierta'],
    subcontrata: [
      'Estructuras Jarama S.L.',
      'Instalaciones Eléctricas Henares',
      'Fontanería Tajo',
      'Aislamientos Guadarrama',
      'Carpinterías Alcarria',
      'Pavimentos Manzanares',
    ],
    proveedor: [
      'Hormigones Cuesta',
      'Aceros Corrugados del Centro',
      'Cerámicas Sagra',
      'Prefabricados Tajuña',
      'Fontanería Industrial Jarama',
    ],
    hormigon: ['hormigón HA-30/B/20/IIa', 'hormigón HA-25/B/20/IIa', 'hormigón HM-20/P/20/I'],
    material: [
      'hormigón HA-30/B/20/IIa',
      'acero B500SD',
      'ladrillo perforado 24×11,5×7',
      'mortero M-7,5',
      'panel de lana mineral de 60 mm',
      'tubería multicapa de 20 mm',
    ],
    equipo: [
      'grúa torre GT-2',
      'plataforma elevadora PE-07',
      'maquinillo del portal 2',
      'dumper D-3',
      'retroexcavadora mixta',
    ],
    residuo: ['desencofrante', 'pintura', 'silicona', 'aceite de maquinaria'],
    capitulo: ['estructura', 'fachada', 'instalaciones', 'movimiento de tierras'],
    letra: ['A', 'B', 'C', 'D'],
  },
  suppliers: {
    'hormigón HA-30/B/20/IIa': ['Hormigones Cuesta'],
    'hormigón HA-25/B/20/IIa': ['Hormigones Cuesta'],
    'hormigón HM-20/P/20/I': ['Hormigones Cuesta'],
    'acero B500SD': ['Aceros Corrugados del Centro'],
    'ladrillo perforado 24×11,5×7': ['Cerámicas Sagra'],
    'mortero M-7,5': ['Cerámicas Sagra', 'Prefabricados Tajuña'],
    'panel de lana mineral de 60 mm': ['Prefabricados Tajuña'],
    'tubería multicapa de 20 mm': ['Fontanería Industrial Jarama'],
  },
  ncs: NCS,
  cancelReasons: [
    'Duplicada con el parte de la inspección de seguridad del mismo día.',
    'La dirección facultativa acepta la solución ejecutada; no es una no conformidad.',
  ],
  effective: [
    'Inspecciones de seguimiento conformes; se cierra.',
    'Sin repetición en las obras revisadas durante el periodo de verificación.',
  ],
  notEffective: ['Se repite en la inspección de seguimiento; hay que reforzar las medidas.'],
  implemented: [
    'Realizado en obra y firmado por el jefe de obra.',
    'Implantado; comunicado a todas las subcontratas en la reunión semanal.',
  ],
  verifiedOk: ['Eficaz: inspecciones posteriores conformes.'],
  verifiedKo: ['No eficaz: se repite en otro tajo.'],
  replan: ['Se replanifica con seguimiento del recurso preventivo.'],
  documents: { madrid: MADRID_DOCS, valdebebas: VALDEBEBAS_DOCS },
  changeSummaries: [
    'Revisión anual sin cambios significativos.',
    'Se incorporan las acciones de una no conformidad.',
    'Se actualiza a la nueva fase de obra.',
  ],
  reviewComments: ['Revisado sin observaciones.', 'Conforme con el plan de calidad.'],
  returnComments: ['Falta indicar el responsable de cada control.', 'Revisar las frecuencias de inspección.'],
  obsoleteReasons: ['Fase de obra terminada.', 'Sustituido por el procedimiento general.'],
  audits: [
    {
      where: OFFICE,
      type: 'certificacion',
      subject: 'Auditoría de seguimiento del sistema integrado — SGS',
      standards: ['iso_9001', 'iso_14001', 'iso_45001'],
      scope: ['PE-01', 'PC-01', 'PC-02', 'PS-01', 'PS-02'],
      body: 'SGS — auditor jefe: Fernando Lozano Pérez',
      days: 3,
      month: 11,
      conclusions: 'Se mantienen los tres certificados; reforzar el control de subcontratas en obra.',
    },
    {
      where: OFFICE,
      type: 'interna',
      subject: 'Auditoría interna del sistema integrado — Sede central',
      standards: ['iso_9001', 'iso_14001', 'iso_45001'],
      scope: ['PC-01', 'PS-01', 'PS-05'],
      days: 2,
      month: 4,
      conclusions: 'Sistema implantado; mejorar la evaluación de subcontratistas.',
    },
    {
      where: OFFICE,
      type: 'proveedor',
      subject: 'Auditoría al proveedor Hormigones Cuesta',
      standards: ['iso_9001'],
      scope: ['PS-01.1'],
      body: 'Hormigones Cuesta S.A. — planta de San Fernando de Henares',
      days: 1,
      month: 6,
      conclusions: 'Proveedor apto; debe coordinar mejor la salida de camiones con las obras.',
    },
    {
      where: WORKS,
      type: 'interna',
      subject: 'Auditoría interna de obra — Calidad de ejecución',
      standards: ['iso_9001'],
      scope: ['PC-02.1', 'PC-02.2', 'PC-02.3'],
      days: 1,
      month: 3,
      conclusions: 'Puntos de inspección al día; problemas de control de planos en obra.',
    },
    {
      where: WORKS,
      type: 'interna',
      subject: 'Auditoría interna de obra — Seguridad y salud y medio ambiente',
      standards: ['iso_45001', 'iso_14001'],
      scope: ['PS-02', 'PS-02.2', 'PC-02.4'],
      days: 1,
      month: 9,
      conclusions: 'Buen nivel preventivo; reforzar la segregación de residuos peligrosos.',
    },
  ],
  auditCancelReasons: ['La obra se paraliza temporalmente; se reprograma en el siguiente programa.'],
  indicators: [
    {
      where: BOTH,
      global: true,
      subject: 'Índice de desempeño del sistema integrado',
      process: 'PE-03',
      frequency: 'mensual',
      formula: 'Media ponderada de las métricas y sub-indicadores del cuadro de mando',
      unit: 'porcentaje',
      target: 85,
      alert: 80,
      source: 'https://intranet.acme-construcciones.es/sig/cuadro-de-mando',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Inspecciones de seguridad conformes',
          description: 'Porcentaje de inspecciones semanales sin deficiencias graves',
          weight: 2,
          type: 'number',
          units: '%',
          base: 87,
          spread: 5,
        },
        {
          name: 'Cumplimiento legal ambiental',
          description: 'Situación de licencias, gestores y registros ambientales',
          weight: 1,
          type: 'category',
          categories: { Conforme: 100, 'Con desviaciones menores': 50, 'No conforme': 0 },
        },
      ],
      missed: 'Aumentan las deficiencias graves en las inspecciones de seguridad por falta de protecciones colectivas.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Más deficiencias graves. 2) Protecciones retiradas sin reponer. 3) Sin control de retiradas. 4) El plan de seguridad no lo regula. 5) No se revisó con el cambio de fase.',
        immediate: 'Inspección extraordinaria de protecciones colectivas.',
        actions: [
          {
            subject: 'Permiso de retirada de protecciones colectivas en todas las obras',
            description: 'Extender el permiso de retirada temporal a todas las obras.',
            verification: 'Inspecciones conformes por encima del 85 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: WORKS,
      subject: 'Índice de frecuencia de accidentes con baja',
      process: 'PS-02',
      frequency: 'mensual',
      formula: 'Accidentes con baja / horas trabajadas × 1.000.000',
      unit: 'unidades',
      target: 20,
      alert: 25,
      source: 'https://intranet.acme-construcciones.es/prl/siniestralidad',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Índice de frecuencia',
          description: 'Accidentes con baja por millón de horas trabajadas',
          weight: 2,
          type: 'number',
          units: 'IF',
          base: 18,
          spread: 7,
        },
        {
          name: 'Charlas de seguridad impartidas',
          description: 'Charlas de seguridad en obra en el mes',
          weight: 1,
          type: 'number',
          numberType: 'int',
          units: 'charlas',
          base: 8,
          spread: 3,
        },
      ],
      missed: 'Accidentes con herramientas manuales en subcontratas.',
      nc: {
        cause: 'maquina',
        rootCause:
          '1) Más accidentes. 2) Herramientas sin protección. 3) Herramientas de subcontratas sin revisar. 4) No se revisan al entrar en obra. 5) La acogida no lo incluye.',
        immediate: 'Revisión de herramientas de todas las subcontratas.',
        actions: [
          {
            subject: 'Revisión de herramientas en la acogida de subcontratas',
            description: 'Inspección de herramientas eléctricas al entrar en obra.',
            verification: 'Índice de frecuencia por debajo de la meta durante tres meses.',
          },
        ],
      },
    },
    {
      where: WORKS,
      subject: 'Puntos de inspección conformes a la primera',
      process: 'PC-02.2',
      frequency: 'mensual',
      formula: 'Puntos de inspección conformes en la primera inspección / puntos inspeccionados × 100',
      unit: 'porcentaje',
      target: 92,
      alert: 88,
      source: 'https://intranet.acme-construcciones.es/calidad/ppi',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Conformes a la primera',
          description: 'Porcentaje de puntos de inspección conformes sin repetición',
          weight: 2,
          type: 'number',
          units: '%',
          base: 92,
          spread: 3,
        },
        {
          name: 'Residuos valorizados',
          description: 'Porcentaje de RCD enviados a valorización',
          weight: 1,
          type: 'number',
          units: '%',
          base: 78,
          spread: 6,
        },
      ],
      missed: 'Repeticiones de inspección en armado de forjados por errores de plano.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Repeticiones de inspección. 2) Armados según planos anulados. 3) Planos impresos sin control. 4) No hay lista de planos vigentes. 5) El plan de calidad no la exige.',
        immediate: 'Revisión de los planos en uso en todos los tajos.',
        actions: [
          {
            subject: 'Lista de planos vigentes en todos los tajos',
            description: 'Lista firmada por la oficina técnica en cada tajo.',
            verification: 'Conformes a la primera por encima del 92 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: OFFICE,
      subject: 'Tasa de adjudicación de ofertas',
      process: 'PC-01',
      frequency: 'trimestral',
      formula: 'Ofertas adjudicadas / ofertas presentadas × 100',
      unit: 'porcentaje',
      target: 18,
      alert: 12,
      source: 'https://intranet.acme-construcciones.es/ofertas/seguimiento',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Adjudicación',
          description: 'Porcentaje de ofertas adjudicadas',
          weight: 2,
          type: 'number',
          units: '%',
          base: 19,
          spread: 5,
        },
        {
          name: 'Ofertas presentadas',
          description: 'Número de ofertas presentadas en el trimestre',
          weight: 1,
          type: 'number',
          numberType: 'int',
          units: 'ofertas',
          base: 14,
          spread: 4,
        },
      ],
      missed: 'Bajas adjudicaciones por precios por encima de la media en licitaciones públicas.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Pocas adjudicaciones. 2) Precios altos. 3) Costes de estructura sin actualizar. 4) Base de precios de 2023. 5) No hay revisión periódica de la base de precios.',
        immediate: 'Análisis de las últimas licitaciones perdidas.',
        actions: [
          {
            subject: 'Revisión semestral de la base de precios',
            description: 'Actualizar la base de precios con los costes reales de las obras cerradas.',
            verification: 'Base actualizada y adjudicación por encima de la meta en dos trimestres.',
            type: 'mejora',
          },
        ],
      },
    },
  ],
  people: {
    ncCreator: { 'raul.jimenez': 5, 'sonia.castro': 5, 'beatriz.nunez': 3, 'acme.admin': 1 },
    ncOwner: { 'raul.jimenez': 5, 'beatriz.nunez': 4, 'sonia.castro': 3 },
    capaOwner: { 'raul.jimenez': 4, 'beatriz.nunez': 3, 'sonia.castro': 4 },
    verifier: { 'beatriz.nunez': 5 },
    docAuthor: { 'beatriz.nunez': 4, 'raul.jimenez': 3, 'sonia.castro': 3 },
    auditor: { 'beatriz.nunez': 5 },
  },
};
