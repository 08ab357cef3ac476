import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { MENU_ARROW_CHECK_DELAY_MS, MENU_SCROLL_STEP_PX } from '@qualium/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavMenuEntry } from './NavMenuEntry';
import type { NavNode } from './navTree';

/**
 * The horizontal navigation bar (desktop). When the menus do not fit, arrows scroll it by 300 px;
 * whether each arrow is needed is re-checked 300 ms after any change (shell-and-admin §2.3).
 */
export function NavMenu({ nodes }: { nodes: readonly NavNode[] }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const scheduleCheck = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const el = scroller.current;
      if (!el) return;
      setArrows({ left: el.scrollLeft > 0, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    }, MENU_ARROW_CHECK_DELAY_MS);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `nodes` is the trigger: arrows are re-checked whenever the menus change.
  useEffect(() => {
    scheduleCheck();
    const el = scroller.current;
    const observer = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(scheduleCheck) : null;
    if (el && observer) observer.observe(el);
    window.addEventListener('resize', scheduleCheck);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', scheduleCheck);
      window.clearTimeout(timer.current);
    };
  }, [nodes, scheduleCheck]);

  const scrollBy = (dx: number) => {
    scroller.current?.scrollBy({ left: dx, behavior: 'smooth' });
    scheduleCheck();
  };

  return (
    <Box
      component="nav"
      data-testid="nav-menu"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 }}
    >
      {arrows.left && (
        <IconButton
          size="small"
          aria-label={t('nav.scrollLeft')}
          data-testid="nav-scroll-left"
          onClick={() => scrollBy(-MENU_SCROLL_STEP_PX)}
        >
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Box
        ref={scroller}
        onScroll={scheduleCheck}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          flex: 1,
          minWidth: 0,
        }}
      >
        {nodes.map((node) => (
          <NavMenuEntry key={node.key} node={node} />
        ))}
      </Box>
      {arrows.right && (
        <IconButton
          size="small"
          aria-label={t('nav.scrollRight')}
          data-testid="nav-scroll-right"
          onClick={() => scrollBy(MENU_SCROLL_STEP_PX)}
        >
          <ChevronRightIcon />
        </IconButton>
      )}
    </Box>
  );
}
