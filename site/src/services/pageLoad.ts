/**
 * Opens a page of the site as a link would: every page is a page load of its prerendered HTML
 * (src/loading/README.md). Its own module, so that tests can see where the journey goes.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
