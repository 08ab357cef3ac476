// The unit writes bench/transitions.mjs and bench/mixed.mjs send: a non-conformity's creation and
// its first transition, with values taken from what the server offers.

/** The first selectable value of a tree of items. */
export function firstLeaf(items) {
  const first = items[0];
  return first.children?.length ? firstLeaf(first.children) : first.value;
}

/** A creation's body (without its subject), from `get_fields_to_collect_during_creation`'s answer for NC. */
export function ncCreationBody(creation) {
  const field = (id) => creation.fields.find((f) => f.id === id);
  return {
    business_process: 'NC',
    origin: firstLeaf(field('origin').items),
    severity: firstLeaf(field('severity').items),
    description: 'Desviación detectada en la ronda de verificación del turno de mañana.',
    detected_by: creation.responsible_candidates[0].id,
    detected_on: '2026-11-20',
    affected_process: firstLeaf(field('affected_process').items),
    responsible: creation.responsible_candidates[0].id,
  };
}

/** The body of the first transition of a new non-conformity. */
export const START_ANALYSIS = {
  transition_id: 'iniciar_analisis',
  immediate_action: 'Producto retenido y revisado.',
};
