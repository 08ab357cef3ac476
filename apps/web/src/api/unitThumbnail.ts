import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFile } from './download';

/**
 * An image field's picture (`GET {centro}/unit/{uid}/get_qunit_thumbnail/`), fetched with the
 * session's token (an <img> cannot send it) once `enabled`, as an object URL revoked when no
 * longer shown. `failed` when the server has no picture to show (missing file, not a picture).
 */
export function useUnitThumbnail(
  scope: string,
  uid: string,
  file: { attribute: string; name: string; version: number | null },
  enabled: boolean,
): { url: string | null; failed: boolean } {
  const picture = useQuery({
    queryKey: ['unit-thumbnail', scope, uid, file.attribute, file.name, file.version],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }) => {
      const query: Record<string, string> = { attribute: file.attribute, path: file.name };
      if (file.version !== null) query.version = String(file.version);
      const result = await fetchFile(`${scope}/unit/${encodeURIComponent(uid)}/get_qunit_thumbnail/`, query, signal);
      if (!result.ok) throw result.error;
      return result.blob;
    },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) return;
    const created = URL.createObjectURL(picture.data);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [picture.data]);
  useEffect(() => {
    // records-explorer §8: a thumbnail that fails shows the placeholder and is logged.
    if (picture.isError) console.warn(`thumbnail of ${file.name} failed`, picture.error);
  }, [picture.isError, picture.error, file.name]);
  return { url, failed: picture.isError };
}
