import {
  Container,
  IncidentList,
  MaintenanceList,
  PageHeader,
  Section,
  StatusBoard,
  TextLink,
} from '@clipnest/ui';
import {
  componentStatusLabels,
  incidents,
  maintenanceWindows,
  statusComponents,
  statusPage,
} from '../content/status';
import { staticSeo } from '../content/seo';
import type { PageMeta } from '../seo';
import { Island } from '../loading/Island';
import { BelowTheFold } from '../sections/BelowTheFold';

/**
 * Static HTML; its subscribe box is an island. The incidents and maintenance are skipped while off
 * screen; the subscribe box is not: it holds a field.
 */

export const meta = (): PageMeta => staticSeo['/status'];

export default function Status() {
  const { summary, subscribe } = statusPage;
  return (
    <>
      <PageHeader
        align="center"
        eyebrow={statusPage.eyebrow}
        title={statusPage.heading}
        description={statusPage.description}
        meta={<TextLink href={statusPage.rss.path}>{statusPage.rss.label}</TextLink>}
      />
      <Section size={1}>
        <Container>
          <StatusBoard
            title={statusPage.componentsHeading}
            items={statusComponents}
            description={statusPage.uptimeNote}
            labels={{
              ...componentStatusLabels,
              overallOperational: summary.allOperational,
              overallCoreOperational: summary.coreOperational,
              notices: summary.notices,
              overallMaintenance: summary.someDegraded,
              overallDegraded: summary.someDegraded,
              overallOutage: summary.someDegraded,
              uptime: statusPage.uptimeLabel,
              historyStart: statusPage.history.start,
              historyEnd: statusPage.history.end,
              historySummary: statusPage.history.summary,
            }}
          />
        </Container>
      </Section>
      <BelowTheFold>
        <Section variant="subtle">
          <Container>
            <IncidentList
              title={statusPage.incidentsHeading}
              items={incidents}
              labels={{
                resolved: statusPage.incidentStatusLabel,
                duration: statusPage.durationLabel,
                affected: statusPage.affectedLabel,
                empty: statusPage.noIncidents,
              }}
            />
          </Container>
        </Section>
        <Section>
          <Container>
            <MaintenanceList
              title={statusPage.maintenanceHeading}
              items={maintenanceWindows.map(({ time, ...window }) => ({ ...window, timeRange: time }))}
              labels={{
                scheduled: statusPage.maintenanceStatusLabel,
                affected: statusPage.affectedLabel,
                empty: statusPage.noMaintenance,
              }}
            />
          </Container>
        </Section>
      </BelowTheFold>
      <Section variant="subtle">
        {/* The site's one subscribe card, as in the footer and the blog's sidebar: a lone box in a
            narrow column of its own, centred in its band, not stretched into a strip. */}
        <Container size={1}>
          <Island name="Subscribe" when="visible" props={{ list: 'status', copy: subscribe }} />
        </Container>
      </Section>
    </>
  );
}
