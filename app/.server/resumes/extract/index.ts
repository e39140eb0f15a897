// Skeleton: replaced by the text extraction module (file kind detection, worker pool, PDF/DOCX/DOC/TXT).
export type FileKind = "pdf" | "docx" | "doc" | "txt";
export type Extracted = { text: string; pages: number | null; columns: number; warnings: string[] };

export function detectFileKind(bytes: Uint8Array, fileName: string): FileKind {
  void bytes;
  const ext = fileName.toLowerCase().split(".").pop();
  if (ext === "pdf" || ext === "docx" || ext === "doc" || ext === "txt") return ext;
  throw new Error("Invalid file type");
}

export async function extractText(bytes: Uint8Array, kind: FileKind): Promise<Extracted> {
  if (kind === "txt") return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), pages: null, columns: 1, warnings: [] };
  throw new Error(`extraction of ${kind} is not available yet`);
}
