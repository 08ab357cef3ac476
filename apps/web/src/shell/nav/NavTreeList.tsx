import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import { useLocation } from 'react-router';
import { isNodeActive, type NavNode } from './navTree';

function flatten(nodes: readonly NavNode[], depth = 0): { node: NavNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/**
 * The dropdown tree of one top-level menu: items with a url navigate, items without one are
 * headings; depth shows as indentation.
 */
export function NavTreeList({ nodes, onOpen }: { nodes: readonly NavNode[]; onOpen: (url: string) => void }) {
  const { pathname, search } = useLocation();
  return (
    <MenuList dense autoFocusItem={false} sx={{ py: 0.5 }}>
      {flatten(nodes).map(({ node, depth }) =>
        node.url === null ? (
          <ListSubheader
            key={node.key}
            disableSticky
            sx={{
              pl: 2 + depth * 2,
              lineHeight: '32px',
              fontWeight: 700,
              color: 'text.secondary',
              bgcolor: 'transparent',
            }}
          >
            {node.label}
          </ListSubheader>
        ) : (
          <MenuItem
            key={node.key}
            data-testid={`nav-item-${node.key}`}
            selected={isNodeActive(node, pathname, search)}
            onClick={() => onOpen(node.url as string)}
            sx={{ pl: 2 + depth * 2, whiteSpace: 'normal' }}
          >
            {node.label}
          </MenuItem>
        ),
      )}
    </MenuList>
  );
}
