/**
 * A demo corrective action waiting for its signed effectiveness check ("Verificado"), made
 * through the API for the signature browser tests.
 */
const TODAY = new Date().toISOString().slice(0, 10);

/** An API call on the demo's first centro. */
async function api<T>(baseUrl: string, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1/demo/1${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A corrective action owned by `ownerId`, implemented and waiting for its signed effectiveness check. */
export async function implementedCapa(baseUrl: string, token: string, ownerId: number, subject: string) {
  const { uid } = await api<{ uid: string }>(baseUrl, token, '/unit/create_and_execute_initial_transition/', {
    business_process: 'CAPA',
    subject,
    action_type: 'correctiva',
    action_owner: ownerId,
    description: 'Creada por la prueba de firmas.',
    planned_date: TODAY,
    verification_method: 'Revisión del registro al mes siguiente.',
  });
  const run = (fields: Record<string, unknown>) =>
    api(baseUrl, token, `/unit/${encodeURIComponent(uid)}/execute_transition/`, fields);
  await run({ transition_id: 'iniciar' });
  await run({
    transition_id: 'implementar',
    implementation_notes: 'Hecho.',
    implemented_on: TODAY,
    responsible: ownerId,
  });
  return uid;
}
