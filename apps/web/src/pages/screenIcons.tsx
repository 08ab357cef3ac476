import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import KeyIcon from '@mui/icons-material/Key';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PlaceIcon from '@mui/icons-material/Place';
import RuleIcon from '@mui/icons-material/Rule';
import SchemaIcon from '@mui/icons-material/Schema';
import SearchIcon from '@mui/icons-material/Search';
import TableChartIcon from '@mui/icons-material/TableChart';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';
import type { AuthScreen } from '../shell/routing/resolveRoute';

/** One recognisable icon per screen for the placeholder pages. */
export const SCREEN_ICONS: Record<AuthScreen, () => ReactElement> = {
  processes: () => <AccountTreeIcon />,
  processes_old: () => <AccountTreeIcon />,
  preferences: () => <TuneIcon />,
  roles: () => <BadgeIcon />,
  sites: () => <BusinessIcon />,
  centros: () => <ApartmentIcon />,
  users: () => <PeopleIcon />,
  locations: () => <PlaceIcon />,
  explorer: () => <TravelExploreIcon />,
  explorerCalendar: () => <CalendarMonthIcon />,
  menus: () => <ViewListIcon />,
  directories: () => <FolderOpenIcon />,
  vocabularies: () => <MenuBookIcon />,
  pdf: () => <PictureAsPdfIcon />,
  todoList: () => <ChecklistIcon />,
  search: () => <SearchIcon />,
  bpexplorertable: () => <TableChartIcon />,
  bp: () => <SchemaIcon />,
  sso: () => <KeyIcon />,
  audit: () => <HistoryIcon />,
  retention: () => <Inventory2OutlinedIcon />,
  standards: () => <RuleIcon />,
};

export const FALLBACK_SCREEN_ICON = () => <HubIcon />;
