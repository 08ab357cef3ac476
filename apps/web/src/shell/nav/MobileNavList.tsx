import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isNodeActive, type NavNode } from './navTree';

/**
 * The collapsible menu tree of the mobile drawer (shell-and-admin §2.3): a node with children toggles them,
 * a node with a url navigates; the active branch starts expanded and is highlighted.
 */
export function MobileNavList({
  nodes,
  depth = 0,
  onOpen,
}: {
  nodes: readonly NavNode[];
  depth?: number;
  onOpen: (url: string) => void;
}) {
  return (
    <List disablePadding dense={depth > 0}>
      {nodes.map((node) => (
        <MobileNavItem key={node.key} node={node} depth={depth} onOpen={onOpen} />
      ))}
    </List>
  );
}

function MobileNavItem({ node, depth, onOpen }: { node: NavNode; depth: number; onOpen: (url: string) => void }) {
  const { pathname, search } = useLocation();
  const active = isNodeActive(node, pathname, search);
  const [expanded, setExpanded] = useState(active);
  const hasChildren = node.children.length > 0;
  const toggle = () => setExpanded((e) => !e);

  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          // A separate fold button: the row itself may navigate.
          hasChildren ? (
            <IconButton edge="end" size="small" aria-label={node.label} aria-expanded={expanded} onClick={toggle}>
              {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton
          data-testid={`mobile-nav-${node.key}`}
          selected={active && node.url !== null}
          onClick={() => (node.url !== null ? onOpen(node.url) : hasChildren && toggle())}
          sx={{ pl: 2 + depth * 2 }}
        >
          <ListItemText
            primary={node.label}
            slotProps={{
              primary: { sx: { fontWeight: active ? 700 : 400, color: active ? 'primary.main' : undefined } },
            }}
          />
        </ListItemButton>
      </ListItem>
      {hasChildren && (
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <MobileNavList nodes={node.children} depth={depth + 1} onOpen={onOpen} />
        </Collapse>
      )}
    </>
  );
}
