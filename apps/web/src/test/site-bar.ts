/**
 * Draws the site's top bar (`data-site-bar`) at `height` px, as large text wraps it (192 px at
 * 200% on a phone); jsdom lays nothing out, so its height is given. Removed after the test by
 * emptying the body.
 */
export function drawSiteBar(height: number) {
  const bar = document.createElement('header');
  bar.setAttribute('data-site-bar', '');
  Object.defineProperty(bar, 'offsetHeight', { value: height });
  document.body.append(bar);
}
