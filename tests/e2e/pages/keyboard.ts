import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A shopper who uses the keyboard only: Tab and Shift+Tab to move, Enter and Space to press,
 * arrows in selects and radio groups, typing into fields. Nothing here clicks.
 */
export class KeyboardUser {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** A short description of the focused element, for failure messages. */
  async focusedDescription(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '<body> (focus lost)';
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      const id = el.id ? `#${el.id}` : '';
      const cls = el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${name}"`;
    });
  }

  async isFocused(target: Locator): Promise<boolean> {
    if ((await target.count()) === 0) return false;
    return target.first().evaluate((el) => el === document.activeElement);
  }

  /**
   * Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would, and fails
   * saying where focus got stuck when it never arrives.
   */
  async tabTo(target: Locator, { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {}): Promise<void> {
    await expect(target, 'the element to tab to is on the page').toBeVisible();
    const visited: string[] = [];
    for (let presses = 0; presses <= max; presses += 1) {
      if (await this.isFocused(target)) return;
      if (presses === max) break;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      visited.push(await this.focusedDescription());
    }
    throw new Error(
      `Could not reach ${target} with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses. Focus went:\n  ${visited.slice(-15).join('\n  ')}`,
    );
  }

  /** Tabs to a field, clears what is there and types the value. */
  async fill(field: Locator, value: string): Promise<void> {
    await this.tabTo(field);
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Delete');
    if (value) await this.page.keyboard.type(value);
    await expect(field).toHaveValue(value);
  }

  /** Tabs to a button or link and presses Enter. */
  async press(target: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press(key === 'Space' ? ' ' : 'Enter');
  }

  /**
   * In a focused (closed) select, ArrowDown moves to the next option and fires its change,
   * as on Windows and Linux. Presses it until the chosen option's text matches.
   */
  async chooseOption(select: Locator, label: RegExp, { max = 40 }: { max?: number } = {}): Promise<void> {
    await this.tabTo(select);
    for (let presses = 0; presses <= max; presses += 1) {
      const chosen = await select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      if (label.test(chosen)) return;
      if (presses === max) break;
      await this.page.keyboard.press('ArrowDown');
    }
    throw new Error(`No option matching ${label} in ${select} after ${max} ArrowDown presses.`);
  }
}
