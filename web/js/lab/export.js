// Downloads a table as CSV or JSON: the comparison and the experiment share it.

/** A CSV line: values with commas, quotes or line breaks are quoted. */
function csvLine(values) {
  return values
    .map((v) => {
      const text = v === null || v === undefined ? "" : String(v);
      return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(",");
}

/** `rows` (objects) as CSV with the given columns. */
export function toCsv(rows, columns) {
  return [csvLine(columns), ...rows.map((row) => csvLine(columns.map((c) => row[c])))].join("\n") + "\n";
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

/** Downloads `rows` as `base.csv`. */
export function downloadCsv(base, rows, columns) {
  download(`${base}.csv`, toCsv(rows, columns), "text/csv");
}

/** Downloads `value` as `base.json`. */
export function downloadJson(base, value) {
  download(`${base}.json`, JSON.stringify(value, null, 2) + "\n", "application/json");
}
