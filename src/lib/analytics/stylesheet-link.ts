/**
 * Links a stylesheet on demand and resolves once it applies, so a dialog never shows unstyled
 * (nothing shifts when the styles arrive). Linked from script, it never blocks the first render.
 */
export function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    // Unstyled beats no choice at all.
    link.onerror = () => resolve();
    document.head.append(link);
  });
}
