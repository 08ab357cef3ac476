import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { RoleRecord } from '@qualium/contracts';

/** A multiple choice of roles, as chips, grouped by department; ids the list does not know stay shown. */
export function RolePicker({
  label,
  roles,
  value,
  onChange,
  labelOf,
  error,
  helperText,
  testId,
}: {
  label: string;
  roles: readonly RoleRecord[];
  value: readonly number[];
  onChange(ids: number[]): void;
  labelOf(role: RoleRecord): string;
  error?: boolean;
  helperText?: string;
  testId: string;
}) {
  const byId = new Map(roles.map((r) => [r.id, r]));
  const selected = value.map(
    (id) => byId.get(id) ?? ({ id, name: `#${id}`, department_name: '', inherited: false } as RoleRecord),
  );
  return (
    <Autocomplete
      multiple
      options={roles as RoleRecord[]}
      value={selected}
      onChange={(_e, next) => onChange(next.map((r) => r.id))}
      groupBy={(role) => (role.inherited ? `${role.department_name} · ${role.site_name}` : role.department_name)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderValue={(chosen, getItemProps) =>
        chosen.map((role, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={labelOf(role)} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
