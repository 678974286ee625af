// Downloads a table as CSV, Markdown or JSON: the comparison, the experiment and the traced
// run's OPEN and CLOSED tables share it. A CSV file starts with the UTF-8 byte-order mark
// (Excel reads its Chinese as UTF-8 only then) and its header line is in the page's language.
// The last file offered is kept in `globalThis.puzzlelabLastDownload` ({ name, type, blob })
// for scripts and tests.

/** The byte-order mark that tells a spreadsheet (Excel) a CSV file is UTF-8. */
export const BOM = "\uFEFF";

/** A CSV line: values with commas, quotes or line breaks are quoted. */
function csvLine(values) {
  return values
    .map((v) => {
      const text = v === null || v === undefined ? "" : String(v);
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(",");
}

/** A table with the given header labels and rows (arrays of values) as CSV, starting with
 * the byte-order mark so that spreadsheets read its Chinese as UTF-8. */
export function tableCsv(headers, rows) {
  return BOM + [csvLine(headers), ...rows.map(csvLine)].join("\r\n") + "\r\n";
}

/** A Markdown table cell: `|` escaped, line breaks as spaces. */
function markdownCell(v) {
  const text = v === null || v === undefined ? "" : String(v);
  return text.replace(/\|/g, "\\|").replace(/[\r\n]+/g, " ");
}

/** A table with the given header labels and rows as a Markdown table. */
export function tableMarkdown(headers, rows) {
  const line = (values) => `| ${values.map(markdownCell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n") + "\n";
}

/** Offers `content` (text, or a Blob such as a PNG) as a file named `name` to the browser. */
export function download(name, content, type) {
  const blob = content instanceof Blob ? content : new Blob([content], { type });
  globalThis.puzzlelabLastDownload = { name, type, blob };
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads `rows` as `base.csv` (see [`tableCsv`]); each column is `{ header, value }`,
 * `value(row)` giving the cell.
 */
export function downloadCsv(base, rows, columns) {
  const cells = rows.map((row) => columns.map((c) => c.value(row)));
  download(`${base}.csv`, tableCsv(columns.map((c) => c.header), cells), "text/csv;charset=utf-8");
}

/** Downloads `value` as `base.json`. */
export function downloadJson(base, value) {
  download(`${base}.json`, JSON.stringify(value, null, 2) + "\n", "application/json");
}
