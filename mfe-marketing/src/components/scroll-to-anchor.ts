/** Smoothly scrolls to the element with this id; false when the current page has no such anchor. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // jsdom and very old browsers lack scrollIntoView; the anchor is still reachable by the URL hash.
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
