import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { FilterUser } from '@qualium/contracts';
import { LIST_MAX_HEIGHT } from './FilterPanelFrame';

/** One responsible to filter by (records-explorer §5: the server's list, current user first marked '(YO)'). */
export function UserEditor({
  users,
  value,
  onChange,
}: {
  users: readonly FilterUser[];
  value: number | null;
  onChange(next: number | null): void;
}) {
  return (
    <RadioGroup
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ flexWrap: 'nowrap', maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}
    >
      {users.map((u) => (
        <FormControlLabel
          key={u.id}
          value={String(u.id)}
          control={<Radio size="small" slotProps={{ input: { 'data-testid': `filter-user-${u.id}` } as object }} />}
          label={u.label}
        />
      ))}
    </RadioGroup>
  );
}
