import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { ViewKind } from '../views/registry';

export function ViewIcon({ kind }: { kind: ViewKind }) {
  switch (kind) {
    case 'table':
      return <TableRowsIcon fontSize="small" />;
    case 'cards':
      return <ViewModuleIcon fontSize="small" />;
    case 'calendar':
      return <CalendarMonthIcon fontSize="small" />;
    case 'charts':
      return <BarChartIcon fontSize="small" />;
  }
}
