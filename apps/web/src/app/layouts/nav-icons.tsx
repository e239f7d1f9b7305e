import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import SwapIcon from '@mui/icons-material/SwapHorizOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import CardIcon from '@mui/icons-material/CreditCardOutlined';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import QuotaIcon from '@mui/icons-material/DataUsageOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import HistoryIcon from '@mui/icons-material/HistoryEduOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import ScorecardIcon from '@mui/icons-material/InsightsOutlined';
import HolidayIcon from '@mui/icons-material/EventBusyOutlined';
import OutageIcon from '@mui/icons-material/PowerOffOutlined';

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  organization: <BusinessIcon />,
  hrPool: <GroupsIcon />,
  oldContracts: <HistoryIcon />,
  partnershipContracts: <HandshakeIcon />,
  employmentRequests: <AssignmentIcon />,
  transferContracts: <SwapIcon />,
  employers: <BadgeIcon />,
  'admin.users': <PeopleIcon />,
  complaints: <ReportIcon />,
  licenseUpdate: <VerifiedIcon />,
  'admin.registrations': <HowToRegIcon />,
  'admin.visa': <CardIcon />,
  'admin.suspensions': <BlockIcon />,
  scorecards: <ScorecardIcon />,
  subusers: <ManageAccountsIcon />,
  'admin.incidents': <OutageIcon />,
  'admin.systemJobs': <ScheduleIcon />,
  'admin.announcements': <CampaignIcon />,
  'admin.country': <PublicIcon />,
  'admin.job': <WorkIcon />,
  'admin.reason': <ListIcon />,
  'admin.quota': <QuotaIcon />,
  'admin.organizationLimit': <TuneIcon />,
  'admin.settings': <SettingsIcon />,
  'admin.publicHolidays': <HolidayIcon />,
};

export const navIcon = (routeId: string): ReactElement => ICONS[routeId] ?? <ArticleIcon />;

/** A menu entry's icon (the module is loaded lazily by `side-nav.tsx`). */
export const NavIcon = ({ routeId }: { routeId: string }) => navIcon(routeId);
