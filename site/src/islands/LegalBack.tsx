// An island: a legal page's Back button (the rest of the page is static HTML).
import { PageHeaderBackButton } from '@clipnest/ui';
import { legalLabels } from '../content/legal/types';

/**
 * One step back in the browser's history, as the Back button of the terms and privacy pages
 * promises; when the previous entry is not a page of this site (the visitor arrived here
 * directly), home instead, so Back never leaves the site.
 */
function goBack() {
  const cameFromSite = (() => {
    try {
      return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    } catch {
      return false;
    }
  })();
  if (cameFromSite && window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

export default function LegalBack() {
  return <PageHeaderBackButton onPress={goBack} label={legalLabels.back} />;
}
