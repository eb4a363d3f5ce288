// An island: the partners' logos with their category filter.
import { LogoGrid } from '@clipnest/ui';
import { partners, partnersPage } from '../content/partners';

export default function PartnerLogos() {
  return (
    <LogoGrid
      title={partnersPage.logosHeading}
      description={partnersPage.logosDescription}
      items={partners}
      labels={{
        filter: partnersPage.logosFilterLabel,
        all: partnersPage.logosAllLabel,
        resultCount: partnersPage.logosCount,
      }}
    />
  );
}
