import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonValue } from '../property-editor';

/**
 * A navigable JSON tree (shell-and-admin §2.9: the expanded BP row's "navigation JSON tree", the
 * BP creator's read-only viewer): objects and lists fold and unfold one level at a time, each
 * saying how much it holds, so a large definition can be walked without scrolling through all of
 * it. The first `openLevels` levels start open.
 */
export function JsonTree({
  value,
  openLevels = 1,
  testId,
}: {
  value: JsonValue;
  openLevels?: number;
  testId?: string;
}) {
  return (
    <Box
      role="tree"
      data-testid={testId}
      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.6 }}
    >
      {isContainer(value) ? (
        <Children value={value} depth={0} openLevels={openLevels} path="" />
      ) : (
        <Leaf value={value} />
      )}
    </Box>
  );
}

type Container = JsonValue[] | { [key: string]: JsonValue };
const isContainer = (v: JsonValue): v is Container => typeof v === 'object' && v !== null;
const entriesOf = (v: Container): Array<[string, JsonValue]> =>
  Array.isArray(v) ? v.map((item, i) => [String(i), item]) : Object.entries(v);

function Children({
  value,
  depth,
  openLevels,
  path,
}: {
  value: Container;
  depth: number;
  openLevels: number;
  path: string;
}) {
  return (
    <Box role="group" sx={{ pl: depth === 0 ? 0 : 2.25, borderLeft: depth === 0 ? 0 : 1, borderColor: 'divider' }}>
      {entriesOf(value).map(([key, child]) => (
        <Node
          key={key}
          name={Array.isArray(value) ? `[${key}]` : key}
          value={child}
          depth={depth + 1}
          openLevels={openLevels}
          path={Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key}
        />
      ))}
    </Box>
  );
}

function Node({
  name,
  value,
  depth,
  openLevels,
  path,
}: {
  name: string;
  value: JsonValue;
  depth: number;
  openLevels: number;
  path: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(depth <= openLevels);
  if (!isContainer(value)) {
    return (
      <Box role="treeitem" data-path={path} sx={{ display: 'flex', gap: 1, pl: 3, minWidth: 0 }}>
        <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          {name}:
        </Box>
        <Leaf value={value} />
      </Box>
    );
  }
  const size = Array.isArray(value) ? value.length : Object.keys(value).length;
  return (
    <Box role="treeitem" aria-expanded={open} data-path={path}>
      <ButtonBase
        onClick={() => setOpen((o) => !o)}
        data-testid="json-node"
        sx={{ borderRadius: 0.5, px: 0.25, gap: 0.5, font: 'inherit', '&:hover': { bgcolor: 'action.hover' } }}
      >
        {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {Array.isArray(value) ? t('bpAdmin.json.items', { count: size }) : t('bpAdmin.json.keys', { count: size })}
        </Box>
      </ButtonBase>
      {open && size > 0 && <Children value={value} depth={depth} openLevels={openLevels} path={path} />}
    </Box>
  );
}

/** A scalar, coloured by its type as JSON viewers do. */
function Leaf({ value }: { value: JsonValue }) {
  const color =
    typeof value === 'string'
      ? 'success.dark'
      : typeof value === 'number'
        ? 'info.main'
        : typeof value === 'boolean'
          ? 'secondary.main'
          : 'text.disabled';
  return (
    <Box component="span" sx={{ color, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', minWidth: 0 }}>
      {JSON.stringify(value)}
    </Box>
  );
}
