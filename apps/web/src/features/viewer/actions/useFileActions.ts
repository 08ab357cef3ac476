import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '../../../api/client';
import { unitQueryKey } from '../../../api/unit';
import { type DownloadOption, downloadUnitFile, type StoredFileRef } from '../../../api/unitFiles';
import { useSession } from '../../../session/session';
import { openPdfDialog } from '../../pdf';
import { useViewer } from '../ViewerContext';

/**
 * Downloading and viewing the unit's files. Every answered request is in the download tracker, so
 * the unit is read again afterwards (records-explorer §4: downloading a versioned file reloads the
 * unit) and the tracker box shows it. Failures are answered: each caller reacts as records-explorer §8 says.
 */
export function useFileActions() {
  const { unit, scope } = useViewer();
  const queryClient = useQueryClient();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: unitQueryKey(site, centro, unit.uid) });

  async function download(
    file: StoredFileRef,
    option: DownloadOption,
  ): Promise<{ ok: true } | { ok: false; error: ApiError }> {
    setBusy(true);
    const result = await downloadUnitFile(scope, unit.uid, file, option);
    setBusy(false);
    if (result.ok) reload();
    return result;
  }

  function view(file: StoredFileRef): void {
    openPdfDialog({
      centro: scope,
      qunitId: unit.uid,
      attribute: file.attribute,
      value: file.value,
      title: file.title,
      version: file.version,
      onFetched: reload,
    });
  }

  return { busy, download, view };
}
