/**
 * CSV import, reading the file (docs/import.md): telling the encoding it was saved in
 * (UTF-8 or Arabic Windows), decoding its bytes as they stream, guessing the delimiter
 * and line break, and splitting the text into rows without holding the whole file.
 * Pure: no Firebase, unit-tested and benchmarked in Node.
 */
import Papa from 'papaparse';

/** Bytes looked at to tell the encoding (the first MiB). */
export const ENCODING_SAMPLE_BYTES = 1 << 20;

/** The encodings a file may be in: UTF-8 (with or without BOM), or Arabic Windows as Excel saves it. */
export type ImportEncoding = 'utf-8' | 'windows-1256';

/**
 * Tells a file's encoding from its first bytes: UTF-8 when they decode as UTF-8 without
 * an error (a character cut at the end of the sample is not an error), otherwise
 * Windows-1256, the code page Excel uses for "CSV" on Arabic Windows. Plain ASCII is UTF-8.
 * @param sample the first bytes of the file (ENCODING_SAMPLE_BYTES is enough)
 * @returns the encoding
 */
export function detectEncoding(sample: Uint8Array): ImportEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1256';
  }
}

/**
 * Decodes a whole file's bytes (tests and small files; the import itself streams with
 * {@link decodeStream}). A UTF-8 byte order mark is dropped.
 * @returns the encoding found and the text
 */
export function decodeBytes(bytes: Uint8Array): { readonly encoding: ImportEncoding; readonly text: string } {
  const encoding = detectEncoding(bytes.subarray(0, ENCODING_SAMPLE_BYTES));
  return { encoding, text: new TextDecoder(encoding).decode(bytes) };
}

/**
 * The text of a byte stream in `encoding`, chunk by chunk (a character split between two
 * chunks is joined); a UTF-8 byte order mark is dropped (TextDecoder does by default).
 */
export async function* decodeStream(
  bytes: AsyncIterable<Uint8Array>,
  encoding: ImportEncoding,
): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The delimiters a spreadsheet may write: comma, semicolon (Arabic and European Excel), tab. */
const DELIMITERS = [',', ';', '\t'] as const;

/** Guesses the delimiter from the header line: the candidate found most often outside quotes. */
export function guessDelimiter(headerLine: string): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = unquoted.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** @returns the line break the text uses: `\r\n` (Excel), `\r` or `\n`. */
function guessNewline(text: string): '\r\n' | '\r' | '\n' {
  const n = text.indexOf('\n');
  const r = text.indexOf('\r');
  if (r >= 0 && (n < 0 || r < n)) return text[r + 1] === '\n' ? '\r\n' : '\r';
  return '\n';
}

/** The low-level parser of Papa Parse (its streaming core: it parses up to the last whole row). */
interface LowParser {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]>;
}
type LowParserClass = new (config: { delimiter: string; newline: string }) => LowParser;

/**
 * Splits streamed CSV text into rows, without ever holding more than the current chunk
 * and the rows of it not yet handed out: the next chunk is read only after `onRows` has
 * finished with the previous rows (so a slow write holds the reading back, and memory
 * stays flat whatever the file's size). Quoted cells may hold delimiters and line breaks.
 * Blank lines are skipped.
 * @param chunks the text, e.g. from {@link decodeStream}
 * @param onRows called with the next rows (the first call's first row is the header)
 * @throws what `onRows` throws
 */
export async function streamRows(
  chunks: AsyncIterable<string> | Iterable<string>,
  onRows: (rows: string[][]) => Promise<void> | void,
): Promise<void> {
  let parser: LowParser | null = null;
  let partial = '';
  let base = 0;
  const emit = async (result: Papa.ParseResult<string[]>) => {
    const rows = result.data.filter((row) => row.length > 1 || (row[0] ?? '') !== '');
    if (rows.length) await onRows(rows);
  };
  for await (const chunk of chunks) {
    const text = partial + chunk;
    if (!parser) {
      const firstLine = text.split(/\r\n|\r|\n/)[0] ?? '';
      if (text.length <= firstLine.length + 1 && text.length < 65536) {
        // Not yet one whole line and the character after it (\r or \r\n): wait for more.
        partial = text;
        continue;
      }
      const Parser = (Papa as unknown as { Parser: LowParserClass }).Parser;
      parser = new Parser({ delimiter: guessDelimiter(firstLine), newline: guessNewline(text) });
    }
    const result = parser.parse(text, base, true);
    const cursor = result.meta.cursor;
    partial = text.slice(cursor - base);
    base = cursor;
    await emit(result);
  }
  if (!parser) {
    const Parser = (Papa as unknown as { Parser: LowParserClass }).Parser;
    parser = new Parser({ delimiter: guessDelimiter(partial), newline: guessNewline(partial) });
  }
  if (partial) await emit(parser.parse(partial, base, false));
}
