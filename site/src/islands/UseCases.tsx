// An island: the landing page's use cases — a tab list, each tab with a drawing of the scene.
import { ClipboardPopover, PageSection, UseCases as UseCaseTabs } from '@clipnest/ui';
import { useCaseScenes, useCases } from '../content/landingSections';

export default function UseCases() {
  return (
    <PageSection eyebrow={useCases.eyebrow} title={useCases.heading} description={useCases.description}>
      <UseCaseTabs
        items={useCases.items.map((item) => ({
          ...item,
          media: <ClipboardPopover {...useCaseScenes[item.id]} />,
        }))}
        aria-label={useCases.heading}
        headingLevel={3}
      />
    </PageSection>
  );
}
