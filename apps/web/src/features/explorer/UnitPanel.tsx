import Drawer from '@mui/material/Drawer';
import { UnitViewer } from '../viewer';

/** Spec-free choice (docs/decisions.md): the inline viewer opens beside the list, at most this wide. */
const PANEL_WIDTH = 760;

/** The unit opened from a row or card on desktop, in the inline viewer beside the list. */
export function UnitPanel({
  uid,
  onClose,
  onChanged,
}: {
  uid: string | null;
  onClose(): void;
  onChanged(uid: string): void;
}) {
  return (
    <Drawer
      anchor="right"
      open={uid !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: PANEL_WIDTH, maxWidth: '92vw' }, 'data-testid': 'unit-panel' } as object }}
    >
      {uid !== null && <UnitViewer key={uid} uid={uid} onClose={onClose} onChanged={onChanged} />}
    </Drawer>
  );
}
