/**
 * The first-visit consent banner: our own few elements and a small stylesheet, because the
 * library's banner and styles alone (about 15 KB gzip) would spend the whole first-visit budget
 * (issue 19: 15 KB). "Choose which" and the footer's "Cookie settings" open the library's
 * preferences dialog (consent-preferences.ts), fetched only then. Built with DOM calls, never
 * HTML strings: the text is ours and nothing can run from it.
 */
import stylesheetUrl from './consent-banner.css?url';
import type { Grants } from './consent-state.ts';
import { linkStylesheet } from './stylesheet-link.ts';

export interface BannerActions {
  onChoice: (grants: Grants) => void;
  /** "Choose which": the per-purpose settings. The banner stays until a choice is made there. */
  onChooseWhich: () => void;
}

export interface Banner {
  /** Removes the banner and gives the focus back to where it was before it opened. */
  close(): void;
}

export const BANNER_ID = 'consent-banner';
const ALL: Grants = { statistics: true, marketing: true, chat: true };
const NONE: Grants = { statistics: false, marketing: false, chat: false };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]>, ...children: Node[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const node = element('button', { type: 'button', className, textContent: label });
  node.addEventListener('click', onClick);
  return node;
}

/** Shows the banner over the foot of the page (it floats: nothing on the page moves). */
export async function showBanner(actions: BannerActions): Promise<Banner> {
  await linkStylesheet(stylesheetUrl);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const banner = element(
    'div',
    { id: BANNER_ID, className: 'consent-banner', tabIndex: -1 },
    element('h2', { id: `${BANNER_ID}-title`, className: 'consent-banner__title', textContent: 'Cookies on Hearth' }),
    element('p', {
      id: `${BANNER_ID}-text`,
      textContent:
        'We use cookies the shop needs to work (your basket, signing in). With your permission we would also like to count visits, show you our adverts elsewhere and offer a support chat. Nothing is switched on until you choose.',
    }),
    element(
      'div',
      { className: 'consent-banner__actions' },
      // Accept and reject look the same and sit side by side: refusing is as easy as accepting.
      button('Accept all', 'button button--primary', () => actions.onChoice(ALL)),
      button('Reject all', 'button button--primary', () => actions.onChoice(NONE)),
      button('Choose which', 'button', actions.onChooseWhich),
    ),
    element(
      'p',
      { className: 'consent-banner__links' },
      element('a', { href: '/cookies', textContent: 'Cookie policy' }),
      document.createTextNode(' · '),
      element('a', { href: '/privacy', textContent: 'Privacy notice' }),
    ),
  );
  // Not modal: the page stays usable, so the banner neither traps the focus nor hides the page
  // from screen readers; it takes the focus once, so the keyboard and screen readers meet it first.
  banner.setAttribute('role', 'dialog');
  banner.setAttribute('aria-labelledby', `${BANNER_ID}-title`);
  banner.setAttribute('aria-describedby', `${BANNER_ID}-text`);
  document.body.append(banner);
  banner.focus({ preventScroll: true });
  return {
    close() {
      const hadFocus = banner.contains(document.activeElement);
      banner.remove();
      if (hadFocus && previousFocus?.isConnected) previousFocus.focus({ preventScroll: true });
    },
  };
}
