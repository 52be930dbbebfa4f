import { formatPounds } from '../../../commerce/shared/index.ts';
import type { CartOrder } from '../../lib/commerce/orders.ts';
import { PAYMENT_PENDING_STATUS } from '../../lib/commerce/order-statuses.ts';
import { $flyInOpen } from './cart-store.ts';
import { orderItemImage } from './order-item-image.ts';
import { $orderSlice } from './order-slice.ts';

const TABBABLE = 'a[href], button';

/**
 * Whether React's fly-in has taken the shell's place (fly-in-shell-handover.ts, which is React's
 * code: not imported here, so the add's code names one file fewer in the page's start-up script).
 */
const retired = (shell: Element) => !shell.isConnected || shell.hasAttribute('data-retired');
/** Whether React's fly-in closed the shell to open in its place (handOverFlyInShell). */
const handedOver = (shell: Element) => !shell.isConnected || shell.hasAttribute('data-handed-over');

/**
 * The basket fly-in before React: the product page's built dialog (FlyInShell.astro), filled
 * with the held order and opened whenever the fly-in opens, until React's own fly-in mounts and
 * takes its place (fly-in-shell-handover.ts). So the first add's fly-in waits for the API, not
 * for React (React and the island's code are most of what a first press would fetch). It shows
 * what CartFlyIn.tsx shows first (the lines, the totals, the way on), and nothing that needs
 * React: the suggestions come with React's fly-in. Loaded with the add made before React.
 */
export function showFlyInShellWhenOpened(): void {
  const shell = document.querySelector<HTMLDialogElement>('dialog[data-fly-in-shell]');
  if (!shell || shell.dataset.armed !== undefined) return;
  shell.dataset.armed = '';
  shell.addEventListener('close', () => {
    // React's fly-in closing the shell to open in its place: the fly-in stays open.
    if (handedOver(shell)) return;
    // The shopper closed it (Escape, Close), even while React's fly-in mounts: the fly-in is closed,
    // and React's does not open in its place.
    $flyInOpen.set(false);
    if (retired(shell)) shell.remove();
  });
  for (const close of shell.querySelectorAll('[data-fly-in-close]')) close.addEventListener('click', () => shell.close());
  shell.addEventListener('keydown', (event) => keepFocusInside(shell, event));
  const show = () => {
    const { order } = $orderSlice.get();
    if (retired(shell)) return;
    // A payment under way is React's to say (with its own code); an empty basket never opens the fly-in.
    if (!$flyInOpen.get() || !order || order.status === PAYMENT_PENDING_STATUS || order.orderItems.length === 0) {
      if (shell.open) shell.close();
      return;
    }
    fill(shell, order);
    if (!shell.open) shell.showModal();
  };
  $flyInOpen.listen(show);
  $orderSlice.listen(() => {
    if (shell.open) show();
  });
  show();
}

/** Writes `order` into the shell as CartLines and CartTotals draw it (read-only lines, as in the fly-in). */
function fill(shell: HTMLDialogElement, order: CartOrder): void {
  const template = shell.querySelector('template')!;
  const lines = order.orderItems.map((item) => {
    const line = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    line.dataset.sku = item.code;
    const image = orderItemImage(item.imageUrl);
    if (image) line.querySelector('img')!.src = image;
    line.querySelector(image ? '.cart-line__noimage' : 'img')!.remove();
    const name = line.querySelector('a')!;
    name.href = item.productUrl;
    name.textContent = item.name;
    text(line, '.cart-line__unit', `${formatPounds(item.unitAmount)} each`);
    text(line, '.cart-line__qty', `Quantity ${item.quantity}`);
    text(line, '.cart-line__total', formatPounds(item.totalAmount));
    return line;
  });
  shell.querySelector('ul')!.replaceChildren(...lines);
  text(shell, '[data-fly-in-items]', `Subtotal (${order.itemsCount} ${order.itemsCount === 1 ? 'item' : 'items'})`);
  text(shell, '[data-testid="cart-subtotal"]', formatPounds(order.subTotalAmount));
  const discount = shell.querySelector<HTMLElement>('[data-fly-in-discount]')!;
  discount.hidden = order.discountAmount <= 0;
  text(discount, 'dt', order.couponsUsed[0] ? `Discount (${order.couponsUsed[0].couponCode})` : 'Discount');
  text(discount, 'dd', `−${formatPounds(order.discountAmount)}`);
  text(shell, '[data-testid="cart-total"]', formatPounds(order.goodsAmount));
  text(shell, '.cart-totals__note dd', formatPounds(order.goodsTax));
}

function text(parent: Element, selector: string, words: string): void {
  parent.querySelector(selector)!.textContent = words;
}

/** Tab and Shift+Tab cycle inside the open dialog, as in CartFlyIn.tsx. */
function keepFocusInside(shell: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = [...shell.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === shell)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
