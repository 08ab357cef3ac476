import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DepartmentRecord, RoleRecord } from '@qualium/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandToggle } from '../common/AdminList';
import { ActionsCell, AdminTable } from '../common/AdminTable';
import { DeleteAction, EditAction, RowAction } from '../common/RowAction';
import type { DepartmentGroup } from './roleModel';

/** The dialog a row opens: a department or role form, or the question before deleting one. */
export type Open =
  | { kind: 'department'; department: DepartmentRecord | null }
  | { kind: 'role'; role: RoleRecord | null; department: number; parent: number | null }
  | { kind: 'deleteDepartment'; department: DepartmentRecord }
  | { kind: 'deleteRole'; role: RoleRecord };

/** What the rows do: open a dialog, unless the user may not edit; a phone shows fewer columns. */
export interface RowProps {
  canEdit: boolean;
  mobile: boolean;
  onOpen(open: Open): void;
}

function DepartmentActions({ department: d, canEdit, onOpen }: RowProps & { department: DepartmentRecord }) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        label={t('admin.roles.addRole')}
        icon={<PersonAddIcon fontSize="small" />}
        onClick={() => onOpen({ kind: 'role', role: null, department: d.id, parent: null })}
        disabled={!canEdit}
        testId={`department-add-role-${d.id}`}
      />
      <EditAction
        onClick={() => onOpen({ kind: 'department', department: d })}
        disabled={!canEdit}
        testId={`department-edit-${d.id}`}
      />
      <DeleteAction
        onClick={() => onOpen({ kind: 'deleteDepartment', department: d })}
        disabled={!canEdit}
        testId={`department-delete-${d.id}`}
      />
    </>
  );
}

function RoleActions({ role: r, canEdit, onOpen }: RowProps & { role: RoleRecord }) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        label={t('admin.roles.addSubRole')}
        icon={<SubdirectoryArrowRightIcon fontSize="small" />}
        onClick={() => onOpen({ kind: 'role', role: null, department: r.department, parent: r.id })}
        disabled={!canEdit}
        testId={`role-add-sub-${r.id}`}
      />
      <EditAction
        onClick={() => onOpen({ kind: 'role', role: r, department: r.department, parent: r.parent })}
        disabled={!canEdit}
        testId={`role-edit-${r.id}`}
      />
      <DeleteAction
        onClick={() => onOpen({ kind: 'deleteRole', role: r })}
        disabled={!canEdit}
        testId={`role-delete-${r.id}`}
      />
    </>
  );
}

/** A role in its department's tree: indented by level, an arrow below the top. */
function RoleRow({ role: r, ...row }: RowProps & { role: RoleRecord }) {
  const { t } = useTranslation();
  return (
    <TableRow hover data-testid={`role-row-${r.id}`}>
      <TableCell sx={{ pl: 2 + r.level * 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {r.level > 0 && <SubdirectoryArrowRightIcon fontSize="small" sx={{ color: 'text.disabled' }} />}
          <Box>
            <Typography variant="body2" sx={{ fontWeight: r.level === 0 ? 600 : 400 }}>
              {r.name}
            </Typography>
            {row.mobile && r.description && (
              <Typography variant="caption" color="text.secondary">
                {r.description}
              </Typography>
            )}
          </Box>
        </Box>
      </TableCell>
      {!row.mobile && <TableCell sx={{ color: 'text.secondary' }}>{r.description}</TableCell>}
      {!row.mobile && <TableCell>{r.parent_name ?? <em>{t('admin.roles.reportsToAnyone')}</em>}</TableCell>}
      <ActionsCell sx={{ pr: 1 }}>
        <RoleActions role={r} {...row} />
      </ActionsCell>
    </TableRow>
  );
}

/** The roles of a department, under its row once opened. */
function DepartmentRoles({ group, ...row }: RowProps & { group: DepartmentGroup }) {
  const { t } = useTranslation();
  if (group.roles.length === 0) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ p: 2 }}
        data-testid={`department-no-roles-${group.department.id}`}
      >
        {t('admin.roles.noRoles')}
      </Typography>
    );
  }
  const columns = (['role', 'description', 'reportsTo'] as const).map((c) => ({
    key: c,
    label: t(`admin.roles.columns.${c}`),
  }));
  return (
    <AdminTable testId={`roles-table-${group.department.id}`} columns={columns} head={!row.mobile} contained={false}>
      {group.roles.map((r) => (
        <RoleRow key={r.id} role={r} {...row} />
      ))}
    </AdminTable>
  );
}

/** A department: its row (a click opens or closes it) and, below, its roles. */
export function DepartmentRow({
  group,
  open,
  onToggle,
  ...row
}: RowProps & { group: DepartmentGroup; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const d = group.department;
  return (
    <Fragment>
      <TableRow
        hover
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined } }}
        data-testid={`department-row-${d.id}`}
      >
        <TableCell padding="checkbox">
          <ExpandToggle open={open} testId={`department-toggle-${d.id}`} />
        </TableCell>
        <TableCell sx={{ fontWeight: 700 }}>
          {d.name}
          {row.mobile && (
            <Chip
              size="small"
              variant="outlined"
              sx={{ ml: 1 }}
              label={t('admin.roles.count', { count: d.roles_count })}
            />
          )}
        </TableCell>
        {!row.mobile && <TableCell sx={{ color: 'text.secondary' }}>{d.description}</TableCell>}
        {!row.mobile && (
          <TableCell align="center">
            <Chip size="small" label={d.roles_count} />
          </TableCell>
        )}
        <ActionsCell>
          <DepartmentActions department={d} {...row} />
        </ActionsCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={row.mobile ? 3 : 5} sx={{ p: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box
              sx={{
                ml: { xs: 1, md: 6 },
                mr: { xs: 0, md: 1 },
                mb: 1.5,
                borderLeft: 3,
                borderColor: 'primary.light',
                bgcolor: 'background.default',
              }}
            >
              <DepartmentRoles group={group} {...row} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
