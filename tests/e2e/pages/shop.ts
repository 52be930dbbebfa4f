import { expect, type Locator, type Page } from '@playwright/test';

/** What a shopper sees and does, named as they would name it. */
export class ProductPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.price).toBeVisible();
  }

  get price(): Locator {
    return this.page.getByTestId('price');
  }

  async setQuantity(quantity: number) {
    await this.page.getByLabel('Quantity').fill(String(quantity));
  }

  async addToBasket() {
    await this.page.getByRole('button', { name: 'Add to basket' }).click();
  }
}

export class FlyIn {
  readonly page: Page;
  readonly dialog: Locator;
  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Your basket' });
  }

  line(sku: string): Locator {
    return this.dialog.locator(`[data-sku="${sku}"]`);
  }
}

export class BasketPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async open() {
    await this.page.goto('/cart');
  }

  line(sku: string): Locator {
    return this.page.locator(`main [data-sku="${sku}"]`);
  }

  get total(): Locator {
    return this.page.locator('main').getByTestId('cart-total');
  }

  async setQuantity(sku: string, quantity: number) {
    await this.line(sku).getByLabel('Quantity').selectOption(String(quantity));
  }

  async remove(sku: string) {
    await this.line(sku)
      .getByRole('button', { name: /Remove/ })
      .click();
  }
}

export async function heldOrderId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('persist:store-site');
    return stored ? (JSON.parse(stored).order?.id ?? null) : null;
  });
}
