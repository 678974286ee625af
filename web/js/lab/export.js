// Downloads a table as CSV or JSON: the comparison and the experiment share it. A CSV file
// starts with the UTF-8 byte-order mark (Excel reads its Chinese as UTF-8 only then) and its
// header line is in the page's language.

/** A CSV line: values with commas, quotes or line breaks are quoted. */
function csvLine(values) {
  return values
    .map((v) => {
      const text = v === null || v === undefined ? "" : String(v);
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(",");
}

/** The UTF-8 byte-order mark a CSV file starts with. */
export const BYTE_ORDER_MARK = "\uFEFF";

/**
 * `rows` as CSV: the byte-order mark, the columns' headers, then a line per row; each column
 * is `{ header, value }`, `value(row)` giving the cell.
 */
export function toCsv(rows, columns) {
  const lines = [csvLine(columns.map((c) => c.header)), ...rows.map((row) => csvLine(columns.map((c) => c.value(row))))];
  return BYTE_ORDER_MARK + lines.join("\n") + "\n";
}

/** Offers `text` as a file named `name` to the browser. */
export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads `rows` as `base.csv` (see [`toCsv`]). */
export function downloadCsv(base, rows, columns) {
  download(`${base}.csv`, toCsv(rows, columns), "text/csv;charset=utf-8");
}

/** Downloads `value` as `base.json`. */
export function downloadJson(base, value) {
  download(`${base}.json`, JSON.stringify(value, null, 2) + "\n", "application/json");
}
