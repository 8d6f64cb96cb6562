// Number and table formatting for the report.

/** 12345 → '12.3 kB' (1 kB = 1000 B, as size-limit and bundlephobia print). */
export function kB(bytes) {
  if (!Number.isFinite(bytes)) return '—';
  return `${(bytes / 1000).toFixed(bytes < 10_000 ? 2 : 1)} kB`;
}

export function ms(value) {
  if (!Number.isFinite(value)) return '—';
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

export function mb(bytes) {
  if (!Number.isFinite(bytes)) return '—';
  return `${(bytes / 1e6).toFixed(2)} MB`;
}

/** ours / peer, as '0.62×'. */
export function ratio(ours, peer) {
  if (!Number.isFinite(ours) || !Number.isFinite(peer) || peer === 0) return '—';
  return `${(ours / peer).toFixed(2)}×`;
}

/** Characters as a monospace font shows them (the report holds no wide characters). */
const width = (text) => [...text].length;

/**
 * A markdown table, its columns padded to one width as Biome's markdown formatter prints them
 * (so `pnpm lint` accepts the generated file); `align` is 'l' or 'r' per column.
 */
export function table(headers, rows, align = headers.map(() => 'l')) {
  const cellText = (cell) => String(cell).replaceAll('|', '\\|');
  const body = [headers, ...rows].map((row) => row.map(cellText));
  const widths = headers.map((_, column) =>
    Math.max(3, ...body.map((row) => width(row[column] ?? ''))),
  );
  const pad = (text, column) => {
    const fill = ' '.repeat(widths[column] - width(text));
    return align[column] === 'r' ? fill + text : text + fill;
  };
  const line = (row) => `| ${row.map((cell, column) => pad(cell ?? '', column)).join(' | ')} |`;
  const rule = `| ${widths
    .map((w, column) => (align[column] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)))
    .join(' | ')} |`;
  return [line(body[0]), rule, ...body.slice(1).map(line)].join('\n');
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
