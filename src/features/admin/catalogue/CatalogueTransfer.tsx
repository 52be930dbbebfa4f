import { useId, useState } from 'react';
import { FormAlert } from '../../../lib/forms/FormAlert.tsx';
import type { AdminSession } from '../admin-session.ts';
import { AdminCatalogueCsvDocument, AdminImportProductsDocument, type AdminImportProductsMutation } from '../gql/graphql.ts';

type ImportResult = AdminImportProductsMutation['adminImportProducts'];

const CHANGE_WORDS = { create: 'new product', update: 'changes', unchanged: 'no change' } as const;

/** The check's answer line by line, in the file's order: each line's problems, or what it would change. */
function rowsOf(result: ImportResult): { line: number; bad: boolean; text: string }[] {
  const byLine = new Map<number, { line: number; bad: boolean; text: string }>();
  for (const line of result.lines) {
    const retired = line.retired && line.change !== 'unchanged' ? ' (retired)' : '';
    byLine.set(line.line, { line: line.line, bad: false, text: `Line ${line.line}, ${line.sku}: ${CHANGE_WORDS[line.change]}${retired}` });
  }
  for (const problem of result.problems) {
    const shown = byLine.get(problem.line);
    const start = `Line ${problem.line}${problem.sku ? `, ${problem.sku}` : ''}:`;
    byLine.set(problem.line, {
      line: problem.line,
      bad: true,
      text: shown?.bad ? `${shown.text} ${problem.message}` : `${start} ${problem.message}`,
    });
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

/** Hands the browser a file it builds itself. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Export and import of the catalogue as CSV. An import is always checked first (a dry run); the
 * check lists every line, and "Import N products" sends the same text again for real, which the
 * API checks once more and writes whole or not at all.
 */
export function CatalogueTransfer({ session, onImported }: { session: AdminSession; onImported: () => void }) {
  const textId = useId();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [checked, setChecked] = useState<{ csv: string; result: ImportResult } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () =>
    run(async () => {
      const text = (await session.execute(AdminCatalogueCsvDocument, { tenant: session.tenant })).adminCatalogueCsv;
      download(`catalogue-${new Date().toISOString().slice(0, 10)}.csv`, text);
      setNews('The catalogue is downloaded as CSV.');
    });

  const send = (dryRun: boolean) =>
    run(async () => {
      // Excel starts its CSV with a byte order mark, an invisible character the API refuses in text.
      const text = csv.replace(/^\uFEFF/, '');
      const result = (await session.execute(AdminImportProductsDocument, { tenant: session.tenant, csv: text, dryRun }))
        .adminImportProducts;
      if (result.written) {
        setChecked(null);
        setCsv('');
        setNews(`Imported: ${result.created} new, ${result.updated} changed.`);
        onImported();
        return;
      }
      setChecked({ csv: text, result });
      setNews(result.problems.length > 0 ? `${result.problems.length} problems: nothing was imported.` : 'Checked: every line is good.');
    });

  const result = checked?.csv === csv.replace(/^\uFEFF/, '') ? checked.result : null;
  const changing = result ? result.created + result.updated : 0;

  return (
    <section className="catalogue-transfer" aria-labelledby={`${textId}-heading`}>
      <h3 id={`${textId}-heading`}>Import and export</h3>
      <p>
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void exportCsv()}>
          Export CSV
        </button>
      </p>
      <p>
        Import takes the export's columns. New SKUs are added, known ones changed; status is <code>active</code> or <code>retired</code>.
        Nothing is written unless every line is good.
      </p>
      <div className="field">
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void file.text().then(setCsv);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={textId}>CSV text</label>
        <textarea id={textId} rows={6} value={csv} spellCheck={false} onChange={(event) => setCsv(event.currentTarget.value)} />
      </div>
      <FormAlert message={problem} />
      <p role="status">{news}</p>
      <button
        type="button"
        className="button"
        aria-disabled={busy || csv.trim() === '' || undefined}
        onClick={() => csv.trim() && void send(true)}
      >
        Check the import
      </button>
      {result && (
        <>
          <h4>What the import would do</h4>
          <ul className="catalogue-transfer__lines">
            {rowsOf(result).map((row) => (
              <li key={row.line} className={row.bad ? 'catalogue-transfer__bad' : undefined}>
                {row.text}
              </li>
            ))}
          </ul>
          {result.problems.length === 0 && changing > 0 && (
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => void send(false)}>
              Import {changing} {changing === 1 ? 'product' : 'products'}
            </button>
          )}
          {result.problems.length === 0 && changing === 0 && <p>Every line matches the catalogue: there is nothing to import.</p>}
        </>
      )}
    </section>
  );
}
