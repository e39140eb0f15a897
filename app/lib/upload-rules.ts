import { ACCEPTED_EXTENSIONS, MAX_UPLOAD_BYTES } from "./schemas/resume";

export const UPLOAD_HINT = "Supports PDF, DOC, DOCX, and TXT files up to 10MB";
export const ACCEPT_ATTRIBUTE = ".pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";

/** The browser-side check of spec section 5, run as soon as a file is chosen; the server checks again. */
export function checkFileBeforeUpload(file: { name: string; size: number }) {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return { title: "Invalid file type", description: "Please upload a PDF, DOC, DOCX, or TXT file." } as const;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { title: "File too large", description: "Please upload a file smaller than 10MB." } as const;
  }
  return null;
}
