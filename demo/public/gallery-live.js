// The widget gallery's live examples (demo/families/gallery/galleryPage.ts): each waits in a
// template until it nears the screen, then goes into the page, where Vitrine's observer mounts
// it like any placeholder another script inserts. The page shell runs this again on each visit
// to the gallery; every run watches the examples of the gallery in the page then.
(() => {
  /** Half a screen ahead: an example is mounted by the time the editor scrolls to it. */
  const AHEAD = '50% 0px';
  const waiting = document.querySelectorAll('[data-gallery-live]');
  if (!('IntersectionObserver' in window)) {
    for (const live of waiting) show(live);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        show(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  for (const live of waiting) observer.observe(live);

  function show(live) {
    const template = live.querySelector(':scope > template');
    if (!template || !live.isConnected) return;
    live.removeAttribute('data-gallery-live');
    live.replaceChildren(template.content.cloneNode(true));
  }
})();
