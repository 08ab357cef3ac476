/** Text fields as the spec's client sends them: lists as repeated names, null as ''. */
export function toFormData(values: Record<string, unknown>, files: Record<string, File | null | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else if (value !== null && typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, value === null ? '' : String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form;
}
