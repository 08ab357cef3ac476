import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client';
import { globalMessage } from '../../ui/globalMessage';

type Outcome = { ok: true } | { ok: false; error: ApiError };

/**
 * The report download of records-explorer §4: the 'reports.info' message (5000 ms) while the
 * control is disabled, then 'reports.success' (5000 ms) or the 'reports.error' message, and the
 * control enabled again. The failure is logged with the server's answer. A click while a report is
 * being generated is ignored.
 */
export function useReportFlow() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (download: () => Promise<Outcome>): Promise<Outcome | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      globalMessage.set({ severity: 'info', text: t('reports.info') });
      try {
        const outcome = await download();
        if (outcome.ok) globalMessage.set({ severity: 'success', text: t('reports.success') });
        else {
          console.error('Report download failed', outcome.error.status, outcome.error.data);
          globalMessage.set({ severity: 'error', text: t('reports.error') });
        }
        return outcome;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
}
