/**
 * Units made through the API beside the browser, in one centro of the demo company: browser tests
 * that need particular units (an NC with a photo, an audit at a given step) prepare them here.
 */
export interface ApiUnit {
  uid: string;
  fields: Record<string, { value: unknown; readable: string }>;
}

/** `site.baseUrl` is read at each call: the server is known only once the file's tests start. */
export function unitsApi(site: { readonly baseUrl: string }, token: () => string, centro: number) {
  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${site.baseUrl}/api/v1/demo/${centro}${path}`, {
      ...init,
      headers: { Authorization: `Token ${token()}`, ...init.headers },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body as T;
  }

  /** Sends a form with its values (objects as JSON) and files, as the dialogs do. */
  function post(path: string, values: Record<string, unknown>, files: Record<string, File> = {}) {
    const form = new FormData();
    for (const [id, v] of Object.entries(values)) {
      if (v !== null && v !== undefined) form.set(id, typeof v === 'string' ? v : JSON.stringify(v));
    }
    for (const [id, file] of Object.entries(files)) form.set(id, file);
    return call<ApiUnit>(path, { method: 'POST', body: form });
  }

  /** A new NC with the values of `model` (a seeded NC), `overrides`, and `photo` uploaded. */
  async function ncLike(
    model: ApiUnit,
    photo: { name: string; type: string; bytes: Buffer },
    overrides: Record<string, string> = {},
  ): Promise<string> {
    const creation = await call<{ responsible_candidates: Array<{ id: number }> }>(
      '/unit/get_fields_to_collect_during_creation/?business_process=NC',
    );
    const copied = ['subject', 'origin', 'severity', 'description', 'detected_by', 'detected_on', 'affected_process'];
    const values = Object.fromEntries(
      [...copied, 'audit', 'requirement'].map((id) => [id, model.fields[id]?.value] as const),
    );
    const file = new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type });
    const made = await post(
      '/unit/create_and_execute_initial_transition/',
      {
        ...values,
        ...overrides,
        business_process: 'NC',
        responsible: String(creation.responsible_candidates[0]!.id),
      },
      { photo: file },
    );
    return made.uid;
  }

  return { call, post, ncLike };
}
