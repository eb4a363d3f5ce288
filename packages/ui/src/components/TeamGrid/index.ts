export { TeamGrid, initialsOf, type TeamGridProps, type TeamMemberItem } from './TeamGrid';
