import { DEFAULT_PMETHOD } from '@qualium/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../../api/download';
import { errorText } from '../../api/errorText';
import { unitFilePath, unitFileQuery } from '../../api/unitFiles';
import { globalMessage } from '../../ui/globalMessage';
import { closePdfDialog, type OpenPdfDialog } from './dialog';

/**
 * The document's bytes: the stamped PDF (the spec's default pmethod) asked for the viewer
 * (`disposition=inline`). A refusal closes the dialog with the spec's alert, followed by the
 * server's reason; closing the dialog cancels the request and lets the bytes go.
 */
export function usePdfBytes(request: OpenPdfDialog): Uint8Array | null {
  const { t } = useTranslation();
  const [data, setData] = useState<Uint8Array | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const { centro, qunitId, attribute, value, title, version, onFetched } = request;
    const query = unitFileQuery({ attribute, value, title, version: version ?? null }, DEFAULT_PMETHOD, 'inline');
    void fetchFile(unitFilePath(centro, qunitId), query, abort.signal).then(async (result) => {
      if (abort.signal.aborted) return;
      if (!result.ok) {
        const reason = errorText(result.error, (key, values) => t(key, values));
        globalMessage.set({ severity: 'error', text: `${t('pdf.loadError')}: ${reason}` });
        closePdfDialog();
        return;
      }
      const bytes = new Uint8Array(await result.blob.arrayBuffer());
      if (abort.signal.aborted) return;
      setData(bytes);
      onFetched?.();
    });
    return () => {
      abort.abort();
      setData(null);
    };
  }, [request, t]);
  return data;
}
