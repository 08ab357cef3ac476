import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ProcessTreeNode } from '@qualium/contracts';
import { isProcessChecked, selectableIds, toggleProcess } from '../logic/processTree';
import { LIST_MAX_HEIGHT } from './FilterPanelFrame';

/**
 * The process tree with checkboxes (records-explorer §4): a parent ticks or unticks its whole
 * branch. Branches without a process the user takes part in are left out.
 */
export function ProcessEditor({
  tree,
  value,
  onChange,
}: {
  tree: readonly ProcessTreeNode[];
  value: readonly number[];
  onChange(next: number[]): void;
}) {
  const render = (nodes: readonly ProcessTreeNode[], depth: number) =>
    nodes
      .filter((n) => selectableIds(n).length > 0)
      .map((n) => {
        const checked = isProcessChecked(value, n);
        const some = !checked && selectableIds(n).some((id) => value.includes(id));
        return (
          <Box key={n.id}>
            <FormControlLabel
              sx={{ ml: `${depth * 16}px` }}
              control={
                <Checkbox
                  size="small"
                  checked={checked}
                  indeterminate={some}
                  onChange={() => onChange(toggleProcess(value, n))}
                  slotProps={{ input: { 'data-testid': `filter-process-${n.id}` } as object }}
                />
              }
              label={`${n.reference} · ${n.name}`}
            />
            {render(n.children, depth + 1)}
          </Box>
        );
      });
  return <Box sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}>{render(tree, 0)}</Box>;
}
