// A minimal RFC 4180 reader for tests, written apart from the app's writer (src/lib/csv.ts), so
// reading back what the writer wrote proves it: quoted cells may hold commas, doubled quotes and
// line breaks; lines end with CRLF.
export function parseCsv(file: string): string[][] {
  // The byte order mark is the file's encoding, not part of its first cell (spreadsheets drop it too).
  const text = file.startsWith('\uFEFF') ? file.slice(1) : file
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}
