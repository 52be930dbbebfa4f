import { deliveryQuote, type ProductDatesLike, sizesWithDelivery } from '../../lib/catalogue/size-delivery.ts';

/**
 * What the comparison borrows from the buy-box (size-delivery-offer.ts), passed in rather than
 * imported: importing the stores here would split them out of the buy-box's chunk.
 */
export interface SizeDeliveryDeps {
  /** The postcode the shopper has given the shop (chosen, on the held order, saved), or null. */
  knownPostcode(): string | null;
  loadSavedPostcodes(): Promise<void>;
  /** Makes it the shopper's chosen postcode, which the buy-box's estimate follows too. */
  choosePostcode(postcode: string): void;
  /** Calls back when the chosen postcode changes, here or in the buy-box; answers the unsubscribe. */
  onPostcodeChosen(listener: (postcode: string) => void): () => void;
  /** Null when the read failed or the product is gone. */
  getProductDates(skuCode: string, postcode: string): Promise<ProductDatesLike | null>;
}

/**
 * Adds each size's delivery to the shopper's postcode, and its price with delivery, to the
 * product page's size comparison (SizeComparison.astro), asking for a postcode when none is
 * known. Loaded when the shopper first presses "Show delivery to your postcode". A postcode
 * entered here becomes the shopper's chosen one, so the buy-box's estimate follows it, and the
 * table follows a postcode changed in the buy-box.
 */
export async function openSizeDelivery(section: HTMLElement, deps: SizeDeliveryDeps): Promise<void> {
  const status = section.querySelector<HTMLElement>('[data-delivery-status]')!;
  const toggle = section.querySelector<HTMLButtonElement>('[data-delivery-open]')!;
  const form = section.querySelector<HTMLFormElement>('[data-delivery-form]')!;
  const input = form.querySelector('input')!;
  const [deliveryRow, totalRow] = [...section.querySelectorAll<HTMLTableRowElement>('[data-delivery-row]')];
  const sizes = [...section.querySelectorAll<HTMLElement>('thead th[data-sku]')].map((heading) => ({
    sku: heading.dataset.sku!,
    pricePence: heading.dataset.pricePence ? Number(heading.dataset.pricePence) : undefined,
    amount: heading.dataset.amount ? Number(heading.dataset.amount) : undefined,
  }));
  const unit = section.dataset.unit;

  let asked = 0;
  let current: string | null = null;
  const show = async (postcode: string) => {
    const ask = ++asked;
    current = postcode;
    status.textContent = `Checking delivery to ${postcode}…`;
    toggle.hidden = false;
    toggle.textContent = 'Change postcode';
    const answers = await Promise.all(sizes.map((size) => deps.getProductDates(size.sku, postcode)));
    // A newer postcode was asked for while these were on their way.
    if (ask !== asked) return;
    const cells = sizesWithDelivery(
      sizes.map((size) => size.pricePence),
      answers.map(deliveryQuote),
      sizes.map((size) => (unit ? size.amount : undefined)),
    );
    cells.forEach((cell, index) => {
      deliveryRow!.cells[index + 1]!.textContent = cell.delivery;
      const total = totalRow!.cells[index + 1]!;
      total.textContent = cell.total ?? '–';
      if (cell.cheapest) {
        const best = document.createElement('span');
        best.className = 'size-comparison__best';
        best.textContent = `Lowest per ${unit} with delivery`;
        total.append(document.createElement('br'), best);
      }
    });
    deliveryRow!.hidden = false;
    totalRow!.hidden = false;
    status.textContent = `Delivery to ${postcode}, for one of each size on its own.`;
  };

  const askForPostcode = (open: boolean) => {
    form.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      input.value = deps.knownPostcode() ?? '';
      input.focus();
    }
  };

  toggle.addEventListener('click', () => askForPostcode(form.hidden));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const postcode = input.value.trim().toUpperCase();
    if (!postcode) return;
    askForPostcode(false);
    deps.choosePostcode(postcode);
    // Choosing the postcode already chosen tells no listener.
    if (current !== postcode) void show(postcode);
    toggle.focus();
  });
  deps.onPostcodeChosen((chosen) => {
    const postcode = chosen.trim();
    if (postcode && postcode !== current) void show(postcode);
  });

  await deps.loadSavedPostcodes();
  const postcode = deps.knownPostcode();
  if (postcode) {
    await show(postcode);
  } else {
    status.textContent = 'Enter your postcode to see what each size costs delivered.';
    // The form has its own button; "Change postcode" comes once there is one to change.
    toggle.hidden = true;
    askForPostcode(true);
  }
}
