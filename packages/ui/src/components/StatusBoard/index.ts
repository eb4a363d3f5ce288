export {
  StatusBoard,
  defaultStatusBoardLabels,
  type StatusBoardProps,
  type StatusBoardLabels,
} from './StatusBoard';
export {
  StatusBadge,
  defaultStatusLabels,
  statusIcons,
  type StatusBadgeProps,
  type StatusLabels,
} from './StatusBadge';
export {
  IncidentList,
  defaultIncidentListLabels,
  incidentStatuses,
  type Incident,
  type IncidentStatus,
  type IncidentListProps,
  type IncidentListLabels,
} from './IncidentList';
export {
  MaintenanceList,
  defaultMaintenanceListLabels,
  type MaintenanceWindow,
  type MaintenanceListProps,
  type MaintenanceListLabels,
} from './MaintenanceList';
export {
  overallStatus,
  formatUptime,
  componentStatuses,
  type ComponentStatus,
  type StatusComponent,
} from './status';
