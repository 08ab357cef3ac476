import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import DateRangeIcon from '@mui/icons-material/DateRange';
import FilterListIcon from '@mui/icons-material/FilterList';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import type { PanelId } from '../logic/drafts';

/** One icon per filter panel, shared by the filter buttons, the super-filter dialog and the chips. */
export function PanelIcon({ panel }: { panel: PanelId }) {
  switch (panel) {
    case 'centro':
      return <ApartmentIcon fontSize="small" />;
    case 'process':
      return <AccountTreeIcon fontSize="small" />;
    case 'search':
      return <SearchIcon fontSize="small" />;
    case 'dates':
      return <DateRangeIcon fontSize="small" />;
    case 'advanced':
      return <FilterListIcon fontSize="small" />;
    case 'user':
      return <PersonIcon fontSize="small" />;
  }
}
