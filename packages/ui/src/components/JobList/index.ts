export { JobList, defaultJobListLabels, type JobListProps, type JobListLabels } from './JobList';
export { filterJobs, jobDepartments, jobSlug, type Job } from './jobs';
