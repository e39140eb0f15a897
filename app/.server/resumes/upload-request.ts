import { MaxFileSizeExceededError, MaxFilesExceededError, MaxTotalSizeExceededError, parseFormData } from "@remix-run/form-data-parser";
import { jsonUploadSchema, MAX_UPLOAD_BYTES } from "~/lib/schemas/resume";
import { DomainError } from "../errors";
import { type ChunkReader, discardRest, readBodyCapped, serially } from "../http";
import { FileTooLargeError } from "./errors";

export class BadUploadError extends DomainError {
  override name = "BadUploadError";
}

export type Upload = { fileName: string; bytes: Uint8Array; fields: Record<string, string> };

/**
 * Reads an upload from a request: multipart with the field `file` (the form variant), or JSON
 * `{fileName, content}` (DESIGN decision 8: text for .txt, base64 otherwise). The 10 MB limit is enforced
 * while the body streams in, so an oversized upload is never held in memory.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.includes("application/json")) return readJsonUpload(request);
  if (!type.includes("multipart/form-data")) throw new BadUploadError("Send the file as multipart/form-data (field 'file') or as JSON.");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (!request.body) throw new BadUploadError("Please choose a file to upload.");
  // The parser reads through a stream of our own, so that after a refusal the rest of the body can still be read
  // and thrown away: a browser still sending the file takes an answer before the end of its upload for a broken
  // connection, and a form posted without JavaScript would show "connection reset" instead of "File too large".
  const source = serially(request.body.getReader());
  if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw refusing(source, new FileTooLargeError());
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  // The media type is case-insensitive, the parser reads it in lower case only ("Multipart/Form-Data" was refused as
  // unreadable); the boundary after it keeps its case.
  const headers = new Headers(request.headers);
  headers.set("Content-Type", (request.headers.get("Content-Type") ?? "").replace(/^\s*multipart\/form-data/i, "multipart/form-data"));
  const counted = new Request(request.url, { method: request.method, headers, body, duplex: "half" } as RequestInit);

  let upload: { fileName: string; bytes: Uint8Array } | null = null;
  let form: FormData;
  try {
    form = await parseFormData(counted, { maxFiles: 1, maxFileSize: MAX_UPLOAD_BYTES, maxParts: 20, maxTotalSize: MAX_UPLOAD_BYTES + 64 * 1024 }, async (file) => {
      if (file.fieldName !== "file") return null;
      upload = { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
      return null;
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw refusing(source, new FileTooLargeError());
    if (error instanceof MaxFilesExceededError) throw refusing(source, new BadUploadError("Upload one file at a time."));
    // A part's headers not in UTF-8: an older client's file name in Latin-1 ("r\xe9sum\xe9.txt"). Trying again cannot help,
    // renaming the file can (review 34's F9).
    if ((error as { code?: string } | null)?.code === "ERR_ENCODING_INVALID_ENCODED_DATA") throw refusing(source, new BadUploadError(UNREADABLE_NAME));
    throw refusing(source, new BadUploadError("The upload could not be read. Please try again."));
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") fields[k] = v;
  const file = upload as { fileName: string; bytes: Uint8Array } | null;
  if (!file || file.bytes.byteLength === 0) {
    if (file && file.fileName) return { ...file, fields };
    throw new BadUploadError("Please choose a file to upload.");
  }
  return { ...file, fields };
}

const UNREADABLE_NAME = "The file's name could not be read. Rename the file using plain letters and digits (for example resume.pdf), then upload it again.";

/** A refusal answered at once, while what is left of the body is read into nothing (see `discardRest`). */
function refusing<E>(reader: ChunkReader, error: E): E {
  discardRest(reader);
  return error;
}

// Base64 makes 10 MB about 13.4 MB of JSON.
const MAX_JSON_UPLOAD_CHARS = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4096;

async function readJsonUpload(request: Request): Promise<Upload> {
  // Read only up to the limit (a declared length past it is refused before reading).
  const body = await readBodyCapped(request, Math.ceil(MAX_JSON_UPLOAD_CHARS * 1.1));
  if (!body) throw new FileTooLargeError();
  const text = body.toString("utf8");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadUploadError("The request body is not valid JSON.");
  }
  const parsed = jsonUploadSchema.safeParse(json);
  if (!parsed.success) throw new BadUploadError(parsed.error.issues[0]?.message ?? "Send {fileName, content}.");
  const { fileName, content } = parsed.data;
  // The extension as the type check reads it (trimmed): "resume.txt " is a text file too.
  const bytes = fileName.trim().toLowerCase().endsWith(".txt") ? new TextEncoder().encode(content) : decodeBase64(content);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  return { fileName, bytes, fields: {} };
}

function decodeBase64(content: string) {
  const clean = content.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) throw new BadUploadError("content must be base64 for a binary file.");
  return new Uint8Array(Buffer.from(clean, "base64"));
}
