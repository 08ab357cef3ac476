import type { BpDefinitionInput } from '@qualium/contracts';
import { COLORS, l, PROCESS_ITEMS } from './common.js';

/**
 * INDICATOR — Indicador (DOMAIN.md; ISO 9001, 9.1). A process KPI made of
 * weighted metrics (categórica, numérica, sub-indicador), a target and
 * monthly tracking values; missing the target opens an NC. Read in charts.
 */
export const INDICATOR_DEFINITION: BpDefinitionInput = {
  business_process: {
    info: {
      reference: 'INDICATOR',
      name: l('Indicador', 'Indicador', 'Indicator'),
      description: l(
        'Indicadores de proceso y su seguimiento (ISO 9001, 9.1)',
        'Indicadors de procés i el seu seguiment (ISO 9001, 9.1)',
        'Process indicators and their tracking (ISO 9001, 9.1)',
      ),
      type: 'indicadores',
      process: 'PE-03',
      shared: true,
      title_field: 'subject',
      numbering: { pattern: 'IND-{###}' },
    },
    model: {
      fields: [
        {
          id: 'subject',
          kind: 'text',
          label: l('Indicador', 'Indicador', 'Indicator'),
          required: true,
          searchable: true,
          placeholder: l('% de entregas a tiempo', '% de lliuraments a temps', '% on-time deliveries'),
        },
        {
          id: 'process',
          kind: 'treeview',
          label: l('Proceso', 'Procés', 'Process'),
          required: true,
          filterable: true,
          items: PROCESS_ITEMS,
        },
        {
          id: 'indicator_owner',
          kind: 'process_user',
          label: l('Responsable del indicador', "Responsable de l'indicador", 'Indicator owner'),
          required: true,
          cols: 6,
          process_role: 'responsible',
        },
        {
          id: 'frequency',
          kind: 'choice',
          label: l('Frecuencia de medición', 'Freqüència de mesura', 'Measurement frequency'),
          required: true,
          cols: 6,
          items: [
            { value: 'mensual', label: l('Mensual', 'Mensual', 'Monthly') },
            { value: 'trimestral', label: l('Trimestral', 'Trimestral', 'Quarterly') },
            { value: 'semestral', label: l('Semestral', 'Semestral', 'Half-yearly') },
            { value: 'anual', label: l('Anual', 'Anual', 'Yearly') },
          ],
        },
        {
          id: 'formula',
          kind: 'textarea',
          label: l('Fórmula de cálculo', 'Fórmula de càlcul', 'Formula'),
          required: true,
          help_text: l(
            'Ej.: pedidos entregados en plazo / pedidos entregados × 100',
            'Ex.: comandes lliurades en termini / comandes lliurades × 100',
            'E.g. orders delivered on time / orders delivered × 100',
          ),
        },
        {
          id: 'unit_of_measure',
          kind: 'autocomplete',
          label: l('Unidad de medida', 'Unitat de mesura', 'Unit of measure'),
          cols: 4,
          items: [
            { value: 'porcentaje', label: l('%', '%', '%') },
            { value: 'ppm', label: l('ppm', 'ppm', 'ppm') },
            { value: 'por_mil', label: l('‰ (por mil unidades)', '‰ (per mil unitats)', '‰ (per thousand units)') },
            { value: 'dias', label: l('días', 'dies', 'days') },
            { value: 'euros', label: l('€', '€', '€') },
            { value: 'unidades', label: l('uds.', 'u.', 'units') },
          ],
        },
        {
          id: 'target',
          kind: 'decimal',
          label: l('Meta', 'Meta', 'Target'),
          required: true,
          cols: 4,
          rules: { min: 0 },
        },
        {
          id: 'alert_threshold',
          kind: 'decimal',
          label: l('Umbral de alerta', "Llindar d'alerta", 'Alert threshold'),
          cols: 4,
          rules: { min: 0 },
        },
        {
          id: 'data_source',
          kind: 'link',
          label: l('Fuente de datos', 'Font de dades', 'Data source'),
          placeholder: l('https://', 'https://', 'https://'),
        },
        {
          id: 'parent_indicator',
          kind: 'related',
          label: l('Indicador padre', 'Indicador pare', 'Parent indicator'),
          target_business_process: 'INDICATOR',
        },
        {
          id: 'metrics',
          kind: 'metrics',
          label: l('Métricas', 'Mètriques', 'Metrics'),
          required: true,
        },
        {
          id: 'tracking',
          kind: 'indicator_tracking',
          label: l('Seguimiento', 'Seguiment', 'Tracking'),
          metrics_field: 'metrics',
          period: 'month',
        },
        {
          id: 'score',
          kind: 'decimal',
          label: l('Puntuación ponderada (%)', 'Puntuació ponderada (%)', 'Weighted score (%)'),
          readonly: true,
          input: 'computed',
          score_of: 'tracking',
          cols: 6,
          rules: { min: 0, max: 100 },
        },
        {
          id: 'review_period',
          kind: 'time_event',
          label: l('Revisión del indicador', "Revisió de l'indicador", 'Indicator review'),
          cols: 6,
          time_event: { min_days: 7, max_days: 731, default_period: 'y', default_amount: 1 },
        },
        {
          id: 'analysis',
          kind: 'textarea',
          label: l('Análisis de resultados', 'Anàlisi de resultats', 'Analysis of results'),
        },
        {
          id: 'withdrawal_reason',
          kind: 'textarea',
          label: l('Motivo de la baja', 'Motiu de la baixa', 'Reason for withdrawal'),
        },
      ],
    },
    workflow: {
      states: [
        { id: 'activo', label: l('Activo', 'Actiu', 'Active'), color: COLORS.green },
        { id: 'en_revision', label: l('En revisión', 'En revisió', 'Under review'), color: COLORS.orange },
        { id: 'baja', label: l('De baja', 'De baixa', 'Withdrawn'), color: COLORS.grey, closed: true },
      ],
      transitions: [
        {
          id: 'alta',
          label: l('Dar de alta indicador', "Donar d'alta indicador", 'Create indicator'),
          initial: true,
          to: 'activo',
          allowed_roles: ['creator', 'editor'],
          fields: [
            'subject',
            'process',
            'indicator_owner',
            'frequency',
            'formula',
            'unit_of_measure',
            'target',
            'alert_threshold',
            'data_source',
            'parent_indicator',
            'metrics',
            'review_period',
          ],
          responsible: { rule: 'field', field: 'indicator_owner' },
          due: { rule: 'days', days: 31 },
        },
        {
          id: 'registrar_seguimiento',
          label: l('Registrar seguimiento', 'Registrar seguiment', 'Record tracking'),
          from: ['activo'],
          to: 'activo',
          allowed_roles: ['responsible'],
          fields: [{ field: 'tracking', required: true }, 'analysis'],
          due: { rule: 'days', days: 31 },
          notify_responsible: false,
        },
        {
          id: 'abrir_nc',
          label: l(
            'Abrir no conformidad por incumplimiento',
            'Obrir no conformitat per incompliment',
            'Open NC for missed target',
          ),
          from: ['activo', 'en_revision'],
          related_business_process: 'NC',
          allowed_roles: ['responsible'],
        },
        {
          id: 'revisar',
          label: l('Revisar indicador', 'Revisar indicador', 'Review indicator'),
          from: ['activo'],
          to: 'en_revision',
          allowed_roles: ['responsible'],
          fields: ['analysis'],
          responsible: { rule: 'process_role', role: 'editor' },
          due: { rule: 'days', days: 10, working_days: true },
        },
        {
          id: 'aprobar_revision',
          label: l('Aprobar revisión', 'Aprovar revisió', 'Approve review'),
          from: ['en_revision'],
          to: 'activo',
          allowed_roles: ['responsible'],
          fields: ['metrics', 'target', 'alert_threshold', 'review_period'],
          responsible: { rule: 'field', field: 'indicator_owner' },
          due: { rule: 'field', field: 'review_period' },
        },
        {
          id: 'dar_baja',
          label: l('Dar de baja', 'Donar de baixa', 'Withdraw'),
          from: ['activo', 'en_revision'],
          to: 'baja',
          allowed_roles: ['responsible'],
          fields: [{ field: 'withdrawal_reason', required: true }],
          responsible: { rule: 'none' },
          due: { rule: 'none' },
        },
      ],
    },
    // Kept five years after it was withdrawn (docs/bp-definition.md "Retention").
    retention: { years: 5, from: 'closed' },
    views: [
      { kind: 'charts' },
      {
        kind: 'table',
        columns: [
          'reference',
          'title',
          'process',
          'target',
          'score',
          'current_workflow_state',
          'current_workflow_limit',
        ],
      },
      { kind: 'cards', columns: ['process', 'target', 'score', 'current_workflow_limit'] },
    ],
    layout: {
      boxes: [
        {
          kind: 'data',
          sections: [
            {
              label: l('Definición', 'Definició', 'Definition'),
              fields: [
                'subject',
                'process',
                'indicator_owner',
                'frequency',
                'formula',
                'unit_of_measure',
                'data_source',
                'parent_indicator',
              ],
            },
            {
              label: l('Meta y resultado', 'Meta i resultat', 'Target and result'),
              fields: ['target', 'alert_threshold', 'score', 'review_period', 'analysis'],
            },
            { label: l('Baja', 'Baixa', 'Withdrawal'), fields: ['withdrawal_reason'], collapsed: true },
          ],
        },
        { kind: 'indicator', field: 'metrics' },
        { kind: 'indicator-tracking', field: 'tracking' },
        {
          kind: 'related',
          label: l('No conformidades', 'No conformitats', 'Non-conformities'),
          business_processes: ['NC'],
        },
        { kind: 'workflow' },
      ],
    },
    charts: {
      layout: {
        direction: 'row',
        children: [
          { chart: 'score_vs_target', size: 60 },
          {
            direction: 'column',
            size: 40,
            children: [{ chart: 'score_by_process' }, { chart: 'by_state' }],
          },
        ],
      },
      charts: [
        {
          id: 'score_vs_target',
          type: 'multi',
          title: l('Puntuación frente a meta', 'Puntuació davant meta', 'Score versus target'),
          date_field: 'current_workflow_limit',
          interval: 'month',
          series: [
            {
              type: 'bar',
              label: l('Puntuación media', 'Puntuació mitjana', 'Average score'),
              aggregate: 'avg',
              value_field: 'score',
            },
            {
              type: 'line',
              label: l('Meta media', 'Meta mitjana', 'Average target'),
              aggregate: 'avg',
              value_field: 'target',
            },
          ],
        },
        {
          id: 'score_by_process',
          type: 'bar',
          title: l('Puntuación por proceso', 'Puntuació per procés', 'Score by process'),
          group_by: 'process',
          aggregate: 'avg',
          value_field: 'score',
        },
        {
          id: 'by_state',
          type: 'pie',
          title: l('Por estado', 'Per estat', 'By state'),
          group_by: 'current_workflow_state',
        },
      ],
    },
    reports: {
      list: [
        {
          id: 'cuadro_mando',
          title: l('Cuadro de mando de indicadores', "Quadre de comandament d'indicadors", 'Indicator dashboard'),
          template: 'Cuadro de mando.xlsx',
        },
      ],
      unit: [
        {
          id: 'ficha',
          title: l('Ficha del indicador', "Fitxa de l'indicador", 'Indicator sheet'),
          template: 'ficha_indicador.docx',
        },
      ],
    },
  },
};
