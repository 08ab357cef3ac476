/**
 * Where the chat button sits: the bottom-right corner, `FAB_MARGIN` from the edges, `FAB_SIZE`
 * high. While it shows, the page keeps `CHAT_GUTTER` free below the footer (Shell), so that scrolled
 * to the end nothing of the page — a table's last row and its action icons, the footer's links —
 * lies under it.
 */
export const FAB_SIZE = 48;
export const FAB_MARGIN = 16;
export const CHAT_GUTTER = FAB_SIZE + 2 * FAB_MARGIN;
