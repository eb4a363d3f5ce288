// An island: the open positions, filtered by team.
import { JobList } from '@clipnest/ui';
import { careersPage, jobHref, jobs } from '../content/careers';

export default function OpenPositions() {
  return (
    <JobList
      title={careersPage.positionsHeading}
      description={careersPage.positionsCount(jobs.length)}
      items={jobs.map((job) => ({ ...job, href: jobHref(job) }))}
      labels={{ resultCount: careersPage.positionsCount }}
    />
  );
}
