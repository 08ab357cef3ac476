/**
 * A multipart/form-data body for `app.inject`, built by the platform's own FormData encoder so
 * tests send exactly what a browser would.
 */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, { name: string; type?: string; bytes: Buffer | string }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(Buffer.from(file.bytes))], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
