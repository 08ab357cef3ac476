import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type StandardTreeNode, TREE_DEPTH_CAP } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

/** Clause order: by code with numbers compared as numbers (4, 5 … 10; 7.2 before 7.10), then name. */
export const byCode = (a: { code: string; name: string }, b: { code: string; name: string }) =>
  a.code.localeCompare(b.code, 'es', { numeric: true }) || a.name.localeCompare(b.name, 'es');

/** The tree with every level in clause order. */
export const sortedTree = (nodes: readonly StandardTreeNode[]): StandardTreeNode[] =>
  [...nodes].sort(byCode).map((n) => ({ ...n, children: sortedTree(n.children) }));

/** The ids of every standard with clauses below it, to open them all. */
export const branchIds = (nodes: readonly StandardTreeNode[]): number[] =>
  nodes.flatMap((n) => (n.children.length > 0 ? [n.id, ...branchIds(n.children)] : []));

/**
 * The company's standards as a tree (records-explorer §7 `standard/tree/`; at most 5 levels,
 * §9): code and name, clauses under their standard, opened and closed one by one.
 */
export function StandardTree({
  nodes,
  open,
  onToggle,
  depth = 1,
}: {
  nodes: readonly StandardTreeNode[];
  open: ReadonlySet<number>;
  onToggle(id: number): void;
  depth?: number;
}) {
  const { t } = useTranslation();
  if (depth > TREE_DEPTH_CAP) return null;
  return nodes.map((node) => {
    const expanded = node.children.length > 0 && open.has(node.id);
    return (
      <Box key={node.id} role="none">
        <Box
          role="treeitem"
          aria-level={depth}
          aria-expanded={node.children.length > 0 ? expanded : undefined}
          data-testid="standard-node"
          data-standard={node.name}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: (depth - 1) * 3, minHeight: 38 }}
        >
          {node.children.length > 0 ? (
            <IconButton
              size="small"
              aria-label={t(expanded ? 'folders.standards.collapse' : 'folders.standards.expand', { name: node.name })}
              onClick={() => onToggle(node.id)}
              sx={{ transform: expanded ? 'rotate(90deg)' : 'none', transition: 'transform 120ms' }}
              data-testid="standard-node-toggle"
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          ) : (
            <Box sx={{ width: 30, flexShrink: 0 }} />
          )}
          {/* Most names already start with their code (ISO 9001:2015 …, 7.5 …): no second copy then. */}
          {node.code !== '' && !node.name.startsWith(node.code) && (
            <Chip
              size="small"
              variant={depth === 1 ? 'filled' : 'outlined'}
              color={depth === 1 ? 'primary' : 'default'}
              label={node.code}
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 44 }}
            />
          )}
          <Typography variant={depth === 1 ? 'subtitle2' : 'body2'} sx={{ fontWeight: depth === 1 ? 700 : 400 }}>
            {node.name}
          </Typography>
        </Box>
        {expanded && (
          <Box role="group">
            <StandardTree nodes={node.children} open={open} onToggle={onToggle} depth={depth + 1} />
          </Box>
        )}
      </Box>
    );
  });
}
