import type { DocText, DocumentType, FolderDocs, NcText, SectorTexts } from './demo-units-data.js';

/**
 * Demo Norte Alimentación: ready-meals plant (bilbao, IFS Food) and its cold store (basauri).
 * Process references are those of norte's process map (demo-data.ts).
 */
const PLANT = ['bilbao'];
const STORE = ['basauri'];
const BOTH = ['bilbao', 'basauri'];

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
    where: PLANT,
    process: 'PC-02.1',
    origin: 'control_proceso',
    subject: 'PCC-2: temperatura en el núcleo de {producto} de {d:66.0-71.5} °C',
    description:
      'En la verificación del PCC-2 (cocción) del lote L{n:24001-26365} de {producto}, la sonda marca {d:66.0-71.5} °C en el núcleo (límite crítico ≥ 72 °C durante 2 minutos) en la {linea}. Turno de {turno}.',
    immediate:
      'Lote retenido y recocinado hasta alcanzar el límite crítico; verificación de la sonda con el termómetro patrón.',
    cause: 'maquina',
    rootCause:
      '1) No se alcanzó la temperatura. 2) Carga de la marmita superior a la validada. 3) El operario no conocía la carga máxima. 4) La carga máxima no figura en la instrucción de la línea. 5) La validación de 2023 no se trasladó a la instrucción.',
    actions: [
      {
        subject: 'Indicar la carga máxima validada en la instrucción de la {linea}',
        description:
          'Actualizar la instrucción de cocción con la carga máxima por receta y colocar la tabla junto a la marmita.',
        verification: 'Verificaciones del PCC-2 conformes durante 8 semanas.',
      },
      {
        subject: 'Formar a los operarios de cocción en el PCC-2',
        description: 'Sesión práctica sobre límites críticos, medición en núcleo y acciones correctoras.',
        verification: 'Registros de formación firmados y observación de 10 mediciones correctas.',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
    quantity: [120, 1800],
    cost: [300, 3800],
  },
  {
    where: PLANT,
    process: 'PC-02.2',
    origin: 'reclamacion_cliente',
    subject: 'Reclamación de {cliente}: alérgeno {alergeno} no declarado en {producto}',
    description:
      '{cliente} comunica que el envase de {producto} del lote L{n:24001-26365} no declara {alergeno} en la lista de ingredientes, aunque la receta lo contiene. Se han expedido {n:200-2400} unidades.',
    immediate:
      'Bloqueo del stock, retirada del lote de los puntos de venta en coordinación con el cliente y comunicación a la autoridad sanitaria.',
    cause: 'metodo',
    rootCause:
      '1) La etiqueta no declaraba el alérgeno. 2) Se usó la etiqueta de la receta anterior. 3) El cambio de receta no llegó al diseño de etiquetas. 4) El procedimiento de cambios no incluye a Etiquetado. 5) No hay revisión de etiqueta frente a la ficha técnica antes de imprimir.',
    actions: [
      {
        subject: 'Verificación de etiqueta contra ficha técnica en cada cambio de receta',
        description: 'Ningún cambio de receta se libera sin la aprobación de la etiqueta por Calidad.',
        verification: 'Revisión de los cambios de receta del trimestre: todos con etiqueta verificada.',
      },
      {
        subject: 'Comprobación de etiqueta al inicio de cada lote en la {linea}',
        description: 'El jefe de turno compara la etiqueta con la orden de fabricación y lo registra.',
        verification: 'Registros de arranque completos durante 3 meses sin incidencias de etiquetado.',
        type: 'preventiva',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
    quantity: [200, 2400],
    cost: [1500, 18000],
  },
  {
    where: PLANT,
    process: 'PC-02.2',
    origin: 'control_proceso',
    subject: 'Detector de metales de la {linea} no rechaza la probeta de {n:2-3},0 mm',
    description:
      'En la verificación horaria del detector de metales de la {linea}, la probeta de acero inoxidable de {n:2-3},0 mm no provoca el rechazo. Última verificación correcta hace 1 hora.',
    immediate:
      'Parada de la línea, retención del producto envasado desde la última verificación correcta y repaso por el detector de la línea 1.',
    cause: 'maquina',
    rootCause:
      '1) El detector no rechazaba. 2) El empujador neumático no actuaba. 3) Baja presión de aire. 4) Fuga en el racor de la electroválvula. 5) El preventivo no incluye la comprobación neumática.',
    actions: [
      {
        subject: 'Sustituir el racor y añadir la presión de aire al preventivo del detector',
        description: 'Reparación y control de presión con presostato y alarma.',
        verification: 'Verificaciones horarias conformes durante 3 meses.',
      },
    ],
    quantity: [300, 1500],
    cost: [120, 900],
  },
  {
    where: STORE,
    process: 'PC-03',
    origin: 'control_proceso',
    subject: 'Cámara de producto terminado a {d:5.2-8.9} °C durante {n:2-6} horas',
    description:
      'El sistema de telemetría registra en la cámara BAS-CF-01 {d:5.2-8.9} °C durante {n:2-6} horas durante la noche (límite 0-4 °C). Contiene {n:8-40} palés de producto refrigerado.',
    immediate:
      'Traslado del producto a la cámara de reserva, medición de temperatura en producto y valoración de cada lote por Calidad.',
    cause: 'maquina',
    rootCause:
      '1) Subió la temperatura. 2) El evaporador estaba escarchado. 3) No se hizo el desescarche. 4) El temporizador se desprogramó tras un corte eléctrico. 5) No hay alarma de fallo de desescarche.',
    actions: [
      {
        subject: 'Alarma de fallo de desescarche en las cámaras de Basauri',
        description: 'Programar la alarma en la telemetría y aviso por SMS al técnico de guardia.',
        verification: 'Sin desviaciones de temperatura superiores a 30 minutos en 3 meses.',
      },
      {
        subject: 'Revisar la programación de las cámaras tras cada corte eléctrico',
        description: 'Incluir la comprobación en la instrucción de actuación ante cortes de suministro.',
        verification: 'Instrucción actualizada y aplicada en el siguiente corte.',
        type: 'preventiva',
      },
    ],
    quantity: [400, 9000],
    cost: [200, 6000],
  },
  {
    where: PLANT,
    process: 'PC-01',
    origin: 'proveedor',
    subject: 'Recepción de {materia_fria} de {proveedor} a {d:5.5-9.5} °C',
    description:
      'En el muelle de recepción, la partida de {materia_fria} de {proveedor} (albarán {n:10000-99999}) llega con {d:5.5-9.5} °C en producto (especificación ≤ 4 °C). El registro del camión muestra una rotura de frío.',
    immediate: 'Partida rechazada y devuelta al proveedor; comunicación escrita de la no conformidad.',
    cause: 'material',
    rootCause:
      '1) Llegó caliente. 2) El camión tuvo la puerta abierta en descargas anteriores. 3) Ruta con varias entregas. 4) El proveedor no controla la temperatura entre entregas. 5) Nuestro pliego no exige registro continuo.',
    actions: [
      {
        subject: 'Exigir a {proveedor} registro continuo de temperatura en el transporte',
        description: 'Incluir la exigencia en la especificación de compra y pedir el registro en cada entrega.',
        verification: 'Tres meses de entregas con registro y sin rechazos por temperatura.',
      },
      {
        subject: 'Reevaluar a {proveedor}',
        description: 'Evaluación extraordinaria con visita a su centro de distribución.',
        verification: 'Evaluación registrada y proveedor clasificado.',
      },
    ],
    lot: 'Albarán {n:10000-99999} — {materia_fria}',
    quantity: [50, 900],
  },
  {
    where: PLANT,
    process: 'PC-04',
    origin: 'reclamacion_cliente',
    subject: 'Reclamación de {cliente}: cuerpo extraño plástico en {producto}',
    description:
      '{cliente} remite la reclamación de un consumidor que encontró un fragmento de plástico azul de unos {n:4-15} mm en una bandeja de {producto} del lote L{n:24001-26365}.',
    immediate:
      'Análisis de la muestra, revisión de registros del lote y búsqueda del origen en la línea; respuesta al cliente en 48 h.',
    cause: 'material',
    rootCause:
      '1) Fragmento de plástico. 2) Procede de una espátula rota. 3) No se detectó la rotura. 4) El control de útiles frágiles no incluye las espátulas. 5) La lista de útiles de plástico no se actualizó al cambiar de proveedor.',
    actions: [
      {
        subject: 'Incluir las espátulas en el control de útiles frágiles y de plástico',
        description: 'Inventario de útiles por zona con revisión al inicio y fin de turno.',
        verification: 'Registros de control de útiles completos durante 3 meses.',
      },
      {
        subject: 'Sustituir los útiles de plástico de la zona de {linea} por útiles detectables',
        description: 'Compra de espátulas y cepillos de plástico detectable por el detector de metales.',
        verification: 'Útiles sustituidos y prueba de detección superada.',
        type: 'preventiva',
        resources: 'Compra de útiles detectables (650 €).',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
    cost: [150, 2500],
  },
  {
    where: BOTH,
    process: 'PS-03',
    origin: 'control_proceso',
    subject: 'Captura de roedor en la trampa {n:3-28} del perímetro',
    description:
      'La empresa de control de plagas registra una captura en la trampa exterior {n:3-28} del perímetro, junto al muelle. Es la {n:2-3}.ª captura del trimestre en la misma zona.',
    immediate: 'Refuerzo de cebos en el perímetro y revisión de puertas y burletes del muelle.',
    cause: 'medio_ambiente',
    rootCause:
      '1) Roedores en el perímetro. 2) Restos de comida junto a los contenedores. 3) Los contenedores no se cierran. 4) La tapa de un contenedor está rota. 5) No se revisa el estado de los contenedores.',
    actions: [
      {
        subject: 'Sustituir los contenedores de residuos orgánicos del muelle',
        description: 'Contenedores con tapa y pedal, y limpieza diaria de la zona.',
        verification: 'Ninguna captura en el perímetro durante el trimestre siguiente.',
      },
    ],
  },
  {
    where: BOTH,
    process: 'PS-03',
    origin: 'control_proceso',
    subject: 'Verificación de limpieza con ATP no conforme en {linea}',
    description:
      'La verificación de limpieza por bioluminiscencia en la {linea} da {n:180-650} URL (límite 150 URL) en el punto de contacto con el producto antes del arranque del turno de {turno}.',
    immediate: 'Repetición de la limpieza y nueva medición conforme antes de arrancar.',
    cause: 'metodo',
    rootCause:
      '1) Quedó suciedad. 2) No se desmontó el rodillo. 3) La instrucción de limpieza no lo indica. 4) El rodillo se añadió en una modificación de la línea. 5) Las modificaciones de línea no revisan el plan de limpieza.',
    actions: [
      {
        subject: 'Actualizar el plan de limpieza de la {linea}',
        description: 'Incluir el desmontaje del rodillo y fotografías del punto en la instrucción.',
        verification: 'ATP conformes en 20 verificaciones consecutivas.',
      },
    ],
  },
  {
    where: BOTH,
    process: 'PS-05',
    origin: 'auditoria_interna',
    subject: 'Manipuladores de la ETT sin formación en higiene registrada',
    description:
      'De {n:6-12} operarios incorporados a través de la ETT para la campaña, {n:2-5} no tienen registro de formación en higiene alimentaria ni de la instrucción de buenas prácticas de manipulación.',
    immediate: 'Formación inicial inmediata antes de volver a la línea.',
    cause: 'mano_de_obra',
    rootCause:
      '1) Sin formación registrada. 2) Se incorporaron el mismo día. 3) La ETT no envió el certificado. 4) El contrato con la ETT no lo exige. 5) No hay control en la acogida.',
    actions: [
      {
        subject: 'Exigir a la ETT la formación en higiene antes de la incorporación',
        description: 'Cláusula en el contrato y comprobación en la acogida.',
        verification: 'Todos los operarios de ETT con formación registrada en la siguiente campaña.',
      },
    ],
  },
  {
    where: PLANT,
    process: 'PC-02.1',
    origin: 'control_proceso',
    subject: 'Abatimiento de {producto} fuera de tiempo ({n:130-210} minutos)',
    description:
      'El registro del abatidor AB-2 indica que el lote L{n:24001-26365} de {producto} tardó {n:130-210} minutos en bajar a 10 °C en el núcleo (límite 120 minutos).',
    immediate: 'Lote retenido y valorado por Calidad con análisis microbiológico antes de su liberación.',
    cause: 'maquina',
    rootCause:
      '1) Abatimiento lento. 2) Abatidor sobrecargado. 3) Se abatieron dos lotes a la vez. 4) Retraso en la línea de envasado. 5) La planificación no considera la capacidad del abatidor.',
    actions: [
      {
        subject: 'Planificar la producción según la capacidad del abatidor',
        description: 'Incluir la capacidad del abatidor en la planificación diaria de cocciones.',
        verification: 'Todos los abatimientos en menos de 120 minutos durante 2 meses.',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
    quantity: [200, 1200],
  },
  {
    where: PLANT,
    process: 'PC-02.3',
    origin: 'auditoria_externa',
    subject: 'Lote liberado antes del resultado microbiológico',
    description:
      'En la auditoría IFS se detecta que el lote L{n:24001-26365} de {producto} se expidió antes de recibir el resultado de Listeria monocytogenes del laboratorio externo (requisito del plan de liberación positiva).',
    immediate: 'Confirmación del resultado (ausencia en 25 g) y revisión de los lotes expedidos del último mes.',
    cause: 'metodo',
    rootCause:
      '1) Se expidió sin resultado. 2) El sistema permitía expedir lotes sin liberar. 3) El bloqueo se retiró en una actualización del ERP. 4) No se probó tras la actualización. 5) No hay plan de pruebas para cambios del ERP.',
    actions: [
      {
        subject: 'Restablecer el bloqueo de expedición de lotes no liberados en el ERP',
        description: 'Configuración del bloqueo y prueba documentada.',
        verification: 'Prueba de expedición bloqueada y revisión de 3 meses sin lotes expedidos sin liberar.',
      },
      {
        subject: 'Plan de pruebas para los cambios del ERP que afectan a la seguridad alimentaria',
        description: 'Lista de funciones críticas a probar en cada actualización.',
        verification: 'Plan aplicado en la siguiente actualización.',
        type: 'preventiva',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
  },
  {
    where: PLANT,
    process: 'PS-01',
    origin: 'auditoria_interna',
    subject: 'Proveedor {proveedor} sin certificado de seguridad alimentaria vigente',
    description:
      'El certificado IFS/BRCGS de {proveedor} caducó hace {n:1-4} meses y se siguen recibiendo sus partidas.',
    immediate: 'Solicitud urgente del certificado renovado; mientras tanto, análisis de cada partida recibida.',
    cause: 'metodo',
    rootCause:
      '1) Certificado caducado. 2) Nadie lo detectó. 3) El control de vencimientos es manual. 4) La hoja de proveedores no avisa. 5) No hay revisión periódica de la documentación de proveedores.',
    actions: [
      {
        subject: 'Aviso de vencimiento de certificados de proveedores',
        description: 'Revisión mensual de vencimientos en la lista de proveedores homologados.',
        verification: 'Todos los proveedores con certificado vigente durante 6 meses.',
      },
    ],
  },
  {
    where: PLANT,
    process: 'PC-02.2',
    origin: 'control_proceso',
    subject: 'Fallo de sellado en bandejas de {producto} (termoselladora TS-3)',
    description:
      'En la prueba de hermeticidad, {n:3-12} de 20 bandejas de {producto} presentan microfugas en el sellado. La temperatura de la mordaza estaba {n:8-20} °C por debajo de la consigna.',
    immediate: 'Producto retenido desde la última prueba conforme y reenvasado; ajuste de la mordaza.',
    cause: 'maquina',
    rootCause:
      '1) Sellado defectuoso. 2) Mordaza fría. 3) Resistencia deteriorada. 4) Sin repuesto en almacén. 5) El preventivo no fija cambios periódicos de la resistencia.',
    actions: [
      {
        subject: 'Cambio preventivo de resistencias de la termoselladora TS-3',
        description: 'Sustitución cada 2.000 horas y stock mínimo de repuestos.',
        verification: 'Pruebas de hermeticidad conformes durante 3 meses.',
      },
    ],
    lot: 'L{n:24001-26365} — {producto}',
    quantity: [150, 1400],
  },
  {
    where: STORE,
    process: 'PC-03',
    origin: 'reclamacion_cliente',
    subject: 'Reclamación de {cliente}: entrega con producto a {d:6.0-9.0} °C',
    description:
      '{cliente} rechaza {n:2-8} palés de la expedición del día porque la temperatura del producto en destino es de {d:6.0-9.0} °C. El camión de la agencia no había preenfriado la caja.',
    immediate: 'Recogida del producto rechazado, destrucción controlada y reposición al cliente.',
    cause: 'metodo',
    rootCause:
      '1) Producto caliente en destino. 2) Caja del camión sin preenfriar. 3) No se comprobó antes de cargar. 4) La instrucción de expedición no lo exige. 5) El contrato con la agencia no fija el preenfriado.',
    actions: [
      {
        subject: 'Comprobar la temperatura de la caja del camión antes de cargar',
        description: 'Lectura y registro de la temperatura de la caja en el muelle de expedición.',
        verification: 'Sin rechazos por temperatura en 3 meses.',
      },
    ],
    quantity: [100, 1600],
    cost: [800, 7500],
  },
  {
    where: BOTH,
    process: 'PS-04',
    origin: 'auditoria_interna',
    subject: 'Registros del plan APPCC sin firmar en el turno de {turno}',
    description:
      'En la revisión de registros del mes, {n:4-15} registros de vigilancia de PCC del turno de {turno} no tienen la firma de verificación del jefe de turno.',
    immediate: 'Revisión y firma de los registros pendientes tras comprobar su contenido.',
    cause: 'mano_de_obra',
    rootCause:
      '1) Sin firma de verificación. 2) El jefe de turno no revisa al final del turno. 3) Coincide con la limpieza final. 4) No hay momento asignado a la revisión. 5) La instrucción no lo define.',
    actions: [
      {
        subject: 'Revisión de registros de PCC antes del relevo de turno',
        description: 'Asignar 15 minutos antes del relevo para la verificación y firma.',
        verification: 'Registros firmados al 100 % durante 2 meses.',
      },
    ],
  },
  {
    where: BOTH,
    process: 'PS-02',
    origin: 'incidencia',
    subject: 'Goteo de lubricante sobre la cinta de la {linea}',
    description:
      'Se observa goteo de lubricante desde el reductor de la {linea} sobre la cinta transportadora. El lubricante es de grado alimentario H1.',
    immediate: 'Parada de la línea, limpieza, retención del producto de la última hora y reparación del retén.',
    cause: 'maquina',
    rootCause:
      '1) Goteo de aceite. 2) Retén desgastado. 3) Sin inspección del reductor. 4) El preventivo es anual. 5) No se ajustó al aumento de turnos.',
    actions: [
      {
        subject: 'Inspección mensual de reductores sobre zonas de producto',
        description: 'Añadir la inspección al plan de mantenimiento preventivo.',
        verification: 'Sin incidencias de lubricante en 6 meses.',
      },
    ],
  },
  {
    where: STORE,
    process: 'PC-03',
    origin: 'auditoria_interna',
    subject: 'Rotación FEFO incumplida en la cámara de congelación',
    description:
      'En la cámara BAS-CC-01 se expiden palés de {producto} con fecha de consumo preferente posterior a otros en stock, que quedan con menos de {n:20-45} días de vida útil.',
    immediate: 'Recolocación de los palés y prioridad de expedición a los de fecha más próxima.',
    cause: 'metodo',
    rootCause:
      '1) No se siguió FEFO. 2) Los mozos eligen el palé más accesible. 3) La ubicación no sigue las fechas. 4) El programa de almacén no propone ubicación. 5) No está configurada la gestión por fechas.',
    actions: [
      {
        subject: 'Configurar la propuesta de picking por fecha en el programa de almacén',
        description: 'El terminal del mozo propone el palé según FEFO.',
        verification: 'Auditoría de expediciones de un mes sin incumplimientos de FEFO.',
      },
    ],
  },
  {
    where: PLANT,
    process: 'PS-04.1',
    origin: 'control_proceso',
    subject: 'Listeria spp. en superficie de la zona de envasado',
    description:
      'El muestreo ambiental del plan de verificación da presencia de Listeria spp. en el punto {n:4-18} (desagüe de la zona de envasado, superficie sin contacto con producto).',
    immediate: 'Limpieza y desinfección intensiva de la zona y remuestreo del punto y de los adyacentes.',
    cause: 'medio_ambiente',
    rootCause:
      '1) Listeria en el desagüe. 2) Agua estancada. 3) Sifón con pendiente insuficiente. 4) Obra de 2021 mal ejecutada. 5) No se verificó la obra con criterios higiénicos.',
    actions: [
      {
        subject: 'Rehacer la pendiente del desagüe de la zona de envasado',
        description: 'Obra en parada programada con verificación higiénica posterior.',
        verification: 'Tres muestreos consecutivos negativos.',
        resources: 'Obra en parada de fin de semana (4.200 €).',
      },
    ],
    cost: [500, 4200],
  },
];

const BILBAO_DOCS: FolderDocs = {
  'Manual de calidad': [
    d(
      'MC-01',
      'Manual de calidad y seguridad alimentaria',
      'manual',
      'PE-01',
      ['IFS', 'manual'],
      'Describe el sistema de gestión de la calidad y la seguridad alimentaria según IFS Food versión 8.',
    ),
  ],
  'Procedimientos/Procedimientos generales': [
    d(
      'PG-01',
      'Control de documentos y registros',
      'procedimiento',
      'PS-06',
      ['documentos'],
      'Elaboración, aprobación, distribución y archivo de documentos y registros.',
    ),
    d(
      'PG-02',
      'Auditorías internas e inspecciones',
      'procedimiento',
      'PE-03.1',
      ['auditorías', 'IFS'],
      'Programa de auditorías internas e inspecciones de fábrica.',
    ),
    d(
      'PG-03',
      'No conformidades y acciones correctivas',
      'procedimiento',
      'PE-03.2',
      ['no conformidad', 'acción correctiva'],
      'Tratamiento de no conformidades, análisis de causas y verificación de eficacia.',
    ),
    d(
      'PG-04',
      'Gestión de reclamaciones de clientes',
      'procedimiento',
      'PC-04',
      ['reclamaciones'],
      'Registro, investigación y respuesta a las reclamaciones de clientes y consumidores.',
    ),
    d(
      'PG-05',
      'Retirada y recuperación de producto',
      'procedimiento',
      'PC-04',
      ['retirada', 'crisis'],
      'Gestión de incidentes, retirada de producto y simulacros anuales.',
    ),
    d(
      'PG-06',
      'Homologación y evaluación de proveedores',
      'procedimiento',
      'PS-01',
      ['proveedores'],
      'Homologación de proveedores de materias primas, envases y servicios.',
    ),
    d(
      'PG-07',
      'Trazabilidad',
      'procedimiento',
      'PC-02.3',
      ['trazabilidad', 'lotes'],
      'Trazabilidad hacia atrás y hacia delante de cada lote.',
    ),
  ],
  'Procedimientos/Procedimientos específicos': [
    d(
      'PE-01',
      'Recepción de materias primas',
      'procedimiento',
      'PC-01',
      ['recepción', 'temperatura'],
      'Controles de recepción de materias primas refrigeradas, congeladas y secas.',
    ),
    d(
      'PE-02',
      'Liberación de lotes',
      'procedimiento',
      'PC-02.3',
      ['liberación', 'microbiología'],
      'Criterios de liberación positiva de producto terminado.',
    ),
    d(
      'PE-03',
      'Gestión de alérgenos',
      'procedimiento',
      'PS-04',
      ['alérgenos'],
      'Control de alérgenos en recepción, producción, limpieza y etiquetado.',
    ),
  ],
  'Instrucciones técnicas': [
    d(
      'IT-01',
      'Cocción en marmita y control del PCC-2',
      'instruccion',
      'PC-02.1',
      ['PCC', 'cocción'],
      'Parámetros de cocción por receta y medición de temperatura en núcleo.',
    ),
    d(
      'IT-02',
      'Verificación del detector de metales',
      'instruccion',
      'PC-02.2',
      ['detector de metales', 'PCC'],
      'Verificación horaria con probetas y actuación ante fallo.',
    ),
    d(
      'IT-03',
      'Control de útiles frágiles y de plástico',
      'instruccion',
      'PS-04',
      ['vidrio', 'plástico'],
      'Inventario y revisión de útiles frágiles por zona.',
    ),
    d(
      'IT-04',
      'Limpieza de la línea de envasado 2',
      'instruccion',
      'PS-03',
      ['limpieza', 'ATP'],
      'Secuencia de limpieza y verificación por bioluminiscencia.',
    ),
  ],
  Formatos: [
    d(
      'F-01',
      'Registro de vigilancia del PCC-2 (cocción)',
      'formato',
      'PC-02.1',
      ['PCC', 'registro'],
      'Registro de temperaturas en núcleo por lote.',
    ),
    d(
      'F-02',
      'Registro de verificación del detector de metales',
      'formato',
      'PC-02.2',
      ['detector de metales'],
      'Registro horario de verificación con probetas.',
    ),
    d(
      'F-03',
      'Registro de recepción de materias primas',
      'formato',
      'PC-01',
      ['recepción'],
      'Registro de temperatura, estado y documentación de cada entrada.',
    ),
  ],
  'Plan APPCC': [
    d(
      'APPCC-00',
      'Plan APPCC de la planta de elaborados',
      'plan',
      'PS-04',
      ['APPCC', 'HACCP'],
      'Análisis de peligros, puntos de control crítico y plan de verificación.',
    ),
  ],
  'Plan APPCC/Cuadros de gestión de PCC': [
    d(
      'APPCC-01',
      'Cuadro de gestión del PCC-1: recepción de refrigerados',
      'plan',
      'PS-04',
      ['PCC-1'],
      'Límites críticos, vigilancia y acciones correctoras del PCC-1.',
    ),
    d(
      'APPCC-02',
      'Cuadro de gestión del PCC-2: cocción',
      'plan',
      'PS-04',
      ['PCC-2'],
      'Límites críticos, vigilancia y acciones correctoras del PCC-2.',
    ),
    d(
      'APPCC-03',
      'Cuadro de gestión del PCC-3: detección de metales',
      'plan',
      'PS-04',
      ['PCC-3'],
      'Límites críticos, vigilancia y acciones correctoras del PCC-3.',
    ),
  ],
  'Plan APPCC/Prerrequisitos': [
    d(
      'PPR-01',
      'Plan de limpieza y desinfección',
      'plan',
      'PS-03',
      ['limpieza'],
      'Frecuencias, productos y verificación de la limpieza.',
    ),
    d(
      'PPR-02',
      'Plan de control de plagas',
      'plan',
      'PS-03',
      ['plagas'],
      'Plano de trampas, frecuencias y actuación ante capturas.',
    ),
    d(
      'PPR-03',
      'Plan de formación de manipuladores',
      'plan',
      'PS-05',
      ['formación', 'manipuladores'],
      'Formación inicial y continua en higiene alimentaria.',
    ),
  ],
  'Fichas técnicas de producto': [
    d(
      'FT-101',
      'Ficha técnica: croquetas de jamón',
      'formato',
      'PC-02',
      ['ficha técnica'],
      'Ingredientes, alérgenos, vida útil y especificaciones microbiológicas.',
    ),
    d(
      'FT-102',
      'Ficha técnica: lasaña boloñesa',
      'formato',
      'PC-02',
      ['ficha técnica'],
      'Ingredientes, alérgenos, vida útil y especificaciones microbiológicas.',
    ),
    d(
      'FT-103',
      'Ficha técnica: marmitako de bonito',
      'formato',
      'PC-02',
      ['ficha técnica'],
      'Ingredientes, alérgenos, vida útil y especificaciones microbiológicas.',
    ),
  ],
  'Especificaciones de materias primas': [
    d(
      'EMP-01',
      'Especificación: bacalao desalado',
      'formato',
      'PC-01',
      ['especificación'],
      'Requisitos de calidad y seguridad para el bacalao desalado.',
    ),
    d(
      'EMP-02',
      'Especificación: harina de trigo',
      'formato',
      'PC-01',
      ['especificación', 'gluten'],
      'Requisitos de calidad y alérgenos de la harina.',
    ),
  ],
  'Documentación externa/Legislación y normativa': [
    d(
      'LEG-01',
      'Reglamento (UE) 1169/2011 sobre la información alimentaria facilitada al consumidor',
      'externo',
      'PC-02.2',
      ['etiquetado', 'alérgenos'],
      'Requisitos de etiquetado y declaración de alérgenos.',
    ),
    d(
      'LEG-02',
      'Reglamento (CE) 2073/2005 relativo a los criterios microbiológicos',
      'externo',
      'PC-02.3',
      ['microbiología', 'Listeria'],
      'Criterios microbiológicos aplicables a los productos alimenticios.',
    ),
  ],
};

const BASAURI_DOCS: FolderDocs = {
  'Procedimientos/Procedimientos específicos': [
    d(
      'PE-BAS-01',
      'Almacenamiento en frío y rotación FEFO',
      'procedimiento',
      'PC-03',
      ['FEFO', 'almacén'],
      'Ubicación, rotación y control de stock en las cámaras.',
    ),
    d(
      'PE-BAS-02',
      'Expedición y transporte refrigerado',
      'procedimiento',
      'PC-03',
      ['expedición', 'transporte'],
      'Carga, comprobación del vehículo y documentación de la expedición.',
    ),
  ],
  'Instrucciones técnicas': [
    d(
      'IT-BAS-01',
      'Actuación ante alarmas de temperatura de cámaras',
      'instruccion',
      'PC-03',
      ['alarma', 'telemetría'],
      'Pasos ante una alarma de temperatura y valoración del producto.',
    ),
    d(
      'IT-BAS-02',
      'Actuación ante cortes de suministro eléctrico',
      'instruccion',
      'PS-02',
      ['corte eléctrico'],
      'Comprobaciones de cámaras y equipos tras un corte eléctrico.',
    ),
  ],
  Formatos: [
    d(
      'F-BAS-01',
      'Registro de temperatura de vehículos en expedición',
      'formato',
      'PC-03',
      ['transporte', 'temperatura'],
      'Registro de temperatura de la caja del camión antes de la carga.',
    ),
  ],
  'Plan APPCC': [
    d(
      'APPCC-BAS',
      'Plan APPCC del almacén frigorífico',
      'plan',
      'PS-04',
      ['APPCC'],
      'Peligros y controles del almacenamiento y la expedición en frío.',
    ),
  ],
  'Plan APPCC/Registros de temperatura de cámaras': [
    d(
      'RT-01',
      'Registro de temperatura de la cámara de refrigeración BAS-CF-01',
      'formato',
      'PC-03',
      ['cámara', 'registro'],
      'Registro diario de temperatura de la cámara de producto terminado.',
    ),
    d(
      'RT-02',
      'Registro de temperatura de la cámara de congelación BAS-CC-01',
      'formato',
      'PC-03',
      ['congelación', 'registro'],
      'Registro diario de temperatura de la cámara de congelación.',
    ),
  ],
  'Fichas técnicas de producto': [
    d(
      'FT-BAS-01',
      'Condiciones de almacenamiento por familia de producto',
      'formato',
      'PC-03',
      ['condiciones', 'producto'],
      'Temperaturas y apilado máximo por familia de producto.',
    ),
  ],
};

export const FOOD_TEXTS: SectorTexts = {
  slots: {
    producto: [
      'croquetas de jamón',
      'lasaña boloñesa',
      'pimientos rellenos de bacalao',
      'crema de verduras',
      'merluza en salsa verde',
      'albóndigas en salsa',
      'porrusalda',
      'marmitako de bonito',
    ],
    linea: ['línea de cocción 1', 'línea de envasado 2', 'línea de croquetas', 'línea de platos preparados 3'],
    proveedor: [
      'Carnes Gorbea',
      'Pescados Cantábrico',
      'Lácteos Urkiola',
      'Verduras de Navarra S. Coop.',
      'Harinas del Ebro',
      'Envases Deusto',
    ],
    cliente: ['Eroski', 'Supermercados BM', 'Makro', 'Gadis', 'Hostelería Bizkaia'],
    materia: [
      'harina de trigo',
      'leche entera',
      'jamón curado',
      'bacalao desalado',
      'tomate triturado',
      'carne picada de vacuno',
    ],
    // Chilled raw materials: the ones a broken cold chain spoils.
    materia_fria: ['leche entera', 'bacalao desalado', 'carne picada de vacuno', 'pechuga de pollo'],
    alergeno: ['gluten', 'leche', 'huevo', 'pescado', 'apio', 'mostaza'],
    turno: ['mañana', 'tarde', 'noche'],
  },
  suppliers: {
    'harina de trigo': ['Harinas del Ebro'],
    'leche entera': ['Lácteos Urkiola'],
    'jamón curado': ['Carnes Gorbea'],
    'bacalao desalado': ['Pescados Cantábrico'],
    'tomate triturado': ['Verduras de Navarra S. Coop.'],
    'carne picada de vacuno': ['Carnes Gorbea'],
    'pechuga de pollo': ['Carnes Gorbea'],
  },
  ncs: NCS,
  cancelReasons: [
    'Duplicada con la no conformidad abierta para el mismo lote.',
    'Tras la investigación, la reclamación no es imputable a la planta (daño en el punto de venta).',
    'El valor estaba dentro del límite: error de transcripción en el registro.',
  ],
  effective: [
    'Verificación eficaz: sin repetición en el periodo de seguimiento y registros conformes.',
    'Los registros de vigilancia de los tres últimos meses son conformes.',
    'Sin reclamaciones por la misma causa en el trimestre; se cierra.',
  ],
  notEffective: [
    'Se repite la desviación en el seguimiento; la causa no se ha eliminado.',
    'La inspección encuentra el mismo incumplimiento en otro turno.',
  ],
  implemented: [
    'Realizado y registrado; personal de los tres turnos informado.',
    'Implantado en la línea; se adjunta el registro de la modificación.',
    'Completado con la empresa externa; certificado de trabajos recibido.',
  ],
  verifiedOk: ['Eficaz: registros conformes durante el periodo de verificación.', 'Eficaz: sin repetición.'],
  verifiedKo: ['No eficaz: se repite en el turno de noche.', 'No eficaz: la medida no se mantiene en el tiempo.'],
  replan: ['Se replanifica extendiéndola a todos los turnos.', 'Se añade un control diario del jefe de turno.'],
  documents: { bilbao: BILBAO_DOCS, basauri: BASAURI_DOCS },
  changeSummaries: [
    'Revisión anual del plan APPCC: sin cambios en los límites críticos.',
    'Se adapta a IFS Food versión 8.',
    'Se incorporan las acciones de una no conformidad.',
    'Se actualiza tras la modificación de la línea.',
  ],
  reviewComments: ['Revisado por el equipo APPCC sin observaciones.', 'Conforme.'],
  returnComments: ['Falta el límite crítico en la tabla de vigilancia.', 'Revisar la frecuencia de verificación.'],
  obsoleteReasons: ['Producto descatalogado.', 'Integrado en el plan APPCC general.'],
  audits: [
    {
      where: PLANT,
      type: 'certificacion',
      subject: 'Auditoría de certificación IFS Food v8',
      standards: ['ifs_food'],
      scope: ['PC-01', 'PC-02', 'PC-03', 'PS-04'],
      body: 'Bureau Veritas — auditora: Nerea Olabarria Zubizarreta',
      days: 2,
      month: 6,
      conclusions: 'Certificado en nivel superior; las desviaciones deben cerrarse con plan de acción en 2 semanas.',
    },
    {
      where: PLANT,
      type: 'interna',
      subject: 'Auditoría interna IFS — Producción y envasado',
      standards: ['ifs_food', 'iso_9001'],
      scope: ['PC-02.1', 'PC-02.2', 'PC-02.3'],
      days: 1,
      month: 3,
      conclusions: 'Buen control de los PCC; reforzar el control de útiles frágiles.',
    },
    {
      where: PLANT,
      type: 'interna',
      subject: 'Auditoría interna — Plan APPCC y prerrequisitos',
      standards: ['ifs_food'],
      scope: ['PS-03', 'PS-04', 'PS-05'],
      days: 1,
      month: 9,
      conclusions: 'Prerrequisitos implantados; mejorar la verificación de registros.',
    },
    {
      where: PLANT,
      type: 'proveedor',
      subject: 'Auditoría al proveedor Pescados Cantábrico',
      standards: ['ifs_food'],
      scope: ['PS-01'],
      body: 'Pescados Cantábrico S.L. — Santurtzi',
      days: 1,
      month: 5,
      conclusions: 'Proveedor apto; mejorar el registro de temperaturas de transporte.',
    },
    {
      where: PLANT,
      type: 'cliente',
      subject: 'Auditoría de cliente — Eroski',
      standards: ['ifs_food'],
      scope: ['PC-02', 'PC-04'],
      body: 'Eroski — departamento de calidad de marca propia',
      days: 1,
      month: 10,
      conclusions: 'Resultado favorable; el cliente pide reforzar la gestión de alérgenos.',
    },
    {
      where: STORE,
      type: 'interna',
      subject: 'Auditoría interna — Almacén frigorífico y expedición',
      standards: ['ifs_food'],
      scope: ['PC-03'],
      days: 1,
      month: 4,
      conclusions: 'Cadena de frío controlada; revisar la rotación FEFO en congelación.',
    },
    {
      where: STORE,
      type: 'interna',
      subject: 'Auditoría interna — Mantenimiento de cámaras',
      standards: ['ifs_food'],
      scope: ['PS-02', 'PC-03'],
      days: 1,
      month: 10,
      conclusions: 'Preventivos al día; añadir alarmas de desescarche.',
    },
  ],
  auditCancelReasons: [
    'El cliente aplaza su auditoría al año siguiente.',
    'Se sustituye por una auditoría documental.',
  ],
  indicators: [
    {
      where: BOTH,
      global: true,
      subject: 'Índice de calidad y seguridad alimentaria',
      process: 'PE-03',
      frequency: 'mensual',
      formula: 'Media ponderada de las métricas y sub-indicadores del cuadro de mando',
      unit: 'porcentaje',
      target: 90,
      alert: 85,
      source: 'https://intranet.demonorte-alimentacion.es/calidad/cuadro-de-mando',
      higherIsBetter: true,
      metrics: [
        {
          name: 'PCC conformes',
          description: 'Porcentaje de vigilancias de PCC conformes',
          weight: 3,
          type: 'number',
          units: '%',
          base: 99,
          spread: 0.8,
        },
        {
          name: 'Resultado de la última inspección',
          description: 'Valoración de la inspección interna del mes',
          weight: 1,
          type: 'category',
          categories: { Conforme: 100, 'Con observaciones': 60, 'No conforme': 0 },
        },
      ],
      missed: 'Hay vigilancias de PCC fuera de límite por la sobrecarga de la línea de cocción.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) PCC fuera de límite. 2) Cargas superiores a las validadas. 3) Planificación sin tener en cuenta la capacidad. 4) No hay capacidad máxima en la planificación. 5) El plan APPCC no la traslada a producción.',
        immediate: 'Revisión de los lotes afectados.',
        actions: [
          {
            subject: 'Trasladar las capacidades validadas a la planificación de producción',
            description: 'Capacidad máxima por equipo en la hoja de planificación diaria.',
            verification: 'PCC conformes por encima del 99 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: PLANT,
      subject: 'Reclamaciones por millón de unidades vendidas',
      process: 'PC-04',
      frequency: 'mensual',
      formula: 'Reclamaciones justificadas / unidades vendidas × 1.000.000',
      unit: 'ppm',
      target: 8,
      alert: 10,
      source: 'https://intranet.demonorte-alimentacion.es/calidad/reclamaciones',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Reclamaciones por millón',
          description: 'Reclamaciones justificadas de clientes y consumidores',
          weight: 2,
          type: 'number',
          units: 'ppm',
          base: 7,
          spread: 2.5,
        },
        {
          name: 'Respuesta al cliente en 5 días',
          description: 'Porcentaje de reclamaciones respondidas en 5 días hábiles',
          weight: 1,
          type: 'number',
          units: '%',
          base: 92,
          spread: 5,
        },
      ],
      missed: 'Suben las reclamaciones por cuerpos extraños y por sellado defectuoso.',
      nc: {
        cause: 'material',
        rootCause:
          '1) Más reclamaciones. 2) Cuerpos extraños plásticos. 3) Útiles deteriorados. 4) Sin control de útiles de plástico. 5) El programa de vidrio y plástico solo cubre vidrio.',
        immediate: 'Revisión de útiles en todas las líneas.',
        actions: [
          {
            subject: 'Ampliar el programa de vidrio a plásticos duros',
            description: 'Inventario y revisión diaria de útiles de plástico.',
            verification: 'Reclamaciones por cuerpo extraño reducidas a la mitad en un trimestre.',
          },
        ],
      },
    },
    {
      where: PLANT,
      subject: 'Rendimiento a la primera de la línea de envasado',
      process: 'PC-02.2',
      frequency: 'mensual',
      formula: 'Unidades conformes sin reproceso / unidades envasadas × 100',
      unit: 'porcentaje',
      target: 97,
      alert: 95,
      source: 'https://intranet.demonorte-alimentacion.es/produccion/oee',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Primera pasada conforme',
          description: 'Porcentaje de unidades conformes sin reproceso',
          weight: 2,
          type: 'number',
          units: '%',
          base: 97.2,
          spread: 1.2,
        },
        {
          name: 'Paradas no planificadas',
          description: 'Horas de parada no planificada en el mes',
          weight: 1,
          type: 'number',
          units: 'h',
          base: 9,
          spread: 4,
        },
      ],
      missed: 'Aumentan los reprocesos por fallos de sellado en la termoselladora.',
      nc: {
        cause: 'maquina',
        rootCause:
          '1) Más reprocesos. 2) Fallos de sellado. 3) Resistencias deterioradas. 4) Sin cambio preventivo. 5) El plan de mantenimiento no lo incluye.',
        immediate: 'Ajuste de la termoselladora y aumento de las pruebas de hermeticidad.',
        actions: [
          {
            subject: 'Cambio preventivo de resistencias de sellado',
            description: 'Incluir el cambio cada 2.000 horas en el plan de mantenimiento.',
            verification: 'Primera pasada por encima del 97 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: BOTH,
      subject: 'Entregas a tiempo y completas (OTIF)',
      process: 'PC-03',
      frequency: 'mensual',
      formula: 'Pedidos entregados en fecha y completos / pedidos entregados × 100',
      unit: 'porcentaje',
      target: 96,
      alert: 94,
      source: 'https://intranet.demonorte-alimentacion.es/logistica/otif',
      higherIsBetter: true,
      metrics: [
        {
          name: 'OTIF',
          description: 'Pedidos a tiempo y completos',
          weight: 2,
          type: 'number',
          units: '%',
          base: 96.5,
          spread: 1.5,
        },
        {
          name: 'Rechazos en destino',
          description: 'Palés rechazados por el cliente en el mes',
          weight: 1,
          type: 'number',
          numberType: 'int',
          units: 'palés',
          base: 3,
          spread: 2,
        },
      ],
      missed: 'Retrasos de la agencia de transporte y rechazos por temperatura en destino.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Entregas fuera de plazo. 2) Retrasos de la agencia. 3) Rutas sobrecargadas. 4) Sin acuerdo de nivel de servicio. 5) El contrato no lo recoge.',
        immediate: 'Reunión con la agencia de transporte.',
        actions: [
          {
            subject: 'Acuerdo de nivel de servicio con la agencia de transporte',
            description: 'Incluir plazos y penalizaciones en el contrato.',
            verification: 'OTIF por encima del 96 % durante tres meses.',
          },
        ],
      },
    },
  ],
  people: {
    ncCreator: { 'jon.garmendia': 5, 'amaia.zubiri': 4, 'inaki.etxeberria': 2, admin: 1 },
    ncOwner: { 'amaia.zubiri': 5, 'jon.garmendia': 4, admin: 1 },
    capaOwner: { 'amaia.zubiri': 4, 'jon.garmendia': 5, admin: 1 },
    verifier: { 'amaia.zubiri': 5, admin: 2 },
    docAuthor: { 'amaia.zubiri': 5, admin: 1 },
    auditor: { 'amaia.zubiri': 4, admin: 3 },
  },
};
