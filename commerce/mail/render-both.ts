import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import { DATA_TABLE } from './templates/mail-layout.ts';

/** The templates' data tables as columns in the plain-text part, their row labels as written. */
const PLAIN_TEXT_TABLES = {
  selectors: [
    {
      selector: `table.${DATA_TABLE}`,
      format: 'dataTable',
      options: { uppercaseHeaderCells: false, colSpacing: 3, leadingLineBreaks: 2, trailingLineBreaks: 2 },
    },
  ],
};

/** A mail's HTML and plain-text parts, from the same template. */
export async function renderBoth(mail: ReactElement): Promise<{ text: string; html: string }> {
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true, htmlToTextOptions: PLAIN_TEXT_TABLES })]);
  return { html, text };
}
