import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { VocabularyEntry } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { ActionsCell, AdminTable } from '../common/AdminTable';
import { CopyFromParentButton } from '../common/CopyFromParentButton';
import { DeleteConfirm } from '../common/DeleteConfirm';
import { PhoneGroup, PhoneList, PhoneRow } from '../common/PhoneList';
import { useAdminList, useReload } from '../common/queries';
import { DeleteAction, EditAction } from '../common/RowAction';
import { useAdminScope } from '../common/useAdminScope';
import { type VocabularyGroup, vocabularyGroups } from './groups';
import { VocabularyDialog } from './VocabularyDialog';

type Open =
  | { kind: 'edit'; entry: VocabularyEntry | null; preset: string | null }
  | { kind: 'delete'; entry: VocabularyEntry };

/** What the rows do: open a dialog, unless the user may not edit. */
interface RowProps {
  canEdit: boolean;
  onOpen(open: Open): void;
}

const COLUMNS = ['vocabulary', 'key', 'value', 'site', 'path'] as const;

/** An entry is changed only in the centro where it was made (shell-and-admin §5): elsewhere its buttons say so. */
function EntryActions({ entry, canEdit, onOpen }: RowProps & { entry: VocabularyEntry }) {
  const { t } = useTranslation();
  const locked = canEdit && !entry.can_edit ? t('admin.vocabularies.madeElsewhere', { path: entry.path }) : null;
  return (
    <>
      <EditAction
        label={locked}
        onClick={() => onOpen({ kind: 'edit', entry, preset: null })}
        disabled={!entry.can_edit}
        testId={`vocabulary-edit-${entry.id}`}
      />
      <DeleteAction
        label={locked}
        onClick={() => onOpen({ kind: 'delete', entry })}
        disabled={!entry.can_edit}
        testId={`vocabulary-delete-${entry.id}`}
      />
    </>
  );
}

function AddKeyButton({ vocabulary, canEdit, onOpen }: RowProps & { vocabulary: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={<PlaylistAddIcon />}
      onClick={() => onOpen({ kind: 'edit', entry: null, preset: vocabulary })}
      disabled={!canEdit}
      data-testid={`vocabulary-add-key-${vocabulary}`}
    >
      {t('admin.vocabularies.addKey')}
    </Button>
  );
}

function VocabulariesTable({ groups, ...row }: RowProps & { groups: VocabularyGroup[] }) {
  const { t } = useTranslation();
  const columns = COLUMNS.map((c) => ({ key: c, label: t(`admin.vocabularies.columns.${c}`) }));
  return (
    <AdminTable testId="vocabularies-table" columns={columns}>
      {groups.map((group) => (
        <Fragment key={group.vocabulary}>
          <TableRow sx={{ bgcolor: 'action.hover' }} data-testid={`vocabulary-group-${group.vocabulary}`}>
            <TableCell colSpan={COLUMNS.length} sx={{ fontWeight: 700 }}>
              {group.vocabulary}{' '}
              <Chip
                size="small"
                variant="outlined"
                sx={{ ml: 1 }}
                label={t('admin.vocabularies.count', { count: group.entries.length })}
              />
            </TableCell>
            <TableCell align="right">
              <AddKeyButton vocabulary={group.vocabulary} {...row} />
            </TableCell>
          </TableRow>
          {group.entries.map((e) => (
            <TableRow key={e.id} hover data-testid={`vocabulary-row-${e.id}`}>
              <TableCell sx={{ color: 'text.secondary' }}>{e.vocabulary}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{e.key}</TableCell>
              <TableCell>{e.value}</TableCell>
              <TableCell>{e.site_name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{e.path}</TableCell>
              <ActionsCell>
                <EntryActions entry={e} {...row} />
              </ActionsCell>
            </TableRow>
          ))}
        </Fragment>
      ))}
    </AdminTable>
  );
}

function VocabularyCards({ groups, ...row }: RowProps & { groups: VocabularyGroup[] }) {
  return (
    <PhoneList testId="vocabularies-cards">
      {groups.map((group) => (
        <PhoneGroup
          key={group.vocabulary}
          testId={`vocabulary-group-${group.vocabulary}`}
          name={group.vocabulary}
          wrap
          actions={<AddKeyButton vocabulary={group.vocabulary} {...row} />}
        >
          {group.entries.map((e) => (
            <PhoneRow
              key={e.id}
              testId={`vocabulary-row-${e.id}`}
              sx={{ pl: 2, pr: 1, py: 0.5 }}
              title={e.value}
              caption={`${e.key} · ${e.path}`}
              wrapCaption
              actions={<EntryActions entry={e} {...row} />}
            />
          ))}
        </PhoneGroup>
      ))}
    </PhoneList>
  );
}

/**
 * Screen `vocabularies` (shell-and-admin §2.9 "Vocabularies"): the company's key → value lists grouped by
 * vocabulary name. An entry is changed only in the centro where it was made (shell-and-admin §5); the others
 * show why their buttons are off.
 */
export default function VocabulariesPage() {
  const { t } = useTranslation();
  const scope = useAdminScope();
  const list = useAdminList('vocabularies', scope, adminApi.vocabularies.list, { needsCentro: true });
  const reload = useReload('vocabularies');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = list.data?.can_edit === true;
  const groups = vocabularyGroups(list.data?.results ?? [], search);
  const close = () => setOpen(null);
  const row: RowProps = { canEdit, onOpen: setOpen };

  return (
    <AdminPanel
      screen="vocabularies"
      subtitle={t('admin.common.companyAndCentro', { name: scope.siteName, centro: scope.centroName })}
      canEdit={canEdit}
      query={list}
      search={search}
      onSearch={setSearch}
      actions={
        list.data?.can_copy_from_parent && (
          <CopyFromParentButton
            testId="vocabularies-copy-parent"
            label={t('admin.vocabularies.copyParent')}
            run={() => adminApi.vocabularies.copyFromParent(scope)}
            onDone={() => reload()}
          />
        )
      }
      add={{
        label: t('admin.vocabularies.addVocabulary'),
        testId: 'vocabulary-add',
        onClick: () => setOpen({ kind: 'edit', entry: null, preset: null }),
      }}
      list={{
        empty: (list.data?.results.length ?? 0) === 0,
        emptyTitle: t('admin.vocabularies.empty'),
        emptyHint: list.data?.can_copy_from_parent ? t('admin.vocabularies.emptyCopyHint') : undefined,
        matches: groups.length > 0,
        desktop: <VocabulariesTable groups={groups} {...row} />,
        phone: <VocabularyCards groups={groups} {...row} />,
      }}
    >
      {open?.kind === 'edit' && (
        <VocabularyDialog
          scope={scope}
          entry={open.entry}
          preset={open.preset}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          testId="vocabulary-delete-dialog"
          title={t('admin.vocabularies.deleteTitle')}
          question={t('admin.vocabularies.deleteQuestion', { key: open.entry.key, vocabulary: open.entry.vocabulary })}
          onDelete={async () => {
            await adminApi.vocabularies.remove(scope, open.entry.id);
            reload();
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
