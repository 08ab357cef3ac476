import type { SectorTexts } from './demo-units-data.js';
import { HEALTH_DOCUMENTS } from './demo-units-data-health-docs.js';

/**
 * Grupo Sanitario Demo: Hospital Universitario Demo (hud), its surgical block (bq) and clinical
 * laboratory (lab, ISO 15189), and the Centro de Especialidades Sur (ces). Process references are
 * those of the demo process map (demo-data.ts).
 */
const ALL = ['hud', 'bq', 'lab', 'ces'];
const WARDS = ['hud'];
const SURGERY = ['bq'];
const LAB = ['lab'];
const SAMPLES = ['lab', 'ces'];

export const HEALTH_TEXTS: SectorTexts = {
  slots: {
    planta: [
      'Planta 3 (Hospitalización quirúrgica)',
      'Planta 5 (Medicina Interna)',
      'Planta 4 (Cardiología)',
      'Planta 6 (Neumología)',
      'Urgencias',
      'UCI',
      'Hospital de Día Oncológico',
      'Planta 2 (Pediatría)',
    ],
    quirofano: ['Quirófano 1', 'Quirófano 2', 'Quirófano 3', 'la URPA', 'Quirófano 4 (ambulatoria)'],
    analizador: [
      'analizador de bioquímica Cobas c503',
      'analizador de hematología Sysmex XN-1000',
      'coagulómetro ACL TOP 550',
      'gasómetro GEM Premier 5000',
      'analizador de orinas UF-5000',
      'analizador de inmunoquímica Alinity i',
    ],
    prueba: ['glucosa', 'creatinina', 'potasio', 'troponina T', 'TSH', 'PCR', 'HbA1c', 'ferritina', 'dímero D', 'INR'],
    proveedor: [
      'Medisur Distribuciones',
      'Suministros Hospitalarios Iberia',
      'LabQuímica Reactivos',
      'Textil Sanitario Levante',
      'Farmacéutica Centro',
      'Electromedicina Norte',
      'Diagnóstica Ibérica',
    ],
    material: [
      'guantes de nitrilo talla M',
      'jeringas de 10 ml',
      'sistemas de infusión por gravedad',
      'apósitos hidrocoloides 10×10',
      'catéteres venosos periféricos 20G',
      'tubos de extracción EDTA K3',
      'mascarillas FFP2',
      'sondas vesicales Foley 16 Ch',
    ],
    letra: ['A', 'B', 'C', 'K', 'M', 'T'],
    consulta: [
      'Consulta 4 de Traumatología',
      'Consulta 7 de Dermatología',
      'Consulta 2 de Oftalmología',
      'Consulta 9 de Cardiología',
      'Consulta 5 de Ginecología',
      'Sala de extracciones',
    ],
    medicamento: [
      'enoxaparina 40 mg',
      'insulina glargina',
      'amoxicilina/clavulánico 1 g IV',
      'morfina 10 mg',
      'paracetamol 1 g IV',
      'cloruro potásico 10 mEq',
      'vancomicina 1 g',
    ],
    turno: ['mañana', 'tarde', 'noche'],
    equipo: [
      'monitor multiparamétrico',
      'bomba de infusión volumétrica',
      'desfibrilador del carro de paradas',
      'electrobisturí',
      'respirador de transporte',
      'aspirador de secreciones',
    ],
    servicio: ['Medicina Interna', 'Cirugía General', 'Traumatología', 'Urología', 'Cardiología', 'Neumología'],
    via: ['vía periférica', 'vía central', 'sonda nasogástrica', 'drenaje torácico'],
  },
  centroSlots: {
    // The clinical laboratory (ISO 15189): analysis areas, laboratory equipment and consumables.
    lab: {
      planta: [
        'Área preanalítica',
        'Sala de extracciones',
        'Área de Bioquímica',
        'Área de Hematología',
        'Área de Microbiología',
        'Banco de Sangre',
      ],
      equipo: [
        'centrífuga refrigerada',
        'cabina de seguridad biológica',
        'frigorífico de reactivos',
        'incubador de CO2',
        'baño termostático',
        'microscopio óptico',
      ],
      material: [
        'tubos de extracción EDTA K3',
        'tubos de suero con gel separador',
        'puntas de pipeta con filtro',
        'contenedores estériles de orina',
        'hisopos con medio de transporte',
      ],
      via: [
        'el sistema informático del laboratorio',
        'la cabina de seguridad biológica',
        'los analizadores de punto de atención',
        'el transporte de muestras biológicas',
      ],
    },
    // The outpatient centre: consulting rooms and their equipment, no wards.
    ces: {
      planta: [
        'Consulta 4 de Traumatología',
        'Consulta 7 de Dermatología',
        'Consulta 2 de Oftalmología',
        'Consulta 9 de Cardiología',
        'Sala de extracciones',
      ],
      equipo: [
        'electrocardiógrafo',
        'ecógrafo portátil',
        'autoclave de vapor',
        'tonómetro de aire',
        'desfibrilador externo',
      ],
      via: ['el sistema de cita previa', 'la historia clínica electrónica', 'el desfibrilador externo'],
    },
  },
  suppliers: {
    'guantes de nitrilo talla M': ['Medisur Distribuciones', 'Suministros Hospitalarios Iberia'],
    'jeringas de 10 ml': ['Medisur Distribuciones', 'Suministros Hospitalarios Iberia'],
    'sistemas de infusión por gravedad': ['Suministros Hospitalarios Iberia'],
    'apósitos hidrocoloides 10×10': ['Medisur Distribuciones'],
    'catéteres venosos periféricos 20G': ['Suministros Hospitalarios Iberia'],
    'mascarillas FFP2': ['Textil Sanitario Levante', 'Medisur Distribuciones'],
    'sondas vesicales Foley 16 Ch': ['Suministros Hospitalarios Iberia'],
    'tubos de extracción EDTA K3': ['LabQuímica Reactivos', 'Medisur Distribuciones'],
    'tubos de suero con gel separador': ['LabQuímica Reactivos'],
    'puntas de pipeta con filtro': ['LabQuímica Reactivos'],
    'contenedores estériles de orina': ['Medisur Distribuciones'],
    'hisopos con medio de transporte': ['LabQuímica Reactivos'],
    // Reagents of the laboratory's tests (stock-outs name the reagent's supplier).
    glucosa: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    creatinina: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    potasio: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    'troponina T': ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    TSH: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    PCR: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    HbA1c: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    ferritina: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    'dímero D': ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
    INR: ['LabQuímica Reactivos', 'Diagnóstica Ibérica'],
  },
  ncs: [
    {
      where: [...WARDS, 'bq'],
      process: 'PC-03',
      origin: 'control_proceso',
      subject: 'Nevera de medicación de {planta} fuera de rango ({d:8.6-12.4} °C)',
      description:
        'En la revisión del turno de {turno} el registro de temperatura de la nevera de medicación de {planta} marca {d:8.6-12.4} °C (rango aceptable 2-8 °C). No consta registro de las últimas {n:10-30} horas. Contiene insulinas, vacunas y {medicamento}.',
      immediate:
        'Medicación termolábil trasladada a Farmacia y puesta en cuarentena hasta valoración del farmacéutico; nevera fuera de uso y etiquetada.',
      cause: 'maquina',
      rootCause:
        '1) La nevera no enfriaba. 2) El termostato estaba averiado. 3) No saltó ninguna alarma. 4) La sonda de alarma estaba desconectada desde el último traslado. 5) El traslado de equipos no incluye comprobar las alarmas.',
      actions: [
        {
          subject: 'Sustituir el termostato y reconectar la alarma de la nevera de {planta}',
          description:
            'Mantenimiento sustituye el termostato y comprueba la alarma remota; se añade la nevera al plan de mantenimiento preventivo trimestral.',
          verification: 'Registros diarios dentro de rango y prueba de alarma mensual sin fallos durante 3 meses.',
          resources: 'Técnico de mantenimiento (2 h), termostato de repuesto.',
        },
        {
          subject: 'Incluir la comprobación de alarmas en la instrucción de traslado de equipos',
          description:
            'Revisar la IT de traslado de equipos frigoríficos para exigir la prueba de la alarma y su registro antes de volver a usarlos.',
          verification: 'Auditoría de 5 traslados: todos con prueba de alarma registrada.',
          type: 'preventiva',
        },
      ],
      cost: [180, 2400],
    },
    {
      where: WARDS,
      process: 'PC-03',
      origin: 'incidencia',
      subject: 'Error de administración de {medicamento} en {planta}',
      description:
        'Se administra {medicamento} al paciente de la cama {n:301-342} en lugar del paciente de la cama contigua. Detectado por la enfermera del turno de {turno} al conciliar la hoja de tratamiento. El paciente no presenta daño; se informa al médico responsable y a la familia.',
      immediate:
        'Valoración médica inmediata y monitorización del paciente 24 h; notificación en el sistema de incidentes de seguridad del paciente.',
      cause: 'mano_de_obra',
      rootCause:
        '1) Se administró sin comprobar la identidad. 2) No se escaneó la pulsera. 3) El lector del carro de medicación no funcionaba. 4) Se había comunicado la avería verbalmente y no se registró. 5) No existe circuito de avisos para los lectores de código de barras.',
      actions: [
        {
          subject: 'Recordatorio de la doble identificación del paciente al personal de {planta}',
          description:
            'Sesión de 20 minutos en cada turno sobre la identificación inequívoca antes de administrar medicación, con el caso analizado de forma anónima.',
          verification: 'Observación de 30 administraciones: identificación correcta en el 100 %.',
          resources: 'Supervisora de planta, 3 sesiones.',
        },
        {
          subject: 'Crear el circuito de aviso de averías de los lectores de pulseras',
          description:
            'Incluir los lectores de los carros de medicación en la aplicación de avisos de mantenimiento con prioridad alta.',
          verification: 'Tiempo de reparación de lectores inferior a 24 h durante 3 meses.',
        },
      ],
    },
    {
      where: [...WARDS, 'bq'],
      process: 'PC-01',
      origin: 'control_proceso',
      subject: 'Carro de paradas de {planta} sin revisión mensual',
      description:
        'En la revisión del carro de paradas de {planta} faltan las firmas de revisión de los dos últimos meses y el {equipo} no tiene registrada la prueba diaria. Falta una ampolla de adrenalina y el laringoscopio tiene la pila agotada.',
      immediate: 'Reposición inmediata del material, cambio de pilas y precinto del carro tras revisión completa.',
      cause: 'metodo',
      rootCause:
        '1) No se hizo la revisión mensual. 2) No estaba asignada a ninguna persona concreta. 3) El procedimiento dice "la enfermería de la unidad". 4) Tras el cambio de supervisora nadie asumió la tarea. 5) No hay control de cumplimiento de las revisiones.',
      actions: [
        {
          subject: 'Asignar responsable y suplente de la revisión del carro de paradas de {planta}',
          description:
            'La supervisora designa por escrito responsable y suplente; la revisión se incluye en el cuadrante mensual.',
          verification: 'Revisión de los registros de 3 meses consecutivos sin huecos.',
        },
        {
          subject: 'Control trimestral de los carros de paradas por la Unidad de Calidad',
          description: 'Auditoría por muestreo de los carros de paradas del hospital cada trimestre.',
          verification: 'Dos auditorías trimestrales con todos los carros conformes.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: WARDS,
      process: 'PC-03',
      origin: 'incidencia',
      subject: 'Caída de paciente en {planta} durante el turno de {turno}',
      description:
        'Paciente de {n:72-91} años con riesgo de caídas alto (Downton {n:3-5}) cae al levantarse solo para ir al baño. Barandillas bajadas y timbre fuera de su alcance. Contusión en cadera sin fractura (Rx normal).',
      immediate: 'Valoración médica, radiografía y reevaluación del riesgo; barandillas subidas y timbre al alcance.',
      cause: 'metodo',
      rootCause:
        '1) El paciente se levantó solo. 2) No alcanzaba el timbre. 3) Se movió la mesilla durante la limpieza. 4) La comprobación del entorno no forma parte de la ronda horaria. 5) El protocolo de caídas no recoge la ronda de seguridad.',
      actions: [
        {
          subject: 'Introducir la ronda horaria de seguridad en {planta}',
          description:
            'Ronda cada hora en pacientes con riesgo alto: dolor, posición, necesidad de baño y timbre al alcance; registro en la gráfica.',
          verification: 'Tasa de caídas por 1.000 estancias por debajo de 1,5 durante 6 meses.',
          resources: 'Formación de 30 minutos al personal de enfermería y auxiliares.',
        },
        {
          subject: 'Revisar el protocolo de prevención de caídas',
          description:
            'Actualizar el protocolo con la ronda de seguridad y la comprobación del entorno tras la limpieza.',
          verification: 'Protocolo aprobado y difundido con confirmación de lectura del 90 % del personal.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: WARDS,
      process: 'PC-03',
      origin: 'control_proceso',
      subject: 'Úlcera por presión de grado {n:2-3} adquirida en {planta}',
      description:
        'Paciente ingresado hace {n:6-14} días con Braden {n:10-12} presenta úlcera por presión en sacro de grado {n:2-3}. En la gráfica faltan registros de cambios posturales en varios turnos.',
      immediate: 'Cura según protocolo, colchón de aire alternante y plan de cambios posturales cada 3 horas.',
      cause: 'mano_de_obra',
      rootCause:
        '1) No se hicieron los cambios posturales pautados. 2) Turnos con sobrecarga por dos bajas sin cubrir. 3) No hay colchones de aire disponibles en planta. 4) Los colchones están centralizados en el almacén general. 5) La solicitud tarda más de 24 h.',
      actions: [
        {
          subject: 'Disponer de dos colchones de aire alternante de reserva en {planta}',
          description: 'Dotación fija de dos colchones de aire por planta de hospitalización.',
          verification: 'Ninguna demora en la colocación de colchones durante 3 meses.',
          resources: 'Compra de 2 colchones (1.900 € aprox.).',
        },
        {
          subject: 'Auditar el registro de cambios posturales en pacientes de riesgo',
          description: 'Revisión semanal de 10 gráficas de pacientes con Braden ≤ 12.',
          verification: 'Cumplimiento del registro superior al 90 % en 8 semanas consecutivas.',
        },
      ],
      cost: [150, 1900],
    },
    {
      where: WARDS,
      process: 'PC-02',
      origin: 'reclamacion_cliente',
      subject: 'Reclamación por demora de {n:4-9} horas en la asignación de cama desde Urgencias',
      description:
        'Familiar de paciente presenta hoja de reclamación por la espera de {n:4-9} horas en un box de Urgencias tras decidirse el ingreso en {servicio}. Había camas libres que no figuraban como disponibles en el sistema.',
      immediate: 'Respuesta por escrito a la familia con disculpas y explicación del circuito.',
      cause: 'metodo',
      rootCause:
        '1) Las camas libres no se veían en el sistema. 2) Las altas no se registraron hasta el final del turno. 3) Los médicos firman el alta al terminar la consulta. 4) No existe hora objetivo de alta. 5) No se mide el tiempo entre alta clínica y alta administrativa.',
      actions: [
        {
          subject: 'Objetivo de alta antes de las 12:00 en {servicio}',
          description:
            'Planificar las altas la víspera y registrar el alta administrativa en el momento del alta clínica.',
          verification: '60 % de altas registradas antes de las 12:00 durante 3 meses.',
          type: 'mejora',
        },
      ],
    },
    {
      where: ALL,
      process: 'PS-01',
      origin: 'proveedor',
      subject: 'Lote defectuoso de {material} de {proveedor}',
      description:
        'En recepción y en las unidades se detecta que el lote {n:24-26}{letra}{n:100-999} de {material} suministrado por {proveedor} presenta defectos ({n:4-25} unidades abiertas con el envase dañado o sin sellar). Se han repartido {n:20-60} cajas a las unidades.',
      immediate:
        'Retirada del lote de todas las unidades y del almacén, bloqueo en el sistema de compras y reclamación al proveedor.',
      cause: 'material',
      rootCause:
        '1) El material llegó defectuoso. 2) No se detectó en recepción. 3) La inspección de recepción solo comprueba cantidades. 4) El plan de inspección no fija muestreo para este producto. 5) El proveedor no estaba clasificado como crítico.',
      actions: [
        {
          subject: 'Reclamar a {proveedor} el análisis del defecto y la reposición del lote',
          description: 'Solicitar informe 8D al proveedor y la reposición sin cargo.',
          verification: 'Informe del proveedor recibido y aceptado; sin defectos en las 3 entregas siguientes.',
        },
        {
          subject: 'Muestreo en recepción de {material}',
          description: 'Incluir el producto en el plan de inspección de recepción con muestreo de 5 unidades por lote.',
          verification: 'Registros de inspección de recepción completos durante 3 meses.',
          type: 'preventiva',
        },
        {
          subject: 'Reevaluar a {proveedor} en la evaluación de proveedores',
          description: 'Reevaluación extraordinaria y clasificación del proveedor como crítico.',
          verification: 'Evaluación registrada en la lista de proveedores homologados.',
        },
      ],
      lot: 'Lote {n:24-26}{letra}{n:100-999} — {material}',
      quantity: [20, 600],
      cost: [90, 1800],
    },
    {
      where: ALL,
      process: 'PS-02.1',
      origin: 'incidencia',
      subject: '{equipo} de {planta} sin mantenimiento preventivo vigente',
      description:
        'El {equipo} con número de inventario EM-{n:1000-4999} tiene la etiqueta de mantenimiento preventivo caducada desde hace {n:2-7} meses. El equipo estaba en uso.',
      immediate:
        'Equipo retirado de uso y sustituido por uno de reserva; solicitud de revisión urgente al servicio técnico.',
      cause: 'metodo',
      rootCause:
        '1) No se hizo el preventivo. 2) El equipo no figuraba en el plan anual. 3) Se dio de alta tras una donación sin pasar por Electromedicina. 4) El procedimiento de alta de equipos no cubre las donaciones. 5) No hay conciliación anual del inventario.',
      actions: [
        {
          subject: 'Conciliar el inventario de equipos electromédicos de {planta}',
          description: 'Recorrido de inventario por unidad y cruce con el plan de mantenimiento preventivo.',
          verification: '100 % de los equipos inventariados con preventivo en plan.',
          resources: 'Técnico de Electromedicina (3 jornadas).',
        },
        {
          subject: 'Incluir las donaciones en el procedimiento de alta de equipos',
          description:
            'Modificar el procedimiento de alta para que ningún equipo entre en uso sin revisión de Electromedicina.',
          verification: 'Procedimiento aprobado; muestreo de altas del semestre sin incidencias.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: ALL,
      process: 'PS-04',
      origin: 'auditoria_interna',
      subject: 'Personal de nueva incorporación sin formación en {via}',
      description:
        'De {n:6-12} profesionales incorporados en los últimos 3 meses en {planta}, {n:2-5} no tienen registrada la formación obligatoria en el manejo de {via}.',
      immediate: 'Formación práctica a los profesionales afectados en la semana siguiente.',
      cause: 'mano_de_obra',
      rootCause:
        '1) No recibieron la formación. 2) Se incorporaron en verano fuera del calendario de acogida. 3) El plan de acogida solo se imparte en enero y septiembre. 4) No hay alternativa para incorporaciones fuera de fecha. 5) No se revisa la formación al final del periodo de prueba.',
      actions: [
        {
          subject: 'Plan de acogida en formato continuo para nuevas incorporaciones',
          description: 'Curso en línea más sesión práctica mensual para cualquier incorporación.',
          verification: '100 % de incorporaciones con formación registrada en su primer mes durante 6 meses.',
          resources: 'Técnico de formación, plataforma de formación en línea.',
        },
      ],
    },
    {
      where: [...WARDS, 'bq'],
      process: 'PE-03',
      origin: 'control_proceso',
      subject: 'Cumplimiento de higiene de manos del {n:58-68} % en {planta}',
      description:
        'La observación directa del mes en {planta} da un cumplimiento de higiene de manos del {n:58-68} % (objetivo 80 %), con el momento "después del contacto con el entorno del paciente" como el más incumplido.',
      immediate:
        'Refuerzo verbal en las sesiones de cambio de turno y revisión de dispensadores de solución alcohólica.',
      cause: 'mano_de_obra',
      rootCause:
        '1) No se realiza la higiene tras tocar el entorno. 2) El personal no lo percibe como riesgo. 3) La formación se centra en el contacto directo. 4) Faltan dispensadores a pie de cama en {n:4-9} habitaciones. 5) No se revisó la dotación tras la reforma de la planta.',
      actions: [
        {
          subject: 'Instalar dispensadores de solución alcohólica a pie de cama en {planta}',
          description: 'Instalar dispensadores en todas las habitaciones sin él.',
          verification: 'Cumplimiento de higiene de manos superior al 80 % en dos observaciones mensuales.',
          resources: 'Mantenimiento, 12 dispensadores.',
        },
        {
          subject: 'Taller de los 5 momentos de la higiene de manos en {planta}',
          description: 'Taller práctico con luz ultravioleta en cada turno.',
          verification: 'Asistencia del 80 % de la plantilla y mejora de la observación del mes siguiente.',
        },
      ],
    },
    {
      where: SURGERY,
      process: 'PC-04',
      origin: 'auditoria_interna',
      subject: 'Lista de verificación quirúrgica incompleta en {quirofano}',
      description:
        'En la revisión de {n:20-30} historias de intervenciones de {quirofano}, {n:3-7} listas de verificación quirúrgica no tienen cumplimentada la fase de salida (recuento de gasas e instrumental).',
      immediate:
        'Comunicación a los equipos quirúrgicos y revisión diaria de las listas por la supervisora del bloque.',
      cause: 'metodo',
      rootCause:
        '1) No se cumplimentó la fase de salida. 2) Se hace tras la salida del cirujano. 3) Nadie tiene asignada la lectura en voz alta. 4) El protocolo no define quién coordina cada fase. 5) El protocolo adaptado de la OMS no se revisó desde 2019.',
      actions: [
        {
          subject: 'Designar coordinador de la lista de verificación en cada intervención',
          description:
            'La enfermera circulante coordina las tres fases y no se cierra la hoja quirúrgica sin la lista completa.',
          verification: 'Auditoría mensual de 20 listas: 100 % completas durante 3 meses.',
        },
        {
          subject: 'Bloquear el cierre de la hoja quirúrgica sin la lista de verificación',
          description: 'Solicitar a Sistemas que la hoja quirúrgica electrónica exija la lista completa.',
          verification: 'Cambio en producción y sin listas incompletas en la explotación mensual.',
          type: 'preventiva',
          resources: 'Sistemas de Información (desarrollo de 16 h).',
        },
      ],
    },
    {
      where: SURGERY,
      process: 'PC-04.2',
      origin: 'control_proceso',
      subject: 'Indicador biológico positivo en el autoclave {n:1-3} de Esterilización',
      description:
        'El indicador biológico del ciclo {n:1200-4800} del autoclave {n:1-3} da resultado positivo. Se habían liberado {n:4-18} cajas de instrumental de ese ciclo.',
      immediate:
        'Autoclave fuera de servicio, retirada de las cajas del ciclo afectado y reesterilización; comunicación a Medicina Preventiva.',
      cause: 'maquina',
      rootCause:
        '1) El ciclo no alcanzó la temperatura. 2) Fallo de la purga de aire. 3) Válvula de vacío con desgaste. 4) El preventivo del fabricante es anual y el uso se ha duplicado. 5) El plan de mantenimiento no se ajustó al aumento de actividad.',
      actions: [
        {
          subject: 'Sustituir la válvula de vacío del autoclave y revalidar el equipo',
          description: 'Reparación por el servicio técnico y test de Bowie-Dick más validación térmica.',
          verification: 'Validación conforme y 30 días de indicadores biológicos negativos.',
          resources: 'Servicio técnico del fabricante; autoclave de reserva durante la reparación.',
        },
        {
          subject: 'Mantenimiento preventivo semestral de los autoclaves',
          description: 'Ajustar la frecuencia del preventivo al número de ciclos.',
          verification: 'Contrato modificado y dos preventivos realizados en plazo.',
          type: 'preventiva',
        },
      ],
      cost: [600, 4800],
    },
    {
      where: SURGERY,
      process: 'PC-04.1',
      origin: 'incidencia',
      subject: 'Intervención en {quirofano} suspendida por falta de preoperatorio',
      description:
        'Se suspende la intervención programada de {servicio} porque el paciente no tiene el preoperatorio completo (falta el ECG y la valoración anestésica). El paciente estaba en ayunas y en el bloque.',
      immediate: 'Reprogramación de la intervención en la semana siguiente y disculpas al paciente.',
      cause: 'metodo',
      rootCause:
        '1) El preoperatorio estaba incompleto. 2) No se revisó 48 h antes. 3) La lista de comprobación preoperatoria no se usa en las programaciones urgentes. 4) La programación se hizo con menos de 48 h. 5) No hay circuito para inclusiones tardías.',
      actions: [
        {
          subject: 'Comprobación del preoperatorio en la programación quirúrgica',
          description:
            'La secretaría del bloque verifica la lista de comprobación preoperatoria al cerrar el parte del día.',
          verification: 'Cero suspensiones por preoperatorio incompleto en 3 meses.',
        },
      ],
    },
    {
      where: SURGERY,
      process: 'PC-04',
      origin: 'control_proceso',
      subject: 'Temperatura de {quirofano} por encima de 26 °C durante la actividad',
      description:
        'Durante la sesión de {turno}, la sonda ambiental de {quirofano} registra {d:26.2-28.4} °C y humedad del {n:62-71} %. Límite: 18-26 °C y 40-60 %.',
      immediate: 'Aviso a Mantenimiento, ajuste de la climatizadora y registro horario hasta estabilizar.',
      cause: 'medio_ambiente',
      rootCause:
        '1) La climatizadora no llegaba a la consigna. 2) Filtro colmatado. 3) El cambio de filtros se hace por calendario fijo. 4) No se mide la presión diferencial del filtro. 5) El plan de mantenimiento de quirófanos no lo incluye.',
      actions: [
        {
          subject: 'Instalar manómetros diferenciales en las climatizadoras del bloque',
          description: 'Sustitución de filtros por presión diferencial y no solo por calendario.',
          verification: 'Registros de temperatura y humedad dentro de rango durante 3 meses.',
          resources: 'Mantenimiento de instalaciones; 4 manómetros.',
        },
      ],
      cost: [300, 2500],
    },
    {
      where: SURGERY,
      process: 'PC-04.2',
      origin: 'incidencia',
      subject: 'Caja de instrumental incompleta en {quirofano}',
      description:
        'Al abrir la caja de {servicio} en {quirofano} falta una pinza de disección y un separador de Farabeuf. La caja llevaba el registro de montaje firmado.',
      immediate: 'Se aporta instrumental de otra caja estéril; la caja se devuelve a Esterilización para revisión.',
      cause: 'mano_de_obra',
      rootCause:
        '1) Se montó la caja sin todas las piezas. 2) Se siguió una lista antigua. 3) Conviven dos versiones de la lista de composición. 4) Las listas impresas no se retiran al cambiar. 5) El control documental de Esterilización no llega a las listas de composición.',
      actions: [
        {
          subject: 'Retirar las listas de composición obsoletas de Esterilización',
          description:
            'Recoger todas las listas impresas y dejar solo la versión vigente en el sistema de trazabilidad.',
          verification: 'Revisión de 20 cajas sin discrepancias con la lista vigente.',
        },
        {
          subject: 'Controlar las listas de composición de cajas como documentos',
          description: 'Incluir las listas de composición en el control de documentación con versión y fecha.',
          verification: 'Listas dadas de alta como documentos controlados.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: LAB,
      process: 'PC-05.2',
      origin: 'control_proceso',
      subject: 'Control interno de {prueba} fuera de límites en el {analizador}',
      description:
        'El control interno de nivel {n:1-2} de {prueba} en el {analizador} incumple la regla de Westgard 2-2s en el turno de {turno}. Se validaron {n:12-60} resultados de pacientes antes de detectar la alarma.',
      immediate:
        'Serie bloqueada, recalibración, repetición de controles y reanálisis de las muestras de la serie; aviso a los clínicos de los resultados modificados.',
      cause: 'medicion',
      rootCause:
        '1) El control estaba fuera de límites. 2) El calibrador tenía el vial abierto más días de los permitidos. 3) No se registró la fecha de apertura. 4) La etiqueta de apertura no tiene campo de fecha. 5) La instrucción de reactivos no exige fechar los viales abiertos.',
      actions: [
        {
          subject: 'Fechar la apertura de calibradores y controles',
          description:
            'Etiquetas de apertura con fecha y caducidad secundaria en todos los viales; revisión diaria al inicio de turno.',
          verification: 'Sin viales sin fechar en 4 inspecciones semanales.',
        },
        {
          subject: 'Bloqueo automático de la validación ante alarmas de control',
          description:
            'Configurar el middleware para impedir la validación de resultados con el control fuera de límites.',
          verification:
            'Prueba de la regla en el middleware y ausencia de validaciones con control fuera de límites en 3 meses.',
          type: 'preventiva',
        },
      ],
      cost: [120, 900],
    },
    {
      where: SAMPLES,
      process: 'PC-05.1',
      origin: 'control_proceso',
      subject: 'Muestras hemolizadas para {prueba} por encima del {n:3-6} %',
      description:
        'El índice de hemólisis del mes en las muestras de {prueba} procedentes de la sala de extracciones alcanza el {n:3-6} % (objetivo < 2 %). Obliga a repetir extracciones y retrasa resultados.',
      immediate: 'Comunicación a la sala de extracciones y revisión del tiempo de transporte de las muestras.',
      cause: 'metodo',
      rootCause:
        '1) Las muestras llegan hemolizadas. 2) Se extraen con aguja de calibre pequeño y vacío alto. 3) El personal nuevo no conoce la técnica. 4) No se forma en preanalítica al personal de refuerzo. 5) El plan de formación no incluye a los refuerzos de verano.',
      actions: [
        {
          subject: 'Formación en técnica de extracción al personal de la sala de extracciones',
          description: 'Sesión práctica sobre calibre, tiempo de torniquete y orden de llenado de tubos.',
          verification: 'Índice de hemólisis inferior al 2 % durante 3 meses.',
        },
        {
          subject: 'Tubos de bajo vacío para pacientes con venas difíciles',
          description: 'Incorporar tubos de bajo vacío al catálogo de la sala de extracciones.',
          verification: 'Tubos disponibles y consumo registrado.',
          type: 'mejora',
        },
      ],
    },
    {
      where: SAMPLES,
      process: 'PC-05.1',
      origin: 'incidencia',
      subject: 'Muestra de {prueba} mal identificada en {consulta}',
      description:
        'Llega al laboratorio un tubo de {prueba} con la etiqueta de otro paciente citado a la misma hora en {consulta}. Detectado por discrepancia con el histórico del paciente (delta check).',
      immediate:
        'Rechazo de la muestra, nueva extracción a ambos pacientes y notificación como incidente de seguridad.',
      cause: 'mano_de_obra',
      rootCause:
        '1) Se etiquetó el tubo de otro paciente. 2) Las etiquetas se imprimieron por adelantado para dos pacientes. 3) Se imprime en lote para ganar tiempo. 4) La impresora está lejos del sillón de extracción. 5) La sala no se diseñó para identificar a pie de sillón.',
      actions: [
        {
          subject: 'Impresora de etiquetas a pie de sillón en {consulta}',
          description: 'Instalar una impresora por puesto y prohibir la impresión anticipada de etiquetas.',
          verification: 'Cero errores de identificación de muestras durante 6 meses.',
          resources: 'Dos impresoras térmicas y reconfiguración del puesto.',
        },
      ],
    },
    {
      where: LAB,
      process: 'PC-05.3',
      origin: 'reclamacion_cliente',
      subject: 'Valor crítico de {prueba} comunicado con {n:90-180} minutos de retraso',
      description:
        'El servicio de {servicio} reclama que un valor crítico de {prueba} de un paciente ingresado se comunicó por teléfono {n:90-180} minutos después de la validación (objetivo: 30 minutos).',
      immediate:
        'Comunicación al clínico y registro en la hoja de valores críticos; análisis del caso con el facultativo de guardia.',
      cause: 'metodo',
      rootCause:
        '1) Tardó la llamada. 2) No se localizaba al médico responsable. 3) El listado de teléfonos de guardia no estaba actualizado. 4) Lo actualiza Admisión cada mes y hubo cambios a mitad de mes. 5) No hay alternativa definida cuando no se localiza al médico.',
      actions: [
        {
          subject: 'Escalado de valores críticos a la supervisora de planta si no se localiza al médico',
          description:
            'Modificar el procedimiento de comunicación de valores críticos con un escalado a los 15 minutos.',
          verification: '95 % de valores críticos comunicados en menos de 30 minutos durante 3 meses.',
        },
      ],
    },
    {
      where: LAB,
      process: 'PC-05.2',
      origin: 'auditoria_externa',
      subject: 'Incertidumbre de medida de {prueba} sin estimar',
      description:
        'En la auditoría de seguimiento de ENAC se observa que la incertidumbre de medida de {prueba} no está estimada para el nuevo {analizador}, puesto en marcha hace {n:3-8} meses (ISO 15189:2022, 7.3.4).',
      immediate: 'Recopilación de los datos de control interno de los últimos 6 meses para la estimación.',
      cause: 'metodo',
      rootCause:
        '1) No se estimó la incertidumbre. 2) La verificación del equipo nuevo se cerró sin ella. 3) La plantilla de verificación de métodos no la incluye. 4) Se hizo con la plantilla anterior a la norma de 2022. 5) No se revisaron las plantillas tras la transición de norma.',
      actions: [
        {
          subject: 'Estimar la incertidumbre de medida de los métodos del {analizador}',
          description:
            'Estimación con datos de control interno y de evaluación externa para todos los métodos del equipo.',
          verification: 'Informe de incertidumbre aprobado por la jefa de laboratorio para cada método.',
        },
        {
          subject: 'Actualizar la plantilla de verificación de métodos a ISO 15189:2022',
          description: 'Incluir incertidumbre, intervalo de referencia y comparabilidad entre equipos.',
          verification: 'Plantilla aprobada y usada en la siguiente verificación.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: LAB,
      process: 'PC-05.2',
      origin: 'control_proceso',
      subject: 'Resultado insatisfactorio en la evaluación externa de {prueba}',
      description:
        'El programa de evaluación externa de la calidad del ciclo {n:3-12} da un índice de desviación de {d:2.1-3.6} para {prueba} en el {analizador}.',
      immediate: 'Revisión de calibraciones y controles del periodo y comparación con el equipo de reserva.',
      cause: 'medicion',
      rootCause:
        '1) El resultado estaba sesgado. 2) Lote de reactivo nuevo con sesgo positivo. 3) No se hizo la comparación entre lotes. 4) El cambio de lote coincidió con un fin de semana. 5) La instrucción no obliga a comparar lotes fuera del horario de mañana.',
      actions: [
        {
          subject: 'Comparación obligatoria entre lotes de reactivo de {prueba}',
          description: 'Ningún lote nuevo entra en uso sin la comparación con 5 muestras de pacientes.',
          verification: 'Registros de comparación de lotes de 3 meses y evaluación externa satisfactoria.',
        },
      ],
    },
    {
      where: LAB,
      process: 'PS-01',
      origin: 'proveedor',
      subject: 'Rotura de stock de reactivo de {prueba} de {proveedor}',
      description:
        'El proveedor {proveedor} no entrega en plazo el reactivo de {prueba}; quedan existencias para {n:1-3} días. Hubo que derivar muestras a un laboratorio externo.',
      immediate: 'Préstamo de reactivo del hospital de referencia y derivación temporal de muestras urgentes.',
      cause: 'material',
      rootCause:
        '1) No llegó el pedido. 2) El proveedor tenía rotura de stock. 3) No se supo hasta el día de entrega. 4) El stock mínimo no cubría el plazo de reposición real. 5) El stock mínimo no se revisa desde hace dos años.',
      actions: [
        {
          subject: 'Revisar los stocks mínimos de reactivos críticos',
          description:
            'Recalcular el stock mínimo con el consumo y el plazo de reposición reales de los 20 reactivos críticos.',
          verification: 'Sin roturas de stock de reactivos críticos en 6 meses.',
        },
        {
          subject: 'Homologar un segundo proveedor para el reactivo de {prueba}',
          description: 'Verificación del método con el reactivo alternativo.',
          verification: 'Segundo proveedor homologado en la lista de proveedores.',
          type: 'preventiva',
        },
      ],
      lot: 'Pedido {n:4500-9800}/{n:24-26}',
    },
    {
      where: LAB,
      process: 'PC-05.2',
      origin: 'incidencia',
      subject: 'Avería del {analizador} con {n:40-180} muestras pendientes',
      description:
        'El {analizador} queda fuera de servicio por un error de la aguja de muestra. Quedan {n:40-180} muestras pendientes, {n:5-20} de ellas urgentes.',
      immediate: 'Procesamiento en el equipo de reserva y aviso al servicio técnico; priorización de urgencias.',
      cause: 'maquina',
      rootCause:
        '1) La aguja se dobló. 2) Un tubo con tapón mal colocado. 3) El sensor de nivel no detectó el tapón. 4) El sensor no se limpió en el mantenimiento semanal. 5) El mantenimiento semanal no estaba en la lista de tareas del turno de tarde.',
      actions: [
        {
          subject: 'Incluir el mantenimiento semanal del {analizador} en la lista de tareas',
          description: 'Tareas de mantenimiento del usuario con responsable por turno y registro.',
          verification: 'Registros de mantenimiento completos durante 12 semanas.',
        },
      ],
      cost: [200, 1500],
    },
    {
      where: ['ces'],
      process: 'PC-06',
      origin: 'reclamacion_cliente',
      subject: 'Reclamación por retraso de {n:45-120} minutos en {consulta}',
      description:
        'Paciente citado a las {n:9-13}:{n:10-50} en {consulta} es atendido {n:45-120} minutos tarde sin información sobre la demora. Presenta hoja de reclamación.',
      immediate: 'Respuesta escrita al paciente con disculpas; información de demoras en la sala de espera.',
      cause: 'metodo',
      rootCause:
        '1) La consulta acumuló retraso. 2) Se citaron pacientes preferentes en huecos de 5 minutos. 3) La agenda no tiene huecos para preferentes. 4) La agenda se diseñó con la actividad de 2022. 5) No se revisan las agendas con la demanda real.',
      actions: [
        {
          subject: 'Rediseñar la agenda de {consulta} con huecos para preferentes',
          description: 'Reservar dos huecos diarios para preferentes y ajustar la duración de primeras visitas.',
          verification: 'Demora media inferior a 20 minutos durante 3 meses.',
          type: 'mejora',
        },
        {
          subject: 'Información de demoras en la pantalla de la sala de espera',
          description: 'Mostrar el retraso estimado por consulta en la pantalla de llamada.',
          verification: 'Pantalla operativa y reclamaciones por demora reducidas a la mitad.',
          type: 'mejora',
        },
      ],
    },
    {
      where: ['ces'],
      process: 'PC-02',
      origin: 'reclamacion_cliente',
      subject: 'Cita duplicada en {consulta} por error de Admisión',
      description:
        'Dos pacientes acuden a la misma cita en {consulta}. El sistema de citación permitió asignar el mismo hueco tras una anulación.',
      immediate: 'Se atiende a ambos pacientes ese día; se revisan las citas del resto de la semana.',
      cause: 'maquina',
      rootCause:
        '1) El hueco quedó asignado dos veces. 2) La anulación no liberó correctamente el hueco. 3) Error conocido de la versión del programa de citas. 4) No se había aplicado la actualización del fabricante. 5) No hay calendario de actualizaciones del software de citación.',
      actions: [
        {
          subject: 'Aplicar la actualización del programa de citación',
          description: 'Instalar la versión corregida y verificar el circuito de anulaciones.',
          verification: 'Prueba de anulación y reasignación correcta; sin duplicidades en 3 meses.',
        },
      ],
    },
    {
      where: ['ces', 'hud'],
      process: 'PC-06',
      origin: 'auditoria_interna',
      subject: 'Consentimientos informados sin firma en {consulta}',
      description:
        'En la revisión de {n:20-40} historias de procedimientos menores de {consulta}, {n:3-8} consentimientos informados no tienen la firma del profesional o la fecha.',
      immediate:
        'Completar los consentimientos con los profesionales afectados y comunicarlo a la jefatura de servicio.',
      cause: 'metodo',
      rootCause:
        '1) Faltan firmas. 2) Se firma al final de la jornada. 3) Los documentos se acumulan. 4) No hay comprobación antes del procedimiento. 5) La lista de comprobación de procedimientos menores no incluye el consentimiento.',
      actions: [
        {
          subject: 'Comprobar el consentimiento firmado antes de cada procedimiento menor',
          description: 'Añadir el consentimiento a la lista de comprobación de la enfermería de consulta.',
          verification: 'Revisión de 30 historias: 100 % con consentimiento completo.',
        },
      ],
    },
    {
      where: [...WARDS, 'bq'],
      process: 'PS-03',
      origin: 'auditoria_interna',
      subject: 'Documentos obsoletos en uso en {planta}',
      description:
        'Se encuentran en el control de enfermería de {planta} copias impresas de {n:2-5} protocolos en ediciones ya anuladas, entre ellas el protocolo de administración de {medicamento}.',
      immediate: 'Retirada de las copias obsoletas y entrega de copias controladas de la edición vigente.',
      cause: 'metodo',
      rootCause:
        '1) Se usaban copias obsoletas. 2) Nadie retiró las impresas al publicar la nueva edición. 3) No se sabía dónde había copias impresas. 4) No hay registro de distribución de copias en papel. 5) El procedimiento de control documental no contempla las copias impresas.',
      actions: [
        {
          subject: 'Sustituir las copias en papel por acceso a la copia controlada en {planta}',
          description: 'Puesto de consulta en el control de enfermería y retirada de todo el papel.',
          verification: 'Inspección de 5 unidades sin copias impresas no controladas.',
        },
        {
          subject: 'Registro de distribución de copias impresas',
          description: 'Registrar toda copia impresa entregada y retirarla al cambiar de edición.',
          verification: 'Registro en uso y comprobado en la siguiente auditoría interna.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: LAB,
      process: 'PS-03',
      origin: 'auditoria_externa',
      subject: 'Procedimiento normalizado de trabajo en edición anulada en {planta}',
      description:
        'En la auditoría de acreditación (ISO 15189, 8.3) se encuentra en el puesto de {equipo} de {planta} una copia impresa del procedimiento de trabajo en su edición {n:2-4}, anulada hace {n:2-9} meses. La edición vigente cambia el volumen de muestra y los criterios de rechazo.',
      immediate:
        'Retirada de la copia anulada y comprobación de que los resultados emitidos desde el cambio siguieron la edición vigente.',
      cause: 'metodo',
      rootCause:
        '1) Se consultaba una copia anulada. 2) Nadie la retiró al aprobar la nueva edición. 3) El laboratorio no sabía dónde había copias impresas. 4) No se registran las copias impresas de los PNT. 5) El procedimiento de control documental no las contempla.',
      actions: [
        {
          subject: 'Consulta de los PNT solo desde el gestor documental en {planta}',
          description: 'Puesto de consulta junto a cada equipo y retirada de las copias impresas.',
          verification: 'Inspección de todos los puestos del área sin copias impresas no controladas.',
        },
        {
          subject: 'Registro de copias impresas de los procedimientos del laboratorio',
          description:
            'Toda copia impresa se registra, se identifica como controlada y se retira al cambiar de edición.',
          verification: 'Registro en uso y comprobado en la siguiente auditoría interna.',
          type: 'preventiva',
        },
      ],
    },
    {
      where: [...WARDS, 'bq'],
      process: 'PS-02.2',
      origin: 'incidencia',
      subject: 'Fuga de agua en el techo de {planta}',
      description:
        'Filtración de agua desde la planta superior sobre el pasillo de {planta} con riesgo de caída y daño a equipos. Se cierran {n:1-3} habitaciones.',
      immediate: 'Señalización, recogida del agua y traslado de pacientes; corte de la montante afectada.',
      cause: 'medio_ambiente',
      rootCause:
        '1) Rotura de una tubería. 2) Tubería de hierro galvanizado con corrosión. 3) La instalación tiene más de 30 años. 4) No está en el plan de renovación. 5) El plan de inversiones se hace sin inspección de instalaciones.',
      actions: [
        {
          subject: 'Inspeccionar las montantes de agua del edificio de hospitalización',
          description: 'Inspección con cámara de las montantes y priorización de la renovación.',
          verification: 'Informe de inspección y plan de renovación aprobado por la Dirección.',
          resources: 'Empresa especializada; 3 jornadas.',
        },
      ],
      cost: [400, 6000],
    },
    {
      where: [...WARDS, 'bq'],
      process: 'PE-04.3',
      origin: 'reclamacion_cliente',
      subject: 'Reclamación por trato inadecuado en {planta}',
      description:
        'Un familiar reclama por la forma en que se le informó del estado del paciente en {planta} durante el turno de {turno}: información dada en el pasillo y sin intimidad.',
      immediate: 'Entrevista con la familia por la supervisora y respuesta escrita de Atención al Paciente.',
      cause: 'mano_de_obra',
      rootCause:
        '1) La información se dio en el pasillo. 2) No había sala libre. 3) La sala de información se usa como almacén. 4) Falta espacio de almacenaje. 5) La reforma de la planta no previó almacén.',
      actions: [
        {
          subject: 'Recuperar la sala de información de familiares de {planta}',
          description: 'Reubicar el material almacenado y dotar la sala.',
          verification: 'Sala operativa y sin reclamaciones por falta de intimidad en 6 meses.',
          type: 'mejora',
        },
      ],
    },
  ],
  cancelReasons: [
    'Duplicada: el mismo hecho está registrado en otra no conformidad del centro.',
    'No es una no conformidad: el requisito no aplica a esta unidad.',
    'Registrada por error en el centro equivocado; se abre en el centro correspondiente.',
    'Se trata como incidente de seguridad del paciente en el sistema de notificación.',
    'Tras el análisis, la desviación estaba dentro de las tolerancias del procedimiento.',
  ],
  effective: [
    'Tres meses de seguimiento sin repetición del problema; indicadores dentro de objetivo.',
    'Auditoría de seguimiento conforme; los registros revisados están completos.',
    'Sin nuevas incidencias de este tipo en el periodo de verificación; se cierra.',
    'Las acciones se han implantado y la muestra revisada no presenta desviaciones.',
    'El indicador vuelve a la meta dos meses consecutivos; la causa queda eliminada.',
  ],
  notEffective: [
    'Se repite la misma desviación en el periodo de verificación; las acciones no han eliminado la causa.',
    'La auditoría de seguimiento encuentra el mismo incumplimiento en dos de diez registros.',
    'El indicador sigue fuera de meta; hay que revisar el análisis de causas.',
  ],
  implemented: [
    'Acción realizada según lo planificado; se adjunta el registro firmado.',
    'Implantado en todas las unidades afectadas; el personal ha sido informado en las sesiones de turno.',
    'Realizado con un retraso de dos semanas por disponibilidad del proveedor; ya operativo.',
    'Completado. Se ha actualizado la documentación y comunicado a los responsables.',
    'Implantado; queda pendiente el seguimiento durante el periodo de verificación.',
  ],
  verifiedOk: [
    'Verificada: sin repetición del problema durante el periodo de seguimiento.',
    'Eficaz: la revisión de registros es conforme en el 100 % de la muestra.',
    'Eficaz según el método previsto; se cierra la acción.',
  ],
  verifiedKo: [
    'No eficaz: el problema se repite en la revisión de seguimiento.',
    'No eficaz: la medida no se aplica de forma sistemática en todos los turnos.',
  ],
  replan: [
    'Se replanifica con un responsable por turno y seguimiento semanal.',
    'Se amplía el alcance a todas las unidades y se refuerza la formación.',
  ],
  documents: HEALTH_DOCUMENTS,
  changeSummaries: [
    'Revisión periódica: se actualizan referencias normativas y responsables.',
    'Se incorpora el cambio derivado de una acción correctiva.',
    'Se adapta a la nueva organización de la unidad.',
    'Se simplifica el diagrama de flujo y se actualizan los formatos asociados.',
    'Se incorporan las observaciones de la auditoría interna.',
    'Se actualiza a la ISO 15189:2022 y se revisan los registros.',
  ],
  reviewComments: [
    'Revisado sin observaciones.',
    'Conforme. Revisar la numeración de los anexos antes de publicar.',
    'Conforme con el procedimiento de control de la documentación.',
    'Contenido técnico revisado con la jefatura de servicio.',
  ],
  returnComments: [
    'Falta definir quién registra la actividad y dónde se archiva el registro.',
    'El flujo no coincide con la práctica actual de la unidad; revisar con la supervisión.',
    'Actualizar las referencias a documentos que ya han cambiado de edición.',
  ],
  obsoleteReasons: [
    'Integrado en otro procedimiento del sistema.',
    'La actividad ha dejado de realizarse en el centro.',
    'Sustituido por un protocolo común del grupo.',
  ],
  audits: [
    {
      where: ['hud'],
      type: 'interna',
      subject: 'Auditoría interna ISO 9001 — Hospitalización y Admisión',
      standards: ['iso_9001'],
      scope: ['PC-02', 'PC-03'],
      days: 2,
      month: 3,
      conclusions:
        'El sistema está implantado y es eficaz en los procesos auditados; se detectan desviaciones en el control de registros de enfermería.',
    },
    {
      where: ['hud'],
      type: 'interna',
      subject: 'Auditoría interna ISO 9001 — Compras, Mantenimiento y Formación',
      standards: ['iso_9001'],
      scope: ['PS-01', 'PS-02', 'PS-04'],
      days: 2,
      month: 5,
      conclusions: 'Procesos de soporte conformes; se recomienda reforzar la evaluación de proveedores críticos.',
    },
    {
      where: ['hud'],
      type: 'certificacion',
      subject: 'Auditoría de seguimiento ISO 9001 — AENOR',
      standards: ['iso_9001'],
      scope: ['PE-01', 'PE-02', 'PE-04', 'PC-01', 'PS-03'],
      body: 'AENOR — auditor jefe: Luis Márquez Roldán',
      days: 3,
      month: 10,
      conclusions: 'Se mantiene la certificación; el equipo auditor destaca la gestión de la seguridad del paciente.',
    },
    {
      where: ['hud'],
      type: 'proveedor',
      subject: 'Auditoría al proveedor de lavandería Textil Sanitario Levante',
      standards: ['iso_9001'],
      scope: ['PS-01.1'],
      body: 'Textil Sanitario Levante S.L. — planta de Getafe',
      days: 1,
      month: 6,
      conclusions: 'Proveedor apto con observaciones sobre la trazabilidad de los lotes de lavado.',
    },
    {
      where: ['hud'],
      type: 'interna',
      subject: 'Auditoría interna — Seguridad del paciente y revisión por la dirección',
      standards: ['iso_9001'],
      scope: ['PE-02', 'PE-03'],
      days: 1,
      month: 11,
      conclusions: 'La revisión por la dirección cubre todas las entradas; mejorar el seguimiento de los incidentes.',
    },
    {
      where: ['bq'],
      type: 'interna',
      subject: 'Auditoría interna ISO 9001 — Bloque Quirúrgico',
      standards: ['iso_9001'],
      scope: ['PC-04', 'PC-04.1'],
      days: 1,
      month: 4,
      conclusions: 'Buen nivel de cumplimiento; la lista de verificación quirúrgica requiere seguimiento.',
    },
    {
      where: ['bq'],
      type: 'interna',
      subject: 'Auditoría interna — Esterilización y trazabilidad del instrumental',
      standards: ['iso_9001'],
      scope: ['PC-04.2'],
      days: 1,
      month: 9,
      conclusions: 'Trazabilidad completa; mejorar el control de las listas de composición de cajas.',
    },
    {
      where: ['lab'],
      type: 'interna',
      subject: 'Auditoría interna ISO 15189 — Fase analítica',
      standards: ['iso_15189'],
      scope: ['PC-05.2'],
      days: 2,
      month: 2,
      conclusions: 'Métodos verificados y controlados; pendiente la estimación de incertidumbre de los equipos nuevos.',
    },
    {
      where: ['lab'],
      type: 'interna',
      subject: 'Auditoría interna ISO 15189 — Fases preanalítica y postanalítica',
      standards: ['iso_15189'],
      scope: ['PC-05.1', 'PC-05.3'],
      days: 1,
      month: 6,
      conclusions: 'Circuito de muestras conforme; reforzar la comunicación de valores críticos.',
    },
    {
      where: ['lab'],
      type: 'certificacion',
      subject: 'Auditoría de seguimiento de la acreditación ISO 15189 — ENAC',
      standards: ['iso_15189'],
      scope: ['PC-05', 'PC-05.1', 'PC-05.2', 'PC-05.3'],
      body: 'ENAC — equipo evaluador: Dra. Pilar Gómez Abad y D. Andrés Ruiz Soto',
      days: 2,
      month: 11,
      conclusions: 'Se mantiene la acreditación; las no conformidades deben cerrarse en el plazo fijado por ENAC.',
    },
    {
      where: ['lab'],
      type: 'proveedor',
      subject: 'Auditoría al proveedor de reactivos LabQuímica Reactivos',
      standards: ['iso_9001'],
      scope: ['PS-01.1'],
      body: 'LabQuímica Reactivos S.A. — almacén de Coslada',
      days: 1,
      month: 8,
      conclusions: 'Cadena de frío controlada; proveedor apto.',
    },
    {
      where: ['ces'],
      type: 'interna',
      subject: 'Auditoría interna ISO 9001 — Consultas externas',
      standards: ['iso_9001'],
      scope: ['PC-06', 'PC-02'],
      days: 1,
      month: 5,
      conclusions: 'Atención conforme; las demoras en consulta son la principal fuente de reclamaciones.',
    },
    {
      where: ['ces'],
      type: 'interna',
      subject: 'Auditoría interna — Sala de extracciones',
      standards: ['iso_9001'],
      scope: ['PC-05.1'],
      days: 1,
      month: 10,
      conclusions: 'Identificación de muestras correcta; mejorar el índice de hemólisis.',
    },
  ],
  auditCancelReasons: [
    'Se integra en la auditoría del proceso padre por coincidencia de fechas.',
    'El proveedor deja de suministrar al grupo; la auditoría no procede.',
    'Se aplaza al programa del año siguiente por la reforma del área.',
  ],
  indicators: [
    {
      where: ['hud', 'bq', 'lab', 'ces'],
      global: true,
      subject: 'Índice global de calidad asistencial',
      process: 'PE-04',
      frequency: 'mensual',
      formula: 'Media ponderada de las métricas y sub-indicadores del cuadro de mando del centro',
      unit: 'porcentaje',
      target: 85,
      alert: 80,
      source: 'https://intranet.demo-salud.es/calidad/cuadro-de-mando',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Satisfacción global del paciente',
          description: 'Porcentaje de pacientes satisfechos o muy satisfechos en la encuesta mensual',
          weight: 2,
          type: 'number',
          units: '%',
          base: 88,
          spread: 4,
        },
        {
          name: 'Cumplimiento del plan de auditorías',
          description: 'Situación del programa de auditorías del mes',
          weight: 1,
          type: 'category',
          categories: { Cumple: 100, 'Cumple parcialmente': 50, 'No cumple': 0 },
        },
      ],
      missed: 'La satisfacción global baja por las demoras en consultas y en la asignación de cama.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Baja la satisfacción. 2) Aumentan las quejas por demoras. 3) Agendas y altas sin planificar. 4) No hay seguimiento semanal de demoras. 5) El cuadro de mando no incluía las demoras.',
        immediate: 'Análisis de los comentarios de la encuesta con los responsables de las unidades.',
        actions: [
          {
            subject: 'Seguimiento semanal de demoras en el comité de calidad',
            description: 'Incluir las demoras de consulta y de ingreso en el cuadro de mando semanal.',
            verification: 'Satisfacción global por encima del 85 % tres meses seguidos.',
            type: 'mejora',
          },
        ],
      },
    },
    {
      where: ['hud', 'bq'],
      subject: 'Cumplimiento de la higiene de manos',
      process: 'PE-03',
      frequency: 'mensual',
      formula: 'Oportunidades con higiene de manos / oportunidades observadas × 100',
      unit: 'porcentaje',
      target: 80,
      alert: 75,
      source: 'https://intranet.demo-salud.es/preventiva/higiene-manos',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Cumplimiento observado',
          description: 'Porcentaje de cumplimiento en la observación directa (OMS, 5 momentos)',
          weight: 3,
          type: 'number',
          units: '%',
          base: 79,
          spread: 5,
        },
        {
          name: 'Consumo de solución alcohólica',
          description: 'Litros por 1.000 estancias',
          weight: 1,
          type: 'number',
          units: 'l/1000 est.',
          base: 24,
          spread: 4,
        },
      ],
      missed: 'El cumplimiento cae por debajo de la meta, sobre todo después del contacto con el entorno del paciente.',
      nc: {
        cause: 'mano_de_obra',
        rootCause:
          '1) Baja el cumplimiento. 2) Personal de refuerzo sin formación. 3) La acogida no incluye la higiene de manos. 4) No hay observadores en el turno de noche. 5) El programa de observación no cubre todos los turnos.',
        immediate: 'Recordatorio en las sesiones de cambio de turno.',
        actions: [
          {
            subject: 'Incluir la higiene de manos en la acogida del personal de refuerzo',
            description: 'Módulo práctico obligatorio en la primera semana.',
            verification: 'Cumplimiento superior al 80 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: ['hud'],
      subject: 'Tasa de caídas de pacientes hospitalizados',
      process: 'PC-03',
      frequency: 'mensual',
      formula: 'Caídas registradas / estancias × 1.000',
      unit: 'por_mil',
      target: 1.5,
      alert: 1.8,
      source: 'https://intranet.demo-salud.es/calidad/seguridad-paciente',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Caídas por 1.000 estancias',
          description: 'Caídas notificadas en hospitalización',
          weight: 2,
          type: 'number',
          units: '‰',
          base: 1.4,
          spread: 0.4,
        },
        {
          name: 'Pacientes con valoración del riesgo',
          description: 'Porcentaje de ingresos con escala de Downton en las primeras 24 h',
          weight: 1,
          type: 'number',
          units: '%',
          base: 92,
          spread: 4,
        },
      ],
      missed: 'Aumentan las caídas nocturnas en pacientes con riesgo alto.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Más caídas de noche. 2) Pacientes que se levantan solos al baño. 3) Sin ronda de seguridad nocturna. 4) El protocolo no la contempla. 5) El protocolo no se revisa desde 2020.',
        immediate: 'Reevaluación del riesgo de los pacientes ingresados.',
        actions: [
          {
            subject: 'Ronda de seguridad nocturna en pacientes con riesgo alto de caídas',
            description: 'Ronda cada dos horas con registro en la gráfica.',
            verification: 'Tasa de caídas por debajo de 1,5 ‰ durante tres meses.',
          },
        ],
      },
    },
    {
      where: ['hud', 'ces'],
      subject: 'Reclamaciones por cada 1.000 pacientes atendidos',
      process: 'PE-04.3',
      frequency: 'mensual',
      formula: 'Reclamaciones escritas / pacientes atendidos × 1.000',
      unit: 'por_mil',
      target: 2,
      alert: 2.5,
      source: 'https://intranet.demo-salud.es/atencion-paciente/reclamaciones',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Reclamaciones por 1.000 pacientes',
          description: 'Hojas de reclamación registradas en Atención al Paciente',
          weight: 2,
          type: 'number',
          units: '‰',
          base: 1.8,
          spread: 0.5,
        },
        {
          name: 'Respuesta en menos de 30 días',
          description: 'Porcentaje de reclamaciones respondidas en plazo',
          weight: 1,
          type: 'number',
          units: '%',
          base: 93,
          spread: 5,
        },
      ],
      missed: 'Aumentan las reclamaciones por demoras en consulta y por información a familiares.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Más reclamaciones. 2) La mayoría por demoras. 3) Agendas sobrecargadas. 4) No se revisan con la demanda. 5) No hay responsable de la gestión de agendas.',
        immediate: 'Revisión de las reclamaciones del mes con los jefes de servicio.',
        actions: [
          {
            subject: 'Designar responsable de gestión de agendas por servicio',
            description: 'Revisión mensual de agendas frente a la demanda.',
            verification: 'Reclamaciones por demora reducidas un 30 % en tres meses.',
            type: 'mejora',
          },
        ],
      },
    },
    {
      where: ['bq'],
      subject: 'Suspensiones quirúrgicas evitables',
      process: 'PC-04',
      frequency: 'mensual',
      formula: 'Intervenciones suspendidas por causas evitables / intervenciones programadas × 100',
      unit: 'porcentaje',
      target: 3,
      alert: 4,
      source: 'https://intranet.demo-salud.es/bloque-quirurgico/actividad',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Suspensiones evitables',
          description: 'Porcentaje sobre la actividad programada',
          weight: 2,
          type: 'number',
          units: '%',
          base: 2.8,
          spread: 0.8,
        },
        {
          name: 'Inicio puntual de la primera intervención',
          description: 'Valoración de la puntualidad de inicio de las sesiones',
          weight: 1,
          type: 'category',
          categories: { 'Puntual (> 90 %)': 100, 'Aceptable (75-90 %)': 60, 'Impuntual (< 75 %)': 0 },
        },
      ],
      missed: 'Suspensiones por preoperatorios incompletos y falta de cama en reanimación.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Suspensiones evitables. 2) Preoperatorios incompletos. 3) No se revisan 48 h antes. 4) La secretaría no tiene lista de comprobación. 5) El circuito de programación no la incluye.',
        immediate: 'Revisión diaria del parte quirúrgico del día siguiente.',
        actions: [
          {
            subject: 'Lista de comprobación del preoperatorio en la programación',
            description: 'Verificación del preoperatorio completo al cerrar el parte.',
            verification: 'Suspensiones evitables por debajo del 3 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: ['lab'],
      subject: 'Tiempo de respuesta de urgencias del laboratorio',
      process: 'PC-05',
      frequency: 'mensual',
      formula: 'Determinaciones urgentes validadas en menos de 60 minutos / total de urgentes × 100',
      unit: 'porcentaje',
      target: 90,
      alert: 85,
      source: 'https://intranet.demo-salud.es/laboratorio/tiempos-respuesta',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Urgencias en menos de 60 minutos',
          description: 'Porcentaje de determinaciones urgentes en plazo',
          weight: 3,
          type: 'number',
          units: '%',
          base: 91,
          spread: 3,
        },
        {
          name: 'Muestras rechazadas',
          description: 'Muestras rechazadas por cada 1.000 recibidas',
          weight: 1,
          type: 'number',
          units: '‰',
          base: 6,
          spread: 2,
        },
        {
          name: 'Evaluación externa de la calidad',
          description: 'Resultado del último ciclo del programa externo',
          weight: 2,
          type: 'category',
          categories: { Satisfactorio: 100, Cuestionable: 50, Insatisfactorio: 0 },
        },
      ],
      missed: 'El tiempo de respuesta empeora por averías y por la acumulación de muestras en el turno de tarde.',
      nc: {
        cause: 'maquina',
        rootCause:
          '1) Más urgencias fuera de plazo. 2) El analizador principal parado varias horas. 3) Averías repetidas del módulo de muestras. 4) El mantenimiento semanal no se hace en todos los turnos. 5) No está asignado en la lista de tareas.',
        immediate: 'Priorización de urgencias en el equipo de reserva.',
        actions: [
          {
            subject: 'Asignar el mantenimiento semanal de los analizadores por turno',
            description: 'Lista de tareas con responsable y registro de mantenimiento del usuario.',
            verification: 'Urgencias en plazo por encima del 90 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: ['lab', 'ces'],
      subject: 'Índice de muestras hemolizadas',
      process: 'PC-05.1',
      frequency: 'mensual',
      formula: 'Muestras de bioquímica con índice de hemólisis > 50 / muestras recibidas × 100',
      unit: 'porcentaje',
      target: 2,
      alert: 2.5,
      source: 'https://intranet.demo-salud.es/laboratorio/preanalitica',
      higherIsBetter: false,
      metrics: [
        {
          name: 'Muestras hemolizadas',
          description: 'Porcentaje sobre las muestras de bioquímica',
          weight: 2,
          type: 'number',
          units: '%',
          base: 1.9,
          spread: 0.6,
        },
        {
          name: 'Extracciones repetidas',
          description: 'Número de pacientes citados de nuevo por muestra no válida',
          weight: 1,
          type: 'number',
          numberType: 'int',
          units: 'pacientes',
          base: 14,
          spread: 6,
        },
      ],
      missed: 'Aumenta la hemólisis en las muestras de la sala de extracciones con personal de refuerzo.',
      nc: {
        cause: 'mano_de_obra',
        rootCause:
          '1) Más hemólisis. 2) Técnica de extracción incorrecta. 3) Personal de refuerzo sin formación en preanalítica. 4) La acogida no incluye preanalítica. 5) No se coordina con el laboratorio.',
        immediate: 'Comunicación a la sala de extracciones.',
        actions: [
          {
            subject: 'Formación en preanalítica para el personal de extracciones',
            description: 'Sesión práctica con el laboratorio para todo el personal, incluido el de refuerzo.',
            verification: 'Hemólisis por debajo del 2 % durante tres meses.',
          },
        ],
      },
    },
    {
      where: ['hud', 'bq'],
      subject: 'Cumplimiento del mantenimiento preventivo de equipos electromédicos',
      process: 'PS-02.1',
      frequency: 'trimestral',
      formula: 'Preventivos realizados en plazo / preventivos planificados × 100',
      unit: 'porcentaje',
      target: 95,
      alert: 90,
      source: 'https://intranet.demo-salud.es/mantenimiento/gmao',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Preventivos en plazo',
          description: 'Porcentaje de órdenes preventivas cerradas en su mes',
          weight: 3,
          type: 'number',
          units: '%',
          base: 94,
          spread: 3,
        },
        {
          name: 'Equipos parados más de 48 h',
          description: 'Número de equipos críticos fuera de servicio más de 48 horas',
          weight: 1,
          type: 'number',
          numberType: 'int',
          units: 'equipos',
          base: 2,
          spread: 2,
        },
      ],
      missed: 'Retrasos en los preventivos contratados con el servicio técnico externo.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Preventivos fuera de plazo. 2) El servicio técnico externo no cumple el calendario. 3) El contrato no fija penalizaciones. 4) No se hace seguimiento mensual del contrato. 5) No hay responsable del contrato.',
        immediate: 'Reclamación al servicio técnico y priorización de equipos críticos.',
        actions: [
          {
            subject: 'Seguimiento mensual del contrato de mantenimiento externo',
            description: 'Reunión mensual con el proveedor y cláusula de penalización en la renovación.',
            verification: 'Preventivos en plazo por encima del 95 % durante dos trimestres.',
          },
        ],
      },
    },
    {
      where: ['hud'],
      subject: 'Evaluación de proveedores críticos',
      process: 'PS-01.1',
      frequency: 'trimestral',
      formula: 'Proveedores críticos con evaluación vigente / proveedores críticos × 100',
      unit: 'porcentaje',
      target: 100,
      alert: 95,
      source: 'https://intranet.demo-salud.es/compras/proveedores',
      higherIsBetter: true,
      metrics: [
        {
          name: 'Proveedores críticos evaluados',
          description: 'Porcentaje con evaluación en los últimos 12 meses',
          weight: 2,
          type: 'number',
          units: '%',
          base: 97,
          spread: 3,
        },
        {
          name: 'Entregas conformes',
          description: 'Porcentaje de entregas sin incidencias en recepción',
          weight: 1,
          type: 'number',
          units: '%',
          base: 96,
          spread: 2,
        },
      ],
      missed: 'Hay proveedores críticos con la evaluación anual vencida.',
      nc: {
        cause: 'metodo',
        rootCause:
          '1) Evaluaciones vencidas. 2) No hay aviso de vencimiento. 3) Se lleva en una hoja de cálculo. 4) No se revisa mensualmente. 5) El procedimiento no fija la revisión.',
        immediate: 'Evaluación inmediata de los proveedores vencidos.',
        actions: [
          {
            subject: 'Revisión mensual de vencimientos de evaluación de proveedores',
            description: 'Listado mensual de evaluaciones próximas a vencer.',
            verification: 'Todos los proveedores críticos evaluados durante dos trimestres.',
          },
        ],
      },
    },
  ],
  people: {
    ncCreator: {
      user: 5,
      'carmen.lopez': 4,
      'jordi.puig': 3,
      'sarah.collins': 3,
      'ana.martin': 2,
      manager: 3,
      admin: 1,
      'elena.diaz': 2,
      'pablo.garcia': 2,
    },
    ncOwner: { manager: 5, 'ana.martin': 5, 'carmen.lopez': 3, user: 1, admin: 2 },
    capaOwner: { user: 6, manager: 4, 'ana.martin': 3, 'carmen.lopez': 3, admin: 1 },
    verifier: { 'jordi.puig': 4, admin: 3, manager: 2 },
    docAuthor: { 'jordi.puig': 4, 'ana.martin': 4, 'carmen.lopez': 3, manager: 3, admin: 1 },
    auditor: { 'jordi.puig': 5, admin: 2 },
  },
};
