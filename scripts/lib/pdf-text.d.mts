/** The text lines of a PDF (a file path or its bytes) in reading order, as a reader extracts them. */
export function pdfTextLines(pdf: string | Uint8Array): Promise<string[]>;
